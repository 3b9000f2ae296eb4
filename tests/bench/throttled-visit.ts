// The first visit over bad Wi-Fi (issue #23), for bench:budget: a fresh phone (no service worker,
// nothing cached) opens / and /claim through Chromium's own network emulation, at 400 kbit/s with
// 400 ms latency and at 1.6 Mbit/s with 150 ms. Printed: the first contentful paint, and when the
// first step is usable: on /claim the wizard's first choice, on / the page's heading, in React's
// hands (watchUsable), so a tap there works. Times from the navigation's start. Asserts nothing.
import type { Browser } from 'playwright-core';
import { firstContentfulPaint, ms, watchUsable } from './browser-bench.ts';

const KBIT = 1000 / 8;
export const PROFILES = [
  { name: '400 kbit/s, 400 ms', kbit: 400, latency: 400 },
  { name: '1.6 Mbit/s, 150 ms', kbit: 1600, latency: 150 },
] as const;
const FIRST_STEP: Record<string, string> = { '/': '#root h1', '/claim': '.claim-wizard .wizard-choice' };
const TIMEOUT_MS = 180_000;

export interface ThrottledVisit {
  profile: string;
  path: string;
  fcp: number;
  usable: number;
}

async function visit(browser: Browser, origin: string, profile: (typeof PROFILES)[number], path: string): Promise<ThrottledVisit> {
  // ignoreHTTPSErrors: the TLS front's certificate is a throwaway self-signed one (tls-front.ts).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true });
  try {
    await context.addInitScript(watchUsable, FIRST_STEP[path]!);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.kbit * KBIT,
      uploadThroughput: profile.kbit * KBIT,
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const fcp = await firstContentfulPaint(page);
    await page.waitForFunction(() => window.__bench?.fieldUsable !== undefined, null, { timeout: TIMEOUT_MS });
    const usable = await page.evaluate(() => window.__bench!.fieldUsable!);
    return { profile: profile.name, path, fcp, usable: Math.max(usable, fcp) };
  } finally {
    await context.close();
  }
}

/** One fresh visit per profile and page, printed as it completes. */
export async function throttledFirstVisits(
  browser: Browser,
  origin: string,
  how: string,
  paths: readonly string[] = ['/', '/claim'],
): Promise<ThrottledVisit[]> {
  console.log(`\nFirst visit, throttled (Chromium network emulation, no cache, no service worker yet), ${how}`);
  console.log('connection              page       first paint   first step usable');
  const visits: ThrottledVisit[] = [];
  for (const profile of PROFILES) {
    for (const path of paths) {
      const result = await visit(browser, origin, profile, path);
      visits.push(result);
      console.log(`${profile.name.padEnd(22)}  ${path.padEnd(8)}  ${ms(result.fcp).padStart(11)}  ${ms(result.usable).padStart(18)}`);
    }
  }
  return visits;
}
