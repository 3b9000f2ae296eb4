// The Montreal Convention's part of an answer (issue #33), for the claim page: what the airline
// owes (proven costs up to a limit in SDR) and what the passenger does next, from the engine's
// MC99 answer, leading or listed beside a fixed sum. Pure: unit tested.
import type { Assessment } from '../../../../domain/compensation/assessment.ts';
import { eligibilityMessageRef } from '../../../../domain/claim/eligibility-message.ts';
import { msg } from '../../../i18n/t.ts';
import { textOf, type DomainText } from '../text/domain-message.ts';

export const MONTREAL_TEXT = {
  heading: msg('Montreal Convention: what the disruption cost you'),
  beside: msg('This comes on top of the fixed compensation: the airline also owes the proven costs beyond it.'),
} as const;

/** Reasons that tell the passenger what to do: write to the airline, complain about a bag in time. */
const STEP_CODES = new Set(['mc99-next-step', 'mc99-baggage-complaint']);
/** Reasons that say what the airline owes for the bag (Art. 17, 22(2)), beside the delay's summary. */
const BAGGAGE_CODES = new Set(['mc99-baggage-delayed', 'mc99-baggage-lost', 'mc99-baggage-damaged']);

export interface MontrealView {
  summary: DomainText;
  /** What is owed for a baggage problem, with its limit (none without one). */
  baggage: DomainText[];
  /** The Convention is listed beside a fixed-sum regime that leads the answer. */
  beside: boolean;
  steps: DomainText[];
  source: string;
}

export function montrealView(answer: Assessment | null | undefined): MontrealView | null {
  if (!answer) return null;
  const montreal = [answer, ...(answer.alsoApplicable ?? [])].find((a) => a.regime === 'MC99' && a.outcome === 'eligible');
  if (!montreal) return null;
  const steps = montreal.reasons.filter((r) => STEP_CODES.has(r.code));
  return {
    summary: eligibilityMessageRef(montreal),
    baggage: montreal.reasons.filter((r) => BAGGAGE_CODES.has(r.code)).map(textOf),
    beside: montreal !== answer,
    steps: steps.map(textOf),
    source: steps.map((r) => r.source).join('; '),
  };
}
