// Build step: marks the chunks a page runs as soon as it starts for eager compilation (V8's explicit
// compile hints, Chromium 136+: a `//# allFunctionsCalledOnLoad` first line). V8 otherwise compiles a
// function only when it is first called, on the main thread: a cold first visit to /claim compiled
// React's and Mantine's functions inside the tasks that hydrate the page, which Lighthouse counts as
// blocking time. With the hint V8 compiles the whole file while it streams in, on a background
// thread. Other browsers ignore the comment. Only the start-up: the hint compiles every function of
// the file, used or not.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up's chunks: one per boot stage (startup-groups.ts) and these route screens. */
const STARTUP_CHUNK = /^startup-\d+$/;
const SCREENS = ['/src/app/screens/claim.tsx'];

interface ChunkLike {
  type: 'chunk' | 'asset';
  name?: string;
  facadeModuleId?: string | null;
}

export function wantsCompileHint(chunk: ChunkLike): boolean {
  if (chunk.type !== 'chunk') return false;
  if (chunk.name && STARTUP_CHUNK.test(chunk.name)) return true;
  return SCREENS.some((screen) => chunk.facadeModuleId?.endsWith(screen) ?? false);
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'flightclaim:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: after minification (which would drop the comment) and after Vite writes its preload map
    // at the top of a chunk (the hint must be the file's first line), before the files are written
    // and compressed.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && wantsCompileHint(output) && !output.code.startsWith(COMPILE_HINT)) output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}
