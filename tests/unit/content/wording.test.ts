// One wording for the delay threshold everywhere a passenger reads it (issue #15): the law's
// "3 hours or more", never "more than 3 hours" (which would leave out exactly 3 hours).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = new URL('../../../src/app', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('the delay threshold wording', () => {
  const files = sources(APP).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('never says "more than 3 hours" or "over 3 hours"', () => {
    const offending = files.filter(({ text }) => /(more than|over|at least) (3|three|\$\{[^}]*delayThresholdHours\}) hours/i.test(text)).map((f) => f.path);
    expect(offending).toEqual([]);
  });

  it('says "3 hours or more" on step 1 and in the rights content', () => {
    const all = files.map((f) => f.text).join('\n');
    expect(all).toContain('3 hours or more late');
    expect(files.find((f) => f.path.endsWith('step-disruption.tsx'))!.text).toContain('3 hours or more');
  });
});
