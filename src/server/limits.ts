// Resource limits against one client or one account taking the server down (security review F4,
// F5): timeouts, connections per IP, per-user quotas and write rates. Each has an embedded
// default and an environment variable; the README's configuration table lists them (LIMIT_VARIABLES).
import type { ConfigVariable } from './config.ts';
import { envReader, type Env } from './env-reader.ts';
import variables from './limit-variables.json' with { type: 'json' };

export interface Limits {
  /** Time a client has to send its request headers. */
  headersTimeoutMs: number;
  /** Every request body gets this long, plus its size at the floor rate below (F4). */
  bodyTimeoutBaseMs: number;
  /** The slowest body upload accepted, in bytes per second (the client's outbox assumes 256 kbit/s). */
  bodyMinBytesPerSecond: number;
  /** Open TCP connections one client address may hold (0: no cap; proxies the server trusts are exempt). */
  connectionsPerIp: number;
  /** Claims one account may file in 24 hours. */
  claimsPerDay: number;
  /** Bytes of documents and signatures one account may keep. */
  storedBytesPerUser: number;
  /** Uploads one account may have in flight at once (per server process). */
  uploadsAtOncePerUser: number;
  /** Requests per minute one account may make to each write route. */
  writesPerMinutePerUser: number;
  /** Times a passenger may withdraw one claim (submitted → draft); bounds its status history. */
  withdrawalsPerClaim: number;
}

export const DEFAULT_LIMITS: Limits = {
  headersTimeoutMs: 15_000,
  bodyTimeoutBaseMs: 30_000,
  bodyMinBytesPerSecond: 32_000,
  connectionsPerIp: 64,
  claimsPerDay: 20,
  storedBytesPerUser: 250 * 1024 * 1024,
  uploadsAtOncePerUser: 2,
  writesPerMinutePerUser: 60,
  withdrawalsPerClaim: 5,
};

export type ApiDocs = 'public' | 'off';

export const LIMIT_VARIABLES: readonly ConfigVariable[] = variables;

export function loadLimits(env: Env, problems: string[]): { limits: Limits; apiDocs: ApiDocs } {
  const { integer } = envReader(env, problems);
  const d = DEFAULT_LIMITS;
  const limits: Limits = {
    headersTimeoutMs: integer('HEADERS_TIMEOUT_SECONDS', d.headersTimeoutMs / 1000, 1, 300) * 1000,
    bodyTimeoutBaseMs: integer('BODY_TIMEOUT_SECONDS', d.bodyTimeoutBaseMs / 1000, 1, 600) * 1000,
    bodyMinBytesPerSecond: integer('BODY_MIN_RATE_KBIT', (d.bodyMinBytesPerSecond * 8) / 1000, 8, 100_000) * 125,
    connectionsPerIp: integer('MAX_CONNECTIONS_PER_IP', d.connectionsPerIp, 0, 100_000),
    claimsPerDay: integer('CLAIMS_PER_USER_PER_DAY', d.claimsPerDay, 1, 100_000),
    storedBytesPerUser: integer('STORAGE_PER_USER_MB', d.storedBytesPerUser / 1024 / 1024, 1, 1_000_000) * 1024 * 1024,
    uploadsAtOncePerUser: integer('UPLOADS_PER_USER_AT_ONCE', d.uploadsAtOncePerUser, 1, 100),
    writesPerMinutePerUser: integer('WRITES_PER_USER_PER_MINUTE', d.writesPerMinutePerUser, 1, 100_000),
    withdrawalsPerClaim: integer('WITHDRAWALS_PER_CLAIM', d.withdrawalsPerClaim, 0, 1000),
  };
  const docs = env.API_DOCS?.trim() || 'public';
  if (docs !== 'public' && docs !== 'off') problems.push(`API_DOCS must be public or off (got "${docs}")`);
  return { limits, apiDocs: docs === 'off' ? 'off' : 'public' };
}

/** Milliseconds a request body of `bytes` may take to arrive. */
export function bodyDeadlineMs(limits: Limits, bytes: number): number {
  return limits.bodyTimeoutBaseMs + Math.ceil((bytes * 1000) / limits.bodyMinBytesPerSecond);
}
