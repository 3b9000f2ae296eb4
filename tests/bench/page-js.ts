// The JavaScript a first visit downloads before a page is usable, per page and language (issue #23:
// the 150 KB start-up budget holds on /, /claim and /rights/flight-delays in every language, with
// each route's chunks and catalogues). Measured in Chromium on a fresh phone (no service worker,
// nothing cached): every script the page started to fetch before its first step was in React's
// hands (watchUsable: the wizard's first choice on /claim, the heading elsewhere), each sized as the
// gzip of its built file. What the app asks for once it is usable (the rest of the wizard, menus)
// is not counted.
import type { Browser } from 'playwright-core';
import { watchUsable } from './browser-bench.ts';

export const LANGUAGE_PREFIXES = ['', '/ar', '/fa', '/tr'] as const;

export interface PageJavaScript {
  path: string;
  gzipBytes: number;
  files: string[];
}

const usableSelector = (path: string) => (/\/claim$/.test(path) ? '.claim-wizard .wizard-choice' : '#root h1');

export async function pageJavaScript(browser: Browser, origin: string, path: string, gzipSize: (file: string) => number): Promise<PageJavaScript> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    await context.addInitScript(watchUsable, usableSelector(path));
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench?.fieldInDom !== undefined, null, { timeout: 30_000 });
    const fetched = await page.evaluate((ownOrigin) => {
      const usableAt = window.__bench!.fieldInDom!;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= usableAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === ownOrigin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname.slice(1));
    }, origin);
    const files = [...new Set(fetched)].sort();
    return { path, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0), files };
  } finally {
    await context.close();
  }
}
