// Resource limits against one client or one account taking the server down (security review F4,
// F5): timeouts, connections per IP, per-user quotas and write rates. Each is an environment
// variable whose default and range are rows of limit-variables.json (see config-variables.ts).
import { envReader, type Env } from './env-reader.ts';

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

export type ApiDocs = 'public' | 'off';

export function loadLimits(env: Env, problems: string[]): { limits: Limits; apiDocs: ApiDocs } {
  const { text, integer } = envReader(env, problems);
  const limits: Limits = {
    headersTimeoutMs: integer('HEADERS_TIMEOUT_SECONDS') * 1000,
    bodyTimeoutBaseMs: integer('BODY_TIMEOUT_SECONDS') * 1000,
    bodyMinBytesPerSecond: integer('BODY_MIN_RATE_KBIT') * 125,
    connectionsPerIp: integer('MAX_CONNECTIONS_PER_IP'),
    claimsPerDay: integer('CLAIMS_PER_USER_PER_DAY'),
    storedBytesPerUser: integer('STORAGE_PER_USER_MB') * 1024 * 1024,
    uploadsAtOncePerUser: integer('UPLOADS_PER_USER_AT_ONCE'),
    writesPerMinutePerUser: integer('WRITES_PER_USER_PER_MINUTE'),
    withdrawalsPerClaim: integer('WITHDRAWALS_PER_CLAIM'),
  };
  const docs = text('API_DOCS');
  if (docs !== 'public' && docs !== 'off') problems.push(`API_DOCS must be public or off (got "${docs}")`);
  return { limits, apiDocs: docs === 'off' ? 'off' : 'public' };
}

/** Milliseconds a request body of `bytes` may take to arrive. */
export function bodyDeadlineMs(limits: Limits, bytes: number): number {
  return limits.bodyTimeoutBaseMs + Math.ceil((bytes * 1000) / limits.bodyMinBytesPerSecond);
}
