// The PWA promises of the foundation and offline issues that need no account: installability
// (Chrome's own check) and offline reading of the static pages after one online visit.
import { expect, test } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchPersistent, openControlledPage, waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { RIGHTS_PAGES } from '../../src/app/site-map.ts';

const { server, browser } = useServerAndBrowser();

test('Chrome reports no installability errors (persistent profile)', async () => {
  const { context, close } = await launchPersistent();
  try {
    const page = await openControlledPage(context, server.url);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await close();
  }
});

test('after one online visit, home, FAQ, How it works and all 11 rights pages render offline', async () => {
  const context = await browser.newContext();
  const page = await openControlledPage(context, server.url);
  await context.setOffline(true);

  const paths = ['/', '/faq', '/how-it-works', ...RIGHTS_PAGES.map((p) => p.path)];
  for (const path of paths) {
    await page.goto(`${server.url}${path}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 10_000 });
    expect((await heading.textContent())?.trim().length, `h1 on ${path}`).toBeGreaterThan(2);
    expect(page.url()).toBe(`${server.url}${path}`);
  }
  await context.close();
});

/** The page's record of the h1 parsed from the served HTML (openFresh). */
interface ParsedHeading {
  __parsedH1: Element | null;
  /** Whether React had adopted it when it left the page (undefined: it has not left). */
  __parsedH1HydratedWhenRemoved?: boolean;
}

/**
 * Opens a new tab on `path` (a fresh navigation, as from the home screen, not a link in the app)
 * and returns what the service worker answered and the page's errors; the page keeps the h1
 * parsed from that HTML, and whether React had adopted it if it leaves the page (see adoptedParsedHeading).
 */
async function openFresh(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  // Offline, a failed request logs "Failed to load resource": expected, not an error of the page.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Runs when the HTML is parsed, before the page's module script: keeps the parsed h1 and, if React
  // removes it (the wizard replacing the first step it was served with), whether React had adopted
  // it then: React takes its fiber off a removed element only after that commit. (An element React
  // claimed in a hydration it then gave up carries one too: that React reports, as a page error.)
  await page.addInitScript(() => {
    const record = window as unknown as ParsedHeading;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const parsed = document.querySelector('#root h1');
      record.__parsedH1 = parsed;
      const removeChild = Node.prototype.removeChild;
      Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
        if (parsed && child.contains(parsed)) {
          record.__parsedH1HydratedWhenRemoved = Object.keys(parsed).some((key) => key.startsWith('__reactFiber$'));
          Node.prototype.removeChild = removeChild;
        }
        return removeChild.call(this, child) as T;
      };
    });
  });
  const response = await page.goto(`${server.url}${path}`);
  if (!response) throw new Error(`no response for ${path}`);
  return { page, response, errors };
}

/**
 * Runs in the page: React hydrated the h1 parsed from the served HTML instead of rendering a new one.
 * On /claim the wizard later replaces the first step it was served with (it renders the draft's own
 * step once it has read it), so the parsed h1 may have left by the time this runs: then it counts
 * whether React had adopted it when it left.
 */
function adoptedParsedHeading(): boolean {
  const { __parsedH1: parsed, __parsedH1HydratedWhenRemoved: hydratedWhenRemoved } = window as unknown as ParsedHeading;
  if (!parsed) return false;
  if (!parsed.isConnected) return hydratedWhenRemoved === true;
  return document.querySelector('#root h1') === parsed;
}

test('offline, a fresh navigation to a public page gets its prerendered HTML from the service worker, which the app hydrates', async () => {
  const context = await browser.newContext();
  await openControlledPage(context, server.url);
  await context.setOffline(true);

  const pages: [path: string, lang: string][] = [
    ['/', 'en'],
    ['/faq', 'en'],
    ['/claim', 'en'],
    ['/ar/faq', 'ar'],
  ];
  for (const [path, lang] of pages) {
    const { page, response, errors } = await openFresh(context, path);
    // The body the service worker answered with: no script can change it, so what it holds is
    // what the browser parsed and painted first. The network is off, so it came from the precache.
    expect(response.fromServiceWorker(), path).toBe(true);
    const html = await response.text();
    const heading = /<h1\b[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.trim();
    expect(heading, `h1 in the HTML served for ${path}`).toMatch(path === '/claim' ? /^Start your claim$/ : /\S/);
    expect(html).toContain(`<html lang="${lang}"`);
    await waitForApp(page);
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(heading);
    // First: a hydration React gives up is one of these errors.
    expect(errors, path).toEqual([]);
    const adopted = await page.evaluate(adoptedParsedHeading);
    expect(adopted, `${path}: the app hydrated the served heading instead of rendering a new one`).toBe(true);
    await page.close();
  }

  // A personal page still starts from the shell.
  const { page, response } = await openFresh(context, '/dashboard');
  expect(response.fromServiceWorker()).toBe(true);
  expect(await response.text()).toContain('<div id="root"></div>');
  await page.close();
  await context.close();
});
