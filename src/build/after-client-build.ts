// The shape the build steps share: a Vite plugin that runs once the client build has written its
// files (never on an SSR build, such as the prerender's own renderer), given the project root and
// the output folder.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface ClientBuild {
  root: string;
  outDir: string;
}

/** `run` goes after the bundle is closed; `enforce: 'post'` puts it after other plugins' writes. */
export function afterClientBuild(name: string, run: (build: ClientBuild) => Promise<unknown>, options: Pick<Plugin, 'enforce'> = {}): Plugin {
  let build: ClientBuild = { root: '', outDir: '' };
  let skip = false;
  return {
    name,
    apply: 'build',
    ...options,
    configResolved(config) {
      build = { root: config.root, outDir: resolve(config.root, config.build.outDir) };
      skip = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!skip) await run(build);
      },
    },
  };
}
