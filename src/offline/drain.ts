// The drain engine: sends the outbox, one operation at a time, from the page or the service
// worker, whichever holds the 'outbox' Web Lock. Requests are built at send time from the stored
// rows, with a fresh token and the operation id as Idempotency-Key; each answer is recorded before
// the next operation starts, so a context killed mid-way loses nothing (the server is idempotent).
// Every request has a deadline scaled to its body (requestTimeoutMs): a connection that hangs
// without failing ends as a network error and is retried like one.
// The pieces live beside it: op-request.ts builds requests (from op-body.ts's parts), op-ledger.ts
// records outcomes, deadline-fetch.ts gives every request its deadline, drain-env.ts names the world.
import type { OutboxOp } from './db.ts';
import type { DrainEnv } from './drain-env.ts';
import { classifyResponse, nextDueAt, nextRunnableOp, networkOutcome } from './outbox.ts';
import { decodeJwt } from './token-store.ts';
import { fetchWithTimeout, readBody } from './deadline-fetch.ts';
import { markSending, record, recoverInterrupted, retryNetworkFailuresNow, type Attempt, type OpResult } from './op-ledger.ts';
import { LocalDataMissingError } from './op-body.ts';
import { buildRequest } from './op-request.ts';

export type { DrainEnv } from './drain-env.ts';

export const OUTBOX_LOCK = 'outbox';

export interface DrainReport {
  /** False when another context held the lock. */
  ran: boolean;
  /** Requests sent (not counting the token refresh). */
  attempts: number;
  /** Operations that completed. */
  done: number;
  /** Claims that reached 'sent'. */
  claimsSent: number;
  /** When the signed-in user's next waiting operation is due; null when none is waiting. */
  nextDueAt: number | null;
}

export interface DrainOptions {
  /**
   * The network has just come back (the 'online' event, a Background Sync event): operations that
   * wait only because the network failed run now rather than after their backoff, which grows
   * while the device is offline and would otherwise keep a claim waiting minutes after it is back.
   * Waits the server asked for (429, 5xx, Retry-After) are kept.
   */
  networkBack?: boolean;
  /**
   * Wait for the lock rather than leave when another context holds it. For the service worker's
   * sync event: it must not end as done while a tab that is closing (or a drain that dies) still
   * holds the lock, or the browser never fires it again.
   */
  waitForLock?: boolean;
}

const EMPTY: DrainReport = { ran: false, attempts: 0, done: 0, claimsSent: 0, nextDueAt: null };

const running = new WeakMap<DrainEnv, { promise: Promise<DrainReport>; again: boolean; next: DrainOptions }>();

function mergeOptions(a: DrainOptions, b: DrainOptions): DrainOptions {
  return { networkBack: !!(a.networkBack || b.networkBack), waitForLock: !!(a.waitForLock || b.waitForLock) };
}

/**
 * Sends what can be sent now. Calls while this context is already draining join the running
 * drain, which then makes one more pass with their options (so nothing queued meanwhile waits for
 * the next trigger).
 */
export function drain(env: DrainEnv, options: DrainOptions = {}): Promise<DrainReport> {
  const current = running.get(env);
  if (current) {
    current.again = true;
    current.next = mergeOptions(current.next, options);
    return current.promise;
  }
  const state = { promise: Promise.resolve(EMPTY), again: false, next: options };
  state.promise = (async () => {
    try {
      let total = EMPTY;
      do {
        state.again = false;
        const pass = state.next;
        state.next = {};
        total = addReports(total, await drainOnce(env, pass));
      } while (state.again);
      return total;
    } finally {
      running.delete(env);
    }
  })();
  running.set(env, state);
  return state.promise;
}

function addReports(a: DrainReport, b: DrainReport): DrainReport {
  return {
    ran: a.ran || b.ran,
    attempts: a.attempts + b.attempts,
    done: a.done + b.done,
    claimsSent: a.claimsSent + b.claimsSent,
    nextDueAt: b.ran ? b.nextDueAt : a.nextDueAt,
  };
}

async function drainOnce(env: DrainEnv, options: DrainOptions): Promise<DrainReport> {
  return env.lock(OUTBOX_LOCK, { ifAvailable: !options.waitForLock }, async (lock) => {
    if (!lock) return EMPTY;
    const now = env.now ?? Date.now;
    const report = { ...EMPTY, ran: true };
    await recoverInterrupted(env.db, now());
    if (options.networkBack) await retryNetworkFailuresNow(env.db, now());
    // Each operation at most once per pass: a zero jittered delay must not spin.
    const tried = new Set<string>();
    let userId = await env.currentUserId();
    while (userId) {
      const op = await nextRunnableOp(env.db, userId, now(), tried);
      if (!op) break;
      tried.add(op.opId);
      const result = await runOp(env, op);
      report.attempts += result.attempts;
      if (result.done) report.done += 1;
      if (result.claimSent) report.claimsSent += 1;
      if (result.stop) break;
      userId = await env.currentUserId();
    }
    report.nextDueAt = userId ? await nextDueAt(env.db, userId) : null;
    return report;
  });
}

async function runOp(env: DrainEnv, op: OutboxOp): Promise<OpResult> {
  const now = env.now ?? Date.now;
  await markSending(env.db, op, now());
  let attempts = 0;
  let outcome = await attempt(env, op, false);
  if (outcome.kind !== 'wait') attempts += 1;
  // 401: refresh the token once and try again; a second 401 means the person must sign in.
  if (outcome.kind === 'auth') {
    outcome = await attempt(env, op, true);
    if (outcome.kind !== 'wait') attempts += 1;
  }
  const result = await record(env, op, outcome);
  return { attempts, ...result };
}

async function attempt(env: DrainEnv, op: OutboxOp, forceRefresh: boolean): Promise<Attempt> {
  const now = env.now ?? Date.now;
  let token: string | null;
  try {
    token = await env.getAccessToken(forceRefresh ? { forceRefresh: true } : undefined);
  } catch (error) {
    return networkOutcome(error, now());
  }
  // The operation waits for its owner unless they hold the session: never sent with another
  // person's token, and never parked for a sign-in when its owner signed out since it was taken.
  // The holder is the token's subject, or (no token, or not a JWT) whoever is signed in now, read after it.
  const subject = token ? decodeJwt(token)?.sub : undefined;
  const holder = typeof subject === 'string' ? subject : await env.currentUserId();
  if (holder !== op.ownerId) return { kind: 'wait' };
  if (!token) return { kind: 'auth', error: { status: 401, code: 'not-signed-in', title: 'Sign in again to send this claim', at: now() } };

  let request: { url: string; init: RequestInit };
  try {
    request = await buildRequest(env.db, env.apiBase, op, token);
  } catch (error) {
    if (error instanceof LocalDataMissingError) return { kind: 'rejected', error: { ...error.opError, at: now() } };
    throw error;
  }
  let response: Response;
  try {
    response = await fetchWithTimeout(env, request.url, request.init);
  } catch (error) {
    // No answer: offline, connection lost, or the deadline passed (TimeoutError). Safe to retry:
    // the Idempotency-Key makes a request the server did get count once.
    return networkOutcome(error, now());
  }
  const body = await readBody(response);
  return classifyResponse(response.status, body, response.headers.get('Retry-After'), now());
}
