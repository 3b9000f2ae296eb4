// `npm run bench:lighthouse-cold`: Lighthouse as a first-time visitor sees it (issue #37). Each run
// starts a fresh Chromium with a fresh profile (as the Lighthouse CLI does), so nothing is warm: no
// HTTP or code cache, no ICU data, no renderer process. Mobile preset, simulated throttling (slow
// 4G, 4× CPU), on the production build served by the real server, for /, /claim and
// /rights/flight-delays in every language (or the paths given as arguments). Every run is printed,
// then each page's median of LIGHTHOUSE_RUNS runs (default 3) next to the aim, with the machine's
// load average, since the blocking time is this machine's own task times × 4 and other jobs
// stretch them. Beside it, the page's own blocking time: the same sum over the main thread's thread
// (CPU) time instead of its wall time (trace-cpu.ts), which the load does not stretch, and the
// longest task's CPU time. Exits non-zero when a page's median is under the aim.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../../src/server/build-app.ts';
import { startServer } from '../e2e/harness.ts';
import { medianFigures, runLighthouseCold, type ColdFigures } from './lighthouse.ts';
import { LANGUAGE_PREFIXES } from './page-js.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const AIM = 95;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGES = ['/', '/claim', '/rights/flight-delays'];

if (!process.env.E2E_DIST_DIR) await ensureBuild(ROOT, join(ROOT, 'dist'));

const given = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = given.length > 0 ? given : LANGUAGE_PREFIXES.flatMap((prefix) => PAGES.map((path) => (prefix && path === '/' ? prefix : `${prefix}${path}`)));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const ms = (value: number | undefined) => (value === undefined ? '     ?' : value.toFixed(0).padStart(6));
const row = (label: string, f: ColdFigures, verdict = '') =>
  `${label.padEnd(32)} ${String(f.performance).padStart(4)}  ${ms(f.tbtMs)} ms ${(f.lcpMs / 1000).toFixed(2).padStart(6)} s ${f.cls.toFixed(3).padStart(6)}  ${ms(f.own?.ownBlockingMs)} ms ${ms(f.own?.longestTaskMs)} ms ${ms(f.own?.mainCpuMs)} ms  ${verdict}`;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`Lighthouse 13 cold (fresh Chromium per run), mobile, simulated throttling, ${RUNS} run(s) a page; load average ${load()}`);
console.log(`${'page'.padEnd(32)} perf      TBT      LCP    CLS  own TBT  longest  main CPU (thread time after FCP)`);
const server = await startServer();
let all: ColdFigures[];
try {
  all = await runLighthouseCold(server.url, paths, RUNS, (f) => console.log(row(`${f.path} run`, f)));
} finally {
  await server.stop();
}
console.log(`\nMedians (aim: performance ${AIM} or more); load average ${load()}`);
const under: string[] = [];
for (const path of paths) {
  // A run Lighthouse could not finish (no paint within its time limit on a loaded machine) has no metrics.
  const runs = all.filter((f) => f.path === path && !Number.isNaN(f.tbtMs));
  if (runs.length === 0) {
    under.push(`${path}: no run finished`);
    continue;
  }
  const owns = runs.flatMap((f) => (f.own ? [f.own] : []));
  const own = owns.length
    ? {
        ownBlockingMs: median(owns.map((o) => o.ownBlockingMs)),
        longestTaskMs: median(owns.map((o) => o.longestTaskMs)),
        mainCpuMs: median(owns.map((o) => o.mainCpuMs)),
      }
    : null;
  const m = { ...medianFigures(runs), own };
  const ok = m.performance >= AIM;
  if (!ok) under.push(`${path} ${m.performance} < ${AIM}`);
  console.log(row(`${path} median`, m, ok ? `ok (aim ${AIM})` : `UNDER (aim ${AIM})`));
}
console.log(under.length === 0 ? '\nEvery page reaches the aim cold.' : `\n${under.map((u) => `UNDER AIM: ${u}`).join('\n')}`);
process.exit(under.length === 0 ? 0 : 1);
