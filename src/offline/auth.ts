// Sign-in for the page and the service worker: oidc-client-ts against the realm on our origin,
// with the user kept in IndexedDB (token-store.ts) and every refresh under one Web Lock
// (refresh-lock.ts). Login is the password grant (the spec's screens), registration is the
// realm's registration endpoint followed by a login. A refresh the IdP refuses, or a session with
// no refresh token, signs the person out (spec §4); a refresh that cannot reach the IdP does not.
import { ErrorResponse, UserManager, WebStorageStateStore, type SigninSilentArgs, type User, type UserManagerSettings } from 'oidc-client-ts';
import { getDb, type ClaimsDb } from './db.ts';
import { forgetServerCopies } from './claims.ts';
import { adoptAnonymousDrafts } from './device-data.ts';
import { webLocks, type LockRequest } from './lock.ts';
import { resumeAfterLogin } from './outbox.ts';
import { refreshUnderLock, secondsLeft } from './refresh-lock.ts';
import { createKvStorage, currentUserOf, decodeJwt, userStoreKey, type CurrentUser } from './token-store.ts';
import { NetworkError } from './api-client.ts';
import { pageScope } from './page-scope.ts';

export const CLIENT_ID = 'pwa';
/** The renew lead time (spec §4: refresh 60 s before the access token expires). */
export const RENEW_LEAD_SECONDS = 60;
/** getAccessToken refreshes a token with less than this left rather than send one about to die. */
const MIN_SEND_VALIDITY_SECONDS = 20;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  emailExists: 'Email already exists',
  registrationFailed: 'Registration failed. Please try again.',
} as const;

export class LoginError extends Error {
  constructor() {
    super(AUTH_MESSAGES.invalidCredentials);
    this.name = 'LoginError';
  }
}

export class RegistrationError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(status === 409 ? AUTH_MESSAGES.emailExists : AUTH_MESSAGES.registrationFailed);
    this.name = 'RegistrationError';
    this.status = status;
  }
}

/** The session cannot be renewed (refused by the IdP, or no refresh token): the user is signed out. */
class SessionEndedError extends Error {
  constructor(cause: unknown) {
    super('The session has ended', { cause });
    this.name = 'SessionEndedError';
  }
}

const TRANSIENT_OAUTH_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

/** Only an answer from the IdP ends a session; no network, timeouts and captive portals don't. */
function endsSession(error: unknown): boolean {
  if (error instanceof SessionEndedError) return true;
  return error instanceof ErrorResponse && !TRANSIENT_OAUTH_ERRORS.has(error.error ?? '');
}

export function defaultAuthority(): string {
  return `${globalThis.location?.origin ?? ''}/realms/claims`;
}

/** The embedded realm's endpoints under `authority` (its Keycloak-shaped paths). */
export function embeddedEndpoints(authority: string) {
  const base = `${authority}/protocol/openid-connect`;
  return { token_endpoint: `${base}/token`, revocation_endpoint: `${base}/revoke`, userinfo_endpoint: `${base}/userinfo`, jwks_uri: `${base}/certs` };
}

/**
 * How long before expiry to renew this token: 60 s (spec §4), but at most half its lifetime, so a
 * short-lived token (ACCESS_TOKEN_TTL=60) is renewed halfway, not again the moment it arrives.
 */
export function renewLeadSeconds(user: { access_token: string; expires_at?: number }, nowMs: number = Date.now()): number {
  const claims = decodeJwt(user.access_token);
  const lifetime = typeof claims?.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : secondsLeft(user, nowMs);
  return Math.max(1, Math.min(RENEW_LEAD_SECONDS, Math.floor(lifetime / 2)));
}

/** The part of oidc-client-ts 3.x's AccessTokenEvents that arms the renew timer. */
interface RenewTimerEvents {
  load(user: User, raiseEvent?: boolean): Promise<void>;
  _expiringNotificationTimeInSeconds?: number;
}

/** UserManager whose refreshes (automatic renew included) take turns under the 'oidc-refresh' lock. */
export class LockedUserManager extends UserManager {
  readonly #lock: LockRequest;

  constructor(settings: UserManagerSettings, lock: LockRequest) {
    super(settings);
    this.#lock = lock;
    // oidc-client-ts arms the renew timer a fixed accessTokenExpiringNotificationTimeInSeconds
    // before expiry, and at once (1 s) when the token lives less than that: with 60-second tokens
    // every tab would refresh about once a second. Set the lead for each token as it is loaded.
    const events = this._events as unknown as RenewTimerEvents;
    if (typeof events._expiringNotificationTimeInSeconds === 'number') {
      const load = events.load.bind(events);
      events.load = (user, raiseEvent) => {
        events._expiringNotificationTimeInSeconds = renewLeadSeconds(user);
        return load(user, raiseEvent);
      };
    }
  }

  storedUser(): Promise<User | null> {
    return this._loadUser();
  }

  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    const before = await this._loadUser();
    try {
      const { user, refreshed } = await refreshUnderLock({
        lock: this.#lock,
        before,
        read: () => this._loadUser(),
        refresh: () => {
          if (!before?.refresh_token) throw new SessionEndedError(new Error('No refresh token'));
          return super.signinSilent(args);
        },
        minValiditySeconds: before ? renewLeadSeconds(before) : RENEW_LEAD_SECONDS,
      });
      // Another context renewed: restart this context's expiry timers from the new token.
      if (user && !refreshed) await this._events.load(user);
      return user;
    } catch (error) {
      if (endsSession(error)) await this.removeUser();
      throw error;
    }
  }

  /** Best effort: tell the IdP the refresh token is dead. */
  async revokeRefreshToken(token: string): Promise<void> {
    await this._client.revokeToken(token, 'refresh_token');
  }
}

export interface AuthOptions {
  db: ClaimsDb;
  /** Defaults to `${origin}/realms/claims`. */
  authority?: string;
  clientId?: string;
  scope?: string;
  lock?: LockRequest;
  /** Renew 60 s before expiry in the background; default on in a window, off in workers. */
  automaticSilentRenew?: boolean;
  /** For the registration request (oidc-client-ts itself uses the global fetch). */
  fetch?: typeof fetch;
  onLogin?: (user: CurrentUser) => Promise<void> | void;
  onLogout?: (user: CurrentUser) => Promise<void> | void;
}

export interface RegistrationPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  referralCode?: string;
  /** The app's language ('fa'): the server writes the account's mails in it (Keycloak's attributes.locale). */
  locale?: string;
}

export function createAuth(options: AuthOptions) {
  const authority = options.authority ?? defaultAuthority();
  const embedded = options.authority === undefined;
  const clientId = options.clientId ?? CLIENT_ID;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const manager = new LockedUserManager(
    {
      authority,
      // The embedded realm answers on whatever origin the app was opened at, while its discovery
      // names PUBLIC_ORIGIN's endpoints (the pinned issuer); calling those from another origin
      // would be blocked by the page's CSP. So the endpoints follow the page's own origin.
      ...(embedded ? { metadataSeed: embeddedEndpoints(authority) } : {}),
      client_id: clientId,
      redirect_uri: `${origin}/`,
      scope: options.scope ?? 'openid profile email',
      userStore: new WebStorageStateStore({ store: createKvStorage(options.db) }),
      automaticSilentRenew: options.automaticSilentRenew ?? pageScope() !== null,
      accessTokenExpiringNotificationTimeInSeconds: RENEW_LEAD_SECONDS,
      loadUserInfo: false,
      monitorSession: false,
      revokeTokenTypes: ['refresh_token'],
      silentRequestTimeoutInSeconds: 15,
    },
    options.lock ?? webLocks(),
  );

  async function currentUser(): Promise<CurrentUser | null> {
    return currentUserOf(await manager.storedUser());
  }

  async function login(email: string, password: string): Promise<CurrentUser> {
    let user: User;
    try {
      user = await manager.signinResourceOwnerCredentials({ username: email.trim(), password, skipUserInfo: true });
    } catch (error) {
      if (error instanceof ErrorResponse) throw new LoginError();
      throw new NetworkError({ cause: error });
    }
    const current = currentUserOf(user);
    if (!current) throw new LoginError();
    await options.onLogin?.(current);
    return current;
  }

  async function register(payload: RegistrationPayload): Promise<CurrentUser> {
    const email = payload.email.trim();
    let response: Response;
    try {
      response = await doFetch(`${authority}/clients-registrations/default`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          username: email,
          email,
          enabled: true,
          firstName: payload.firstName.trim(),
          lastName: payload.lastName.trim(),
          credentials: [{ type: 'password', value: payload.password, temporary: false }],
          ...(payload.referralCode ? { referralCode: payload.referralCode } : {}),
          ...(payload.locale ? { attributes: { locale: [payload.locale] } } : {}),
        }),
      });
    } catch {
      throw new RegistrationError(0);
    }
    if (!response.ok) throw new RegistrationError(response.status);
    return login(email, payload.password);
  }

  async function logout(): Promise<void> {
    const user = await manager.storedUser();
    const current = currentUserOf(user);
    // Forget locally first, so signing out works offline and never waits on the network.
    await manager.removeUser();
    if (current) await options.onLogout?.(current);
    const online = globalThis.navigator?.onLine !== false;
    if (user?.refresh_token && online) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 3000));
      await Promise.race([manager.revokeRefreshToken(user.refresh_token).catch(() => {}), timeout]);
    }
  }

  /**
   * A valid access token for the API and the outbox, refreshed under the lock when (nearly)
   * expired or when forced (after a 401). Null when nobody is signed in or the session ended;
   * throws NetworkError when the IdP cannot be reached (stay signed in, try later).
   */
  async function getAccessToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
    const user = await manager.storedUser();
    if (!user) return null;
    if (!options.forceRefresh && secondsLeft(user) > MIN_SEND_VALIDITY_SECONDS) return user.access_token;
    try {
      return (await manager.signinSilent())?.access_token ?? null;
    } catch (error) {
      if (endsSession(error)) return null;
      throw new NetworkError({ cause: error });
    }
  }

  /** Where the stored user lives in `kv` (for live queries). */
  const storeKey = userStoreKey(authority, clientId);

  return { manager, storeKey, currentUser, login, register, logout, getAccessToken };
}

export type Auth = ReturnType<typeof createAuth>;

let shared: Auth | null = null;
let configured: Pick<AuthOptions, 'authority' | 'clientId' | 'scope'> = {};

/**
 * Points the app's sign-in elsewhere (e.g. an external Keycloak realm). Call before first use, in
 * the page and in the service worker alike (both read the same stored user only if they agree).
 */
export function configureAuth(options: Pick<AuthOptions, 'authority' | 'clientId' | 'scope'>): void {
  if (shared) throw new Error('configureAuth must run before the first sign-in call');
  configured = options;
}

/** The app's sign-in (page or service worker), on the app's database. */
export function getAuth(): Auth {
  shared ??= createAuth({
    ...configured,
    db: getDb(),
    onLogin: async (user) => {
      // Drafts typed before signing in are this person's now (device-data.ts).
      await adoptAnonymousDrafts(getDb(), user.id);
      await resumeAfterLogin(getDb(), user.id);
    },
    onLogout: (user) => forgetServerCopies(getDb(), user.id),
  });
  return shared;
}
