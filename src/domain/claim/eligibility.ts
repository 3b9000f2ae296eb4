// The answer of POST /flights/check-delay, computed the same way on the server (the answer of
// record) and in the app (the offline estimate): facts → rules engine → {eligible, message}.
import { assessCompensation, moneyInEnglish, type Assessment, type Regime } from '../compensation/index.ts';
import { reason } from '../compensation/assessment.ts';
import { toJourneyFacts, type FlightFactsSource } from './wire-to-journey.ts';

export interface EligibilityAnswer {
  eligible: boolean;
  message: string;
  assessment: Assessment;
}

export const REGIME_NAMES: Readonly<Record<Regime, string>> = {
  EC261: 'EU Regulation 261/2004',
  UK261: 'UK Regulation 261',
  'SHY-YOLCU': 'the Turkish passenger rights regulation (SHY-YOLCU)',
  'US-DOT': 'US DOT denied-boarding rules',
};

/** `claimDate` (YYYY-MM-DD) lets the engine warn about limitation periods. */
export function checkEligibility(source: FlightFactsSource, claimDate?: string): EligibilityAnswer {
  const result = toJourneyFacts(source);
  const assessment: Assessment = result.facts
    ? assessCompensation(claimDate ? { ...result.facts, claimDate } : result.facts)
    : {
        outcome: 'needs-more-information',
        reasons: result.missing.map((m) => reason(`missing-${m.field.replace(/[._]/g, '-')}`, m.message, 'flight details')),
      };
  return { eligible: assessment.outcome === 'eligible', message: eligibilityMessage(assessment), assessment };
}

export function eligibilityMessage(assessment: Assessment): string {
  if (assessment.outcome === 'eligible') {
    const parts = ['Your flight appears eligible for compensation'];
    if (assessment.compensation) parts.push(`of up to ${moneyInEnglish(assessment.compensation)} per passenger`);
    if (assessment.regime) parts.push(`under ${REGIME_NAMES[assessment.regime]}`);
    return `${parts.join(' ')}.`;
  }
  const messages = assessment.reasons.map((r) => r.message);
  if (assessment.outcome === 'needs-more-information') {
    return `We need a little more information: ${messages.join(' ')}`.trim();
  }
  return messages[0] ?? 'This flight does not appear to be eligible for compensation.';
}
