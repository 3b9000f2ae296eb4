// /claim loads only its first step's part of the claim catalogues (src/build/claim-start-catalogs.ts):
// the part must hold every message the first step shows, and none of the wizard's later steps. The
// shell's catalogue is split the same way: what the start-up renders, and what its lazy menus show.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstStepMessages, staticModules, writeShellCatalogs } from '../../../src/build/claim-start-catalogs.ts';
import { extractMessages } from '../../i18n-messages.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

describe("the claim wizard's first-step catalogue", () => {
  it("follows /claim's static imports, not the wizard's lazy chunk", () => {
    const files = staticModules(join(ROOT, 'src/app/screens/claim.tsx')).map((file) => file.slice(ROOT.length));
    expect(files).toContain('src/app/screens/claim/steps/step-disruption.tsx');
    expect(files).toContain('src/app/screens/claim/wizard-step-names.ts');
    expect(files).not.toContain('src/app/screens/claim/wizard.tsx');
    expect(files).not.toContain('src/app/screens/claim/steps/step-flight.tsx');
  });

  it("holds the first step's messages, the domain's names of the disruptions included", () => {
    const messages = firstStepMessages(ROOT);
    for (const message of ['Disruption Type', 'Step {n} of {count}: {name}', 'Flight Delay', 'Denied Boarding']) expect(messages).toContain(message);
    expect(messages).not.toContain('Flight number');
  });
});

describe("the shell catalogue's start-up and later parts", () => {
  it('leaves for later only messages of lazy shell modules that load the later part with their code', () => {
    writeShellCatalogs(ROOT);
    const later = readJson(`src/app/i18n/catalogs/split/ar.shell-later.json`);
    const start = readJson(`src/app/i18n/catalogs/split/ar.shell.json`);
    expect(Object.keys(later)).toContain('Reload now'); // the update prompt
    expect(Object.keys(start)).toContain('Your Rights'); // the header
    expect(Object.keys({ ...start, ...later }).sort()).toEqual(Object.keys(readJson('src/app/i18n/catalogs/ar.shell.json')).sort());
    const shell = readdirSync(join(ROOT, 'src/app/shell')).map((file) => readFileSync(join(ROOT, 'src/app/shell', file), 'utf8'));
    const messages = extractMessages();
    for (const message of Object.keys(later)) {
      const namedBy = messages.get(message)!;
      for (const file of namedBy) {
        const lazily = `loadLaterShellChunk(() => import('./${file.split('/').pop()!}'))`;
        expect(
          shell.some((source) => source.includes(lazily)),
          `${message} in ${file}`,
        ).toBe(true);
      }
    }
  });
});
