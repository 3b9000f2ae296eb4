// The bulk letter action (issue #37): an agent sends the demand letters of many claims at once (all
// claims on one cancelled flight). Each claim gets one 'desk' job in the durable queue
// (notification_jobs), written in one transaction; the desk worker (send-worker.ts) runs each through
// the one send service (send.ts), so a bulk send prints and mails exactly what a single send does.
// Idempotent per claim: the job is unique per claim (a second bulk send reports it as queued), a claim
// already at the airline is skipped, and a job that ended without sending can be queued again.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { claimCases } from '../db/schema/desk.ts';
import { notificationJobs, notifications } from '../db/schema/notifications.ts';
import { HttpProblem } from '../http/problem.ts';
import { airlineUserId } from './send.ts';

/** What the bulk action did with one claim. */
export type BulkSendResult = 'queued' | 'already-queued' | 'already-sent' | 'not-sendable';

export interface BulkSendItem {
  claim_id: string;
  result: BulkSendResult;
  /** Why it was not queued: the claim's status or the case's stage. */
  detail?: string;
}

/** The job's notification key: one send job per claim. */
export const sendEventKey = (claimId: string) => `airline-send:${claimId}`;

/** Only a submitted claim, or one processing whose letter has not gone yet, can be sent. */
const SENDABLE = ['submitted', 'processing'];

function unknownClaims(ids: string[]): HttpProblem {
  return new HttpProblem(404, 'claim-not-found', 'Claim not found', {
    detail: `${ids.length} of the claims named do not exist: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}`,
    errors: ids.map((id) => ({ field: 'claim_ids', message: `No claim ${id}` })),
  });
}

/** Queues one send job per claim; refuses the whole request (nothing queued) when an id is unknown. */
export async function queueBulkSend(tx: DbOrTx, claimIds: string[], actor: { id: string; ip: string }): Promise<BulkSendItem[]> {
  const ids = [...new Set(claimIds.map((id) => id.toLowerCase()))];
  const rows = await tx
    .select({ id: claims.id, status: claims.status, stage: claimCases.stage })
    .from(claims)
    .leftJoin(claimCases, eq(claimCases.claimId, claims.id))
    .where(inArray(claims.id, ids));
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw unknownClaims(missing);
  const held = new Map(ids.map((id) => [id, notSendable(id, found.get(id)!)]));
  const queuedNow = await insertSendJobs(
    tx,
    ids.filter((id) => !held.get(id)),
    actor,
  );
  const items: BulkSendItem[] = [];
  for (const id of ids) items.push(held.get(id) ?? { claim_id: id, result: queuedNow.has(id) ? 'queued' : await queueSendAgain(tx, id, actor) });
  return items;
}

/** Why a claim cannot go now, as its item (it went already, or its status does not allow it); null when it can. */
function notSendable(id: string, row: { status: string; stage: string | null }): BulkSendItem | null {
  if (row.stage && row.stage !== 'preparing') return { claim_id: id, result: 'already-sent', detail: row.stage };
  if (!SENDABLE.includes(row.status)) return { claim_id: id, result: 'not-sendable', detail: row.status };
  return null;
}

const sendData = (claimId: string, actor: { id: string; ip: string }) => ({ claim_id: claimId, actor_id: actor.id, actor_ip: actor.ip });

/**
 * The claims' first send jobs, two statements for the whole action (a flight's claims are sent
 * together; issue #37): answers the claims that got one. A claim that had a job before is left to
 * queueSendAgain. Rows go in id order, so two actions naming the same claims lock them alike.
 */
async function insertSendJobs(tx: DbOrTx, claimIds: string[], actor: { id: string; ip: string }): Promise<Set<string>> {
  if (claimIds.length === 0) return new Set();
  const inserted = await tx
    .insert(notifications)
    .values(
      [...claimIds].sort().map((claimId) => ({
        id: uuidv7(),
        userId: airlineUserId(claimId),
        claimId,
        kind: 'airline-send' as const,
        eventKey: sendEventKey(claimId),
        data: sendData(claimId, actor),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, claimId: notifications.claimId });
  if (inserted.length > 0) {
    await tx.insert(notificationJobs).values(inserted.map(({ id }) => ({ deliveryKey: `desk:${id}`, channel: 'desk' as const, notificationId: id })));
  }
  return new Set(inserted.map(({ claimId }) => claimId!));
}

/** A claim whose job exists: still waiting ('already-queued'), or ended without a letter and queued again. */
async function queueSendAgain(tx: DbOrTx, claimId: string, actor: { id: string; ip: string }): Promise<BulkSendResult> {
  // Sent before, dropped (refused: the airline was unknown then) or dead: due again for this agent.
  const again = await tx
    .update(notificationJobs)
    .set({ state: 'pending', attempts: 0, runAt: sql`now()`, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(notificationJobs.channel, 'desk'),
        inArray(notificationJobs.state, ['done', 'dropped', 'dead']),
        inArray(
          notificationJobs.notificationId,
          tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.userId, airlineUserId(claimId)), eq(notifications.eventKey, sendEventKey(claimId)))),
        ),
      ),
    )
    .returning({ id: notificationJobs.id });
  if (again.length === 0) return 'already-queued';
  await tx
    .update(notifications)
    .set({ data: sendData(claimId, actor) })
    .where(and(eq(notifications.userId, airlineUserId(claimId)), eq(notifications.eventKey, sendEventKey(claimId))));
  return 'queued';
}
