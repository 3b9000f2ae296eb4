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
import { passengerLocale } from '../notify/locale.ts';
import { isEmailVerified } from '../identity/users.ts';
import { PROBLEM_CODES } from '../../domain/problem-codes.ts';
import type { DeskDeps } from '../desk/send.ts';
import { applyDeskAction, DESK_ACTIONS, isDeskAction } from './desk-actions.ts';
import { applyPaymentAction } from './money-actions.ts';
import { prepareAssignPartner, prepareCourtStep, type PartnerActionInput } from './partner-actions.ts';
import { readyQuestion, type ReadyQuestionId } from './ready-questions.ts';

export const BACKOFFICE_ACTIONS = [
  'assign',
  'unassign',
  'request-info',
  'note',
  'process',
  'record-airline-payment',
  'approve',
  'reject',
  'resend-verification',
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
  /** request-info: a ready-made question instead of `text`, sent in the passenger's language. */
  question?: ReadyQuestionId | undefined;
  /** approve: what the airline paid, in major units (the older form of record-airline-payment). */
  amount?: number | undefined;
  currency?: string | undefined;
  /** record-airline-payment (money-actions.ts): amount in minor units, value date, bank reference. */
  amount_minor?: number | undefined;
  value_date?: string | undefined;
  bank_reference?: string | undefined;
  accept_difference?: boolean | undefined;
  /** record-filed: the airline's case number. */
  airline_reference?: string | undefined;
  /** record-airline-answer: the answer (validated by the domain) and the day it arrived. */
  answer?: unknown;
  received_on?: string | undefined;
  /** escalate: neb, adr, shgm, gcaa, dot or court; confirm_early files before the waiting period ends. */
  to?: string | undefined;
  confirm_early?: boolean | undefined;
  /** record-body-answer: the body's case number. */
  body_reference?: string | undefined;
}

/** What an action needs from outside the database: the passenger's allowance of confirmation mails. */
export interface ActionServices {
  /** 429 when the owner's confirmation mails are used up (the passenger's own resends count too); else counts one. */
  allowVerificationResend(ownerId: string): Promise<void>;
  /** The airline desk's printer and settings (send-to-airline). */
  desk?: DeskDeps | undefined;
}

const STATUS_OF: Partial<Record<BackofficeAction, ClaimStatus>> = {
  approve: 'approved',
  reject: 'rejected',
};

function invalid(detail: string, field: string): HttpProblem {
  return new HttpProblem(422, 'validation-failed', 'The action is not valid', { detail, errors: [{ field, message: detail }] });
}

/** The question as the passenger will read it: a ready-made one in their language, or the agent's own words. */
async function questionOf(db: DbOrTx, row: ClaimRow, id: ReadyQuestionId | undefined, text: string): Promise<Record<string, unknown>> {
  if (id && text) throw invalid('Choose a ready-made question or write your own, not both.', 'text');
  if (!id) {
    if (!text) throw invalid('Write the question for the passenger.', 'text');
    return { question: text };
  }
  const locale = await passengerLocale(db, row.userId);
  return { question: readyQuestion(id, locale), question_id: id, locale };
}

const alreadyVerified = () =>
  new HttpProblem(409, 'email-already-verified', PROBLEM_CODES['email-already-verified'].meaning, {
    detail: 'The passenger confirmed their address (or the identity provider did); the claim can be worked on.',
  });

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
  { context, services }: { context: TransitionContext; services: ActionServices },
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
      return { set: { openRequestAt: new Date() }, details: await questionOf(db, row, input.question, text) };
    case 'resend-verification':
      // With an external identity provider the address is the provider's to confirm.
      if (!context.embeddedIdentity || (await isEmailVerified(db, row.userId))) throw alreadyVerified();
      await services.allowVerificationResend(row.userId);
      return { set: {}, details: {} };
    case 'note':
      if (!text) throw invalid('Write the note.', 'text');
      return { set: {}, details: { note: text } };
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
  services: ActionServices,
): Promise<ClaimRow> {
  await assertVersion(db, row, input.version);
  if (isDeskAction(input.action)) return applyDeskAction(db, row, { ...input, action: input.action }, actorId, context, services.desk);
  if (input.action === 'approve' || input.action === 'record-airline-payment')
    return applyPaymentAction(db, row, { ...input, action: input.action }, actorId, context);
  const { set, details } = await prepare(db, row, input, actorId, { context, services });
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
