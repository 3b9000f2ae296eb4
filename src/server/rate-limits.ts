// The identity and account routes' rate limits: what each counts, the defaults a server starts
// with (tests lower or raise them through the config), and a rule as @fastify/rate-limit's route
// config. A leaf module: routes and token helpers of any layer read it without importing each other.

/** Per-route limits: `max` requests per `windowMs` milliseconds. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Token endpoint, per client IP. */
  tokenPerIp: RateLimitRule;
  /** Failed password logins per account and client IP (another IP is not locked out by it). */
  loginFailuresPerAccount: RateLimitRule;
  loginFailuresCeiling: RateLimitRule; // failed logins per account from all IPs together
  /** Registration, per client IP. */
  registerPerIp: RateLimitRule;
  /** Ceilings over all clients together, beside the per-IP limits: a spoofed or shared IP cannot lift them. */
  tokenGlobal: RateLimitRule;
  registerGlobal: RateLimitRule;
  verifyResendPerAccount: RateLimitRule; // verification mails sent again, per account
  /** Password-reset requests and confirmations, per client IP. */
  resetPerIp: RateLimitRule;
  /** Password-reset requests, per e-mail address. */
  resetPerAccount: RateLimitRule;
  /** Every other identity-provider path (discovery, certs, revoke, logout), per client IP. */
  identityPerIp: RateLimitRule;
  /** Password changes on /api/me/password, per client IP. */
  passwordChangePerIp: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  tokenPerIp: { max: 30, windowMs: 60_000 },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresCeiling: { max: 100, windowMs: 15 * 60_000 },
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
  tokenGlobal: { max: 1200, windowMs: 60_000 },
  registerGlobal: { max: 300, windowMs: 60 * 60_000 },
  verifyResendPerAccount: { max: 3, windowMs: 60 * 60_000 },
  resetPerIp: { max: 10, windowMs: 15 * 60_000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60_000 },
  identityPerIp: { max: 300, windowMs: 60_000 },
  passwordChangePerIp: { max: 10, windowMs: 15 * 60_000 },
};

/** A rule as the route `config` @fastify/rate-limit reads. */
export function rateLimitConfig(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.windowMs } };
}
