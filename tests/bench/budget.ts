// `npm run bench:budget`: the size budgets of the performance issue, measured on the production
// build (built first if missing or stale). Prints every figure, one "OVER BUDGET: <what> <figure>
// > <limit>" line per budget exceeded (each language on its own), and exits non-zero when one is.
//   JavaScript loaded before the home page is interactive  <= 150 KB gzip, in every language (the
//   start-up JavaScript plus the language's catalogue; no catalogue is part of another's start-up),
//   and the JavaScript a first visit of /, /claim and /rights/flight-delays fetches until usable,
//   in every language (page-js.ts, in Chromium)
//   CSS loaded by the home page                            <= 20 KB gzip
//   Precache (everything the service worker stores)        <= 3 MB downloaded at install (each file
//   as the server sends it: its brotli copy where the build made one), listed by file with its raw size
//   Lighthouse 13 mobile on /, /claim, /rights/flight-delays in every language: performance >= 95, accessibility 100,
//   best practices 100, SEO >= 95, on the median of LIGHTHOUSE_RUNS runs per page (default 5;
//   every run is printed). Skip with --no-lighthouse.
//   A throttled first visit of / and /claim (400 kbit/s / 400 ms, 1.6 Mbit/s / 150 ms): first
//   paint and first step usable, printed straight from the server and behind a TLS front with
//   HTTP/2 as in production (aim: /claim usable within 5 s at 400 kbit/s). Skip with --no-throttled.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from '../../src/server/build-app.ts';
import { launchBrowser, startServer } from '../e2e/harness.ts';
import { medianFigures, runLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { LANGUAGE_PREFIXES, pageJavaScript } from './page-js.ts';
import { throttledFirstVisits } from './throttled-visit.ts';
import { startTlsFront } from './tls-front.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
// E2E_DIST_DIR: measure a build elsewhere (as the e2e harness serves it); otherwise build dist.
const DIST = process.env.E2E_DIST_DIR ?? join(ROOT, 'dist');
const KB = 1024;
const BUDGETS = { initialJs: 150 * KB, initialCss: 20 * KB, precache: 3 * KB * KB };

if (!process.env.E2E_DIST_DIR) await ensureBuild(ROOT, DIST);

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const IMPORTED = {
  // `import … from "./x.js"` and bare `import "./x.js"`
  static: /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
  // import("./x.js"), with any quote
  dynamic: /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g,
};

/**
 * The start-up JavaScript: the entry script, the chunks it imports dynamically (boot.ts loads the
 * app in stages after the first paint, so those are start-up too), and everything they import
 * statically. Dynamic imports deeper down (screens, menus) are lazy and not counted.
 */
function startupClosure(entry: string): string[] {
  const seen = new Set<string>();
  const imports = (file: string, pattern: RegExp) => [...readFileSync(join(DIST, file), 'utf8').matchAll(pattern)].map((m) => `assets/${m[1]}`);
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    imports(file, IMPORTED.static).forEach(visit);
  };
  visit(entry);
  imports(entry, IMPORTED.dynamic).forEach(visit);
  return [...seen];
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entryScripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
const initialJs = [...new Set([...entryScripts.flatMap(startupClosure), ...preloads])];
const initialCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);

const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
const precache = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];

const jsTotal = initialJs.reduce((sum, file) => sum + gzipSize(file), 0);
const cssTotal = initialCss.reduce((sum, file) => sum + gzipSize(file), 0);
// The install downloads each file once, precompressed where the build wrote a .br copy (static-app.ts
// serves it to every browser that accepts br); the raw total is what the cache then stores.
const sentSize = (file: string) => {
  try {
    return statSync(join(DIST, `${file}.br`)).size;
  } catch {
    return statSync(join(DIST, file)).size;
  }
};
const precacheFiles = precache.map((file) => ({ file, bytes: statSync(join(DIST, file)).size, sent: sentSize(file) })).sort((a, b) => b.bytes - a.bytes);
const precacheTotal = precacheFiles.reduce((sum, f) => sum + f.bytes, 0);
const precacheSent = precacheFiles.reduce((sum, f) => sum + f.sent, 0);

console.log('JavaScript before the home page is interactive (gzip):');
for (const file of initialJs) console.log(`  ${kb(gzipSize(file)).padStart(10)}  ${file}`);
console.log('CSS of the home page (gzip):');
for (const file of initialCss) console.log(`  ${kb(gzipSize(file)).padStart(10)}  ${file}`);
console.log(`Precache: ${precacheFiles.length} files`);
for (const { file, bytes, sent } of precacheFiles) console.log(`  ${kb(bytes).padStart(10)}  ${kb(sent).padStart(10)} sent  ${file}`);
console.log(`  ${kb(precacheTotal).padStart(10)}  ${kb(precacheSent).padStart(10)} sent  in all (stored raw, downloaded as sent)`);

// Each language's shell catalogue (its start-up part, catalogs/split/<lang>.shell.json; not
// <lang>.shell-later), loaded before a page in that language renders.
const CATALOGS = { ar: /^ar\.shell-[\w-]{8}\.js$/, fa: /^fa\.shell-[\w-]{8}\.js$/, tr: /^tr\.shell-[\w-]{8}\.js$/ };
const assets = readdirSync(join(DIST, 'assets'));
const catalogFile = (pattern: RegExp) => {
  const found = assets.filter((file) => pattern.test(file));
  if (found.length !== 1) throw new Error(`expected one catalogue chunk for ${String(pattern)}, found ${found.length}`);
  return `assets/${found[0]!}`;
};
const catalogs = Object.entries(CATALOGS).map(([locale, pattern]) => ({ locale, file: catalogFile(pattern) }));
const leaked = catalogs.filter((catalog) => initialJs.includes(catalog.file));
if (leaked.length > 0) throw new Error(`a catalogue is part of every language's start-up: ${leaked.map((c) => c.file).join(', ')}`);
for (const catalog of catalogs) console.log(`  ${kb(gzipSize(catalog.file)).padStart(10)}  ${catalog.file} (catalogue, ${catalog.locale} only)`);

const rows = [
  { name: 'initial JavaScript en (gzip)', value: jsTotal, budget: BUDGETS.initialJs },
  ...catalogs.map((catalog) => ({ name: `initial JavaScript ${catalog.locale} (gzip)`, value: jsTotal + gzipSize(catalog.file), budget: BUDGETS.initialJs })),
  { name: 'initial CSS (gzip)', value: cssTotal, budget: BUDGETS.initialCss },
  { name: 'precache (downloaded)', value: precacheSent, budget: BUDGETS.precache },
];
console.log('\nBudget                          figure      budget');
for (const row of rows) {
  console.log(`${row.name.padEnd(31)} ${kb(row.value).padStart(10)} ${kb(row.budget).padStart(11)}  ${row.value <= row.budget ? 'ok' : 'OVER'}`);
}
const overs: string[] = rows.filter((row) => row.value > row.budget).map((row) => `${row.name} ${kb(row.value)} > ${kb(row.budget)}`);

const PAGES = ['/', '/claim', '/rights/flight-delays'];

// What each page fetches before it is usable, in each language (its route's chunks and catalogues).
{
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    console.log('\nJavaScript fetched by a first visit until the page is usable (gzip)');
    for (const prefix of LANGUAGE_PREFIXES) {
      for (const path of PAGES) {
        const page = await pageJavaScript(browser, server.url, prefix && path === '/' ? prefix : `${prefix}${path}`, gzipSize);
        const ok = page.gzipBytes <= BUDGETS.initialJs;
        console.log(`  ${page.path.padEnd(26)} ${kb(page.gzipBytes).padStart(10)} in ${String(page.files.length).padStart(2)} files  ${ok ? 'ok' : 'OVER'}`);
        if (!ok) overs.push(`JavaScript of ${page.path} ${kb(page.gzipBytes)} > ${kb(BUDGETS.initialJs)}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
const LIGHTHOUSE_MINIMUMS = [
  { key: 'performance', min: 95 },
  { key: 'accessibility', min: 100 },
  { key: 'bestPractices', min: 100 },
  { key: 'seo', min: 95 },
] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

function lighthouseRow(label: string, f: LighthouseFigures, verdict: string): string {
  const scores = [f.performance, f.accessibility, f.bestPractices, f.seo].map((n) => String(n).padStart(4)).join('  ');
  return `${label.padEnd(30)} ${scores}  ${(f.lcpMs / 1000).toFixed(2).padStart(6)} s ${f.tbtMs.toFixed(0).padStart(6)} ms ${f.cls.toFixed(3).padStart(7)}  ${verdict}`;
}

if (!process.argv.includes('--no-lighthouse')) {
  const server = await startServer();
  try {
    // Every page in every language (/ar, /ar/claim, …).
    const pages = LANGUAGE_PREFIXES.flatMap((prefix) => PAGES.map((path) => (prefix && path === '/' ? prefix : `${prefix}${path}`)));
    const all = await runLighthouse(server.url, pages, RUNS);
    console.log(`\nLighthouse 13, mobile, ${RUNS} run(s) a page  perf  a11y  best   seo      LCP      TBT     CLS`);
    for (const path of pages) {
      const runs = all.filter((f) => f.path === path);
      runs.forEach((f, i) => console.log(lighthouseRow(`${path} run ${i + 1}`, f, '')));
      const m = medianFigures(runs);
      const short = LIGHTHOUSE_MINIMUMS.filter(({ key, min }) => m[key] < min);
      overs.push(...short.map(({ key, min }) => `Lighthouse ${path} ${key} ${m[key]} < ${min}`));
      const ok = short.length === 0;
      console.log(
        lighthouseRow(`${path} median`, m, ok ? 'ok' : 'UNDER') + (m.failedAudits.length ? `\n    failing audits: ${m.failedAudits.join(', ')}` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}
if (!process.argv.includes('--no-throttled')) {
  const server = await startServer();
  const front = await startTlsFront(server.url);
  const browser = await launchBrowser();
  try {
    // As npm start serves it on this machine (HTTP/1.1: six connections), then as production does.
    await throttledFirstVisits(browser, server.url, 'straight from the server (HTTP/1.1)');
    const visits = await throttledFirstVisits(browser, front.url, 'behind a TLS front with HTTP/2 (nginx, as in production)');
    const slowClaim = visits.find((v) => v.path === '/claim' && v.profile.startsWith('400 kbit'));
    if (slowClaim)
      console.log(
        `/claim usable at 400 kbit/s over HTTP/2: ${(slowClaim.usable / 1000).toFixed(1)} s (aim <= 5 s)${slowClaim.usable <= 5000 ? '' : '  MISSED'}`,
      );
  } finally {
    await browser.close();
    await front.stop();
    await server.stop();
  }
}

console.log('');
for (const over of overs) console.log(`OVER BUDGET: ${over}`);
if (overs.length === 0) console.log('Every budget is met.');
process.exit(overs.length === 0 ? 0 : 1);
