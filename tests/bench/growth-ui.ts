// `npm run bench:growth-ui`: what grows in the screens themselves, in Chromium, at n and 2n (the
// server side is `bench:growth`). The production build served by the real server on a fresh
// PostgreSQL database (DATABASE_URL's server; default the local test server), Debian's Chromium:
// - a passenger with 200 claims: the dashboard offline (the PWA reading its IndexedDB, network
//   off), online as a returning visitor (the device's copy first, then the API's refresh) and
//   online on a new device (nothing on the device: the list comes from GET /api/claims);
// - the same passenger's 1,000 notifications: the inbox online and offline;
// - a back-office claim with 50 documents and 100 events: the claim view.
// Each at BENCH_GROWTH_SCALES (default 1,2) times those sizes, BENCH_RUNS (default 5) fresh tabs
// each. Per load: the time from the navigation's start to the list rendered (a check of the DOM on
// every mutation: the dashboard's total counter shows every claim and a card is there; the inbox's
// first item; the claim view's timeline and first document), the main thread's busy time until
// the page settles (CDP Performance.getMetrics TaskDuration, after network idle), and the number
// of DOM elements then. Prints the medians, 1× and 2× side by side with the ratio. Asserts nothing.
import type { BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { createPostgresDatabase } from '../api/harness.ts';
import { launchBrowser, startServer, waitForServiceWorkerControl } from '../e2e/harness.ts';
import { atCleanup } from '../shared/owned-processes.ts';
import { signIn } from '../e2e/wizard-driver.ts';
import { ensureAppBuild, median } from './browser-bench.ts';
import { seedAgent, seedBackOfficeClaim, seedPassenger } from './growth-ui-seed.ts';

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,2').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://app@127.0.0.1:54329/postgres';
const VIEWPORT = { width: 1280, height: 900 };
const TIMEOUT_MS = 60_000;

type Screen = 'dashboard' | 'inbox' | 'claim-view';

interface Load {
  renderedMs: number;
  cpuMs: number;
  elements: number;
}

interface Figure {
  label: string;
  size: string;
  loads: Load[];
}

declare global {
  interface Window {
    __rendered?: number;
  }
}

/** In the page, before the app: stamps window.__rendered when the screen's list is in the DOM. */
function watchRendered({ screen, claims }: { screen: Screen; claims: number }): void {
  const rendered: Record<Screen, () => boolean> = {
    dashboard: () =>
      document.querySelector('[data-counter="Total Claims"] [data-value]')?.textContent?.replace(/\D/g, '') === String(claims) &&
      document.querySelector('[data-claim-id]') !== null,
    inbox: () => document.querySelector('#main ul > li > button') !== null,
    'claim-view': () =>
      document.querySelector('.mantine-Timeline-item') !== null &&
      Array.from(document.querySelectorAll('#main button')).some((button) => button.textContent?.startsWith('Download receipt-')),
  };
  const check = () => {
    if (window.__rendered !== undefined || !rendered[screen]()) return;
    window.__rendered = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** One fresh tab at `url`: when its list rendered, the main thread's busy time, the elements. */
async function load(context: BrowserContext, url: string, screen: Screen, claims: number, after?: (page: Page) => Promise<void>): Promise<Load> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchRendered, { screen, claims });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(() => window.__rendered !== undefined, null, { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    await page.waitForTimeout(300); // the last answer's render
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
    const renderedMs = await page.evaluate(() => window.__rendered!);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await after?.(page);
    return { renderedMs, cpuMs: taskSeconds * 1000, elements };
  } finally {
    await page.close();
  }
}

async function measure(label: string, size: string, run: () => Promise<Load>): Promise<Figure> {
  await run(); // warm: the service worker's caches, the server's plans
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await run());
  const renders = loads.map((l) => l.renderedMs.toFixed(0)).join(', ');
  console.error(`  ${label}, ${size}: rendered at ${renders} ms; ${loads[0]!.elements} elements`);
  return { label, size, loads };
}

/** Empties the device's copy of the claims (the app's `claims` store), as on a new device. */
function forgetClaimsOnDevice(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('flightclaim');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const clear = db.transaction('claims', 'readwrite').objectStore('claims').clear();
      clear.onsuccess = () => resolve();
      clear.onerror = () => reject(clear.error);
    });
    db.close();
  });
}

async function passengerFigures(context: BrowserContext, baseUrl: string, email: string, claims: number, notifications: number): Promise<Figure[]> {
  const first = await context.newPage();
  await signIn(first, baseUrl, email);
  await waitForServiceWorkerControl(first);
  await first.close();
  const dashboard = `${baseUrl}/dashboard`;
  const inbox = `${baseUrl}/notifications`;
  const sizeC = `${claims} claims`;
  const sizeN = `${notifications} notifications`;
  const figures = [
    await measure('dashboard online, returning (the device copy, then the API)', sizeC, () => load(context, dashboard, 'dashboard', claims)),
    await measure('dashboard online, new device (the list from the API)', sizeC, () => load(context, dashboard, 'dashboard', claims, forgetClaimsOnDevice)),
    await measure('inbox online', sizeN, () => load(context, inbox, 'inbox', claims)),
  ];
  // The device copy again before going offline (the last load above left the claims store full).
  await load(context, dashboard, 'dashboard', claims);
  await load(context, inbox, 'inbox', claims);
  await context.setOffline(true);
  try {
    figures.push(
      await measure('dashboard offline (IndexedDB, no network)', sizeC, () => load(context, dashboard, 'dashboard', claims)),
      await measure('inbox offline (IndexedDB, no network)', sizeN, () => load(context, inbox, 'inbox', claims)),
    );
  } finally {
    await context.setOffline(false);
  }
  return figures;
}

async function claimViewFigure(context: BrowserContext, baseUrl: string, email: string, claimId: string, size: string): Promise<Figure> {
  const first = await context.newPage();
  await signIn(first, baseUrl, email, '/backoffice');
  await first.close();
  return measure('back office: the claim view', size, () => load(context, `${baseUrl}/backoffice/claims/${claimId}`, 'claim-view', 0));
}

function print(figures: Figure[]): void {
  console.log(
    `\nIn Chromium, median of ${RUNS} fresh tabs; ×${SCALES.join(', ×')} the sizes; (×r) is the ratio to the first size (above 2 for twice the data: faster than linear)`,
  );
  console.log(`    ${''.padEnd(28)} ${'list rendered'.padStart(20)} ${'main thread busy'.padStart(20)} ${'DOM elements'.padStart(20)}`);
  for (const label of [...new Set(figures.map((f) => f.label))]) {
    const rows = figures.filter((f) => f.label === label);
    const base = rows[0]!;
    console.log(`  ${label}`);
    for (const row of rows) {
      const cell = (pick: (l: Load) => number, unit: string) => {
        const value = median(row.loads.map(pick));
        const ratio = row === base ? '' : `(×${(value / median(base.loads.map(pick))).toFixed(2)})`;
        return `${value.toFixed(0)}${unit}`.padStart(11) + ` ${ratio}`.padEnd(9);
      };
      console.log(`    ${row.size.padEnd(28)} ${cell((l) => l.renderedMs, ' ms')} ${cell((l) => l.cpuMs, ' ms')} ${cell((l) => l.elements, '')}`);
    }
  }
}

await ensureAppBuild();
const database = await createPostgresDatabase(POSTGRES);
const dropDatabase = atCleanup(() => database.drop());
const server = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: 'loopback' }).catch(async (error: unknown) => {
  await dropDatabase();
  throw error;
});
const db = new pg.Client({ connectionString: database.url });
const browser = await launchBrowser();
try {
  await db.connect();
  const agent = await seedAgent(db, server.url);
  const figures: Figure[] = [];
  for (const scale of SCALES) {
    const [claims, notifications, documents, events] = [200 * scale, 1000 * scale, 50 * scale, 100 * scale];
    const passenger = await seedPassenger(db, server.url, claims, notifications);
    const claimId = await seedBackOfficeClaim(db, server.url, agent.id, documents, events);
    const passengerContext = await browser.newContext({ viewport: VIEWPORT });
    figures.push(...(await passengerFigures(passengerContext, server.url, passenger.email, claims, notifications)));
    await passengerContext.close();
    const agentContext = await browser.newContext({ viewport: VIEWPORT });
    figures.push(await claimViewFigure(agentContext, server.url, agent.email, claimId, `${documents} documents, ${events} events`));
    await agentContext.close();
  }
  print(figures);
} finally {
  await browser.close();
  await db.end().catch(() => undefined);
  await server.stop();
  await dropDatabase();
}
