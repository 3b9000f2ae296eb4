// `npm run bench:offline-start`: starting the app with no network (performance issue #7, #23). One
// online visit installs the service worker and its precache; then, with the network off (which
// also cuts the service worker off), a fresh tab opens /claim RUNS times and / RUNS times, in
// Chromium. For each load it prints the first contentful paint and, on /claim, when the wizard's
// first control (step 1's "Flight Delay" choice; the step has no text field) is usable: in the
// page, enabled and visible, the frame that shows it painted (not before the first contentful
// paint) and the main thread free to take a click. Then the median and p95. Times are from the navigation's start (performance.timeOrigin). Asserts nothing.
// The wizard needs no sign-in (a draft is kept on the device; only submitting needs an account).
// The limit, measured in the same run, between the offline loads: the same page's prerendered
// HTML (its scripts removed) and its stylesheets, answered from memory in a context without a
// service worker; nothing can paint that page sooner. Printed with the ratio of the medians.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { prerenderedFile } from '../../src/server/prerendered-file.ts';
import { ROOT, launchBrowser, startServer, waitForServiceWorkerControl } from '../e2e/harness.ts';
import { stepHeading } from '../e2e/wizard-driver.ts';
import { ensureAppBuild, firstContentfulPaint, median, ms, summaryLine, waitForWizard, watchUsable } from './browser-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LOAD_TIMEOUT_MS = 30_000;
const DIST = process.env.E2E_DIST_DIR ?? join(ROOT, 'dist');
const VIEWPORT = { width: 390, height: 844 };
const FIRST_FIELD = '.claim-wizard .wizard-choice';

interface Load {
  fcp: number;
  fieldInDom?: number;
  fieldUsable?: number;
}

async function offlineLoad(context: BrowserContext, url: string, wizard: boolean): Promise<Load> {
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    if (!response?.fromServiceWorker()) throw new Error(`${url} was not answered by the service worker offline`);
    const fcp = await firstContentfulPaint(page);
    if (!wizard) return { fcp };
    await page.waitForFunction(() => window.__bench?.fieldUsable !== undefined, null, { timeout: LOAD_TIMEOUT_MS });
    const marks = await page.evaluate(() => window.__bench!);
    // Chromium stamps paints with the frame's presentation time, which can come after the task
    // that follows the frame: a field is not usable before it is on screen.
    return { fcp, fieldInDom: marks.fieldInDom, fieldUsable: Math.max(marks.fieldUsable!, fcp) };
  } finally {
    await page.close();
  }
}

/**
 * A context that answers from memory: each page's prerendered HTML without its scripts, the
 * stylesheets it links, and 404 for anything else (icons, the manifest). No service worker.
 */
async function limitContext(browser: Browser, origin: string, paths: string[]): Promise<BrowserContext> {
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const path of paths) {
    const html = readFileSync(join(DIST, prerenderedFile(path)), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    files.set(path, { body: Buffer.from(html), type: 'text/html; charset=utf-8' });
    for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/g)) {
      files.set(href!, { body: readFileSync(join(DIST, href!)), type: 'text/css' });
    }
  }
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.route(`${origin}/**`, (route) => {
    const file = files.get(new URL(route.request().url()).pathname);
    return file ? route.fulfill({ status: 200, contentType: file.type, body: file.body }) : route.fulfill({ status: 404, body: '' });
  });
  return context;
}

async function limitLoad(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    return await firstContentfulPaint(page);
  } finally {
    await page.close();
  }
}

/** Median of `values` over median of `limit`, and the aim it is held to. */
function ratioLine(label: string, values: number[], limit: number[]): string {
  const ratio = median(values) / median(limit);
  return `${label.padEnd(38)} ${ratio.toFixed(2)} × the limit (aim <= 1.5)${ratio <= 1.5 ? '' : '  MISSED'}`;
}

await ensureAppBuild();
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const limit = await limitContext(browser, server.url, ['/claim', '/']);
  await context.addInitScript(watchUsable, FIRST_FIELD);

  // The online visit: the service worker installs (precache complete once it is active) and
  // takes control; the wizard opens once, so the device holds its (empty) draft.
  const first = await context.newPage();
  await first.goto(`${server.url}/claim`);
  await waitForServiceWorkerControl(first);
  await stepHeading(first, 'Disruption Type').waitFor();
  await first.close();

  await context.setOffline(true);
  const claim: Load[] = [];
  const home: Load[] = [];
  console.log(`Offline loads in Chromium (service worker in control, network off), ${RUNS} runs each`);
  const claimLimit: number[] = [];
  const homeLimit: number[] = [];
  console.log('and the limit (prerendered HTML and CSS from memory, no service worker, no script) before each');
  console.log('run   /claim FCP   /claim field in DOM   /claim field usable      / FCP   limit /claim   limit /');
  for (let run = 1; run <= RUNS; run++) {
    claimLimit.push(await limitLoad(limit, `${server.url}/claim`));
    homeLimit.push(await limitLoad(limit, `${server.url}/`));
    const wizard = await offlineLoad(context, `${server.url}/claim`, true);
    const landing = await offlineLoad(context, `${server.url}/`, false);
    claim.push(wizard);
    home.push(landing);
    console.log(
      `${String(run).padStart(3)}  ${ms(wizard.fcp).padStart(11)}  ${ms(wizard.fieldInDom!).padStart(20)}  ${ms(wizard.fieldUsable!).padStart(19)}  ${ms(landing.fcp).padStart(10)}` +
        `  ${ms(claimLimit.at(-1)!).padStart(13)}  ${ms(homeLimit.at(-1)!).padStart(8)}`,
    );
  }
  await limit.close();

  // The field measured is really usable offline: choosing it moves the wizard on.
  const check = await context.newPage();
  await check.goto(`${server.url}/claim`);
  await waitForWizard(check);
  await check.getByRole('button', { name: /Flight Delay/ }).click();
  await stepHeading(check, 'Flight Details').waitFor();
  await check.close();

  console.log('');
  console.log(
    summaryLine(
      '/claim first contentful paint',
      claim.map((l) => l.fcp),
    ),
  );
  console.log(
    summaryLine(
      '/claim first wizard field in DOM',
      claim.map((l) => l.fieldInDom!),
    ),
  );
  console.log(
    summaryLine(
      '/claim first wizard field usable',
      claim.map((l) => l.fieldUsable!),
    ),
  );
  console.log(
    summaryLine(
      '/claim field usable after its FCP',
      claim.map((l) => l.fieldUsable! - l.fcp),
    ),
  );
  console.log(
    summaryLine(
      '/ first contentful paint',
      home.map((l) => l.fcp),
    ),
  );
  console.log(summaryLine('limit: /claim first contentful paint', claimLimit));
  console.log(summaryLine('limit: / first contentful paint', homeLimit));
  console.log(
    ratioLine(
      '/claim FCP offline / limit',
      claim.map((l) => l.fcp),
      claimLimit,
    ),
  );
  console.log(
    ratioLine(
      '/ FCP offline / limit',
      home.map((l) => l.fcp),
      homeLimit,
    ),
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
