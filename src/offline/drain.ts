// The drain engine: sends the outbox, one operation at a time, from the page or the service
// worker, whichever holds the 'outbox' Web Lock. Requests are built at send time from the stored
// rows, with a fresh token and the operation id as Idempotency-Key; each answer is recorded before
// the next operation starts, so a context killed mid-way loses nothing (the server is idempotent).
// Every request has a deadline scaled to its body (requestTimeoutMs): a connection that hangs
// without failing ends as a network error and is retried like one.
import type { ClaimWire } from '../domain/claim/index.ts';
import type { ClaimsDb, OpError, OutboxOp } from './db.ts';
import type { LockRequest } from './lock.ts';
import {
  claimHeads, classifyResponse, isRefusedDocument, nextDueAt, nextRunnableOp, networkOutcome, NETWORK_ERROR, retryAt, toProblem, type Outcome,
} from './outbox.ts';
import { v7 as uuidv7 } from 'uuid';
import { decodeJwt } from './token-store.ts';

export const OUTBOX_LOCK = 'outbox';

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

export const REQUEST_TIMEOUT_BASE_MS = 30_000;
export const REQUEST_TIMEOUT_CAP_MS = 10 * 60_000;
/** A slow uplink the deadline still allows for (256 kbit/s: poor mobile coverage). */
export const SLOW_UPLINK_BITS_PER_SECOND = 256_000;

/** How long a request with a body of `bytes` may take: 30 s plus its upload at 256 kbit/s, at most 10 min. */
export function requestTimeoutMs(bytes: number): number {
  const upload = Math.ceil((Math.max(0, bytes) * 8 * 1000) / SLOW_UPLINK_BITS_PER_SECOND);
  return Math.min(REQUEST_TIMEOUT_CAP_MS, REQUEST_TIMEOUT_BASE_MS + upload);
}

/** The body's size in bytes, for the bodies buildRequest makes (a JSON string or a multipart Blob). */
export function bodyBytes(body: RequestInit['body']): number {
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

/** AbortSignal.timeout, or its equivalent where it is missing (Safari before 16). */
function deadline(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** fetch with the deadline for its body, joined to a signal the caller already gave. */
function fetchWithTimeout(env: DrainEnv, url: string, init: RequestInit): Promise<Response> {
  const timeout = (env.timeoutSignal ?? deadline)(requestTimeoutMs(bodyBytes(init.body)));
  let signal = timeout;
  if (init.signal) signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : init.signal;
  return env.fetch(url, { ...init, signal });
}

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

/** Operations left 'sending' by a context that died (tab closed, SW killed) go back to the queue. */
async function recoverInterrupted(db: ClaimsDb, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.claims, async () => {
    await db.outbox.where('state').equals('sending').modify({ state: 'pending', updatedAt: now });
    await db.claims.where('syncState').equals('sending').modify({ syncState: 'queued', updatedAt: now });
  });
}

/** Operations waiting out a backoff after a network error become due now (the network is back). */
async function retryNetworkFailuresNow(db: ClaimsDb, now: number): Promise<void> {
  await db.outbox
    .where('state').equals('pending')
    .filter((op) => op.nextAttemptAt > now && op.lastError?.status === 0 && op.lastError.code === NETWORK_ERROR)
    .modify({ nextAttemptAt: now });
}

interface OpResult {
  attempts: number;
  done: boolean;
  claimSent: boolean;
  stop: boolean;
}

type Attempt = Outcome | { kind: 'wait' };

async function runOp(env: DrainEnv, op: OutboxOp): Promise<OpResult> {
  const now = env.now ?? Date.now;
  await env.db.transaction('rw', env.db.outbox, env.db.claims, async () => {
    await env.db.outbox.update(op.seq!, { state: 'sending', updatedAt: now() });
    await env.db.claims.update(op.claimId, { syncState: 'sending', updatedAt: now() });
  });
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
  if (!token) {
    return { kind: 'auth', error: { status: 401, code: 'not-signed-in', title: 'Sign in again to send this claim', at: now() } };
  }
  // Never send one person's claim with another person's token.
  const subject = decodeJwt(token)?.sub;
  if (typeof subject === 'string' && subject !== op.ownerId) return { kind: 'wait' };

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

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('json')) return await response.json();
    await response.text();
  } catch {
    // A cut-off body of a 2xx is still a 2xx; of an error, we keep the status.
  }
  return null;
}

async function record(env: DrainEnv, op: OutboxOp, outcome: Attempt): Promise<Omit<OpResult, 'attempts'>> {
  const { db } = env;
  const now = (env.now ?? Date.now)();
  const attempts = op.attempts + (outcome.kind === 'wait' ? 0 : 1);
  switch (outcome.kind) {
    case 'done': {
      const last = await db.transaction('rw', db.outbox, db.claims, async () => {
        await db.outbox.update(op.seq!, { state: 'done', attempts, lastError: null, updatedAt: now });
        const server = op.kind === 'createClaim' ? claimOf(outcome.body) : null;
        const unfinished = await db.outbox.where('claimId').equals(op.claimId).filter((o) => o.state !== 'done').toArray();
        // A refused document keeps the claim refused (its reason stays) while the rest is sent.
        const syncState = unfinished.some(isRefusedDocument) ? 'rejected' : 'queued';
        await db.claims.update(op.claimId, { syncState, updatedAt: now, ...(server ? { server } : {}) });
        return unfinished.length === 0;
      });
      if (last) await finishClaim(env, op.claimId);
      return { done: true, claimSent: last, stop: false };
    }
    case 'retry':
      await db.transaction('rw', db.outbox, db.claims, async () => {
        const nextAttemptAt = retryAt(attempts, now, outcome.retryAfterMs, env.random);
        await db.outbox.update(op.seq!, { state: 'pending', attempts, nextAttemptAt, lastError: outcome.error, updatedAt: now });
        await db.claims.update(op.claimId, { syncState: 'queued', updatedAt: now });
      });
      return { done: false, claimSent: false, stop: false };
    case 'auth':
      await parkForLogin(db, op, outcome.error, attempts, now);
      return { done: false, claimSent: false, stop: true };
    case 'rejected':
      // Recording a refusal on the server is a courtesy to other devices: never a reason to refuse the claim.
      if (op.kind === 'reportProblem' || op.kind === 'clearProblem') return record(env, op, { kind: 'done', body: null });
      await db.transaction('rw', [db.outbox, db.claims, db.attachments], async () => {
        await db.outbox.update(op.seq!, { state: 'rejected', attempts, lastError: outcome.error, updatedAt: now });
        const problem = await problemFor(db, op, outcome.error);
        await db.claims.update(op.claimId, { syncState: 'rejected', problem, updatedAt: now });
        if (op.kind === 'uploadFile') await reportOnServer(db, op, now);
      });
      return { done: false, claimSent: false, stop: false };
    case 'wait':
      await db.transaction('rw', db.outbox, db.claims, async () => {
        await db.outbox.update(op.seq!, { state: 'pending', updatedAt: now });
        await db.claims.update(op.claimId, { syncState: 'queued', updatedAt: now });
      });
      return { done: false, claimSent: false, stop: true };
  }
}

/** The claim exists on the server: queue recording the refusal there, once, after what is still to send. */
async function reportOnServer(db: ClaimsDb, op: OutboxOp, now: number): Promise<void> {
  const ops = await db.outbox.where('claimId').equals(op.claimId).toArray();
  if (ops.some((o) => o.kind === 'reportProblem' && o.state !== 'done')) return;
  await db.outbox.add({
    opId: uuidv7(), claimId: op.claimId, kind: 'reportProblem', state: 'pending', attempts: 0, nextAttemptAt: now,
    lastError: null, ownerId: op.ownerId, createdAt: now, updatedAt: now,
  });
}

/** The reason to show; for a refused document, which one ("virus.pdf: …"). */
async function problemFor(db: ClaimsDb, op: OutboxOp, error: OpError) {
  const problem = toProblem(error);
  const name = op.kind === 'uploadFile' && op.attachmentId ? (await db.attachments.get(op.attachmentId))?.name : undefined;
  return name ? { ...problem, detail: `${name}: ${problem.detail ?? problem.title}` } : problem;
}

/** The token is not accepted: every unsent claim of this owner waits for them to sign in again. */
async function parkForLogin(db: ClaimsDb, op: OutboxOp, error: OpError, attempts: number, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.claims, async () => {
    await db.outbox.update(op.seq!, { attempts, lastError: error });
    const unfinished = await db.outbox.where('ownerId').equals(op.ownerId).filter((o) => o.state !== 'done').toArray();
    // Only claims on their way; a refused claim stays refused until the person corrects it.
    const waiting = new Set(claimHeads(unfinished).filter((h) => h.state === 'pending' || h.state === 'sending').map((h) => h.claimId));
    for (const o of unfinished) {
      if (waiting.has(o.claimId) && (o.state === 'pending' || o.state === 'sending')) {
        await db.outbox.update(o.seq!, { state: 'needs-login', updatedAt: now });
      }
    }
    for (const claimId of waiting) await db.claims.update(claimId, { syncState: 'needs-login', updatedAt: now });
  });
}

/** The last operation succeeded: keep the server's copy, drop the local documents (privacy). */
async function finishClaim(env: DrainEnv, claimId: string): Promise<void> {
  const { db } = env;
  let server: ClaimWire | null = null;
  try {
    const token = await env.getAccessToken();
    if (token) {
      const response = await fetchWithTimeout(env, `${env.apiBase}/claims/${encodeURIComponent(claimId)}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      if (response.ok) server = claimOf(await response.json());
    }
  } catch {
    // The copy from the create answer will do; the dashboard refreshes it later.
  }
  const now = (env.now ?? Date.now)();
  await db.transaction('rw', [db.claims, db.attachments, db.signatures, db.outbox], async () => {
    await db.claims.update(claimId, { syncState: 'sent', problem: null, updatedAt: now, ...(server ? { server } : {}) });
    await db.attachments.where('claimId').equals(claimId).delete();
    await db.signatures.delete(claimId);
    await db.outbox.where('claimId').equals(claimId).delete();
  });
}

function claimOf(body: unknown): ClaimWire | null {
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && typeof (data as ClaimWire).id === 'string' ? (data as ClaimWire) : null;
}

class LocalDataMissingError extends Error {
  readonly opError: Omit<OpError, 'at'>;
  constructor(title: string) {
    super(title);
    this.opError = { status: 0, code: 'local-data-missing', title };
  }
}

/** The HTTP request for an operation, built from the rows as they are now. */
export async function buildRequest(db: ClaimsDb, apiBase: string, op: OutboxOp, token: string): Promise<{ url: string; init: RequestInit }> {
  const claimPath = `${apiBase}/claims/${encodeURIComponent(op.claimId)}`;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': op.opId,
    Accept: 'application/json, application/problem+json',
  };
  switch (op.kind) {
    case 'createClaim': {
      const claim = await db.claims.get(op.claimId);
      if (!claim?.payload) throw new LocalDataMissingError('The claim is missing on this device');
      headers['Content-Type'] = 'application/json';
      return { url: `${apiBase}/claims`, init: { method: 'POST', headers, body: JSON.stringify({ ...claim.payload, id: op.claimId }) } };
    }
    case 'uploadFile': {
      const attachment = op.attachmentId ? await db.attachments.get(op.attachmentId) : undefined;
      if (!attachment) throw new LocalDataMissingError('A document of this claim is missing on this device');
      const multipart = multipartBody(op.opId, [
        { name: 'attachment_id', value: attachment.id },
        { name: 'file', value: attachment.blob, filename: attachment.name, type: attachment.type },
      ]);
      headers['Content-Type'] = multipart.contentType;
      return { url: `${claimPath}/upload`, init: { method: 'POST', headers, body: multipart.body } };
    }
    case 'reportProblem': {
      const problem = (await db.claims.get(op.claimId))?.problem;
      if (!problem) throw new LocalDataMissingError('The claim is missing on this device');
      headers['Content-Type'] = 'application/json';
      const body = JSON.stringify({ code: problem.code.slice(0, 64).toLowerCase().replace(/[^a-z0-9-]/g, '-') || 'refused', title: problem.title.slice(0, 300), ...(problem.detail ? { detail: problem.detail.slice(0, 1000) } : {}) });
      return { url: `${claimPath}/sync-problem`, init: { method: 'PUT', headers, body } };
    }
    case 'clearProblem':
      return { url: `${claimPath}/sync-problem`, init: { method: 'DELETE', headers } };
    case 'putSignature': {
      const signature = await db.signatures.get(op.claimId);
      if (!signature) throw new LocalDataMissingError('The signature of this claim is missing on this device');
      headers['Content-Type'] = 'application/json';
      const body = JSON.stringify({ signature: await pngDataUrl(signature.blob) });
      return { url: `${claimPath}/signature`, init: { method: 'POST', headers, body } };
    }
  }
}

type Part = { name: string; value: string } | { name: string; value: Blob; filename: string; type: string };

/**
 * multipart/form-data with a boundary derived from the operation id, so a retry sends the same
 * bytes as the first try (FormData picks a random boundary, which breaks body fingerprints of
 * Idempotency-Key servers).
 */
export function multipartBody(key: string, parts: Part[]): { body: Blob; contentType: string } {
  const boundary = `----claim-${key.replace(/[^A-Za-z0-9-]/g, '')}`;
  const chunks: BlobPart[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if (typeof part.value === 'string') {
      chunks.push(`${head}\r\n\r\n${part.value}\r\n`);
    } else if ('filename' in part) {
      head += `; filename="${quote(part.filename)}"\r\nContent-Type: ${part.type}\r\n\r\n`;
      chunks.push(head, part.value, '\r\n');
    }
  }
  chunks.push(`--${boundary}--\r\n`);
  return { body: new Blob(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// As browsers do for FormData (HTML spec: multipart/form-data encoding).
function quote(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

export async function pngDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}
