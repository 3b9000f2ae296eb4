// Re-authentication for a sensitive change (ASVS 7.5.1): the request body carries the account's
// password ({"password": "…"}) and a stolen access token alone is not enough. Missing is 422
// `password-required`, wrong is 403 `wrong-password`; wrong passwords count towards the account's
// password-change throttle (429 once it is used up), one throttle for every route that asks
// (app.checkPasswordAgain). Used by DELETE /api/me and PUT /api/claims/{id}/payout-account.
// With an external issuer (OIDC_ISSUER) the password is not ours to check: those routes skip it
// (app.config.oidcEmbedded is false) and rely on the issuer's session.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { createAccountThrottle, type AccountThrottle } from '../identity/throttle.ts';
import { findUserById, verifyPassword } from '../identity/users.ts';
import { HttpProblem, tooManyRequests } from './problem.ts';

/** Throws the problem when the body's password is missing or wrong; `prompt` says what it is for. */
export type CheckPasswordAgain = (userId: string, body: unknown, prompt: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    checkPasswordAgain: CheckPasswordAgain;
    /** Wrong passwords per account (the password change counts them here too). */
    passwordFailures: AccountThrottle;
  }
}

/** The password a body carries, or undefined when it has none that could be one. */
function passwordOf(body: unknown): string | undefined {
  const password = typeof body === 'object' && body !== null ? (body as { password?: unknown }).password : undefined;
  return typeof password === 'string' && password !== '' && password.length <= 1024 ? password : undefined;
}

export function installPasswordCheck(app: FastifyInstance, config: Pick<ServerConfig, 'rateLimits'>): void {
  const failures = createAccountThrottle(app, 'password-change', config.rateLimits.loginFailuresPerAccount);
  const check: CheckPasswordAgain = async (userId, body, prompt) => {
    const password = passwordOf(body);
    if (password === undefined) throw new HttpProblem(422, 'password-required', prompt, { errors: [{ field: 'password', message: prompt }] });
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpProblem(401, 'unauthorized', 'Authentication required', { detail: 'The account no longer exists' });
    const wait = await failures.blockedFor(user.id);
    if (wait > 0) throw tooManyRequests(wait);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await failures.count(user.id);
      throw new HttpProblem(403, 'wrong-password', 'The password is not correct', { errors: [{ field: 'password', message: 'The password is not correct' }] });
    }
  };
  app.decorate('passwordFailures', failures);
  app.decorate('checkPasswordAgain', check);
}
