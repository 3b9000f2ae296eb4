// Watches the confirmation's label against the device's own record (issue #15): each time the page
// shows "Sent to our team.", the claim's syncState is read from IndexedDB at once (beside Dexie).
// The label must never say sent while the record says anything else.
import type { Page } from 'playwright-core';
import { SENT } from '../../src/app/components/claim-progress.ts';

/** Starts watching the page (call after the app has loaded; the wizard navigates without reloads). */
export async function watchSentLabel(page: Page): Promise<void> {
  await page.evaluate((sent) => {
    const w = window as unknown as { __sentLabel?: string[] };
    if (w.__sentLabel) return;
    const states: string[] = (w.__sentLabel = []);
    const read = (claimId: string) =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('flightclaim');
        request.onerror = () => resolve('unreadable');
        request.onsuccess = () => {
          const db = request.result;
          const get = db.transaction('claims', 'readonly').objectStore('claims').get(claimId);
          get.onsuccess = () => {
            resolve(String((get.result as { syncState?: string } | undefined)?.syncState));
            db.close();
          };
          get.onerror = () => {
            resolve('unreadable');
            db.close();
          };
        };
      });
    let shown = false;
    new MutationObserver(() => {
      const now = document.body.innerText.includes(sent);
      if (now && !shown) {
        const claimId = new URL(location.href).searchParams.get('submitted');
        const index = states.push(claimId ? 'reading' : 'no claim in the address') - 1;
        if (claimId) void read(claimId).then((state) => (states[index] = state));
      }
      shown = now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, SENT);
}

/** The record's syncState each time the label turned to sent. */
export async function sentLabelStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __sentLabel?: string[] }).__sentLabel ?? ['not watching: the page was reloaded']);
}
