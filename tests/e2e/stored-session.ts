// The OIDC user (tokens) the app keeps in its IndexedDB, shared with the service worker: what the
// account and token-expiry tests look at.
import type { Page } from 'playwright-core';
import { appDbRows } from './app-db.ts';

export interface StoredOidcUser {
  access_token: string;
  refresh_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

/** The stored OIDC user, or null when the device holds no session. */
export async function storedOidcUser(page: Page): Promise<StoredOidcUser | null> {
  const { kv } = await appDbRows(page, ['kv']);
  const row = (kv as { key: string; value: string }[]).find((r) => r.key.includes('oidc.user:'));
  return row ? (JSON.parse(row.value) as StoredOidcUser) : null;
}
