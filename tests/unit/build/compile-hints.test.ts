// The compile hint (src/build/compile-hints.ts): the start-up's chunks and /claim's screen begin with
// V8's `allFunctionsCalledOnLoad` comment; every other file is left as it was.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../../src/build/compile-hints.ts';

type Output = { type: 'chunk' | 'asset'; name: string; fileName: string; facadeModuleId: string | null; code?: string; source?: string };

function bundle(): Record<string, Output> {
  const chunk = (name: string, facadeModuleId: string | null = null): Output => ({
    type: 'chunk',
    name,
    fileName: `assets/${name}-x.js`,
    facadeModuleId,
    code: `export const ${name.replace(/\W/g, '_')}=1;`,
  });
  return {
    a: chunk('startup-1'),
    b: chunk('startup-4'),
    c: chunk('claim', '/repo/src/app/screens/claim.tsx'),
    d: chunk('wizard', '/repo/src/app/screens/claim/wizard.tsx'),
    e: chunk('claim-detail', '/repo/src/app/screens/claim-detail.tsx'),
    f: chunk('startup-chunks-helper'),
    g: { type: 'asset', name: 'startup-1.css', fileName: 'assets/startup-1.css', facadeModuleId: null, source: 'a{}' },
  };
}

function run(files: Record<string, Output>): void {
  const hook = compileHintsPlugin().generateBundle as { order: string; handler: (this: unknown, options: unknown, bundle: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler.call({}, {}, files);
}

describe('compile hints', () => {
  it('marks the boot stages and the /claim screen, nothing else', () => {
    const files = bundle();
    run(files);
    const hinted = Object.values(files)
      .filter((file) => file.code?.startsWith(COMPILE_HINT))
      .map((file) => file.name);
    expect(hinted).toEqual(['startup-1', 'startup-4', 'claim']);
    expect(files.g!.source).toBe('a{}');
    expect(files.a!.code).toBe(`${COMPILE_HINT}export const startup_1=1;`);
  });

  it('adds the hint once when the hook runs again', () => {
    const files = bundle();
    run(files);
    run(files);
    expect(files.a!.code!.split(COMPILE_HINT)).toHaveLength(2);
  });
});
