// The OIDC user store: oidc-client-ts keeps the signed-in user (tokens, expiry, profile) through
// an AsyncStorage; ours writes to the `kv` table of the app's IndexedDB so the service worker
// reads and refreshes the same tokens as the page.
import { isAgent, rolesOfClaims } from '../domain/identity/roles.ts';
import type { AsyncStorage } from 'oidc-client-ts';
import type { ClaimsDb } from './db.ts';

/** Keys of the OIDC store live under this prefix in `kv`, apart from anything else kept there. */
export const AUTH_KV_PREFIX = 'auth:';
/** oidc-client-ts's WebStorageStateStore prefix. */
export const OIDC_PREFIX = 'oidc.';

/** AsyncStorage (the Web Storage API, but async) over the `kv` table, scoped to `prefix`. */
export function createKvStorage(db: ClaimsDb, prefix: string = AUTH_KV_PREFIX): AsyncStorage {
  const scoped = () => db.kv.where('key').startsWith(prefix);
  return {
    get length() {
      return scoped().count();
    },
    async clear() {
      await scoped().delete();
    },
    async getItem(key) {
      return (await db.kv.get(prefix + key))?.value ?? null;
    },
    async key(index) {
      const keys = (await scoped().primaryKeys()) as string[];
      const key = keys[index];
      return key === undefined ? null : key.slice(prefix.length);
    },
    async removeItem(key) {
      await db.kv.delete(prefix + key);
    },
    async setItem(key, value) {
      await db.kv.put({ key: prefix + key, value });
    },
  };
}

/** The kv key under which oidc-client-ts stores the user (UserManager._userStoreKey). */
export function userStoreKey(authority: string, clientId: string): string {
  return `${AUTH_KV_PREFIX}${OIDC_PREFIX}user:${authority}:${clientId}`;
}

/** What we read from the stored user without oidc-client-ts (live queries, the SW). */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
  profile?: Record<string, unknown>;
}

export function parseStoredUser(value: string | null | undefined): StoredUser | null {
  if (!value) return null;
  try {
    const user = JSON.parse(value) as StoredUser;
    return typeof user.access_token === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** The claims of a JWT, unverified (the API verifies it); null for opaque tokens. */
export function decodeJwt(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The person the app shows as signed in (same shape as the app's SessionUser). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** A claims agent or admin (the token's roles): lands in the back office and gets its link. */
  agent: boolean;
  /** Seconds since the epoch; the access token may be expired while offline: still signed in. */
  expiresAt: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The access token's claims first (sub, email, given_name, family_name), the ID token's second. */
export function currentUserOf(user: StoredUser | null): CurrentUser | null {
  if (!user) return null;
  const claims = { ...user.profile, ...decodeJwt(user.access_token) };
  const id = text(claims.sub);
  if (!id) return null;
  return {
    id,
    email: text(claims.email),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    agent: isAgent(rolesOfClaims(claims)),
    expiresAt: user.expires_at ?? null,
  };
}
