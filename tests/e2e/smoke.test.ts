// The foundation's smoke test: the real server serves the built app, the service worker takes
// control, and with the network cut a reload still renders the home page from the precache.
import { expect, test } from 'vitest';
import { waitForServiceWorkerControl } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';

const { server, browser } = useServerAndBrowser();

test('the home page renders its hero and works offline after the first visit', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Get Your Flight Compensation In Three Simple Steps');

  await waitForServiceWorkerControl(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(scriptURL).toBe(`${server.url}/sw.js`);

  await context.setOffline(true);
  const healthOffline = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'online',
      () => 'offline',
    ),
  );
  expect(healthOffline).toBe('offline');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Get Your Flight Compensation In Three Simple Steps');
  await context.close();
});

test('an unknown path redirects to the home page', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/no/such/page`);
  await page.waitForURL(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Get Your Flight Compensation In Three Simple Steps');
  await page.close();
});

test('the web app manifest is linked and names the app', async () => {
  const response = await fetch(`${server.url}/manifest.webmanifest`);
  expect(response.status).toBe(200);
  const manifest = (await response.json()) as { name: string; display: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});
