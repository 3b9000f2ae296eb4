// HTTP routes of the realm at /realms/claims:
// - oidc-provider mounted as Fastify routes (not middie middleware, which would bypass the rate
//   limits; research §1.1), with the request body left unread for the provider;
// - POST /clients-registrations/default: the spec's registration payload (embedded mode only;
//   Keycloak would need its Admin API, research §1.6);
// - POST /protocol/openid-connect/logout: Keycloak's form {client_id, refresh_token} → 204,
//   revoking the refresh token's whole grant.
// Rate limits: per IP on every route (strict on token and registration), plus per account on
// failed password logins (inside the grant, provider.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { Type, type Static } from 'typebox';
import { MAX_PASSWORD_LENGTH, MESSAGES, validateRegistration } from '../../domain/claim/validation.ts';
import { isSingleLineText, normalizeEmail } from '../../domain/text/index.ts';
import type { RateLimitRule, ServerConfig } from '../config.ts';
import { oidcModels } from '../db/schema/identity.ts';
import { limitHook } from '../http/limiter.ts';
import { conflict, invalid, tooManyRequests, type FieldError } from '../http/problem.ts';
import { registrationLocale, rememberLocale } from '../notify/locale.ts';
import { rateLimitConfig } from '../rate-limits.ts';
import { hashModelId } from './adapter.ts';
import { sendVerificationMailLater } from './email-verification.ts';
import type { Mailer } from './mailer.ts';
import { CLIENT_IP, PWA_CLIENT_ID, REALM_PATH, REQUEST_ORIGIN } from './provider.ts';
import { createUser, EmailTakenError, findUserIdByReferralCode } from './users.ts';

/** One counter for all clients together (review F6): a spoofed or shared IP cannot lift it. */
export function globalCeiling(app: FastifyInstance, name: string, rule: RateLimitRule) {
  return limitHook(app, rule, () => `global:${name}`);
}

/** Mounts the provider: token with a strict per-IP limit, everything else with a generous one. */
export function oidcRoutes(provider: Provider, config: ServerConfig): FastifyPluginAsyncTypebox {
  const callback = provider.callback();
  const issuer = new URL(config.oidcIssuer);
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    // The provider derives its endpoint URLs from the mount path (Express' originalUrl) and the
    // request's host and scheme; pin those to the issuer so discovery always matches it, whatever
    // Host a client or proxy sent (provider.proxy is on, and these headers are ours alone).
    raw.originalUrl = raw.url!;
    Object.assign(raw, { [CLIENT_IP]: request.ip, [REQUEST_ORIGIN]: `${request.protocol}://${request.host}` });
    raw.url = raw.url!.slice(REALM_PATH.length) || '/';
    raw.headers['x-forwarded-host'] = issuer.host;
    raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    callback(raw, reply.raw);
  };
  return async (scope) => {
    // Leave the body stream to the provider, which parses forms and JSON itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post(
      `${REALM_PATH}/protocol/openid-connect/token`,
      {
        onRequest: globalCeiling(scope, 'token', config.rateLimits.tokenGlobal),
        config: rateLimitConfig(config.rateLimits.tokenPerIp),
        schema: { hide: true },
      },
      forward,
    );
    scope.all(
      `${REALM_PATH}/*`,
      {
        config: rateLimitConfig(config.rateLimits.identityPerIp),
        schema: { hide: true },
      },
      forward,
    );
  };
}

const NAME = Type.String({ maxLength: 100 });

export const RegistrationBody = Type.Object(
  {
    username: Type.String({ maxLength: 254 }),
    email: Type.String({ maxLength: 254 }),
    enabled: Type.Optional(Type.Boolean()),
    firstName: NAME,
    lastName: NAME,
    credentials: Type.Array(
      Type.Object({
        type: Type.Literal('password'),
        value: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
        temporary: Type.Optional(Type.Boolean()),
      }),
      { minItems: 1, maxItems: 1 },
    ),
    referralCode: Type.Optional(Type.String({ maxLength: 32 })),
    // Keycloak's user attributes: `locale` is the language the passenger's mails are written in.
    attributes: Type.Optional(
      Type.Object(
        { locale: Type.Optional(Type.Union([Type.String({ maxLength: 35 }), Type.Array(Type.String({ maxLength: 35 }), { maxItems: 5 })])) },
        { maxProperties: 20 },
      ),
    ),
    // Keycloak clients may send fields this server ignores, but not thousands of them (F3).
  },
  { maxProperties: 20 },
);

/** The spec's rules on the registration payload, as field errors with the spec's messages. */
export function registrationErrors(body: Static<typeof RegistrationBody>): FieldError[] {
  const password = body.credentials[0]?.value ?? '';
  const message = validateRegistration({
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  const errors: FieldError[] = [];
  if (message === MESSAGES.allFieldsRequired) {
    const blank = (v: string) => v.trim() === '';
    if (blank(body.firstName)) errors.push({ field: 'firstName', message });
    if (blank(body.lastName)) errors.push({ field: 'lastName', message });
    if (blank(body.email)) errors.push({ field: 'email', message });
    if (password === '') errors.push({ field: 'credentials.0.value', message });
  } else if (message === MESSAGES.oneLineOfText) {
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (!isSingleLineText(body[field])) errors.push({ field, message });
    }
  } else if (message === MESSAGES.emailInvalid) {
    errors.push({ field: 'email', message });
  } else if (message === MESSAGES.passwordTooShort) {
    errors.push({ field: 'credentials.0.value', message });
  } else if (message) {
    errors.push({ field: 'body', message });
  }
  if (errors.length === 0 && normalizeEmail(body.username) !== normalizeEmail(body.email)) {
    errors.push({ field: 'username', message: 'The username must be the e-mail address' });
  }
  if (errors.length === 0 && body.enabled === false) {
    errors.push({ field: 'enabled', message: 'A new account is always enabled' });
  }
  return errors;
}

export function registrationRoutes(config: ServerConfig, mailer: Mailer): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Behind the per-IP limit, a ceiling for the whole site: many addresses (or a proxy set up so
    // every client looks new) cannot mass-register or probe which e-mails have accounts (F10).
    const siteWide = app.createRateLimit({ ...rateLimitConfig(config.rateLimits.registerGlobal).rateLimit, keyGenerator: () => 'register:site' });
    app.post(
      `${REALM_PATH}/clients-registrations/default`,
      {
        onRequest: globalCeiling(app, 'register', config.rateLimits.registerGlobal),
        config: rateLimitConfig(config.rateLimits.registerPerIp),
        preHandler: async (request) => {
          const state = await siteWide(request);
          if ('isExceeded' in state && state.isExceeded) throw tooManyRequests(state.ttlInSeconds);
        },
        schema: {
          summary: 'Register a passenger account (Keycloak UserRepresentation shape)',
          tags: ['identity'],
          body: RegistrationBody,
          response: {
            201: Type.Object({ id: Type.String() }),
            409: { $ref: 'Problem#' },
            422: { $ref: 'Problem#' },
            429: { $ref: 'Problem#' },
          },
        },
      },
      async (request, reply) => {
        const errors = registrationErrors(request.body);
        if (errors.length > 0) throw invalid(errors, errors[0]!.message);
        const referredBy = request.body.referralCode ? await findUserIdByReferralCode(app.db, request.body.referralCode) : undefined;
        try {
          const user = await createUser(app.db, {
            email: request.body.email,
            password: request.body.credentials[0]!.value,
            firstName: request.body.firstName,
            lastName: request.body.lastName,
            referredBy,
          });
          request.log.info({ userId: user.id, referred: Boolean(referredBy) }, 'user registered');
          const locale = registrationLocale(request.body.attributes?.locale, request.headers['accept-language']);
          if (locale) await rememberLocale(app.db, user.id, locale);
          sendVerificationMailLater(app, config, mailer, user);
          return reply.code(201).header('location', '/api/me').send({ id: user.id });
        } catch (error) {
          if (error instanceof EmailTakenError) throw conflict('email-exists', 'Email already exists');
          throw error;
        }
      },
    );
  };
}

function parseForm(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export function logoutRoutes(config: ServerConfig): FastifyPluginAsyncTypebox {
  return async (app) => {
    parseForm(app);
    app.post(
      `${REALM_PATH}/protocol/openid-connect/logout`,
      {
        config: rateLimitConfig(config.rateLimits.identityPerIp),
        schema: {
          summary: 'Log out: revoke a refresh token and its whole grant (Keycloak form shape)',
          tags: ['identity'],
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object({ client_id: Type.String(), refresh_token: Type.String() }),
        },
      },
      async (request, reply) => {
        const { client_id: clientId, refresh_token: token } = request.body;
        const oauthError = (error: string, description: string) =>
          reply.code(400).header('cache-control', 'no-store').send({ error, error_description: description });
        if (clientId !== PWA_CLIENT_ID) return oauthError('unauthorized_client', 'unknown client');
        const [row] = await app.db
          .select({ grantId: oidcModels.grantId, payload: oidcModels.payload })
          .from(oidcModels)
          .where(and(eq(oidcModels.modelName, 'RefreshToken'), eq(oidcModels.id, hashModelId(token))));
        if (!row || row.payload.clientId !== clientId) return oauthError('invalid_grant', 'Invalid refresh token');
        if (row.grantId) await app.db.delete(oidcModels).where(eq(oidcModels.grantId, row.grantId));
        else await app.db.delete(oidcModels).where(and(eq(oidcModels.modelName, 'RefreshToken'), eq(oidcModels.id, hashModelId(token))));
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  };
}
