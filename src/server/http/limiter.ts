// A rate limit as a route hook that may sit beside the route's own per-IP limit (the plugin's
// route hooks run only one limiter per request). Keys: a fixed name for a ceiling over all
// clients, or the user id for per-account limits on write routes (security review F5, F6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config.ts';
import { tooManyRequests } from './problem.ts';

export function limitHook(app: FastifyInstance, rule: RateLimitRule, keyOf: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: keyOf });
  return async (request: FastifyRequest) => {
    const state = await limiter(request);
    if (!state.isAllowed && state.isExceeded) throw tooManyRequests(Math.max(1, state.ttlInSeconds));
  };
}
