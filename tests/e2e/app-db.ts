// Reading the app's own IndexedDB (`flightclaim`) from a test, beside Dexie: what the app and the
// service worker left on the device.
import type { Page } from 'playwright-core';

/** What a Blob reads as: a Blob does not cross from the page to the test. */
export const BLOB = '[Blob]';

export type Row = Record<string, unknown>;

/** Every row of the named stores; a store the app has not created yet reads as empty. */
export async function appDbRows<S extends string>(page: Page, stores: readonly S[]): Promise<Record<S, Row[]>> {
  return page.evaluate(
    async ({ stores, blob }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('flightclaim');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const all = (store: string) =>
        new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
          request.onerror = () => reject(request.error);
        });
      try {
        const names = Array.from(db.objectStoreNames);
        const out: Record<string, Record<string, unknown>[]> = {};
        for (const store of stores) {
          const rows = names.includes(store) ? await all(store) : [];
          out[store] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Blob ? blob : value])));
        }
        return out;
      } finally {
        db.close();
      }
    },
    { stores: [...stores] as string[], blob: BLOB },
  ) as Promise<Record<S, Row[]>>;
}
