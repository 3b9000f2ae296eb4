// The OIDC user (tokens) the app keeps in its IndexedDB, shared with the service worker: what the
// account and token-expiry tests look at.
import type { Page } from 'playwright-core';

export interface StoredOidcUser {
  access_token: string;
  refresh_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

/** The stored OIDC user, or null when the device holds no session. */
export async function storedOidcUser(page: Page): Promise<StoredOidcUser | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('flightclaim');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ key: string; value: string }[]>((resolve, reject) => {
      const request = db.transaction('kv', 'readonly').objectStore('kv').getAll();
      request.onsuccess = () => resolve(request.result as { key: string; value: string }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    const row = rows.find((r) => r.key.includes('oidc.user:'));
    return row ? (JSON.parse(row.value) as StoredOidcUser) : null;
  });
}
