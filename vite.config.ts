/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/manifest.ts';
import { PAGE_BUNDLE_FILE } from './src/shared/page-bundle.ts';
import { catalogKeysPlugin } from './src/build/catalog-keys.ts';
import { compileHintsPlugin } from './src/build/compile-hints.ts';
import { contentCatalogsPlugin } from './src/build/content-catalogs.ts';
import { precompressPlugin } from './src/build/precompress.ts';
import { PRERENDER_DIR, prerenderPlugin } from './src/build/prerender-plugin.ts';
import { STARTUP_STAGES, startupChunksPlugin } from './src/build/startup-chunks-plugin.ts';
import { startupGroups } from './src/build/startup-groups.ts';

// For a dynamic import Vite appends a <link rel=modulepreload> per chunk it needs. In Chromium each
// append costs about a millisecond of main thread, all in one task: twenty of them when boot.ts
// fetches the app after the first paint, as many when /claim's chunk loads, ten when the header's
// menu loads during hydration (measured: Lighthouse's blocking time on /claim went from about 200
// to 360-820 ms with them). The browser's module loader fetches a chunk's imports by itself, so
// only stylesheets are preloaded (Vite loads a lazy chunk's CSS through the same helper). An import
// that fails because the connection dropped is tried again (src/app/shell/load-chunk.ts). The
// start-up's own chunks are preloaded from a list written at build time (startup-chunks-plugin.ts),
// a few links per task.
function preloadFor(_file: string, deps: string[]): string[] {
  return deps.filter((dep) => dep.endsWith('.css'));
}

/** The back office's route chunks (src/app/backoffice/*-screen.tsx), named after their files. */
const BACKOFFICE_CHUNKS = ['queue-screen', 'claim-screen', 'agents-screen'];

/** One chunk per boot stage instead of ~33 small shared ones (src/build/startup-groups.ts). */
const startup = startupGroups(STARTUP_STAGES);

// One config for the app build (Vite), the service worker build (vite-plugin-pwa, injectManifest
// from sw/sw.ts) and the test tiers (Vitest projects). Test projects are inline and do not
// inherit the app plugins.
export default defineConfig({
  plugins: [
    react(),
    catalogKeysPlugin(),
    contentCatalogsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        // wasm: the barcode reader (zxing-wasm, ~950 KB), so scanning a boarding pass works offline.
        // The prerendered pages go in as one gzipped bundle (PAGE_BUNDLE_FILE, about 60 KB), not as
        // their 3.6 MB of HTML files (first visits only), which would double the precache.
        // No PNG: the icons (34 KB) are read by the system when the app is installed or a push
        // arrives, both online; the page itself uses the SVG favicon.
        globPatterns: ['**/*.{js,css,html,svg,webmanifest,json,woff2,wasm}', PAGE_BUNDLE_FILE],
        // The back office's screens are not precached: agents work online at a desk, and its ~120 KB
        // (the data table, its CSS) would be downloaded by every passenger's install for nothing.
        globIgnores: [`${PRERENDER_DIR}/**`, ...BACKOFFICE_CHUNKS.map((name) => `assets/${name}-*`)],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module', navigateFallback: 'index.html' },
      // After the prerender plugin has written the page bundle, which the precache manifest lists.
      integration: { closeBundleOrder: 'post' },
    }),
    startup.plugin,
    startupChunksPlugin(),
    compileHintsPlugin(),
    prerenderPlugin({ entry: 'src/app/prerender.tsx', plugins: () => [react(), catalogKeysPlugin()] }),
    precompressPlugin(),
  ],
  worker: { format: 'es' },
  // JSON is imported whole (`import table from './x.json'`): no named export per key, which would
  // write a catalogue's keys (valid names once hashed, src/build/catalog-keys.ts) a second time.
  json: { namedExports: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: { polyfill: false, resolveDependencies: preloadFor },
    rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/realms': 'http://localhost:8080',
    },
  },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
