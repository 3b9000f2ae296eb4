// One token refresh at a time across the page, other tabs and the service worker. Refresh tokens
// rotate: a refresh token used twice revokes the whole grant (oidc-client-ts #430, #1618), so every
// refresh runs under the 'oidc-refresh' Web Lock, and re-reads the stored user once it holds the
// lock: if another context rotated the tokens meanwhile and the new access token is still good,
// that one is used and no request is made (the double-checked pattern of
// angular-auth-oidc-client's useRefreshTokenLock).
import type { LockRequest } from './lock.ts';

export const REFRESH_LOCK = 'oidc-refresh';

export interface TokenHolder {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

/** Seconds the access token has left (Infinity when the IdP gave no expiry). */
export function secondsLeft(user: TokenHolder, nowMs: number = Date.now()): number {
  return user.expires_at === undefined ? Infinity : user.expires_at - nowMs / 1000;
}

export interface RefreshUnderLockArgs<U extends TokenHolder> {
  lock: LockRequest;
  /** The user as the caller saw it before asking for the lock. */
  before: U | null;
  /** Reads the stored user (shared by every context). */
  read: () => Promise<U | null>;
  /** The network refresh; only called when nobody else has refreshed. */
  refresh: () => Promise<U | null>;
  /** A token with less than this left is not worth reusing (the renew lead time). */
  minValiditySeconds?: number;
  now?: () => number;
}

export async function refreshUnderLock<U extends TokenHolder>(args: RefreshUnderLockArgs<U>): Promise<{ user: U | null; refreshed: boolean }> {
  const { lock, before, read, refresh, minValiditySeconds = 60, now = Date.now } = args;
  return lock(REFRESH_LOCK, {}, async () => {
    const current = await read();
    const rotatedByOther = current !== null && current.access_token !== before?.access_token;
    if (rotatedByOther && secondsLeft(current, now()) > minValiditySeconds) return { user: current, refreshed: false };
    return { user: await refresh(), refreshed: true };
  });
}
