// `npm run bench:budget`: the size budgets of the performance issue, measured on the production
// build (built first if missing or stale). Prints every figure and exits non-zero when one is over.
//   JavaScript loaded before the home page is interactive  <= 150 KB gzip
//   CSS loaded by the home page                            <= 20 KB gzip
//   Precache (everything the service worker stores)        <= 3 MB, listed by file
//   Lighthouse 13 mobile on /, /claim, /rights/flight-delays: performance >= 95, accessibility 100,
//   best practices 100, SEO >= 95 (skip with --no-lighthouse)
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from '../../src/server/build-app.ts';
import { startServer } from '../e2e/harness.ts';
import { runLighthouse } from './lighthouse.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
// E2E_DIST_DIR: measure a build elsewhere (as the e2e harness serves it); otherwise build dist.
const DIST = process.env.E2E_DIST_DIR ?? join(ROOT, 'dist');
const KB = 1024;
const BUDGETS = { initialJs: 150 * KB, initialCss: 20 * KB, precache: 3 * KB * KB };

if (!process.env.E2E_DIST_DIR) await ensureBuild(ROOT, DIST);

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The entry script and everything it imports statically, following the build's import graph. */
function staticImportClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(DIST, file), 'utf8');
    // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`; dynamic import() is lazy.
    for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) {
      visit(`assets/${match[1]}`);
    }
  };
  visit(entry);
  return [...seen];
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entryScripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
const initialJs = [...new Set([...entryScripts.flatMap(staticImportClosure), ...preloads])];
const initialCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);

const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
const precache = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];

const jsTotal = initialJs.reduce((sum, file) => sum + gzipSize(file), 0);
const cssTotal = initialCss.reduce((sum, file) => sum + gzipSize(file), 0);
const precacheFiles = precache.map((file) => ({ file, bytes: statSync(join(DIST, file)).size })).sort((a, b) => b.bytes - a.bytes);
const precacheTotal = precacheFiles.reduce((sum, f) => sum + f.bytes, 0);

console.log('JavaScript before the home page is interactive (gzip):');
for (const file of initialJs) console.log(`  ${kb(gzipSize(file)).padStart(10)}  ${file}`);
console.log('CSS of the home page (gzip):');
for (const file of initialCss) console.log(`  ${kb(gzipSize(file)).padStart(10)}  ${file}`);
console.log(`Precache: ${precacheFiles.length} files`);
for (const { file, bytes } of precacheFiles) console.log(`  ${kb(bytes).padStart(10)}  ${file}`);

const rows = [
  { name: 'initial JavaScript (gzip)', value: jsTotal, budget: BUDGETS.initialJs },
  { name: 'initial CSS (gzip)', value: cssTotal, budget: BUDGETS.initialCss },
  { name: 'precache (raw)', value: precacheTotal, budget: BUDGETS.precache },
];
console.log('\nBudget                       figure      budget');
for (const row of rows) {
  console.log(`${row.name.padEnd(28)} ${kb(row.value).padStart(10)} ${kb(row.budget).padStart(11)}  ${row.value <= row.budget ? 'ok' : 'OVER'}`);
}
let within = rows.every((row) => row.value <= row.budget);

if (!process.argv.includes('--no-lighthouse')) {
  const server = await startServer();
  try {
    const figures = await runLighthouse(server.url, ['/', '/claim', '/rights/flight-delays']);
    console.log('\nLighthouse 13, mobile    perf  a11y  best   seo      LCP      TBT     CLS');
    for (const f of figures) {
      const ok = f.performance >= 95 && f.accessibility === 100 && f.bestPractices === 100 && f.seo >= 95;
      within &&= ok;
      console.log(
        `${f.path.padEnd(24)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${String(f.bestPractices).padStart(4)}  ${String(f.seo).padStart(4)}` +
          `  ${(f.lcpMs / 1000).toFixed(2).padStart(6)} s ${f.tbtMs.toFixed(0).padStart(6)} ms ${f.cls.toFixed(3).padStart(7)}  ${ok ? 'ok' : 'UNDER'}` +
          (f.failedAudits.length ? `\n    failing audits: ${f.failedAudits.join(', ')}` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}
process.exit(within ? 0 : 1);
