// The PWA promises of the foundation and offline issues that need no account: installability
// (Chrome's own check) and offline reading of the static pages after one online visit.
import { expect, test } from 'vitest';
import { launchPersistent, waitForServiceWorkerControl } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { RIGHTS_PAGES } from '../../src/app/site-map.ts';

const { server, browser } = useServerAndBrowser();

test('Chrome reports no installability errors (persistent profile)', async () => {
  const { context, close } = await launchPersistent();
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await close();
  }
});

test('after one online visit, home, FAQ, How it works and all 11 rights pages render offline', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url);
  await waitForServiceWorkerControl(page);
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
