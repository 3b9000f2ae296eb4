// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so
// the server sends compressed bytes without compressing on each request (@fastify/static
// `preCompressed`). On simulated slow 4G the uncompressed JavaScript alone took seconds.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterClientBuild } from './after-client-build.ts';

// .wasm is binary but compresses well (the barcode reader: 950 KB, 410 KB gzip).
const TEXT_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.wasm']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Compresses every text file under dir; returns how many files got compressed copies. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of filesUnder(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(path))) continue;
    const source = await readFile(path);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    await writeFile(`${path}.br`, brotli);
    await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The Vite plugin: runs after every other plugin has written its files (the service worker too). */
export function precompressPlugin(): Plugin {
  // After the service worker's build (vite-plugin-pwa's own plugins run last), so sw.js is compressed too.
  return afterClientBuild('flightclaim:precompress', ({ outDir }) => precompressDir(outDir), { enforce: 'post' });
}
