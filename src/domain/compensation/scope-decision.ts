// Whether a regime covers a journey, with the reason; 'unknown' when a fact it needs is missing.
import type { Assessment, Reason } from './assessment.ts';

export type ScopeDecision =
  { applies: true; reason: Reason; uncertain?: boolean } | { applies: false; reason: Reason } | { applies: 'unknown'; reason: Reason };

/** A regime's answer, and whether the regime covers the journey at all. */
export interface RegimeAnswer {
  covers: boolean;
  assessment: Assessment;
}
