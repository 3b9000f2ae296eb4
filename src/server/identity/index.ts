// The embedded identity provider (used when OIDC_ISSUER is unset): signing keys, the
// oidc-provider instance at /realms/claims with Keycloak-shaped paths, registration, logout and
// password reset. The account endpoints (/api/me) are in ../http/account.ts and work with an
// external issuer too.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lt } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { emailVerificationTokens, passwordResetTokens } from '../db/schema/identity.ts';
import { deleteExpiredModels } from './adapter.ts';
import { keyEncryptionKey } from './key-encryption.ts';
import { loadIdentityKeys, type IdentityKeys } from './keys.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { emailVerificationRoutes, verificationMailsSent } from './email-verification.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { createProvider, TooManyLoginAttempts } from './provider.ts';
import { logoutRoutes, oidcRoutes, registrationRoutes } from './realm-routes.ts';

export interface EmbeddedIdentity {
  keys: IdentityKeys;
  provider: Provider;
  mailer: Mailer;
  /** Routes under /api (password reset), registered by app.ts with the /api prefix. */
  apiRoutes: FastifyPluginAsyncTypebox;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export async function registerIdentity(app: FastifyInstance, config: ServerConfig): Promise<EmbeddedIdentity> {
  const keys = await loadIdentityKeys(app.db, config.oidcJwks, keyEncryptionKey(config.oidcKeyEncryptionKey, config.dataDir));
  const mailer = createMailer(config);
  const provider = createProvider({ config, db: app.db, keys, log: app.log, loginThrottle: createLoginThrottle(app, config, mailer) });
  // A 429 from the provider carries Retry-After like the per-IP limit's 429 does.
  provider.on('grant.error', (ctx, error) => {
    if (error instanceof TooManyLoginAttempts) ctx.set('retry-after', String(error.retryAfter));
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));

  await app.register(oidcRoutes(provider, config));
  await app.register(registrationRoutes(config, mailer));
  await app.register(logoutRoutes(config));

  const cleanup = async () => {
    await deleteExpiredModels(app.db);
    await app.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date()));
    await app.db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, new Date()));
  };
  await cleanup();
  const timer = setInterval(() => cleanup().catch((error: unknown) => app.log.warn({ err: error }, 'identity cleanup failed')), CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.addHook('preClose', verificationMailsSent);

  const apiRoutes: FastifyPluginAsyncTypebox = async (api) => {
    await api.register(passwordResetRoutes({ config, mailer }));
    await api.register(emailVerificationRoutes({ config, mailer }));
  };
  return { keys, provider, mailer, apiRoutes };
}
