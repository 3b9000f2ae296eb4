// /claim loads only its first step's part of the claim catalogues (src/build/claim-start-catalogs.ts):
// the part must hold every message the first step shows, and none of the wizard's later steps.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstStepMessages, staticModules } from '../../../src/build/claim-start-catalogs.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;

describe("the claim wizard's first-step catalogue", () => {
  it("follows /claim's static imports, not the wizard's lazy chunk", () => {
    const files = staticModules(join(ROOT, 'src/app/screens/claim.tsx')).map((file) => file.slice(ROOT.length));
    expect(files).toContain('src/app/screens/claim/step-disruption.tsx');
    expect(files).toContain('src/app/screens/claim/wizard-step-names.ts');
    expect(files).not.toContain('src/app/screens/claim/wizard.tsx');
    expect(files).not.toContain('src/app/screens/claim/step-flight.tsx');
  });

  it("holds the first step's messages, the domain's names of the disruptions included", () => {
    const messages = firstStepMessages(ROOT);
    for (const message of ['Disruption Type', 'Step {n} of {count}: {name}', 'Flight Delay', 'Denied Boarding']) expect(messages).toContain(message);
    expect(messages).not.toContain('Flight number');
  });
});
