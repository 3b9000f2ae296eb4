// Text typed just before the tab closes is kept (issue #6): the wizard saves typing ~300 ms after
// the last keystroke, and an IndexedDB write started while the page is being torn down may never
// complete, so the draft store also journals the waiting text synchronously to localStorage on
// pagehide / visibilitychange and folds it into the draft on the next load. Here the page is closed
// right after typing, without waiting for the debounce, and a new page must show the text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForApp, waitForServiceWorkerControl } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { stepHeading } from './wizard-driver.ts';

const JOURNAL_KEY = 'flightclaim:draft-journal';

let context: BrowserContext;

const { server, browser } = useServerAndBrowser();
beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
});

afterAll(async () => {
  await context?.close().catch(() => {});
});

const flightNumber = (page: Page) => page.getByRole('textbox', { name: 'Flight number' });

/** A new tab on /claim, resumed on the Flight Details step (the first visit picks Flight Delay). */
async function openWizard(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/claim`);
  // The first visit gets /claim prerendered: its buttons work once the app has taken over.
  await waitForApp(page);
  const first = stepHeading(page, 'Disruption Type');
  const flight = stepHeading(page, 'Flight Details');
  await first.or(flight).waitFor();
  if (await first.isVisible()) {
    // The service worker serves the prerendered step 1; just after hydrating, the app may resume
    // the saved draft on Flight Details, taking the button away: then there is nothing to click.
    await page
      .getByRole('button', { name: /Flight Delay/ })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (!(await flight.isVisible())) throw error;
      });
    await flight.waitFor();
  }
  return page;
}

describe('draft journal', () => {
  test('text typed right before the page closes is there in the next page', async () => {
    const setup = await openWizard();
    await waitForServiceWorkerControl(setup);
    await setup.close();

    // Several rounds: each closes the page as soon as the text is in the field.
    for (const typed of ['LH400', 'BA2490', 'AF1234']) {
      const page = await openWizard();
      await flightNumber(page).fill(typed);
      await page.close({ runBeforeUnload: true });

      const again = await openWizard();
      await expect.poll(() => flightNumber(again).inputValue(), { timeout: 5_000 }).toBe(typed);
      // Folded into the draft in IndexedDB, so the journal entry is gone.
      await expect.poll(() => again.evaluate((key) => localStorage.getItem(key), JOURNAL_KEY)).toBeNull();
      await again.close();
    }
  });
});
