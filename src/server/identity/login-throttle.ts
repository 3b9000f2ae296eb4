// Failed-login throttling that an attacker cannot turn into a lock-out of the owner (F8):
// - failures count per (account, client IP): ten wrong passwords from one place block that place
//   only, so the owner signs in from their own network as usual;
// - a much higher ceiling per account, all IPs together, stops a distributed guesser; a device the
//   account signed in on before (known-device.ts) is spared it, so strangers with many addresses
//   cannot lock the owner out (N5), and counts its own failures per (account, device) instead;
// - both counters are keyed by the account's password generation (passwordChangedAt), so a
//   password reset (or change) starts them afresh: the owner always has a way back in;
// - when a counter first trips, the owner gets one e-mail per window (no user-typed text in it).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { TooManyLoginAttempts, type LoginAttempt, type LoginThrottle } from './provider.ts';
import { createAccountThrottle } from './throttle.ts';

export function createLoginThrottle(app: FastifyInstance, config: ServerConfig, mailer: Mailer): LoginThrottle {
  const { loginFailuresPerAccount, loginFailuresCeiling } = config.rateLimits;
  const perPlace = createAccountThrottle(app, 'login', loginFailuresPerAccount);
  const perAccount = createAccountThrottle(app, 'login-all', loginFailuresCeiling);
  const perDevice = createAccountThrottle(app, 'login-device', loginFailuresPerAccount);
  const lockMails = createAccountThrottle(app, 'login-lock-mail', { max: 1, windowMs: loginFailuresCeiling.windowMs });

  const accountKey = (attempt: LoginAttempt) => `${attempt.account}:${attempt.generation}`;
  const placeKey = (attempt: LoginAttempt) => `${accountKey(attempt)}:${attempt.ip}`;
  const deviceKey = (attempt: LoginAttempt, device: string) => `${accountKey(attempt)}:${device}`;
  // The account-wide counter, or for a known device its own one.
  const wideLimit = (attempt: LoginAttempt) =>
    attempt.knownDevice ? { throttle: perDevice, key: deviceKey(attempt, attempt.knownDevice) } : { throttle: perAccount, key: accountKey(attempt) };

  async function tellOwner(attempt: LoginAttempt): Promise<void> {
    if (!attempt.user || (await lockMails.blockedFor(attempt.user.id)) > 0) return;
    await lockMails.count(attempt.user.id);
    await mailer.send({
      to: attempt.user.email,
      subject: 'Sign-in to your Flightclaim account was paused',
      text: [
        'Hello,',
        '',
        'There were many failed attempts to sign in to your Flightclaim account, so we paused',
        'sign-in for a while from where they came from.',
        '',
        'If that was you, wait a few minutes and try again, or set a new password:',
        `${config.publicOrigin}/forgot-password`,
        '',
        'A new password ends the pause at once and signs out every device.',
      ].join('\n'),
    });
    app.log.info({ userId: attempt.user.id }, 'login paused after failures; owner notified');
  }

  return {
    async check(attempt) {
      const wide = wideLimit(attempt);
      const wait = Math.max(await perPlace.blockedFor(placeKey(attempt)), await wide.throttle.blockedFor(wide.key));
      if (wait > 0) throw new TooManyLoginAttempts(wait);
    },
    async recordFailure(attempt) {
      const counted = [await perPlace.count(placeKey(attempt)), await perAccount.count(accountKey(attempt))];
      if (attempt.knownDevice) counted.push(await perDevice.count(deviceKey(attempt, attempt.knownDevice)));
      const tripped = counted.some(Boolean);
      if (tripped) {
        // After the answer, and never failing the request: a mail problem is only logged.
        setImmediate(() => tellOwner(attempt).catch((error: unknown) => app.log.warn({ err: error }, 'lock-out mail failed')));
      }
    },
  };
}
