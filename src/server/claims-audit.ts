// The back office's audit log (claim_events): one append-only row per agent action on a claim,
// with the agent's user id, the time, the reason and the details. The table refuses UPDATE and
// DELETE (trigger, migration 0006); rows go only with their claim.
import { asc, eq } from 'drizzle-orm';
import type { ClaimStatus } from '../domain/claim/index.ts';
import type { DbOrTx } from './db/database.ts';
import { claimEvents } from './db/schema/claims.ts';

export type ClaimEventRow = typeof claimEvents.$inferSelect;

export interface ClaimEventInput {
  claimId: string;
  actorId: string;
  action: string;
  fromStatus?: ClaimStatus | null;
  toStatus?: ClaimStatus | null;
  reason?: string | null;
  /** Action details; `version` is the claim's version after the action. */
  details: Record<string, unknown> & { version: number };
}

export async function recordClaimEvent(db: DbOrTx, event: ClaimEventInput): Promise<void> {
  await db.insert(claimEvents).values({
    claimId: event.claimId,
    actorId: event.actorId,
    action: event.action,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    reason: event.reason ?? null,
    details: event.details,
  });
}

export async function listClaimEvents(db: DbOrTx, claimId: string): Promise<ClaimEventRow[]> {
  return db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId)).orderBy(asc(claimEvents.id));
}

export function toClaimEventWire(row: ClaimEventRow) {
  return {
    id: row.id,
    actor_id: row.actorId,
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    reason: row.reason,
    details: row.details,
    at: row.createdAt.toISOString(),
  };
}
