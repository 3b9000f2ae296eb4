// The JavaScript a first visit downloads before a page is usable, per page and language (issue #23:
// the 150 KB start-up budget holds on /, /claim and /rights/flight-delays in every language, with
// each route's chunks and catalogues). Measured in Chromium on a fresh phone (no service worker,
// nothing cached): every script the page fetched by the time the app owns its heading, each sized
// as the gzip of its built file. The static closure in budget.ts counts the home page's entry;
// this counts what a route really pulls in (its screen, its areas' catalogues).
import type { Browser } from 'playwright-core';
import { waitForApp } from '../e2e/harness.ts';

export const LANGUAGE_PREFIXES = ['', '/ar', '/fa', '/tr'] as const;

export interface PageJavaScript {
  path: string;
  gzipBytes: number;
  files: string[];
}

export async function pageJavaScript(browser: Browser, origin: string, path: string, gzipSize: (file: string) => number): Promise<PageJavaScript> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await waitForApp(page);
    const fetched = [...files].sort();
    return { path, gzipBytes: fetched.reduce((sum, file) => sum + gzipSize(file), 0), files: fetched };
  } finally {
    await context.close();
  }
}
