// The Dexie writes of an operation's life: each answer is recorded (operation state and claim
// syncState together, in one transaction) before the next operation starts, so a context killed
// mid-way loses nothing. Kept apart from the loop in drain.ts, which only decides what runs next.
import type { ClaimWire } from '../domain/claim/index.ts';
import type { ClaimsDb, OpError, OutboxOp } from './db.ts';
import type { DrainEnv } from './drain-env.ts';
import { claimHeads, isRefusedDocument, NETWORK_ERROR, retryAt, toProblem, type Outcome } from './outbox.ts';
import { v7 as uuidv7 } from 'uuid';
import { fetchWithTimeout } from './deadline-fetch.ts';
import { forgetExpenseFiles, markExpenseRefused } from './expenses.ts';
import { answerKey } from './answers.ts';

/** Operations left 'sending' by a context that died (tab closed, SW killed) go back to the queue. */
export async function recoverInterrupted(db: ClaimsDb, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.claims, async () => {
    await db.outbox.where('state').equals('sending').modify({ state: 'pending', updatedAt: now });
    await db.claims.where('syncState').equals('sending').modify({ syncState: 'queued', updatedAt: now });
  });
}

/** Operations waiting out a backoff after a network error become due now (the network is back). */
export async function retryNetworkFailuresNow(db: ClaimsDb, now: number): Promise<void> {
  await db.outbox
    .where('state')
    .equals('pending')
    .filter((op) => op.nextAttemptAt > now && op.lastError?.status === 0 && op.lastError.code === NETWORK_ERROR)
    .modify({ nextAttemptAt: now });
}

export interface OpResult {
  attempts: number;
  done: boolean;
  claimSent: boolean;
  stop: boolean;
}

export type Attempt = Outcome | { kind: 'wait' };

/** The operation is on its way: it and its claim show 'sending' (recoverInterrupted undoes this after a crash). */
export async function markSending(db: ClaimsDb, op: OutboxOp, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.claims, async () => {
    await db.outbox.update(op.seq!, { state: 'sending', updatedAt: now });
    await db.claims.update(op.claimId, { syncState: 'sending', updatedAt: now });
  });
}

/** Writes what the attempt came to: the operation's next state and its claim's syncState. */
export async function record(env: DrainEnv, op: OutboxOp, outcome: Attempt): Promise<Omit<OpResult, 'attempts'>> {
  const { db } = env;
  const now = (env.now ?? Date.now)();
  const attempts = op.attempts + (outcome.kind === 'wait' ? 0 : 1);
  switch (outcome.kind) {
    case 'done': {
      const last = await db.transaction('rw', [db.outbox, db.claims, db.kv], async () => {
        await db.outbox.update(op.seq!, { state: 'done', attempts, lastError: null, updatedAt: now });
        if (op.kind === 'answerRequest') await db.kv.delete(answerKey(op.opId));
        const server = op.kind === 'createClaim' ? claimOf(outcome.body) : null;
        const unfinished = await db.outbox
          .where('claimId')
          .equals(op.claimId)
          .filter((o) => o.state !== 'done')
          .toArray();
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
      // A receipt the server refused keeps its row with the reason (claim page) and holds up nothing.
      if (op.kind === 'uploadExpense') return markExpenseRefused(db, op, outcome.error).then(() => record(env, op, { kind: 'done', body: null }));
      // A refused answer waits on the claim page (its reason, discard); the claim itself is on the server.
      if (op.kind === 'answerRequest') {
        await db.transaction('rw', db.outbox, db.claims, async () => {
          await db.outbox.update(op.seq!, { state: 'rejected', attempts, lastError: outcome.error, updatedAt: now });
          await db.claims.update(op.claimId, { syncState: 'sent', updatedAt: now });
        });
        return { done: false, claimSent: false, stop: false };
      }
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
    opId: uuidv7(),
    claimId: op.claimId,
    kind: 'reportProblem',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    ownerId: op.ownerId,
    createdAt: now,
    updatedAt: now,
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
    const unfinished = await db.outbox
      .where('ownerId')
      .equals(op.ownerId)
      .filter((o) => o.state !== 'done')
      .toArray();
    // Only claims on their way; a refused claim stays refused until the person corrects it.
    const waiting = new Set(
      claimHeads(unfinished)
        .filter((h) => h.state === 'pending' || h.state === 'sending')
        .map((h) => h.claimId),
    );
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
  await forgetExpenseFiles(db, claimId);
}

function claimOf(body: unknown): ClaimWire | null {
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && typeof (data as ClaimWire).id === 'string' ? (data as ClaimWire) : null;
}
