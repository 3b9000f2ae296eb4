// The embedded OpenID Connect provider (oidc-provider 9), shaped like a Keycloak realm so the PWA
// and the API work unchanged against a real Keycloak (OIDC_ISSUER):
//   issuer {origin}/realms/claims, /protocol/openid-connect/{token,certs,userinfo,revoke},
//   /.well-known/openid-configuration.
// One public client `pwa` (no secret) with the grants `password` (resource-owner credentials, as
// the spec's login does; a documented deviation from ASVS 10.4.4) and `refresh_token` (always
// rotated; reusing a rotated token revokes the whole grant). Access tokens are ES256 JWTs
// (typ at+jwt) for the API audience, carrying sub, email, given_name, family_name, roles and sid
// (the grant id). State lives in the database (adapter.ts), never in memory.
import Provider, { errors, type Account, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { accountKeyHash, audit } from '../audit.ts';
import { isSingleLineText } from '../../domain/text/index.ts';
import type { ServerConfig } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { createAdapterFactory } from './adapter.ts';
import { readKnownDevice, rememberDevice } from './known-device.ts';
import type { IdentityKeys } from './keys.ts';
import { SIGNING_ALG } from './keys.ts';
import { findUserByEmail, findUserById, normalizeEmail, verifyAgainstDummy, verifyPassword, type UserRow } from './users.ts';
import { tokenRoles } from './roles.ts';

export const REALM_PATH = '/realms/claims';
export const PWA_CLIENT_ID = 'pwa';
const OIDC_SCOPE = 'openid email profile offline_access';
const API_SCOPE = 'claims';
const DAY = 24 * 60 * 60;
/** A refresh token unused for this long expires (sliding). */
export const REFRESH_IDLE_TTL = 14 * DAY;
/** No refresh token outlives its first login by more than this (absolute, ASVS 7.3.2). */
export const REFRESH_ABSOLUTE_TTL = 90 * DAY;

/** One password login: the account key, where it came from, and the account when it exists. */
export interface LoginAttempt {
  account: string;
  ip: string;
  /** The account's password generation (0 for an unknown account): a new password resets counters. */
  generation: number;
  user?: Pick<UserRow, 'id' | 'email'> | undefined;
  /** A device this account signed in on before (known-device.ts), which the account-wide ceiling spares. */
  knownDevice?: string | undefined;
}

/** Checks and counts failed logins (login-throttle.ts); throws a 429 error when over a limit. */
export interface LoginThrottle {
  check(attempt: LoginAttempt): Promise<void>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
}

/** The client IP as Fastify saw it (TRUST_PROXY applied), stashed on the raw request by the mount. */
export const CLIENT_IP = Symbol('client-ip');
/** The origin the request was sent to (scheme and Host), stashed by the mount before it pins them. */
export const REQUEST_ORIGIN = Symbol('request-origin');

export class TooManyLoginAttempts extends errors.OIDCProviderError {
  retryAfter: number;
  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_requests');
    this.retryAfter = retryAfterSeconds;
    Object.assign(this, { error_description: 'Too many failed logins for this account; try again later' });
  }
}

export interface ProviderOptions {
  config: ServerConfig;
  db: AppDb;
  keys: IdentityKeys;
  loginThrottle: LoginThrottle;
  /** Where the login events go (audit.ts). */
  log: { info(object: object, message: string): void };
}

/** The resource indicator of the product API (an absolute URI, RFC 8707). */
export function apiResource(config: ServerConfig): string {
  return `${config.publicOrigin}/api`;
}

export function createProvider({ config, db, keys, loginThrottle, log }: ProviderOptions): Provider {
  const resource = apiResource(config);
  const resourceServerInfo: ResourceServer = {
    scope: API_SCOPE,
    audience: config.oidcAudience,
    accessTokenTTL: config.accessTokenTtl,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: SIGNING_ALG } },
  };

  const toAccount = (user: UserRow): Account => ({
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      email: user.email,
      email_verified: user.emailVerifiedAt !== null,
      given_name: user.firstName,
      family_name: user.lastName,
      name: `${user.firstName} ${user.lastName}`.trim(),
    }),
  });

  const provider = new Provider(config.oidcIssuer, {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: PWA_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['password', 'refresh_token'],
        response_types: [],
        redirect_uris: [],
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    jwks: keys.privateJwks as ConstructorParameters<typeof Provider>[1] extends { jwks?: infer J } ? J : never,
    cookies: { keys: keys.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', API_SCOPE],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Only the PWA's own origin may call the token endpoint from a browser (browsers send Origin
    // on every POST, same-origin included): PUBLIC_ORIGIN, or the origin this very request was
    // sent to, so the app also works when opened at 127.0.0.1 or a LAN name (a same-origin call;
    // another site's page always sends its own, different Origin). Tokens keep the pinned issuer.
    clientBasedCORS: (ctx, origin) => origin === config.publicOrigin || origin === (ctx.req as { [REQUEST_ORIGIN]?: string })[REQUEST_ORIGIN],
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALG] },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: false },
      introspection: { enabled: false },
      registration: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServerInfo;
        },
      },
    },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      revocation: '/protocol/openid-connect/revoke',
      end_session: '/protocol/openid-connect/logout',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: config.accessTokenTtl,
      IdToken: config.accessTokenTtl,
      Grant: REFRESH_ABSOLUTE_TTL,
      Session: DAY,
      Interaction: 600,
      AuthorizationCode: 60,
      RefreshToken: (_ctx, token) => {
        const now = Math.floor(Date.now() / 1000);
        const absoluteEnd = (token.iiat ?? now) + REFRESH_ABSOLUTE_TTL;
        return Math.max(1, Math.min(REFRESH_IDLE_TTL, absoluteEnd - now));
      },
    },
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      return user && !user.deactivatedAt ? toAccount(user) : undefined;
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user || user.deactivatedAt) return undefined;
      return {
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        given_name: user.firstName,
        family_name: user.lastName,
        roles: tokenRoles(user.role),
        sid: token.grantId,
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  });

  // Endpoint URLs come from X-Forwarded-Proto/Host, which the mount (realm-routes.ts) always
  // overwrites with the issuer's; so discovery matches the issuer behind any proxy (research §1.2, 4).
  provider.proxy = true;

  provider.registerGrantType(
    'password',
    async (ctx: KoaContextWithOIDC) => {
      const params = ctx.oidc.params as { username?: string; password?: string };
      if (!params.username || !params.password) throw new errors.InvalidRequest('username and password are required');
      // No account name holds a control character (and a NUL would break the database query).
      if (!isSingleLineText(params.username)) throw new errors.InvalidGrant('Invalid user credentials');
      const accountKey = normalizeEmail(params.username);
      const user = await findUserByEmail(db, accountKey);
      const ip = (ctx.req as { [CLIENT_IP]?: string })[CLIENT_IP] ?? 'unknown';
      const device = readKnownDevice(ctx);
      const attempt: LoginAttempt = {
        account: accountKey,
        ip,
        generation: user?.passwordChangedAt.getTime() ?? 0,
        user,
        knownDevice: user && device?.accounts.includes(user.id) ? device.id : undefined,
      };
      try {
        await loginThrottle.check(attempt);
      } catch (error) {
        audit(log, 'login.locked', user ? { userId: user.id, ip } : { accountHash: accountKeyHash(accountKey), ip });
        throw error;
      }

      const ok = user ? await verifyPassword(user.passwordHash, params.password) : await verifyAgainstDummy(params.password);
      // A deactivated agent gets the same answer as a wrong password.
      if (!user || !ok || user.deactivatedAt) {
        audit(log, 'login.failed', user ? { userId: user.id, ip } : { accountHash: accountKeyHash(accountKey), ip });
        await loginThrottle.recordFailure(attempt);
        // Keycloak's words; the same for an unknown user and a wrong password.
        throw new errors.InvalidGrant('Invalid user credentials');
      }

      audit(log, 'login.succeeded', { userId: user.id, ip });
      rememberDevice(ctx, device, user.id, { secure: config.oidcIssuer.startsWith('https:'), path: `${REALM_PATH}/protocol/openid-connect/token` });
      const { Grant, AccessToken, RefreshToken, IdToken } = provider;
      const client = ctx.oidc.client!;
      const account = toAccount(user);
      ctx.oidc.entity('Account', account);

      const grant = new Grant({ accountId: user.id, clientId: client.clientId });
      grant.addOIDCScope(OIDC_SCOPE);
      grant.addResourceScope(resource, API_SCOPE);
      const grantId = await grant.save();
      ctx.oidc.entity('Grant', grant);

      const at = new AccessToken({ accountId: user.id, client, grantId, gty: 'password', scope: API_SCOPE });
      at.resourceServer = new provider.ResourceServer(resource, resourceServerInfo);
      ctx.oidc.entity('AccessToken', at);
      const accessToken = await at.save();

      const rt = new RefreshToken({
        accountId: user.id,
        client,
        grantId,
        gty: 'password',
        scope: `${OIDC_SCOPE} ${API_SCOPE}`,
        resource,
        iiat: Math.floor(Date.now() / 1000),
        rotations: 0,
      });
      ctx.oidc.entity('RefreshToken', rt);
      const refreshToken = await rt.save();

      const idToken = new IdToken({ ...(await account.claims('id_token', 'openid email profile', {}, [])) }, { ctx });
      // Which claims the ID token may carry (the built-in grants set this the same way).
      Object.assign(idToken, { scope: 'openid email profile' });

      ctx.body = {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: at.expiration,
        refresh_token: refreshToken,
        refresh_expires_in: rt.expiration,
        id_token: await idToken.issue({ use: 'idtoken' }),
        scope: 'openid email profile',
      };
    },
    ['username', 'password', 'scope'],
  );

  return provider;
}
