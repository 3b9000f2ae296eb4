// Whether a regime covers a journey, with the reason; 'unknown' when a fact it needs is missing.
import { reason, type Assessment, type Reason } from './assessment.ts';
import type { SaidMessage } from '../text/message.ts';

export type ScopeDecision =
  { applies: true; reason: Reason; uncertain?: boolean } | { applies: false; reason: Reason } | { applies: 'unknown'; reason: Reason };

/** The regime covers the journey, for this reason (code, passenger's text, citation). */
export function applies(code: string, message: SaidMessage, source: string): ScopeDecision {
  return { applies: true, reason: reason(code, message, source) };
}

/** The regime does not cover the journey, for this reason (code, passenger's text, citation). */
export function doesNotApply(code: string, message: SaidMessage, source: string): ScopeDecision {
  return { applies: false, reason: reason(code, message, source) };
}

/** A fact the regime needs is missing; the reason asks the passenger for it. */
export function unknownScope(missing: Reason): ScopeDecision {
  return { applies: 'unknown', reason: missing };
}

/** A regime's answer, and whether the regime covers the journey at all. */
export interface RegimeAnswer {
  covers: boolean;
  assessment: Assessment;
}
