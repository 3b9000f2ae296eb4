// The one way a claim changes status (documenso's send-document: one service per business action,
// called by every API that needs it). PATCH /api/claims/{id}/status (the passenger's submit and
// withdraw) and the back office's actions both call transitionClaim; it checks the move against the
// status machine, then writes the history, the compensation status and the version, records the
// agent's move in the claim's audit log, notifies the passenger and logs the security event.
import { and, eq, sql } from 'drizzle-orm';
import { checkTransition, compensationStatusAfter, type Actor, type ClaimStatus } from '../../domain/claim/index.ts';
import { audit } from '../audit.ts';
import { listClaimEvents, recordClaimEvent } from '../claims-audit.ts';
import { assertOwnerVerifiedFor } from '../claims-verification.ts';
import type { DbOrTx } from '../db/database.ts';
import { claims, type StatusChange } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { assertWithdrawalAllowed } from '../http/quotas.ts';
import type { Limits } from '../limits.ts';
import { notifyStatusChange, type PaidNotice } from '../notify/index.ts';

export interface TransitionActor {
  id: string;
  role: Actor;
}

/** Where the move comes from: what the checks and the security log need. */
export interface TransitionContext {
  embeddedIdentity: boolean;
  limits: Limits;
  log: { info(object: object, message: string): void };
  ip: string;
}

export interface Move {
  to: ClaimStatus;
  /** The reason written for the passenger (a rejection) or given with a withdrawal. */
  reason?: string | undefined;
  /** The audit log's name for the move (the back-office action, e.g. `approve`). */
  action: string;
  /** What the audit event records besides the version (e.g. the amount received). */
  details?: Record<string, unknown>;
  /** What the passenger's notification says besides the claim's facts (a payout's amount, value date and bank reference). */
  notice?: PaidNotice;
}

/** 409 version-conflict when the caller decided on an older version, saying what changed since. */
export async function assertVersion(db: DbOrTx, row: ClaimRow, seen: number): Promise<void> {
  if (seen === row.version) return;
  const events = (await listClaimEvents(db, row.id)).filter((e) => Number(e.details.version) > seen);
  const changes = events.map((e) => (e.toStatus ? `${e.action} (${e.fromStatus} → ${e.toStatus})` : e.action));
  const what = changes.length > 0 ? ` Since then: ${changes.join(', ')}.` : '';
  throw new HttpProblem(409, 'version-conflict', 'Someone else changed this claim', {
    detail: `You saw version ${seen}; it is now version ${row.version}, status ${row.status}.${what} Reload it and decide again.`,
  });
}

/** Refuses a move the status machine does not have (409) or does not give this actor (403). */
function assertMove(from: ClaimStatus, to: ClaimStatus, actor: Actor): void {
  const verdict = checkTransition(from, to, actor);
  if (verdict === 'illegal')
    throw new HttpProblem(409, 'illegal-transition', 'This status change is not possible', { detail: `A ${from} claim cannot become ${to}.` });
  if (verdict === 'forbidden') throw new HttpProblem(403, 'transition-forbidden', 'Only a claims agent can make this status change');
}

/** Moves the locked row to `move.to` in the caller's transaction; returns the updated row. */
export async function transitionClaim(db: DbOrTx, row: ClaimRow, move: Move, actor: TransitionActor, context: TransitionContext): Promise<ClaimRow> {
  const { to } = move;
  assertMove(row.status, to, actor.role);
  if (actor.role === 'passenger') assertWithdrawalAllowed(context.limits, row.statusHistory, row.status, to);
  await assertOwnerVerifiedFor(db, row.userId, to, context.embeddedIdentity);

  const change: StatusChange = { status: to, at: new Date().toISOString(), by: actor.role, by_user_id: actor.id };
  if (move.reason) change.reason = move.reason;
  const compensationStatus = compensationStatusAfter(to);
  const version = row.version + 1;
  const [updated] = await db
    .update(claims)
    .set({
      status: to,
      statusHistory: sql`${claims.statusHistory} || ${JSON.stringify([change])}::jsonb`,
      version,
      updatedAt: sql`now()`,
      ...(compensationStatus ? { compensationStatus } : {}),
    })
    .where(and(eq(claims.id, row.id), eq(claims.version, row.version)))
    .returning();
  if (!updated) throw new HttpProblem(409, 'version-conflict', 'Someone else changed this claim', { detail: 'Reload it and decide again.' });

  // The passenger's own moves are in the status history; the audit log is the team's work.
  if (actor.role === 'agent') {
    await recordClaimEvent(db, {
      claimId: row.id,
      actorId: actor.id,
      action: move.action,
      fromStatus: row.status,
      toStatus: to,
      reason: move.reason ?? null,
      details: { ...move.details, version },
    });
  }
  await notifyStatusChange(db, updated, actor.role, move.notice);
  audit(context.log, 'claim.status-changed', { claimId: row.id, from: row.status, to, actorId: actor.id, actorRole: actor.role, ip: context.ip });
  return updated;
}
