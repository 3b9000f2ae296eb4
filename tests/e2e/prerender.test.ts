// First visits to public pages paint from HTML rendered at build time (src/app/prerender.tsx):
// the page's own heading is there before any JavaScript runs. Then the app takes over: no console
// error, no CSP violation, nothing on screen moves (layout shifts), and navigation is client-side.
import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { appHasTakenOver, waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';

const { server, browser } = useServerAndBrowser();

const PAGES: [path: string, heading: RegExp][] = [
  ['/', /./],
  ['/claim', /^Start your claim$/],
  ['/rights/flight-delays', /Flight delays/i],
  ['/faq', /./],
  ['/how-it-works', /./],
];

/** Records layout shifts, CSP violations and console errors from the first byte on. */
async function watch(page: Page): Promise<() => Promise<{ shift: number; csp: string[]; errors: string[] }>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen = { shift: 0, csp: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => seen.csp.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => ({ ...(await page.evaluate(() => (window as unknown as { __seen: { shift: number; csp: string[] } }).__seen)), errors });
}

describe.each(PAGES)('%s', (path, heading) => {
  test('paints the page itself from HTML, before any script runs', async () => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.headers()['content-type']).toMatch(/text\/html/);
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.count()).toBe(1);
      expect((await h1.textContent())?.trim()).toMatch(heading);
      expect(await page.locator('header').count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('footer').count()).toBe(1);
      expect(await page.title()).toMatch(/Flightclaim/);
      expect(await page.locator('#root script').count()).toBe(0);
      // The footer starts below the fold: while it streams in, nothing the visitor sees moves up.
      expect(await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top)).toBeGreaterThanOrEqual(844);
      await context.close();
    }
  });

  test('the app takes over without errors, CSP violations or layout shifts', async () => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const report = await watch(page);
      await page.goto(`${server.url}${path}`);
      const prerendered = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(prerendered);
      const seen = await report();
      expect(seen.errors).toEqual([]);
      expect(seen.csp).toEqual([]);
      expect(seen.shift).toBeLessThan(0.02);
      await context.close();
    }
  });
});

test('pages with a form start from the shell (a native submit would put the fields in the URL)', async () => {
  for (const path of ['/login', '/register', '/forgot-password', '/contact']) {
    const response = await fetch(`${server.url}${path}`);
    expect(await response.text(), path).toContain('<div id="root"></div>');
  }
});

test('links work in the page, without reloading it, once the app has taken over', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}/rights/flight-delays`);
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await page.waitForURL(`${server.url}/faq`);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await context.close();
});

/** The page's own script (src/app/boot.ts), as the server's HTML names it. */
async function bootScript(): Promise<string> {
  const html = await (await fetch(`${server.url}/`)).text();
  const src = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!src) throw new Error('no module script in the HTML');
  return src;
}

test('the app is fetched only after the page has painted', async () => {
  const boot = await bootScript();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const app = scripts.filter((script) => script.path !== boot);
  expect(paint).toBeGreaterThan(0);
  expect(app.length).toBeGreaterThan(3);
  expect(app.filter((script) => script.start < paint)).toEqual([]);
  await context.close();
});

test('a first visit that loses the connection while the app loads: the page stays, and the app takes over once it is back', async () => {
  const boot = await bootScript();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the first chunk boot.ts asks for, drop the connection, then fail that request.
  let release: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (release = resolve));
  let first = true;
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    if (first && new URL(route.request().url()).pathname !== boot) {
      first = false;
      release(route);
    } else await route.continue();
  });
  await page.goto(`${server.url}/rights/flight-delays`);
  const route = await held;
  await context.setOffline(true);
  await route.abort('internetdisconnected');
  const heading = page.getByRole('heading', { level: 1 });
  expect((await heading.textContent())?.trim()).toMatch(/Flight delays/i);
  expect(await appHasTakenOver(page)).toBe(false);
  await context.setOffline(false);
  await waitForApp(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('/claim: the wizard keeps the painted first step (nothing is built again under a finger), and a choice there opens step 2', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The wizard's chunk waits until the painted step's button has been marked.
  let open: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/wizard-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${server.url}/claim`);
  await waitForApp(page);
  const choice = page.getByRole('button', { name: /^Flight Delay/ });
  await choice.evaluate((button) => ((button as unknown as { __painted: boolean }).__painted = true));
  open!();
  // The wizard asks for its form steps once it has read its draft (wizard.tsx).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/form-steps-')));
  expect(await choice.evaluate((button) => (button as unknown as { __painted?: boolean }).__painted)).toBe(true);
  await choice.click();
  await page.getByRole('heading', { level: 2, name: 'Flight Details' }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Flight Details');
  await context.close();
});
