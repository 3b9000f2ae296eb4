// Where the rate-limit counters live (security review N1). Without RATE_LIMIT_REDIS_URL: in this
// process. With it: in Redis, so a limit is global over several servers, and also in this process,
// so that a Redis outage degrades every limit to a per-process one instead of switching it off:
// - every count goes to both stores; while Redis answers, its (global) count decides;
// - a Redis error, a refused connection or a command slower than REDIS_COMMAND_TIMEOUT_MS makes
//   this process count on its own at once, and skip Redis for REDIS_RETRY_AFTER_MS, so no request
//   waits on a Redis that is down (no offline queue, no retries per command);
// - the outage and the recovery are logged once each, and /api/health/ready says which store counts.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The longest a request waits for one Redis command before this process counts alone. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/**
 * After a Redis failure, how long the limits skip Redis before one request tries it again (a
 * reconnection ends the wait at once): a Redis that hangs costs one request a second this often.
 */
export const REDIS_RETRY_AFTER_MS = 5_000;
const REDIS_CONNECT_TIMEOUT_MS = 500;
const NAMESPACE = 'flightclaim-rl-';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The plugin's stores (incr, read, child); `read` is in the JavaScript but not in its types. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// The plugin's own stores: the in-process LRU and the Redis Lua script (not in its exports' types).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/** Whether Redis is counting now; any failure switches to the local counters for a while. */
export class RedisState {
  private connected = false;
  private skipUntil = 0;
  private outage = false;
  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  get shared(): boolean {
    return this.connected && Date.now() >= this.skipUntil;
  }

  ready(): void {
    this.connected = true;
    this.skipUntil = 0;
    this.answered();
  }

  /** A command came back: an outage (a lost connection or a command too slow) is over. */
  answered(): void {
    if (this.outage) this.log.info({ event: 'rate-limit-store.restored' }, 'Redis is back: rate limits are shared again');
    this.outage = false;
  }

  failed(error: Error | undefined, connectionLost = false): void {
    if (connectionLost) this.connected = false;
    this.skipUntil = Date.now() + REDIS_RETRY_AFTER_MS;
    if (this.outage) return;
    this.outage = true;
    this.log.warn(
      { event: 'rate-limit-store.unreachable', err: error ? { message: error.message } : undefined },
      'Redis unreachable: rate limits count per process until it is back',
    );
  }
}

/** Counts in both stores; answers Redis' count while Redis answers, else this process' own. */
function fallbackStore(redis: Store, local: Store, state: RedisState): Store {
  const both = (method: 'incr' | 'read') => (key: string, callback: Callback, timeWindow: number, max: number) => {
    local[method](
      key,
      (localError, own) => {
        if (localError || !state.shared) return callback(localError, own);
        redis[method](
          key,
          (redisError, shared) => {
            if (!redisError) {
              state.answered();
              return callback(null, shared);
            }
            state.failed(redisError);
            callback(null, own);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  };
  return {
    incr: both('incr'),
    read: both('read'),
    child: (routeOptions) => fallbackStore(redis.child(routeOptions), local.child(routeOptions), state),
  };
}

export interface RateLimitStore {
  options: RateLimitPluginOptions;
  /** Whether the limits count in Redis now (undefined: no Redis configured). */
  shared(): boolean | undefined;
  close(): Promise<void>;
}

export async function createRateLimitStore(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<RateLimitStore> {
  // Off globally; identity routes set strict per-route limits (src/server/identity).
  // IPv6 clients are counted by their /64: one customer's network, not one of its 2^64 addresses.
  const options: RateLimitPluginOptions = { global: false, ipv6Subnet: 64 };
  if (!redisUrl) return { options, shared: () => undefined, close: async () => undefined };

  // Loaded only when set: a single server never pays for the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnect for ever, at most every two seconds: the limits share again soon after Redis is back.
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RETRY_AFTER_MS),
  });
  const state = new RedisState(log);
  redis.on('ready', () => state.ready());
  redis.on('error', (error: Error) => state.failed(error, redis.status !== 'ready'));
  redis.on('close', () => state.failed(undefined, true));

  // The plugin calls `new store(options)`; a constructor that returns an object yields that object.
  const store = function rateLimitStore() {
    return fallbackStore(new RedisStore(false, false, redis, NAMESPACE), new LocalStore(false, false), state);
  } as unknown as FastifyRateLimitStoreCtor;
  let closed = false;
  return {
    options: { ...options, store },
    shared: () => state.shared,
    async close() {
      if (closed) return;
      closed = true;
      redis.removeAllListeners('close');
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
