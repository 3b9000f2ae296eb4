// A device that has signed in to an account before keeps its way in when strangers trip the
// account-wide ceiling of failed logins (security review N5): otherwise anyone with ten addresses
// could lock the owner out. After each successful password login the token endpoint sets a signed,
// HttpOnly cookie (only sent back to the token endpoint) naming a random device id and the
// accounts that signed in on it. Such a device skips the account-wide ceiling; its own failures
// still count per (account, address) and per (account, device), so a stolen cookie buys no more
// guesses than one address has.
import crypto from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

export const KNOWN_DEVICE_COOKIE = 'flightclaim_device';
/** As long as a login's refresh tokens may live at most (provider.ts REFRESH_ABSOLUTE_TTL). */
const REMEMBER_SECONDS = 90 * 24 * 60 * 60;
/** A shared family tablet keeps a few accounts; the oldest drops out first. */
const MAX_ACCOUNTS = 5;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const USER_ID = /^[0-9a-f-]{36}$/;

export interface KnownDevice {
  id: string;
  accounts: string[];
}

/** The device cookie, when its signature holds (the provider's cookie keys sign it). */
export function readKnownDevice(ctx: KoaContextWithOIDC): KnownDevice | undefined {
  const value = ctx.cookies.get(KNOWN_DEVICE_COOKIE, { signed: true });
  if (!value) return undefined;
  const [id, ...accounts] = value.split('.');
  if (!id || !DEVICE_ID.test(id) || !accounts.every((a) => USER_ID.test(a))) return undefined;
  return { id, accounts };
}

/**
 * After a successful login: this device (a new one if it had no cookie) knows the account now.
 * `path`: the token endpoint's, so the cookie goes nowhere else.
 */
export function rememberDevice(ctx: KoaContextWithOIDC, device: KnownDevice | undefined, userId: string, cookie: { secure: boolean; path: string }): void {
  const id = device?.id ?? crypto.randomBytes(16).toString('base64url');
  const accounts = [userId, ...(device?.accounts ?? []).filter((a) => a !== userId)].slice(0, MAX_ACCOUNTS);
  ctx.cookies.set(KNOWN_DEVICE_COOKIE, [id, ...accounts].join('.'), {
    signed: true,
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'strict',
    path: cookie.path,
    maxAge: REMEMBER_SECONDS * 1000,
    overwrite: true,
  });
}
