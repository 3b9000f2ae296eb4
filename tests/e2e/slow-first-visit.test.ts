// A first visit over bad airport Wi-Fi (issue #15 M7: 400 kbit/s, 400 ms latency, through
// Chromium's own network emulation): the prerendered page is readable long before the app has
// loaded. Every control that looks usable works or visibly waits: links are plain links, and a tap
// on a button before the app has taken over is kept and made once it has.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appHasTakenOver, waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';

const { server, browser } = useServerAndBrowser();

const KBIT = 1000 / 8;

/** A fresh phone on a slow link (no service worker yet: a first visit). */
async function slowPhone(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 400 * KBIT,
    uploadThroughput: 400 * KBIT,
  });
  return page;
}

test('a tap on a step-1 choice before the app has loaded waits visibly and then opens step 2', async () => {
  const page = await slowPhone();
  await page.goto(`${server.url}/claim`, { waitUntil: 'commit' });
  const delay = page.getByRole('button', { name: /^Flight Delay/ });
  await delay.waitFor({ timeout: 30_000 });
  // The tap comes while the app is still on its way…
  await delay.tap();
  expect(await appHasTakenOver(page)).toBe(false);
  // …and visibly waits,
  expect(await delay.getAttribute('aria-busy')).toBe('true');
  // until the app has taken over and makes it: step 2, no second tap needed.
  await page.getByRole('heading', { name: 'Flight Details' }).waitFor({ timeout: 90_000 });
  await page.context().close();
});

test('links work before the app has loaded (plain links), and buttons on the home page are kept too', async () => {
  const page = await slowPhone();
  await page.goto(`${server.url}/`, { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: /menu/i }).first();
  await menu.waitFor({ timeout: 30_000 });
  await menu.tap();
  expect(await appHasTakenOver(page)).toBe(false);
  expect(await menu.getAttribute('aria-busy')).toBe('true');
  await waitForApp(page);
  // The drawer the tap asked for opens by itself.
  await page.getByRole('dialog').waitFor({ timeout: 30_000 });
  await page.context().close();

  const second = await slowPhone();
  await second.goto(`${server.url}/claim`, { waitUntil: 'commit' });
  const link = second.getByRole('link', { name: 'Read about disruption types' });
  await link.waitFor({ timeout: 30_000 });
  expect(await link.getAttribute('href')).toBe('/disruption-types');
  await link.tap();
  await second.waitForURL(`${server.url}/disruption-types`, { timeout: 60_000 });
  await second.context().close();
});
