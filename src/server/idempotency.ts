// Idempotency-Key (draft-ietf-httpapi-idempotency-key-header-07) for the POSTs the offline outbox
// retries. Policy, as the draft asks a resource to publish it:
//  - The key is the header's sf-string ("…") or bare token, 1 to 255 printable ASCII characters,
//    scoped to the authenticated user. It is optional; without it a request runs as usual.
//  - The fingerprint is SHA-256 over method, path and body (uploads: claim id, attachment id and
//    the file's SHA-256). Same key and fingerprint: the stored answer is replayed (status and
//    body, success or error) and nothing runs again. Same key, other fingerprint: 422
//    `idempotency-key-reused`. First request still running: 409 `idempotency-in-progress`.
//  - The work and the stored answer commit in one transaction, so a retry either sees the answer
//    or finds nothing done. Answers that may change on retry (401, 403 from auth, 404, 408, 409,
//    425, 429, 5xx) are not stored: the key is released and the retry runs again.
//  - Records expire 24 hours after first use. A run holding a key for over 2 minutes
//    (IDEMPOTENCY_LEASE_SECONDS) is presumed dead (crashed process) and the next retry takes the
//    key over. With PGlite, one process owns the data, so at start every key still held is a
//    crashed run's and is released at once (releaseInterruptedKeys).
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { numberVariable } from './config-variables.ts';
import type { AppDb, DbOrTx } from './db/database.ts';
import { idempotencyKeys } from './db/schema/claims.ts';
import { preparedFor, preparedOn } from './db/prepared.ts';
import { HttpProblem, PROBLEM_CONTENT_TYPE, problemBody, toProblem } from './http/problem.ts';
import type { ProblemWire } from '../domain/claim/wire.ts';

export const IDEMPOTENCY_TTL_HOURS = 24;
/** The default lease; IDEMPOTENCY_LEASE_SECONDS sets another (config.ts). */
export const IDEMPOTENCY_LEASE_SECONDS = numberVariable('IDEMPOTENCY_LEASE_SECONDS').fallback;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The key from the header, undefined when absent; a malformed key is a 400. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw invalidKey('send one Idempotency-Key header');
  let value = header.trim();
  // RFC 8941 sf-string: "…" with \" and \\ escapes.
  if (value.startsWith('"')) {
    const match = /^"((?:[^"\\]|\\["\\])*)"$/.exec(value);
    if (!match) throw invalidKey('the key is not a valid quoted string');
    value = match[1]!.replace(/\\(["\\])/g, '$1');
  }
  if (!KEY.test(value)) throw invalidKey('use 1 to 255 printable ASCII characters, e.g. a UUID');
  return value;
}

function invalidKey(detail: string): HttpProblem {
  return new HttpProblem(400, 'idempotency-key-invalid', 'The Idempotency-Key header is not valid', { detail });
}

/** SHA-256 (hex) over the parts, each length-prefixed so parts cannot run into each other. */
export function fingerprintOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

export interface IdempotencyScope {
  userId: string;
  key: string;
  /** e.g. 'POST /api/claims'. */
  methodPath: string;
  fingerprint: string;
  /** Seconds after which a run still holding the key is presumed dead. */
  leaseSeconds?: number;
}

/** `METHOD /path` of a request, lower-cased path without the query: what a key is bound to. */
export function methodPathOf(request: FastifyRequest): string {
  return `${request.method} ${request.url.split('?')[0]!.toLowerCase()}`;
}

/**
 * The scope for this request when it carries an Idempotency-Key, else undefined. `payload` is
 * what identifies the request's content (the JSON body, or for uploads the file's digest).
 */
export function idempotencyScope(request: FastifyRequest, ...payload: (string | Buffer)[]): IdempotencyScope | undefined {
  const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  if (key === undefined) return undefined;
  const methodPath = methodPathOf(request);
  const leaseSeconds = request.server.config?.idempotencyLeaseSeconds ?? IDEMPOTENCY_LEASE_SECONDS;
  return { userId: request.user.id, key, methodPath, fingerprint: fingerprintOf(methodPath, ...payload), leaseSeconds };
}

export type IdempotencyStart = { kind: 'proceed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'in-progress' } | { kind: 'mismatch' };

/** The key for a new run, when no record holds it yet: prepared once (it runs on every retried POST). */
const takeNewKey = preparedOn((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      methodPath: sql.placeholder('methodPath'),
      fingerprint: sql.placeholder('fingerprint'),
      state: 'in-progress',
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_take_new_key'),
);

/** Takes the key for a new run, or says why not. */
export async function beginIdempotent(db: AppDb, scope: IdempotencyScope): Promise<IdempotencyStart> {
  const { userId, key } = scope;
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // A new key (nearly every request) costs one statement; an expired record is swept only when met.
  const inserted = await takeNewKey(db).execute({ userId, key, methodPath: scope.methodPath, fingerprint: scope.fingerprint });
  if (inserted.length > 0) return { kind: 'proceed' };
  const swept = await db.delete(idempotencyKeys).where(and(thisKey, expired())).returning({ key: idempotencyKeys.key });
  if (swept.length > 0) return beginIdempotent(db, scope);

  const [existing] = await db.select().from(idempotencyKeys).where(thisKey);
  if (!existing) return beginIdempotent(db, scope); // expired and swept between the two statements
  if (existing.fingerprint !== scope.fingerprint) return { kind: 'mismatch' };
  if (existing.state === 'done') return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody };
  // Still running, unless the run that took it is long gone: then this retry takes it over.
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedAt: sql`now()` })
    .where(
      and(
        thisKey,
        eq(idempotencyKeys.state, 'in-progress'),
        lt(idempotencyKeys.lockedAt, sql`now() - make_interval(secs => ${scope.leaseSeconds ?? IDEMPOTENCY_LEASE_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0 ? { kind: 'proceed' } : { kind: 'in-progress' };
}

/** The stored answer, prepared once (preparedFor): it runs in every keyed write's transaction (issue #37). */
const storeAnswer = preparedFor((db) =>
  db
    .update(idempotencyKeys)
    // Bare placeholders: a null body stays SQL null (drizzle's jsonb encoder would store the JSON null).
    .set({ state: 'done', responseStatus: sql`${sql.placeholder('status')}::int`, responseBody: sql`${sql.placeholder('body')}::jsonb` })
    .where(
      and(
        eq(idempotencyKeys.userId, sql.placeholder('userId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
        eq(idempotencyKeys.fingerprint, sql.placeholder('fingerprint')),
      ),
    )
    .prepare('idempotency_store_answer'),
);

export async function completeIdempotent(db: DbOrTx, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
  const json = body === undefined || body === null ? null : JSON.stringify(body);
  await storeAnswer(db).execute({ status, body: json, userId: scope.userId, key: scope.key, fingerprint: scope.fingerprint });
}

export async function releaseIdempotent(db: DbOrTx, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key), eq(idempotencyKeys.state, 'in-progress')));
}

function expired() {
  return lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
}

/**
 * Releases every key still held by a run: only safe when no other process can be running one
 * (PGlite, under the DATA_DIR lock), at start. Returns how many.
 */
export async function releaseInterruptedKeys(db: DbOrTx): Promise<number> {
  const released = await db.delete(idempotencyKeys).where(eq(idempotencyKeys.state, 'in-progress')).returning({ key: idempotencyKeys.key });
  return released.length;
}

/** Deletes every expired record; returns how many. */
export async function sweepExpiredIdempotencyKeys(db: DbOrTx): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(expired()).returning({ key: idempotencyKeys.key });
  return gone.length;
}

export async function deleteIdempotencyKeysOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

const UNSTORED_STATUSES = new Set([401, 403, 404, 408, 409, 425, 429]);

/** Whether an error answer is final for this request, and so replayed rather than re-run. */
export function isStoredAnswer(status: number): boolean {
  return status < 500 && !UNSTORED_STATUSES.has(status);
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface RunOptions {
  /** After a failed run: undo what the work did outside the database (e.g. delete a blob). */
  onFailure?: () => Promise<void>;
}

/**
 * Runs `work` in one transaction under the key (when there is one) and sends its answer. The
 * stored body is the JSON of what was sent, so a replay is the same answer.
 */
export async function runIdempotent(
  db: AppDb,
  reply: FastifyReply,
  scope: IdempotencyScope | undefined,
  work: (tx: DbOrTx) => Promise<Answer>,
  options: RunOptions = {},
): Promise<FastifyReply> {
  if (scope) {
    const start = await beginIdempotent(db, scope);
    if (start.kind === 'mismatch') {
      throw new HttpProblem(422, 'idempotency-key-reused', 'This Idempotency-Key was used for a different request', {
        detail: 'Use a new key for a new request.',
      });
    }
    if (start.kind === 'in-progress') {
      throw new HttpProblem(409, 'idempotency-in-progress', 'A request with this Idempotency-Key is still being processed', {
        detail: 'Retry shortly.',
        headers: { 'retry-after': '1' },
      });
    }
    if (start.kind === 'replay') return sendReplay(reply, start.status, start.body);
  }

  let answer: Answer;
  try {
    answer = await db.transaction(async (tx) => {
      const result = await work(tx);
      if (scope) await completeIdempotent(tx, scope, result.status, asJson(result.body));
      return result;
    });
  } catch (error) {
    if (options.onFailure) await options.onFailure().catch(() => {});
    if (scope) {
      const problem = toProblem(error);
      if (isStoredAnswer(problem.status)) await completeIdempotent(db, scope, problem.status, problemToJson(problem));
      else await releaseIdempotent(db, scope);
    }
    throw error;
  }
  return reply.code(answer.status).send(answer.body);
}

function sendReplay(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  reply.header('idempotent-replayed', 'true').code(status);
  if (status >= 400) return reply.type(PROBLEM_CONTENT_TYPE).serializer(JSON.stringify).send(body);
  return reply.send(body);
}

function asJson(body: unknown): unknown {
  return body === undefined ? null : JSON.parse(JSON.stringify(body));
}

function problemToJson(problem: HttpProblem): ProblemWire {
  const extra: Partial<ProblemWire> = {};
  if (problem.detail !== undefined) extra.detail = problem.detail;
  if (problem.errors !== undefined) extra.errors = problem.errors;
  return problemBody(problem.status, problem.code, problem.title, extra);
}
