// What a body (NEB, ADR, SHGM, GCAA/DCAA, DOT) or a court answers once the agent escalated: one
// catalogue, validated here so the back office refuses what the server refuses, with the same
// message (like domain/desk/answers.ts for the airline). Money in minor units.
import type { EscalationTarget } from './readiness.ts';

export const BODY_ANSWER_KINDS = ['upheld', 'rejected', 'airline-paid', 'no-jurisdiction', 'no-decision'] as const;
export type BodyAnswerKind = (typeof BODY_ANSWER_KINDS)[number];

export type BodyAnswer =
  | { kind: 'upheld'; amountMinor?: number; currency?: string; note?: string }
  | { kind: 'airline-paid'; amountMinor?: number; currency?: string; note?: string }
  | { kind: 'rejected' | 'no-jurisdiction' | 'no-decision'; note?: string };

export type BodyAnswerCheck = { ok: true; answer: BodyAnswer } | { ok: false; field: string; message: string };

/** What the agent does next after the body's answer. */
export type BodyFollowUp = 'await-payment' | 'check-payment' | 'court' | 'other-body';

const CURRENCY = /^[A-Z]{3}$/;
const MAX_MINOR = 100_000_000;
const MAX_NOTE = 2000;

/** What the check says (the back office shows them translated: catalogue area 'backoffice'). */
export const BODY_ANSWER_MESSAGES = {
  kind: 'Choose what the body answered.',
  note: `Keep the note under ${MAX_NOTE} characters.`,
  amount: 'Enter an amount above zero.',
  currency: 'Enter the currency as a three-letter code (EUR, GBP, TRY).',
} as const;
const M = BODY_ANSWER_MESSAGES;

const fail = (field: string, message: string): BodyAnswerCheck => ({ ok: false, field, message });

/** Reads one body answer from untrusted input (a request body, a form). */
export function parseBodyAnswer(input: unknown): BodyAnswerCheck {
  if (!input || typeof input !== 'object') return fail('kind', M.kind);
  const o = input as Record<string, unknown>;
  const kind = o.kind;
  if (typeof kind !== 'string' || !(BODY_ANSWER_KINDS as readonly string[]).includes(kind)) return fail('kind', M.kind);
  const note = o.note;
  if (note !== undefined && (typeof note !== 'string' || note.length > MAX_NOTE)) return fail('note', M.note);
  const withNote = typeof note === 'string' && note.trim() ? { note: note.trim() } : {};
  if (kind !== 'upheld' && kind !== 'airline-paid') return { ok: true, answer: { kind: kind as 'rejected' | 'no-jurisdiction' | 'no-decision', ...withNote } };
  if (o.amountMinor === undefined && o.currency === undefined) return { ok: true, answer: { kind, ...withNote } };
  const minor = o.amountMinor;
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor < 1 || minor > MAX_MINOR) {
    return fail('amountMinor', M.amount);
  }
  if (typeof o.currency !== 'string' || !CURRENCY.test(o.currency)) return fail('currency', M.currency);
  return { ok: true, answer: { kind, amountMinor: minor, currency: o.currency, ...withNote } };
}

/**
 * The follow-up to a body's answer. A body that upholds the claim has the airline pay; one that
 * refuses or closes the file without deciding leaves court (NEBs "cannot in general take binding
 * decisions", EU complaint form); one without jurisdiction sends the agent to the competent one.
 */
export function bodyFollowUp(answer: BodyAnswer): BodyFollowUp {
  switch (answer.kind) {
    case 'upheld':
      return 'await-payment';
    case 'airline-paid':
      return 'check-payment';
    case 'no-jurisdiction':
      return 'other-body';
    case 'rejected':
    case 'no-decision':
      return 'court';
  }
}

/** The targets a body answer can come from (court steps have their own record). */
export type AnsweringBody = Exclude<EscalationTarget, 'court'>;
