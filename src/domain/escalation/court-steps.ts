// The steps of a court case a partner lawyer records (issue #35), checked here once: the server
// refuses what this refuses (server/backoffice/partner-actions.ts), and the back-office form
// refuses it first with the same message.

export const COURT_STEP_KINDS = ['filed', 'hearing', 'judgment', 'paid', 'enforcement'] as const;
export type CourtStepKind = (typeof COURT_STEP_KINDS)[number];

export interface CourtStepInput {
  step?: string | undefined;
  /** YYYY-MM-DD */
  date?: string | undefined;
  court?: string | undefined;
  case_number?: string | undefined;
  amount_minor?: number | undefined;
  currency?: string | undefined;
}

export type CourtStepCheck = { ok: true; step: CourtStepKind } | { ok: false; field: string; message: string };

import { isCurrencyCode } from '../money/minor-units.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the check says (the back office shows them translated: catalogue area 'backoffice'). */
export const COURT_STEP_MESSAGES = {
  step: `Say which court step: ${COURT_STEP_KINDS.join(', ')}.`,
  date: 'Give the day of the step (YYYY-MM-DD).',
  filed: 'Give the court and the case number.',
  amount: 'Give the amount and its currency (a three-letter code such as EUR).',
} as const;
const M = COURT_STEP_MESSAGES;

/** A whole, non-negative amount in minor units and a three-letter currency code. */
const amountGiven = (input: CourtStepInput): boolean =>
  Number.isSafeInteger(input.amount_minor) && input.amount_minor! >= 0 && isCurrencyCode((input.currency ?? '').toUpperCase());

export function checkCourtStep(input: CourtStepInput): CourtStepCheck {
  const step = input.step as CourtStepKind | undefined;
  if (!step || !COURT_STEP_KINDS.includes(step)) return { ok: false, field: 'step', message: M.step };
  if (!input.date || !DAY.test(input.date) || Number.isNaN(Date.parse(input.date))) return { ok: false, field: 'date', message: M.date };
  if (step === 'filed' && (!input.court?.trim() || !input.case_number?.trim())) return { ok: false, field: 'case_number', message: M.filed };
  if ((step === 'judgment' || step === 'paid') && !amountGiven(input)) {
    return { ok: false, field: 'amount_minor', message: M.amount };
  }
  return { ok: true, step };
}
