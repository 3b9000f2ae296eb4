// What the drain engine runs against (database, network, sign-in, lock, clock), in its own file so
// the pieces below drain.ts (op-ledger.ts, deadline-fetch.ts) can name it without importing the engine.
import type { ClaimsDb } from './db.ts';
import type { LockRequest } from './lock.ts';

export interface DrainEnv {
  db: ClaimsDb;
  fetch: typeof fetch;
  /** e.g. `${origin}/api` */
  apiBase: string;
  /** A valid access token; null when nobody can be signed in; throws when the IdP is unreachable. */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  /** The signed-in user's id (`sub`), or null. */
  currentUserId(): Promise<string | null>;
  lock: LockRequest;
  now?: () => number;
  random?: () => number;
  /** The signal that aborts a request after `ms`; AbortSignal.timeout by default (tests abort at will). */
  timeoutSignal?: (ms: number) => AbortSignal;
}
