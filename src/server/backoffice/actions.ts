// Back-office actions on one claim. Each runs in the caller's transaction on the locked row: the
// version check first (another agent acted since the screen loaded: 409 version-conflict with what
// changed), then the action's own rule, then either the status move through the one claim workflow
// (claims/transition.ts) or the action's change, a version bump and one append-only audit event.
import { and, eq, sql } from 'drizzle-orm';
import type { ClaimStatus } from '../../domain/claim/index.ts';
import { can } from '../access.ts';
import { recordClaimEvent } from '../claims-audit.ts';
import { tokenRoles } from '../identity/roles.ts';
import { assertVersion, transitionClaim, type TransitionContext } from '../claims/transition.ts';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { users } from '../db/schema/identity.ts';
import { HttpProblem } from '../http/problem.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { notifyInfoRequested } from '../notify/index.ts';
import { prepareAssignPartner, prepareCourtStep, type PartnerActionInput } from './partner-actions.ts';
import type { DeskDeps } from '../desk/send.ts';
import { applyDeskAction, DESK_ACTIONS, isDeskAction } from './desk-actions.ts';

export const BACKOFFICE_ACTIONS = [
  'assign',
  'unassign',
  'request-info',
  'note',
  'process',
  'approve',
  'reject',
  'pay',
  'assign-partner',
  'court-step',
  ...DESK_ACTIONS,
] as const;
export type BackofficeAction = (typeof BACKOFFICE_ACTIONS)[number];

export interface ActionInput extends PartnerActionInput {
  action: BackofficeAction;
  version: number;
  /** assign: the agent's user id (default: the caller). */
  assignee?: string | undefined;
  /** request-info: the question; note: the note; reject: the reason written for the passenger. */
  text?: string | undefined;
  /** approve: what the airline paid. */
  amount?: number | undefined;
  currency?: string | undefined;
  /** record-filed: the airline's case number. */
  airline_reference?: string | undefined;
  /** record-airline-answer: the answer (validated by the domain) and the day it arrived. */
  answer?: unknown;
  received_on?: string | undefined;
}

const STATUS_OF: Partial<Record<BackofficeAction, ClaimStatus>> = {
  approve: 'approved',
  reject: 'rejected',
  pay: 'paid',
};

function invalid(detail: string, field: string): HttpProblem {
  return new HttpProblem(422, 'validation-failed', 'The action is not valid', { detail, errors: [{ field, message: detail }] });
}

async function checkAssignee(db: DbOrTx, assignee: string, callerId: string): Promise<void> {
  if (assignee === callerId) return;
  const [user] = await db.select({ role: users.role, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, assignee));
  if (!user || !can(tokenRoles(user.role), 'claims.work') || user.deactivatedAt) throw invalid('Assign the claim to an active claims agent.', 'assignee');
}

/** What the action itself writes: its own rule checked, the columns it sets and what the audit event records. */
async function prepare(
  db: DbOrTx,
  row: ClaimRow,
  input: ActionInput,
  actorId: string,
): Promise<{ set: Partial<typeof claims.$inferInsert>; details: Record<string, unknown> }> {
  const text = input.text?.trim() ?? '';
  switch (input.action) {
    case 'assign': {
      const assignee = input.assignee?.toLowerCase() ?? actorId;
      await checkAssignee(db, assignee, actorId);
      return { set: { assignedTo: assignee }, details: { assignee } };
    }
    case 'unassign':
      return { set: { assignedTo: null }, details: {} };
    case 'request-info':
      if (!text) throw invalid('Write the question for the passenger.', 'text');
      return { set: { openRequestAt: new Date() }, details: { question: text } };
    case 'note':
      if (!text) throw invalid('Write the note.', 'text');
      return { set: {}, details: { note: text } };
    case 'approve':
      if (input.amount === undefined || !(input.amount > 0) || !input.currency) throw invalid('Give the amount the airline paid and its currency.', 'amount');
      return { set: {}, details: { amount_received: { amount: input.amount, currency: input.currency.toUpperCase() } } };
    case 'reject':
      if (!text) throw invalid('Write the reason the passenger will read.', 'text');
      return { set: {}, details: {} };
    case 'assign-partner':
      return prepareAssignPartner(db, input);
    case 'court-step':
      return prepareCourtStep(db, row, input, actorId);
    default:
      return { set: {}, details: {} };
  }
}

/** Applies the action to the locked row; returns the updated row. */
export async function applyAction(
  db: DbOrTx,
  row: ClaimRow,
  input: ActionInput,
  actorId: string,
  context: TransitionContext,
  desk?: DeskDeps,
): Promise<ClaimRow> {
  await assertVersion(db, row, input.version);
  if (isDeskAction(input.action)) return applyDeskAction(db, row, { ...input, action: input.action }, actorId, context, desk);
  const { set, details } = await prepare(db, row, input, actorId);
  const to: ClaimStatus | undefined = STATUS_OF[input.action];
  if (to) {
    const reason = input.action === 'reject' ? input.text?.trim() : undefined;
    return transitionClaim(db, row, { to, reason, action: input.action, details }, { id: actorId, role: 'agent' }, context);
  }
  const version = row.version + 1;
  const [updated] = await db
    .update(claims)
    .set({ ...set, version, updatedAt: sql`now()` })
    .where(and(eq(claims.id, row.id), eq(claims.version, row.version)))
    .returning();
  await recordClaimEvent(db, {
    claimId: row.id,
    actorId,
    action: input.action,
    fromStatus: null,
    toStatus: null,
    reason: null,
    details: { ...details, version },
  });
  if (input.action === 'request-info') await notifyInfoRequested(db, updated!);
  return updated!;
}
