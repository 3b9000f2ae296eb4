// Bearer-token verification for the product API. Access tokens are JWTs checked with jose
// against the issuer's keys: the embedded provider's key set directly (no HTTP to ourselves), or
// an external issuer's JWKS (Keycloak: {issuer}/protocol/openid-connect/certs, found through
// discovery). Checked: signature, alg allowlist (ES256/RS256 only), iss, aud, exp/nbf, typ.
//
// Routes opt in with `onRequest: app.authenticate` (before the body is read or validated, so an
// anonymous caller learns nothing from validation errors); then `request.user` is set. With the
// embedded provider the token's grant (its `sid`) must still exist, so logout, a password change
// (other devices), a reset and account deletion end access at once, not when the 5-minute access
// token expires. One primary-key lookup per request, a prepared statement. A token already
// verified is not checked again for up to a minute (verified-tokens.ts); its expiry and grant are.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { oidcModels } from '../db/schema/identity.ts';
import { hashModelId } from '../identity/adapter.ts';
import { HttpProblem } from './problem.ts';
import { VerifiedTokens } from './verified-tokens.ts';

export interface AuthUser {
  /** The token's `sub`: the user id (a UUID with the embedded provider). */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** The grant (login session) the token belongs to, when the issuer says (embedded: yes). */
  sessionId: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer token and sets request.user, or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    tokenVerifier: TokenVerifier;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; only read it on routes that use it. */
    user: AuthUser;
  }
}

export const ALLOWED_ALGORITHMS = ['ES256', 'RS256'];
const CLOCK_TOLERANCE_SECONDS = 5;

export interface TokenVerifier {
  verify(token: string): Promise<{ user: AuthUser; payload: JWTPayload }>;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The embedded provider's public keys; when absent, the issuer's JWKS is fetched. */
  localJwks?: JSONWebKeySet;
  /** With the embedded provider: check the token's grant has not been revoked. */
  db?: AppDb;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const embedded = options.localJwks !== undefined;
  const keys: JWTVerifyGetKey = embedded ? createLocalJWKSet(options.localJwks!) : remoteKeys(options.issuer);
  const grants = options.db ? grantLookup(options.db) : undefined;

  const verified = new VerifiedTokens<{ user: AuthUser; payload: JWTPayload }>({ clockToleranceS: CLOCK_TOLERANCE_SECONDS });

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (grants) await checkGrantAlive(grants, known.user);
        return { user: { ...known.user, roles: [...known.user.roles] }, payload: known.payload };
      }
      let payload: JWTPayload;
      try {
        const result = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALLOWED_ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
          // RFC 9068 access tokens; Keycloak sends typ JWT (and typ "Bearer" in the payload).
          ...(embedded ? { typ: 'at+jwt' } : {}),
        });
        payload = result.payload;
        if (!embedded) checkExternalTyp(result.protectedHeader.typ, payload);
      } catch (error) {
        if (error instanceof HttpProblem) throw error;
        if (error instanceof joseErrors.JWTExpired) throw tokenProblem('token-expired', 'The access token has expired');
        throw tokenProblem('unauthorized', 'The access token is not valid');
      }
      const user = toUser(payload);
      if (grants) await checkGrantAlive(grants, user);
      verified.remember(token, payload.exp!, { user: { ...user, roles: [...user.roles] }, payload });
      return { user, payload };
    },
  };
}

function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    try {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
      if (!jwksUri) throw new Error('no jwks_uri in discovery');
      return createRemoteJWKSet(new URL(jwksUri));
    } catch (error) {
      keySet = undefined; // try again on the next request
      throw error;
    }
  };
  return async (header, token) => (await (keySet ??= discover()))(header, token);
}

function checkExternalTyp(headerTyp: string | undefined, payload: JWTPayload) {
  const typ = headerTyp?.toLowerCase();
  if (typ !== undefined && typ !== 'jwt' && typ !== 'at+jwt' && typ !== 'application/at+jwt') {
    throw tokenProblem('unauthorized', 'The token is not an access token');
  }
  // Keycloak marks its tokens in the payload: an ID or refresh token is not a bearer token.
  if (typeof payload.typ === 'string' && payload.typ !== 'Bearer') {
    throw tokenProblem('unauthorized', 'The token is not an access token');
  }
}

function toUser(payload: JWTPayload): AuthUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const realmRoles = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
  const roles = Array.isArray(payload.roles) ? payload.roles : Array.isArray(realmRoles) ? realmRoles : [];
  return {
    id: payload.sub!,
    email: text(payload.email),
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    roles: roles.filter((role): role is string => typeof role === 'string'),
    sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
  };
}

/**
 * The grant lookup, built once and prepared (a named statement on PostgreSQL): it runs on every
 * authenticated request, and building and planning it each time cost more than the lookup.
 */
function grantLookup(db: AppDb) {
  return db
    .select({ accountId: oidcModels.accountId })
    .from(oidcModels)
    .where(
      and(eq(oidcModels.modelName, 'Grant'), eq(oidcModels.id, sql.placeholder('id')), or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`))),
    )
    .prepare('auth_grant_alive');
}

async function checkGrantAlive(lookup: ReturnType<typeof grantLookup>, user: AuthUser) {
  if (!user.sessionId) throw tokenProblem('unauthorized', 'The access token is not valid');
  const [row] = await lookup.execute({ id: hashModelId(user.sessionId) });
  if (!row || row.accountId !== user.id) throw tokenProblem('unauthorized', 'The session has ended');
}

function tokenProblem(code: 'unauthorized' | 'token-expired', detail: string) {
  const title = code === 'token-expired' ? 'The access token has expired' : 'Authentication required';
  const error = code === 'token-expired' ? 'invalid_token", error_description="expired' : 'invalid_token';
  return new HttpProblem(401, code, title, { detail, headers: { 'www-authenticate': `Bearer error="${error}"` } });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match?.[1];
}

/** Installs app.tokenVerifier, app.authenticate and request.user. */
export function installAuthentication(app: FastifyInstance, config: ServerConfig, verifier: TokenVerifier): void {
  app.decorate('tokenVerifier', verifier);
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) {
      throw new HttpProblem(401, 'unauthorized', 'Authentication required', {
        detail: 'Send an access token as Authorization: Bearer <token>.',
        headers: { 'www-authenticate': `Bearer realm="${config.oidcIssuer}"` },
      });
    }
    const { user } = await verifier.verify(token);
    request.user = user;
  });
}
