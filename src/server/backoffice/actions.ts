// Back-office actions on one claim. Each runs in the caller's transaction on the locked row:
// the version check first (another agent acted since the screen loaded: 409 version-conflict with
// what changed), then the action, a version bump, and one append-only audit event. Status moves
// follow the status machine of src/domain/claim/status.ts and append to status_history as the
// PATCH /api/claims/{id}/status route does.
import { and, eq, sql } from 'drizzle-orm';
import { checkTransition, type ClaimStatus } from '../../domain/claim/index.ts';
import { listClaimEvents, recordClaimEvent } from '../claims-audit.ts';
import { assertOwnerVerifiedFor } from '../claims-verification.ts';
import type { DbOrTx } from '../db/database.ts';
import { claims, type StatusChange } from '../db/schema/claims.ts';
import { users } from '../db/schema/identity.ts';
import { HttpProblem } from '../http/problem.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { notifyInfoRequested, notifyStatusChange } from '../notify/index.ts';

export const BACKOFFICE_ACTIONS = ['assign', 'unassign', 'request-info', 'note', 'process', 'approve', 'reject', 'pay'] as const;
export type BackofficeAction = (typeof BACKOFFICE_ACTIONS)[number];

export interface ActionInput {
  action: BackofficeAction;
  version: number;
  /** assign: the agent's user id (default: the caller). */
  assignee?: string | undefined;
  /** request-info: the question; note: the note; reject: the reason written for the passenger. */
  text?: string | undefined;
  /** approve: what the airline paid. */
  amount?: number | undefined;
  currency?: string | undefined;
}

const STATUS_OF: Partial<Record<BackofficeAction, ClaimStatus>> = {
  process: 'processing',
  approve: 'approved',
  reject: 'rejected',
  pay: 'paid',
};
const COMPENSATION_STATUS: Partial<Record<ClaimStatus, string>> = { approved: 'approved', rejected: 'rejected', paid: 'paid' };

function invalid(detail: string, field: string): HttpProblem {
  return new HttpProblem(422, 'validation-failed', 'The action is not valid', { detail, errors: [{ field, message: detail }] });
}

async function versionConflict(db: DbOrTx, row: ClaimRow, seen: number): Promise<HttpProblem> {
  const events = (await listClaimEvents(db, row.id)).filter((e) => Number(e.details.version) > seen);
  const changes = events.map((e) => (e.toStatus ? `${e.action} (${e.fromStatus} → ${e.toStatus})` : e.action));
  const what = changes.length > 0 ? ` Since then: ${changes.join(', ')}.` : '';
  return new HttpProblem(409, 'version-conflict', 'Someone else changed this claim', {
    detail: `You saw version ${seen}; it is now version ${row.version}, status ${row.status}.${what} Reload it and decide again.`,
  });
}

async function checkAssignee(db: DbOrTx, assignee: string, callerId: string): Promise<void> {
  if (assignee === callerId) return;
  const [user] = await db.select({ role: users.role, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, assignee));
  if (!user || user.role === 'passenger' || user.deactivatedAt) throw invalid('Assign the claim to an active claims agent.', 'assignee');
}

/** Applies the action to the locked row; returns the updated row. */
export async function applyAction(db: DbOrTx, row: ClaimRow, input: ActionInput, actorId: string, embeddedIdentity: boolean): Promise<ClaimRow> {
  if (input.version !== row.version) throw await versionConflict(db, row, input.version);
  const text = input.text?.trim() ?? '';
  const set: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const to: ClaimStatus | undefined = STATUS_OF[input.action];

  switch (input.action) {
    case 'assign': {
      const assignee = input.assignee?.toLowerCase() ?? actorId;
      await checkAssignee(db, assignee, actorId);
      set.assignedTo = assignee;
      details.assignee = assignee;
      break;
    }
    case 'unassign':
      set.assignedTo = null;
      break;
    case 'request-info':
      if (!text) throw invalid('Write the question for the passenger.', 'text');
      set.openRequestAt = new Date();
      details.question = text;
      break;
    case 'note':
      if (!text) throw invalid('Write the note.', 'text');
      details.note = text;
      break;
    case 'approve':
      if (input.amount === undefined || !(input.amount > 0) || !input.currency) throw invalid('Give the amount the airline paid and its currency.', 'amount');
      details.amount_received = { amount: input.amount, currency: input.currency.toUpperCase() };
      break;
    case 'reject':
      if (!text) throw invalid('Write the reason the passenger will read.', 'text');
      break;
  }

  if (to) {
    const verdict = checkTransition(row.status, to, 'agent');
    if (verdict !== 'allowed') {
      throw new HttpProblem(409, 'illegal-transition', 'This status change is not possible', { detail: `A ${row.status} claim cannot become ${to}.` });
    }
    await assertOwnerVerifiedFor(db, row.userId, to, embeddedIdentity);
    const change: StatusChange = { status: to, at: new Date().toISOString(), by: 'agent', by_user_id: actorId };
    if (input.action === 'reject') change.reason = text;
    set.status = to;
    set.statusHistory = sql`${claims.statusHistory} || ${JSON.stringify([change])}::jsonb`;
    const compensationStatus = COMPENSATION_STATUS[to];
    if (compensationStatus) set.compensationStatus = compensationStatus;
  }

  const version = row.version + 1;
  const [updated] = await db
    .update(claims)
    .set({ ...(set as Partial<typeof claims.$inferInsert>), version, updatedAt: sql`now()` })
    .where(and(eq(claims.id, row.id), eq(claims.version, row.version)))
    .returning();
  await recordClaimEvent(db, {
    claimId: row.id,
    actorId,
    action: input.action,
    fromStatus: to ? row.status : null,
    toStatus: to ?? null,
    reason: input.action === 'reject' ? text : null,
    details: { ...details, version },
  });
  if (to) await notifyStatusChange(db, updated!, 'agent');
  if (input.action === 'request-info') await notifyInfoRequested(db, updated!);
  return updated!;
}

/** For the PATCH status route: bump the version and, for an agent's move, record it. */
export async function auditStatusPatch(
  db: DbOrTx,
  claimId: string,
  actorId: string,
  from: ClaimStatus,
  to: ClaimStatus,
  reason: string | undefined,
  agent: boolean,
): Promise<void> {
  const [row] = await db
    .update(claims)
    .set({ version: sql`${claims.version} + 1` })
    .where(eq(claims.id, claimId))
    .returning({ version: claims.version });
  if (agent)
    await recordClaimEvent(db, {
      claimId,
      actorId,
      action: 'status',
      fromStatus: from,
      toStatus: to,
      reason: reason ?? null,
      details: { version: row!.version },
    });
}
