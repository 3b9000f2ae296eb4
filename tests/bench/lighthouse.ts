// Lighthouse (mobile preset, simulated slow 4G and CPU) on a running server, driving Debian's
// Chromium through its remote-debugging port. Used by the budget script, which prints the figures.
// One run varies by several points (the simulated blocking time scales this machine's own task
// times), so each page is run several times and judged on the median, as Lighthouse's guide on
// variability advises (docs/variability.md in the Lighthouse repository).
// Warm (the budget script): one Chromium for every page and run. Cold (lighthouse-cold.ts): a fresh
// Chromium with a fresh profile for each run, as the Lighthouse CLI does and as a first visit is.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/harness.ts';
import { atCleanup, own } from '../shared/owned-processes.ts';
import type { LighthouseFigures } from './lighthouse-median.ts';
import { ownWork, type OwnWork, type TraceEvent } from './trace-cpu.ts';

export { medianFigures, type LighthouseFigures } from './lighthouse-median.ts';

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const executable = process.env.CHROME_PATH ?? findChromium();
  if (!executable) throw new Error('Lighthouse needs Chromium: apt-get install chromium, or set CHROME_PATH');
  const profile = await mkdtemp(join(tmpdir(), 'flightclaim-lh-'));
  const child = own(
    spawn(executable, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    stop: atCleanup(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be writing their cache as the browser exits: retried.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }),
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A cold run's figures, with the page's own work read from the run's trace (trace-cpu.ts). */
export type ColdFigures = LighthouseFigures & { own: OwnWork | null };

/** One Lighthouse run (mobile preset, simulated throttling: Lighthouse's defaults) on a running Chromium. */
async function lighthouseRun(port: number, origin: string, path: string, categories: string[]): Promise<ColdFigures> {
  const result = await lighthouse(`${origin}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories: scored, audits } = result.lhr;
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  const failedAudits = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return {
    path,
    performance: score(scored.performance?.score),
    accessibility: score(scored.accessibility?.score),
    bestPractices: score(scored['best-practices']?.score),
    seo: score(scored.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failedAudits,
    own: trace ? ownWork(trace.traceEvents) : null,
  };
}

/** Lighthouse on each path, `runs` times over (pages interleaved, so a slow moment hits all alike), in one Chromium. */
export async function runLighthouse(origin: string, paths: string[], runs = 1): Promise<LighthouseFigures[]> {
  const chromium = await startChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) for (const path of paths) figures.push(await lighthouseRun(chromium.port, origin, path, ALL_CATEGORIES));
    return figures;
  } finally {
    await chromium.stop();
  }
}

/** The same, cold: a fresh Chromium with a fresh profile for every run of every page (performance only). */
export async function runLighthouseCold(origin: string, paths: string[], runs = 1, onRun: (figures: ColdFigures) => void = () => {}): Promise<ColdFigures[]> {
  const figures: ColdFigures[] = [];
  for (let run = 0; run < runs; run++)
    for (const path of paths) {
      const chromium = await startChromium();
      try {
        const figure = await lighthouseRun(chromium.port, origin, path, ['performance']);
        figures.push(figure);
        onRun(figure);
      } finally {
        await chromium.stop();
      }
    }
  return figures;
}
