// What the passenger sees of the back office: the agents' questions and decisions (never
// internal notes or assignments), their own answers, and whether a question waits for an answer.
// The words are the claim page's; this answers structured entries.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UpdateKind, UpdateWire } from '../../domain/claim/wire.ts';
import { minorToMajor } from '../../domain/money/minor-units.ts';
import { renderNextStep, type NextStep } from '../../domain/desk/index.ts';
import { recordClaimEvent, type ClaimEventRow } from '../claims-audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimDocuments, claims } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { PAYOUT_ACCOUNT_CHANGED } from './payout-change.ts';
import { HttpProblem } from '../http/problem.ts';

const KIND_OF: Record<string, UpdateKind> = {
  'request-info': 'question',
  answer: 'answer',
  process: 'sent-to-airline',
  approve: 'approved',
  reject: 'rejected',
  pay: 'paid',
  status: 'status',
  [PAYOUT_ACCOUNT_CHANGED]: 'payout-account',
  'assign-partner': 'partner',
  'court-step': 'court',
  escalate: 'escalated',
  'record-body-answer': 'body-answer',
};

export function toUpdate(event: ClaimEventRow, names: ReadonlyMap<string, string>, lang = 'en'): UpdateWire | null {
  const kind = KIND_OF[event.action];
  if (!kind) return null; // notes, assignments: internal
  const d = event.details;
  const update: UpdateWire = { id: event.id, at: event.createdAt.toISOString(), kind };
  if (kind === 'question') update.text = String(d.question ?? '');
  if (kind === 'answer') {
    update.text = String(d.text ?? '');
    update.request_id = Number(d.request_id);
    update.documents = ((d.document_ids as string[] | undefined) ?? []).map((id) => ({ id, name: names.get(id) ?? 'document' }));
  }
  if (kind === 'approved' && d.amount_received) update.amount = d.amount_received as { amount: number; currency: string };
  if (kind === 'rejected' && event.reason) update.text = event.reason;
  if (kind === 'status' && event.toStatus) update.status = event.toStatus;
  if (kind === 'payout-account') update.account = { before: (d.before as string | null | undefined) ?? null, after: String(d.after ?? '') };
  if (kind === 'court') Object.assign(update, courtStep(d));
  if (kind === 'paid') Object.assign(update, payoutSent(d));
  if (kind === 'escalated' || kind === 'body-answer') Object.assign(update, escalationStep(d, lang));
  return update;
}

/** The payout a run's confirmation sent (claims/confirm.ts): the amount, its value date and the bank's reference. */
function payoutSent(d: Record<string, unknown>): Partial<UpdateWire> {
  const paid = d.amount_paid as { amount?: unknown; currency?: unknown } | undefined;
  if (typeof paid?.amount !== 'number' || typeof paid.currency !== 'string') return {};
  const sent: Partial<UpdateWire> = { amount: { amount: minorToMajor(paid.amount, paid.currency), currency: paid.currency } };
  if (typeof d.value_date === 'string') sent.date = d.value_date;
  if (typeof d.bank_reference === 'string') sent.reference = d.bank_reference;
  return sent;
}

/** A court step as the passenger reads it: the firm's own notes stay internal. */
function courtStep(d: Record<string, unknown>): Partial<UpdateWire> {
  const step: Partial<UpdateWire> = { step: String(d.step ?? ''), date: String(d.date ?? '') };
  if (typeof d.court === 'string') step.court = d.court;
  if (typeof d.case_number === 'string') step.case_number = d.case_number;
  if (typeof d.amount_minor === 'number' && typeof d.currency === 'string')
    step.amount = { amount: minorToMajor(d.amount_minor, d.currency), currency: d.currency };
  return step;
}

/** The step to a body or a court, in the passenger's language, with its id and values for the app. */
function escalationStep(d: Record<string, unknown>, lang: string): Partial<UpdateWire> {
  const message = d.passenger as NextStep | undefined;
  if (!message?.messageId) return {};
  return { message_id: message.messageId, values: message.values ?? {}, text: renderNextStep(message, lang) };
}

/** The question still waiting for the passenger, if any. */
export function openQuestion(row: Pick<ClaimRow, 'openRequestAt'>, events: readonly ClaimEventRow[]): { id: number; text: string; at: string } | null {
  if (!row.openRequestAt) return null;
  const question = [...events].reverse().find((e) => e.action === 'request-info');
  if (!question || events.some((e) => e.action === 'answer' && Number(e.details.request_id) === question.id)) return null;
  return { id: question.id, text: String(question.details.question ?? ''), at: question.createdAt.toISOString() };
}

export interface AnswerInput {
  requestId: number;
  text: string;
  documentIds: string[];
}

/** Records the passenger's answer on the locked row: the question closes and the version moves (agents see it changed). */
export async function recordAnswer(tx: DbOrTx, row: ClaimRow, events: readonly ClaimEventRow[], userId: string, input: AnswerInput): Promise<void> {
  const open = openQuestion(row, events);
  if (!open || open.id !== input.requestId) {
    throw new HttpProblem(409, 'question-not-open', 'This question is no longer waiting for an answer', {
      detail: 'It was answered already or withdrawn. Reload the claim to see what is asked now.',
    });
  }
  const ids = [...new Set(input.documentIds.map((id) => id.toLowerCase()))];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: claimDocuments.id })
      .from(claimDocuments)
      .where(and(eq(claimDocuments.claimId, row.id), inArray(claimDocuments.id, ids)));
    if (found.length !== ids.length) {
      throw new HttpProblem(422, 'validation-failed', 'A document of the answer is missing', {
        errors: [{ field: 'document_ids', message: 'Upload each file of the answer to this claim first' }],
      });
    }
  }
  const version = row.version + 1;
  await tx
    .update(claims)
    .set({ openRequestAt: null, version, updatedAt: sql`now()` })
    .where(eq(claims.id, row.id));
  await recordClaimEvent(tx, {
    claimId: row.id,
    actorId: userId,
    action: 'answer',
    details: { request_id: input.requestId, text: input.text, document_ids: ids, version },
  });
}
