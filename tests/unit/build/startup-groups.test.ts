// The boot stages' chunks (src/build/startup-groups.ts), built by Rolldown itself from a small app:
// each stage's code in one chunk, a barrel followed only for the exports a stage uses, and the
// dynamic-import targets, the entry's own imports and the lazy code left out.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { startupGroups } from '../../../src/build/startup-groups.ts';

const FILES: Record<string, string> = {
  // The page's entry: a helper of its own, then the two stages one after the other, and a lazy screen.
  'boot.js': `import { helper } from './helper.js'; helper(); import('./stage-a.js').then((m) => [m.a(), import('./stage-b.js').then((n) => n.b())]); import('./lazy.js').then((m) => m.lazy());`,
  'helper.js': `export const helper = () => (globalThis.calls = (globalThis.calls ?? 0) + 1);`,
  'stage-a.js': `import { A } from './barrel.js'; import { helper } from './helper.js'; export const a = () => [A(), helper()];`,
  'stage-b.js': `import { A } from './barrel.js'; import { C } from './c.js'; export const b = () => [A(), C()];`,
  // As @mantine/core's index: imports every component and exports it again.
  'barrel.js': `import { A } from './a.js'; import { B } from './b.js'; export { A, B };`,
  'a.js': `import { shared } from './shared.js'; export const A = () => shared('a');`,
  'b.js': `import { shared } from './shared.js'; export const B = () => shared('b');`,
  'c.js': `export const C = () => 'c';`,
  'shared.js': `export const shared = (x) => x.toUpperCase();`,
  // A lazy screen: needs B, which no stage uses.
  'lazy.js': `import { B } from './barrel.js'; export const lazy = () => B();`,
};

async function build(): Promise<OutputChunk[]> {
  const dir = mkdtempSync(join(tmpdir(), 'startup-groups-'));
  for (const [file, code] of Object.entries(FILES)) writeFileSync(join(dir, file), code);
  const startup = startupGroups([['stage-a.js'], ['stage-b.js']]);
  // As Vite's app build: an entry chunk may export more than its module (the groups need that).
  const bundle = await rolldown({ input: join(dir, 'boot.js'), plugins: [startup.plugin], preserveEntrySignatures: false });
  const { output } = await bundle.generate({ format: 'es', codeSplitting: { groups: startup.groups } });
  return output.filter((item): item is OutputChunk => item.type === 'chunk');
}

const modulesOf = (chunk: OutputChunk | undefined) => (chunk?.moduleIds ?? []).map((id) => id.split('/').pop()).sort();

describe('startup groups', () => {
  it('puts each stage in a chunk of its own, with only the barrel exports it uses', async () => {
    const chunks = await build();
    const named = (name: string) => chunks.find((chunk) => chunk.name === name);
    // (The barrel itself only passes names on: nothing of it is left to bundle.)
    expect(modulesOf(named('startup-1'))).toEqual(['a.js', 'shared.js']);
    expect(modulesOf(named('startup-2'))).toEqual(['c.js']);
    // Neither the stage files (dynamic-import targets), the entry's helper nor the lazy code.
    const grouped = chunks.filter((chunk) => chunk.name.startsWith('startup-')).flatMap(modulesOf);
    for (const file of ['boot.js', 'helper.js', 'stage-a.js', 'stage-b.js', 'lazy.js', 'b.js']) expect(grouped).not.toContain(file);
    // The entry does not load a stage before it asks for it.
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.imports.filter((file) => file.includes('startup-'))).toEqual([]);
  });
});
