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
  const items: BulkSendItem[] = [];
  for (const id of ids) {
    const row = found.get(id)!;
    if (row.stage && row.stage !== 'preparing') items.push({ claim_id: id, result: 'already-sent', detail: row.stage });
    else if (!SENDABLE.includes(row.status)) items.push({ claim_id: id, result: 'not-sendable', detail: row.status });
    else items.push({ claim_id: id, result: await queueSendJob(tx, id, actor) });
  }
  return items;
}

/** One claim's job: new, still waiting ('already-queued'), or ended without a letter and queued again. */
async function queueSendJob(tx: DbOrTx, claimId: string, actor: { id: string; ip: string }): Promise<BulkSendResult> {
  const [inserted] = await tx
    .insert(notifications)
    .values({
      id: uuidv7(),
      userId: airlineUserId(claimId),
      claimId,
      kind: 'airline-send',
      eventKey: sendEventKey(claimId),
      data: { claim_id: claimId, actor_id: actor.id, actor_ip: actor.ip },
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (inserted) {
    await tx.insert(notificationJobs).values({ deliveryKey: `desk:${inserted.id}`, channel: 'desk', notificationId: inserted.id });
    return 'queued';
  }
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
    .set({ data: { claim_id: claimId, actor_id: actor.id, actor_ip: actor.ip } })
    .where(and(eq(notifications.userId, airlineUserId(claimId)), eq(notifications.eventKey, sendEventKey(claimId))));
  return 'queued';
}
