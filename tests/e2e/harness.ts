// The e2e harness: the real server (node src/server/main.ts) on a free port with a temporary
// DATA_DIR, and Debian's Chromium driven by playwright-core. Never a downloaded browser.
// E2E_DIST_DIR points the server at another build (e.g. `vite build --outDir /tmp/x --emptyOutDir`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { freePort } from '../api/free-port.ts';
import { atCleanup, own } from '../shared/owned-processes.ts';
import { CHROMIUM_FLAGS } from '../../src/server/mandate/pdf-printer.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';

export const ROOT = new URL('../..', import.meta.url).pathname;

export { CHROMIUM_FLAGS };

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
}

export function launchOptions(): LaunchOptions {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install it with apt-get install chromium or set CHROMIUM_PATH');
  return { executablePath, args: CHROMIUM_FLAGS, headless: true };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** A persistent profile (needed for Page.getInstallabilityErrors, which reports in-incognito otherwise). */
export async function launchPersistent(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'flightclaim-profile-'));
  const context = await chromium.launchPersistentContext(dir, launchOptions());
  return {
    context,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${output()}`);
}

/**
 * Starts the real server; extra env (e.g. ACCESS_TOKEN_TTL) overrides the defaults. PUBLIC_ORIGIN
 * is the URL the test opens unless `publicOrigin` makes another one from the port.
 */
export async function startServer(env: Record<string, string> = {}, options: { publicOrigin?: (port: number) => string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'flightclaim-e2e-')));
  const url = `http://127.0.0.1:${port}`;
  const child = own(
    spawn(process.execPath, [join(ROOT, 'src/server/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: options.publicOrigin?.(port) ?? url,
        DIST_DIR: process.env.E2E_DIST_DIR ?? join(ROOT, 'dist'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const output = () => log;
  // Registered before the wait, so a run stopped during start-up removes the DATA_DIR too.
  const stop = atCleanup(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  });
  // A server that never became healthy is stopped here: the caller gets no `stop` to call.
  await waitForHealth(url, child, output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, dataDir, process: child, output, stop };
}

/** Waits until a service worker controls the page (clients.claim() makes this the first load). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** A new page of `context` at `url`, once the service worker controls it (the app is then held for offline). */
export async function openControlledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForServiceWorkerControl(page);
  return page;
}

let axeSource: string | null = null;

/** axe-core's serious and critical violations on the page, one line each (empty when none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Waits until the app has rendered over a page prerendered at build time (the h1 is an element
 * React created: it carries a fiber). Checks of the live page (axe, clicks) start after this.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(appOwnsHeading, undefined, { timeout: 20_000 });
}

/** Whether the app has taken over the page yet (see waitForApp), without waiting. */
export function appHasTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(appOwnsHeading);
}

/** Runs in the page: the h1 under #root is React's (it carries a fiber). */
function appOwnsHeading(): boolean {
  const h1 = document.querySelector('#root h1');
  return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
}

/** Polls until `read` gives a value that passes `accept` (a plain loop, so the driver also works in the benches, under plain node). */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The address-confirmation link the server mailed to `email` (DATA_DIR/mail, no SMTP in tests), polled. */
export async function verificationLink(server: RunningServer, email: string): Promise<string> {
  const dir = join(server.dataDir, 'mail');
  for (let i = 0; i < 200; i++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const mails = files.map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
    const mail = mails.find((m) => m.includes(`To: ${email}`) && m.includes('/verify-email?token='));
    if (mail) return /(http\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail to ${email}`);
}

/** Confirms `email` through the API with the mailed link's token, as the /verify-email page does. */
export async function verifyEmail(server: RunningServer, email: string): Promise<void> {
  const token = new URL(await verificationLink(server, email)).searchParams.get('token');
  const res = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`verify-email answered ${res.status}`);
}
