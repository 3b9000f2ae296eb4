// `node tests/bench/first-tap.ts [DIST_DIR…]`: how long a first visitor waits from a tap on a
// choice of /claim's first step to step 2, when the tap is their first move on the page (what a
// wizard mounted only at the first move would cost, a trade measured and declined for issue #37). A fresh
// context per run, 4× CPU emulation, the tap 3 s after the page's files have arrived; prints each
// run and the median per build (the built `dist` when no directory is given). Wall time: compare
// builds only within one run of this script.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const RUNS = Math.max(1, Number(process.env.FIRST_TAP_RUNS ?? 5));
const PAGE = process.env.FIRST_TAP_PAGE ?? '/claim';
const dists = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [join(ROOT, 'dist')];

async function firstTap(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}${PAGE}`);
    await page.waitForFunction(() => {
      const asked = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href);
      const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
      return asked.length > 0 && asked.every((href) => fetched.has(href));
    });
    await page.waitForTimeout(3_000);
    const box = (await page.locator('#main button').first().boundingBox())!;
    const tapped = await page.evaluate(() => performance.now());
    await page.mouse.click(box.x + 10, box.y + 10);
    // The wizard moves the focus to the new step's heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    return (await page.evaluate(() => performance.now())) - tapped;
  } finally {
    await context.close();
  }
}

for (const dist of dists) {
  const server = await startServer({ DIST_DIR: dist });
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) times.push(await firstTap(browser, server.url));
  } finally {
    await browser.close();
    await server.stop();
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`${dist}: tap to step 2 ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms`);
}
