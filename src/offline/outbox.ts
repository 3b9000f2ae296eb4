// The outbox's rules, free of I/O: which operation may run next, how long to wait after a
// failure, and what an answer from the server means for the operation.
import type { ProblemWire } from '../domain/claim/index.ts';
import type { KnownProblemCode } from '../domain/problem-codes.ts';
import type { ClaimsDb, OpError, OutboxOp } from './db.ts';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 10 * 60_000;

/**
 * The oldest operation that may run now: pending, due, owned by the signed-in user, and the first
 * unfinished one of its claim (order is strict within a claim, independent across claims).
 */
export function pickNextOp(ops: readonly OutboxOp[], userId: string, now: number, skip: ReadonlySet<string> = new Set()): OutboxOp | null {
  let next: OutboxOp | null = null;
  for (const op of claimHeads(ops)) {
    if (op.state !== 'pending' || op.ownerId !== userId || op.nextAttemptAt > now || skip.has(op.opId)) continue;
    if (!next || op.seq! < next.seq!) next = op;
  }
  return next;
}

/**
 * Each claim's first unfinished operation: the only one of the claim that may run. A document the
 * server refused does not hold up the rest: the other documents and the signature still go, and
 * the passenger removes or replaces that one file (resubmitClaim).
 */
export function claimHeads(ops: readonly OutboxOp[]): OutboxOp[] {
  const heads = new Map<string, OutboxOp>();
  for (const op of [...ops].sort((a, b) => a.seq! - b.seq!)) {
    if (op.state === 'done' || isRefusedDocument(op)) continue;
    if (!heads.has(op.claimId)) heads.set(op.claimId, op);
  }
  return [...heads.values()];
}

/** An upload the server refused (wrong type, damaged, too large): only that document waits for the passenger. */
export function isRefusedDocument(op: OutboxOp): boolean {
  return op.kind === 'uploadFile' && op.state === 'rejected';
}

function unfinishedOps(db: ClaimsDb): Promise<OutboxOp[]> {
  return db.outbox.where('state').anyOf('pending', 'sending', 'needs-login', 'rejected').toArray();
}

export async function nextRunnableOp(db: ClaimsDb, userId: string, now: number, skip?: ReadonlySet<string>): Promise<OutboxOp | null> {
  return pickNextOp(await unfinishedOps(db), userId, now, skip);
}

/** Full-jitter exponential backoff (AWS architecture blog): random in [0, min(cap, base·2^(n-1))). */
export function backoffDelay(attempts: number, random: () => number = Math.random, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS): number {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; null when absent or bad. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** When to try again: the jittered backoff, but never before the server's Retry-After. */
export function retryAt(attempts: number, now: number, retryAfterMs: number | null, random?: () => number): number {
  return now + Math.max(backoffDelay(attempts, random), retryAfterMs ?? 0);
}

export type Outcome =
  | { kind: 'done'; body: unknown }
  | { kind: 'retry'; error: OpError; retryAfterMs: number | null }
  | { kind: 'auth'; error: OpError }
  | { kind: 'rejected'; error: OpError };

const RETRY_STATUSES = new Set([408, 425, 429]);

/** What an HTTP answer means for the operation that got it. */
export function classifyResponse(status: number, body: unknown, retryAfter: string | null, now: number): Outcome {
  if (status >= 200 && status < 300) return { kind: 'done', body };
  const error = toOpError(status, body, now);
  if (status === 401) return { kind: 'auth', error };
  if (status === 409 && error.code === 'idempotency-in-progress') return { kind: 'retry', error, retryAfterMs: parseRetryAfter(retryAfter, now) };
  if (RETRY_STATUSES.has(status) || status >= 500) return { kind: 'retry', error, retryAfterMs: parseRetryAfter(retryAfter, now) };
  if (status >= 400) return { kind: 'rejected', error };
  // 1xx/3xx should not reach us (fetch follows redirects); try again later rather than lose it.
  return { kind: 'retry', error, retryAfterMs: null };
}

/** The code of an OpError for a request that got no answer (offline, connection lost, IdP unreachable). */
export const NETWORK_ERROR = 'network-error' satisfies KnownProblemCode;

export function networkOutcome(error: unknown, now: number): Outcome {
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'retry', error: { status: 0, code: NETWORK_ERROR, title: 'No connection', detail: message, at: now }, retryAfterMs: null };
}

function isProblem(body: unknown): body is Partial<ProblemWire> {
  return typeof body === 'object' && body !== null && ('title' in body || 'code' in body);
}

export function toOpError(status: number, body: unknown, now: number): OpError {
  const problem = isProblem(body) ? body : {};
  return {
    status,
    code: typeof problem.code === 'string' ? problem.code : `http-${status}`,
    title: typeof problem.title === 'string' ? problem.title : `The server answered ${status}`,
    ...(typeof problem.detail === 'string' ? { detail: problem.detail } : {}),
    ...(Array.isArray(problem.errors) ? { errors: problem.errors } : {}),
    at: now,
  };
}

export function toProblem(error: OpError): ProblemWire {
  return {
    type: 'about:blank',
    title: error.title,
    status: error.status,
    code: error.code,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** Claims parked as needs-login go back to the queue when their owner signs in again. */
export async function resumeAfterLogin(db: ClaimsDb, userId: string, now: number = Date.now()): Promise<number> {
  return db.transaction('rw', db.outbox, db.claims, async () => {
    const parked = await db.outbox
      .where('ownerId')
      .equals(userId)
      .filter((op) => op.state === 'needs-login')
      .toArray();
    for (const op of parked) await db.outbox.update(op.seq!, { state: 'pending', nextAttemptAt: now, updatedAt: now });
    const claimIds = [...new Set(parked.map((op) => op.claimId))];
    for (const id of claimIds) await db.claims.update(id, { syncState: 'queued', updatedAt: now });
    return claimIds.length;
  });
}

/** The earliest time one of this user's runnable operations becomes due, or null. */
export async function nextDueAt(db: ClaimsDb, userId: string): Promise<number | null> {
  const heads = claimHeads(await unfinishedOps(db)).filter((op) => op.state === 'pending' && op.ownerId === userId);
  return heads.reduce<number | null>((min, op) => (min === null || op.nextAttemptAt < min ? op.nextAttemptAt : min), null);
}
