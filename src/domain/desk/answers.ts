// What an airline can answer to our demand letter: one catalogue, validated here so the back office
// refuses what the server refuses, with the same message. Money in minor units.
import type { Cause } from '../compensation/journey-facts.ts';
import { CAUSE_CATALOGUE, causeAssessment, type Judgment } from '../compensation/causes.ts';

export const ANSWER_KINDS = ['accepted', 'offer', 'voucher', 'rejected', 'paid-passenger', 'no-answer'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export const REJECTION_REASONS = ['extraordinary', 'not-operating-carrier', 'time-barred', 'already-paid', 'documents-missing', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export interface Amount {
  /** Minor units (cents, pence, kuruş). */
  amountMinor: number;
  /** ISO 4217 */
  currency: string;
}

export type AirlineAnswer =
  | ({ kind: 'accepted'; promisedOn: string } & Amount)
  | ({ kind: 'offer' } & Amount)
  | ({ kind: 'voucher' } & Amount)
  | { kind: 'rejected'; reason: 'extraordinary'; cause: Cause; note?: string }
  | { kind: 'rejected'; reason: Exclude<RejectionReason, 'extraordinary'>; note?: string }
  | ({ kind: 'paid-passenger' } & Partial<Amount>)
  | { kind: 'no-answer' };

export type AnswerCheck = { ok: true; answer: AirlineAnswer } | { ok: false; field: string; message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const MAX_MINOR = 100_000_000;
const MAX_NOTE = 2000;

/** What a refused answer says, on the device and from the server alike (the back office translates them). */
export const ANSWER_CHECK_MESSAGES = {
  kind: 'Choose what the airline answered.',
  promisedOn: 'Enter the date by which the airline promised to pay.',
  reason: 'Choose the reason the airline gave.',
  note: 'Keep the note under 2000 characters.',
  cause: 'Choose the cause the airline named.',
  amount: 'Enter the amount, more than zero.',
  currency: 'Enter the currency as a three-letter code (EUR, GBP, TRY).',
} as const;

const fail = (field: string, message: string): AnswerCheck => ({ ok: false, field, message });

/** Reads one answer from untrusted input (a request body, a form). */
export function parseAirlineAnswer(input: unknown): AnswerCheck {
  if (!input || typeof input !== 'object') return fail('kind', ANSWER_CHECK_MESSAGES.kind);
  const o = input as Record<string, unknown>;
  const kind = o.kind;
  if (typeof kind !== 'string' || !(ANSWER_KINDS as readonly string[]).includes(kind)) {
    return fail('kind', ANSWER_CHECK_MESSAGES.kind);
  }
  switch (kind as AnswerKind) {
    case 'accepted': {
      const amount = readAmount(o, true);
      if (!amount.ok) return amount;
      if (!isDay(o.promisedOn)) return fail('promisedOn', ANSWER_CHECK_MESSAGES.promisedOn);
      return { ok: true, answer: { kind: 'accepted', ...amount.amount, promisedOn: o.promisedOn } };
    }
    case 'offer':
    case 'voucher': {
      const amount = readAmount(o, true);
      if (!amount.ok) return amount;
      return { ok: true, answer: { kind: kind as 'offer' | 'voucher', ...amount.amount } };
    }
    case 'rejected':
      return readRejection(o);
    case 'paid-passenger': {
      if (o.amountMinor === undefined && o.currency === undefined) return { ok: true, answer: { kind: 'paid-passenger' } };
      const amount = readAmount(o, false);
      if (!amount.ok) return amount;
      return { ok: true, answer: { kind: 'paid-passenger', ...amount.amount } };
    }
    case 'no-answer':
      return { ok: true, answer: { kind: 'no-answer' } };
  }
}

function readRejection(o: Record<string, unknown>): AnswerCheck {
  const reason = o.reason;
  if (typeof reason !== 'string' || !(REJECTION_REASONS as readonly string[]).includes(reason)) {
    return fail('reason', ANSWER_CHECK_MESSAGES.reason);
  }
  const note = o.note;
  if (note !== undefined && (typeof note !== 'string' || note.length > MAX_NOTE)) {
    return fail('note', ANSWER_CHECK_MESSAGES.note);
  }
  const withNote = typeof note === 'string' && note.trim() ? { note: note.trim() } : {};
  if (reason === 'extraordinary') {
    const cause = o.cause;
    if (typeof cause !== 'string' || !Object.hasOwn(CAUSE_CATALOGUE, cause)) {
      return fail('cause', ANSWER_CHECK_MESSAGES.cause);
    }
    return { ok: true, answer: { kind: 'rejected', reason, cause: cause as Cause, ...withNote } };
  }
  return { ok: true, answer: { kind: 'rejected', reason: reason as Exclude<RejectionReason, 'extraordinary'>, ...withNote } };
}

function readAmount(o: Record<string, unknown>, positive: boolean): { ok: true; amount: Amount } | { ok: false; field: string; message: string } {
  const minor = o.amountMinor;
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor < (positive ? 1 : 0) || minor > MAX_MINOR) {
    return { ok: false, field: 'amountMinor', message: ANSWER_CHECK_MESSAGES.amount };
  }
  if (typeof o.currency !== 'string' || !CURRENCY.test(o.currency)) {
    return { ok: false, field: 'currency', message: ANSWER_CHECK_MESSAGES.currency };
  }
  return { ok: true, amount: { amountMinor: minor, currency: o.currency } };
}

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** What the agent does next after an answer. */
export type AnswerFollowUp = 'await-payment' | 'ask-passenger' | 'rebut' | 'escalate' | 'send-documents' | 'check-carrier' | 'check-payment' | 'close';

/**
 * The follow-up to an answer. A cause the case law does not accept (a technical fault, its own
 * staff's strike, crew illness) or leaves to the airline to prove is rebutted with the judgments
 * (compensation/causes.ts); a cause the case law accepts goes to the enforcement body, which can
 * ask the airline for its proof that it happened and that it took all reasonable measures.
 */
export function followUpOf(answer: AirlineAnswer): AnswerFollowUp {
  switch (answer.kind) {
    case 'accepted':
      return 'await-payment';
    case 'offer':
    case 'voucher':
      return 'ask-passenger';
    case 'paid-passenger':
      return 'check-payment';
    case 'no-answer':
      return 'escalate';
    case 'rejected':
      return followUpOfRejection(answer);
  }
}

function followUpOfRejection(answer: Extract<AirlineAnswer, { kind: 'rejected' }>): AnswerFollowUp {
  switch (answer.reason) {
    case 'extraordinary':
      return causeAssessment(answer.cause).verdict === 'accepted-as-extraordinary' ? 'escalate' : 'rebut';
    case 'not-operating-carrier':
      return 'check-carrier';
    case 'documents-missing':
      return 'send-documents';
    case 'already-paid':
      return 'check-payment';
    case 'time-barred':
    case 'other':
      return 'rebut';
  }
}

/** The judgments a rebuttal cites against a refusal, or none when there is nothing to rebut. */
export function rebuttalGrounds(answer: AirlineAnswer): Judgment[] {
  if (answer.kind !== 'rejected' || followUpOf(answer) !== 'rebut') return [];
  if (answer.reason === 'extraordinary') return causeAssessment(answer.cause).judgments;
  if (answer.reason === 'time-barred') {
    return [
      {
        case: 'C-139/11',
        name: 'Moré v KLM',
        point: "The time limit for compensation claims is set by national law, not by the Montreal Convention's two years.",
      },
    ];
  }
  return [{ case: 'Art. 5(3)', name: 'EC 261/2004', point: 'The carrier must prove extraordinary circumstances and that it took all reasonable measures.' }];
}

/**
 * The answer as the clock reads it once the passenger decided on an offer or a voucher: accepted,
 * it is a promise to pay within our pay-by period; refused, the claim goes on (escalation).
 */
export function answerAfterDecision(
  answer: AirlineAnswer,
  decision: 'accepted' | 'refused' | null,
  decidedOn: string | null,
  payWithinDays: number,
): AirlineAnswer {
  if ((answer.kind !== 'offer' && answer.kind !== 'voucher') || !decision || !decidedOn) return answer;
  if (decision === 'refused') return { kind: 'no-answer' };
  const promisedOn = new Date(Date.parse(`${decidedOn}T00:00:00Z`) + payWithinDays * 86_400_000).toISOString().slice(0, 10);
  return { kind: 'accepted', amountMinor: answer.amountMinor, currency: answer.currency, promisedOn };
}
