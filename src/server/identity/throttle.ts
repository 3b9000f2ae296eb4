// Per-account throttles (failed logins, reset requests), window-based so an attacker can slow an
// account down but never lock its owner out for longer than one window. The counters live in the
// rate-limit plugin's store: in-process, or Redis with RATE_LIMIT_REDIS_URL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config.ts';

export interface AccountThrottle {
  /** Seconds until the account may try again, or 0 when it may try now. */
  blockedFor(accountKey: string): Promise<number>;
  /** Counts one event (a failed login, a reset request); true when it used up the last allowance. */
  count(accountKey: string): Promise<boolean>;
}

export function createAccountThrottle(app: FastifyInstance, name: string, rule: RateLimitRule): AccountThrottle {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${name}:${(request as unknown as { accountKey: string }).accountKey}`,
  });
  // The limiter only reads the key and the route config from the request.
  const pseudoRequest = (accountKey: string) => ({ accountKey, routeOptions: { config: {} } }) as unknown as FastifyRequest;
  return {
    async blockedFor(accountKey) {
      const state = await limiter(pseudoRequest(accountKey), { increment: false });
      if (state.isAllowed || !('remaining' in state) || state.remaining > 0) return 0;
      return Math.max(1, state.ttlInSeconds);
    },
    async count(accountKey) {
      const state = await limiter(pseudoRequest(accountKey));
      return 'remaining' in state && state.remaining === 0 && !state.isExceeded;
    },
  };
}
