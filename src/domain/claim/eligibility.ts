// The answer of POST /flights/check-delay, computed the same way on the server (the answer of
// record) and in the app (the offline estimate): facts → rules engine → {eligible, message}.
import { assessCompensation, type Assessment } from '../compensation/index.ts';
import { reason } from '../compensation/assessment.ts';
import { DOMAIN_MESSAGES } from '../messages.ts';
import { englishOf } from '../text/message.ts';
import { eligibilityMessageRef } from './eligibility-message.ts';
import { toJourneyFacts, type FlightFactsSource } from './wire-to-journey.ts';

export interface EligibilityAnswer {
  eligible: boolean;
  message: string;
  assessment: Assessment;
}

/** `claimDate` (YYYY-MM-DD) lets the engine warn about limitation periods. */
export function checkEligibility(source: FlightFactsSource, claimDate?: string): EligibilityAnswer {
  const result = toJourneyFacts(source);
  const assessment: Assessment = result.facts
    ? assessCompensation(claimDate ? { ...result.facts, claimDate } : result.facts)
    : {
        outcome: 'needs-more-information',
        reasons: result.missing.map((m) => reason(`missing-${m.field.replace(/[._]/g, '-')}`, m, 'flight details')),
      };
  return { eligible: assessment.outcome === 'eligible', message: eligibilityMessage(assessment), assessment };
}

/** The answer in one line of English (eligibilityMessageRef gives its id and values). */
export function eligibilityMessage(assessment: Assessment): string {
  return englishOf(eligibilityMessageRef(assessment), DOMAIN_MESSAGES);
}
