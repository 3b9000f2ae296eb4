import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/offline/api-client.ts';
import { createAuth, LoginError, RegistrationError, renewLeadSeconds, type Auth } from '../../../src/offline/auth.ts';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { createLocalLocks, type LockRequest } from '../../../src/offline/lock.ts';
import { createKvStorage, decodeJwt, userStoreKey } from '../../../src/offline/token-store.ts';
import { AUTHORITY, FakeIdp } from './fake-idp.ts';
import { freshDb, jwt } from './fixtures.ts';

let db: ClaimsDb;
let idp: FakeIdp;
let lock: LockRequest;
const contexts: Auth[] = [];

/** One browsing context (a tab or the service worker) on the shared database and lock. */
function context(extra: Partial<Parameters<typeof createAuth>[0]> = {}): Auth {
  const auth = createAuth({ db, lock, authority: AUTHORITY, automaticSilentRenew: false, ...extra });
  contexts.push(auth);
  return auth;
}

const storedUser = async () => {
  const row = await db.kv.get(userStoreKey(AUTHORITY, 'pwa'));
  return row ? (JSON.parse(row.value) as { access_token: string; refresh_token?: string }) : null;
};

beforeEach(() => {
  db = freshDb();
  idp = new FakeIdp();
  lock = createLocalLocks();
  vi.stubGlobal('fetch', idp.fetch);
});

afterEach(async () => {
  for (const auth of contexts.splice(0)) await auth.manager.events.unload();
  vi.unstubAllGlobals();
  await db.delete();
});

describe('user store (kv table)', () => {
  it('is an AsyncStorage scoped to its prefix', async () => {
    await db.kv.put({ key: 'other:thing', value: 'keep' });
    const store = createKvStorage(db);
    await store.setItem('a', '1');
    await store.setItem('b', '2');
    expect(await store.getItem('a')).toBe('1');
    expect(await store.getItem('missing')).toBeNull();
    expect(await store.length).toBe(2);
    expect([await store.key(0), await store.key(1), await store.key(2)]).toEqual(['a', 'b', null]);
    await store.removeItem('a');
    expect(await store.length).toBe(1);
    await store.clear();
    expect(await store.length).toBe(0);
    expect((await db.kv.get('other:thing'))?.value).toBe('keep');
  });

  it('holds the signed-in user where the service worker reads it', async () => {
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    const user = await storedUser();
    expect(user?.refresh_token).toBe('rt-1');
    expect(decodeJwt(user!.access_token)?.sub).toBe('user-ada');
    // A second context (the SW) sees the same person without signing in.
    expect(await context().currentUser()).toMatchObject({ id: 'user-ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('login, registration, logout', () => {
  it('login uses the password grant; a refusal is "Invalid credentials"', async () => {
    const auth = context();
    await expect(auth.login('ada@example.com', 'wrong')).rejects.toBeInstanceOf(LoginError);
    await expect(auth.login('ada@example.com', 'wrong')).rejects.toThrow('Invalid credentials');
    expect(await auth.currentUser()).toBeNull();
    idp.offline = true;
    await expect(auth.login('ada@example.com', 'correct horse')).rejects.toBeInstanceOf(NetworkError);
  });

  it('login runs onLogin with the user (claims parked for them resume)', async () => {
    const onLogin = vi.fn();
    await context({ onLogin }).login('ada@example.com', 'correct horse');
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-ada' }));
  });

  it('register sends the registration payload with the language as Keycloak names it, then signs in', async () => {
    const auth = context();
    const user = await auth.register({
      email: 'grace@example.com',
      password: 'cobol-rules',
      firstName: 'Grace',
      lastName: 'Hopper',
      referralCode: 'ADA1',
      locale: 'fa',
    });
    expect(idp.registrations[0]).toEqual({
      username: 'grace@example.com',
      email: 'grace@example.com',
      enabled: true,
      firstName: 'Grace',
      lastName: 'Hopper',
      credentials: [{ type: 'password', value: 'cobol-rules', temporary: false }],
      referralCode: 'ADA1',
      attributes: { locale: ['fa'] },
    });
    expect(user).toMatchObject({ email: 'grace@example.com', firstName: 'Grace' });
  });

  it('register maps 409 to "Email already exists" and anything else to the generic message', async () => {
    const auth = context();
    const payload = { email: 'ada@example.com', password: 'whatever1', firstName: 'A', lastName: 'L' };
    await expect(auth.register(payload)).rejects.toThrow(new RegistrationError(409));
    await expect(auth.register(payload)).rejects.toThrow('Email already exists');
    idp.offline = true;
    await expect(auth.register({ ...payload, email: 'new@example.com' })).rejects.toThrow('Registration failed. Please try again.');
  });

  it('logout forgets both tokens, revokes the refresh token and calls onLogout', async () => {
    const onLogout = vi.fn();
    const auth = context({ onLogout });
    await auth.login('ada@example.com', 'correct horse');
    await auth.logout();
    expect(await storedUser()).toBeNull();
    expect(await auth.getAccessToken()).toBeNull();
    expect(idp.revoked).toEqual(['rt-1']);
    expect(onLogout).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-ada' }));
  });

  it('logout works offline', async () => {
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    idp.offline = true;
    await auth.logout();
    expect(await storedUser()).toBeNull();
  });
});

describe('getAccessToken and the refresh lock', () => {
  it('returns the stored token while it is valid, without the network', async () => {
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    idp.offline = true;
    expect(decodeJwt((await auth.getAccessToken())!)?.n).toBe(1);
  });

  it('refreshes an expiring token, stores the rotated pair', async () => {
    idp.expiresIn = 10;
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    const token = await auth.getAccessToken();
    expect(idp.refreshGrants).toBe(1);
    expect(decodeJwt(token!)?.n).toBe(2);
    expect((await storedUser())?.refresh_token).toBe('rt-2');
  });

  it('two contexts refreshing at once make one network refresh and share its result', async () => {
    const page = context();
    const worker = context();
    await page.login('ada@example.com', 'correct horse');
    let release!: () => void;
    idp.refreshDelay = new Promise((resolve) => (release = resolve));

    const both = Promise.all([page.getAccessToken({ forceRefresh: true }), worker.getAccessToken({ forceRefresh: true })]);
    await vi.waitFor(() => expect(idp.refreshGrants).toBe(1));
    release();
    const [a, b] = await both;

    expect(idp.refreshGrants).toBe(1);
    expect(idp.reuseDetected).toBe(0);
    expect(a).toBe(b);
    expect(decodeJwt(a!)?.n).toBe(2);
    expect(await page.currentUser()).not.toBeNull(); // nobody was signed out by a reused token
  });

  it('automatic renew (signinSilent) in two tabs also refreshes once', async () => {
    const tab1 = context();
    const tab2 = context();
    await tab1.login('ada@example.com', 'correct horse');
    const [u1, u2] = await Promise.all([tab1.manager.signinSilent(), tab2.manager.signinSilent()]);
    expect(idp.refreshGrants).toBe(1);
    expect(u1?.access_token).toBe(u2?.access_token);
  });

  it('without the shared lock the same refresh races and the IdP revokes the grant (why the lock exists)', async () => {
    const page = context();
    const worker = context({ lock: createLocalLocks() });
    await page.login('ada@example.com', 'correct horse');
    await Promise.allSettled([page.getAccessToken({ forceRefresh: true }), worker.getAccessToken({ forceRefresh: true })]);
    expect(idp.refreshGrants).toBe(2);
    expect(idp.reuseDetected).toBe(1);
  });

  it('a refresh refused by the IdP signs the user out', async () => {
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    await db.kv.put({ key: userStoreKey(AUTHORITY, 'pwa'), value: JSON.stringify({ ...(await storedUser()), refresh_token: 'rt-stolen' }) });
    expect(await auth.getAccessToken({ forceRefresh: true })).toBeNull();
    expect(await storedUser()).toBeNull();
  });

  it('a refresh that cannot reach the IdP keeps the user signed in and reports NetworkError', async () => {
    idp.expiresIn = 10;
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    idp.offline = true;
    await expect(auth.getAccessToken()).rejects.toBeInstanceOf(NetworkError);
    expect(await storedUser()).not.toBeNull();
    idp.offline = false;
    expect(await auth.getAccessToken()).not.toBeNull();
  });

  it('an expired session without a refresh token signs the user out', async () => {
    idp.expiresIn = 10;
    idp.issueRefreshTokens = false;
    const auth = context();
    await auth.login('ada@example.com', 'correct horse');
    expect(await auth.getAccessToken()).toBeNull();
    expect(await auth.currentUser()).toBeNull();
    expect(idp.refreshGrants).toBe(0);
  });
});

describe('automatic renew', () => {
  it('renews 60 s before expiry, or halfway through a token that lives less than two minutes', () => {
    const now = Date.UTC(2025, 0, 1);
    const token = (lifetime: number) => ({ access_token: jwt({ sub: 'u', iat: now / 1000, exp: now / 1000 + lifetime }), expires_at: now / 1000 + lifetime });
    expect(renewLeadSeconds(token(300), now)).toBe(60);
    expect(renewLeadSeconds(token(120), now)).toBe(60);
    expect(renewLeadSeconds(token(60), now)).toBe(30);
    // The lifetime comes from the token, not from what is left of it (an app opened mid-way).
    expect(renewLeadSeconds(token(300), now + 200_000)).toBe(60);
    // Opaque tokens: what is left at load time.
    expect(renewLeadSeconds({ access_token: 'opaque', expires_at: now / 1000 + 40 }, now)).toBe(20);
    expect(renewLeadSeconds({ access_token: 'opaque', expires_at: now / 1000 + 1 }, now)).toBe(1);
  });

  it('with 60-second tokens a tab refreshes every 30 s, not once a second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      idp.expiresIn = 60;
      const tab = context({ automaticSilentRenew: true });
      await tab.login('ada@example.com', 'correct horse');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(idp.refreshGrants).toBe(0);
      await vi.advanceTimersByTimeAsync(25_000);
      await vi.waitFor(() => expect(idp.refreshGrants).toBe(1));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(idp.refreshGrants).toBe(1);
      await vi.advanceTimersByTimeAsync(25_000);
      await vi.waitFor(() => expect(idp.refreshGrants).toBe(2));
      expect(decodeJwt((await tab.getAccessToken())!)?.n).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
