// The composition root of the HTTP server: one Fastify instance with the product API under /api,
// the embedded identity provider under /realms/claims, the OpenAPI document at /api/docs and the
// built PWA at /. buildApp() wires parts together and does no I/O beyond opening the database
// when none is given; startServer() in main.ts adds the lock, the port and signals.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { DestinationStream } from 'pino';
import packageJson from '../../package.json' with { type: 'json' };
import type { ServerConfig } from './config.ts';
import { installConnectionGuard, serverTimeouts } from './connection-guard.ts';
import { openDatabase, type AppDb, type Database } from './db/database.ts';
import { accountRoutes } from './http/account.ts';
import { installPasswordCheck } from './http/password-again.ts';
import { createTokenVerifier, installAuthentication } from './http/auth.ts';
import { apiRoutes } from './http/index.ts';
import { installProblemHandler, ProblemSchema, sendProblem, toProblem } from './http/problem.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { registerIdentity } from './identity/index.ts';
import { recordRoutePermissions } from './access.ts';
import { installAccountHooks } from './identity/account-hooks.ts';
import { LARGEST_UPLOAD_BODY } from './http/uploads-routes.ts';
import { localAdminRoutes } from './identity/local-admin.ts';
import { warnOnOtherHost } from './origin-warning.ts';
import { loggerOptions } from './logger.ts';
import { registerNotifications } from './notify/index.ts';
import { warnOnUntrustedForwarding } from './proxy-trust.ts';
import { createRateLimitStore } from './rate-limit-store.ts';
import { registerStaticApp } from './static-app.ts';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The database handle (kind, ping, close). */
    database: Database;
    /** The drizzle database (PGlite or PostgreSQL). */
    db: AppDb;
    /** draining: shutting down, so /api/health/ready answers 503 (main.ts sets it on SIGTERM). */
    lifecycle: { draining: boolean };
    /** Whether the rate limits count in Redis now; undefined without RATE_LIMIT_REDIS_URL. */
    rateLimitsShared: () => boolean | undefined;
  }
}

export interface AppDeps {
  /** An open database; when absent buildApp opens one and closes it with the app. */
  database?: Database;
  /** Fastify logger setting; default: pino with redaction at config.logLevel. */
  logger?: boolean;
  /** Where log lines go instead of stdout (same options and redaction), e.g. to read them in a test. */
  logStream?: DestinationStream;
}

/** JSON and form bodies: a claim is a few KB; routes that need more (the signature) say so. */
export const BODY_LIMIT = 64 * 1024;

export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? (await openDatabase(config));
  const ownsDatabase = deps.database === undefined;

  const app = Fastify({
    logger: deps.logger === false ? false : { ...loggerOptions(config.logLevel), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: BODY_LIMIT,
    ...serverTimeouts(config.limits, LARGEST_UPLOAD_BODY),
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string[],
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    // Errors the router raises before any route runs (an over-long path parameter: 414, a
    // malformed URL: 400) are problem+json like every other error.
    frameworkErrors: (error, _request, reply) => {
      sendProblem(reply, toProblem(error));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  installConnectionGuard(app, config, BODY_LIMIT);
  warnOnUntrustedForwarding(app, config);
  // Every API body is JSON, a form or multipart: text/plain is 415, not a string the schema refuses.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('lifecycle', { draining: false });
  app.decorate('inboundMail', { port: null });
  app.addSchema(ProblemSchema);
  installProblemHandler(app);
  installAccountHooks(app);
  warnOnOtherHost(app, config);

  installSecurityHeaders(app, helmetOptions(config));
  const rateLimitStore = await createRateLimitStore(config.rateLimitRedisUrl, app.log);
  app.addHook('onClose', rateLimitStore.close);
  app.decorate('rateLimitsShared', rateLimitStore.shared);
  await app.register(fastifyRateLimit, rateLimitStore.options);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Flightclaim API', version: packageJson.version, description: packageJson.description },
      servers: [{ url: config.publicOrigin }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  if (config.apiDocs === 'public') {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The same framing policy as every other page, and styles from this origin only.
      transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace("style-src 'self' https:", "style-src 'self'"),
    });
  }

  recordRoutePermissions(app);
  const identity = config.oidcEmbedded ? await registerIdentity(app, config) : undefined;
  installAuthentication(
    app,
    config,
    createTokenVerifier({
      issuer: config.oidcIssuer,
      audience: config.oidcAudience,
      ...(identity ? { localJwks: identity.keys.publicJwks, db: database.db } : {}),
    }),
  );
  installPasswordCheck(app, config);
  await app.register(accountRoutes(config), { prefix: '/api' });
  if (identity) await app.register(identity.apiRoutes, { prefix: '/api' });

  await app.register(apiRoutes, { prefix: '/api' });
  await registerNotifications(app);
  // `npm run agent:create` with the server running: PGlite's data is this process's alone.
  if (database.kind === 'pglite' && identity) await app.register(localAdminRoutes, { dataDir: config.dataDir });
  await registerStaticApp(app, config.distDir, config.publicOrigin);

  return app;
}

/** Helmet's options: its defaults, our CSP, no framing, HSTS on HTTPS. */
export function helmetOptions(config: ServerConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    // One framing policy: nobody frames any page (CSP frame-ancestors 'none' says the same).
    frameguard: { action: 'deny' },
    // HSTS means something only over HTTPS; on a plain-HTTP origin browsers ignore it.
    hsts: config.publicOrigin.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The CSP the PWA runs under (Mantine injects style tags; workers and images use blob:).
 * 'wasm-unsafe-eval' lets the barcode worker compile its WebAssembly (zxing-wasm, one of our own
 * assets); it allows no eval() or string timers, which 'unsafe-eval' would.
 */
export function cspDirectives(config: ServerConfig): Record<string, string[] | null> {
  const issuerOrigin = new URL(config.oidcIssuer).origin;
  const connect = ["'self'"];
  if (issuerOrigin !== config.publicOrigin) connect.push(issuerOrigin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': config.publicOrigin.startsWith('https:') ? [] : null,
  };
}
