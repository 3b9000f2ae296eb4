// Which further questions the flight step asks, and when: only the facts an answer needs. The US
// denied-boarding rule needs how late the replacement got there and, once the check asks for it,
// the one-way fare; any disruption may come with a downgrade, a diversion (delays) or money or a
// voucher already received. Pure: unit tested.
import type { Assessment } from '../../../domain/compensation/assessment.ts';
import type { DisruptionType, FlightFactsWire } from '../../../domain/claim/index.ts';
import { detailsOf, type EligibilityRecord } from './eligibility-result.ts';

export type ExtraQuestion = 'replacement-arrival' | 'one-way-fare' | 'diversion' | 'downgrade' | 'already-received';

/** The facts these questions fill, per disruption (the rest are pruned before a check). */
export const EXTRA_FACTS_BY_TYPE: Readonly<Record<DisruptionType, readonly (keyof FlightFactsWire)[]>> = {
  delayed: ['diversion', 'departure_delay_minutes'],
  cancelled: ['notice_hours'],
  denied: ['arrival_delay_minutes', 'no_alternative_offered', 'one_way_fare', 'aircraft_seats', 'substitute_smaller_aircraft'],
};
export const EXTRA_COMMON_FACTS: readonly (keyof FlightFactsWire)[] = ['downgrade_ticket_price', 'already_received'];

const FARE_CODES = new Set(['missing-one-way-fare', 'missing-one-way-fare-usd']);

function answersOf(record: EligibilityRecord | null | undefined): Assessment[] {
  const result = record ? detailsOf(record).result : null;
  return result ? [result, ...(result.alsoApplicable ?? [])] : [];
}

/** The questions to show now, in order. */
export function extraQuestions(type: DisruptionType | undefined, facts: FlightFactsWire, record: EligibilityRecord | null | undefined): ExtraQuestion[] {
  if (!type) return [];
  const asked = new Set(answersOf(record).flatMap((a) => a.reasons.map((r) => r.code)));
  const questions: ExtraQuestion[] = [];
  if (type === 'denied' && facts.voluntary !== true) {
    questions.push('replacement-arrival');
    if (facts.one_way_fare !== undefined || [...asked].some((code) => FARE_CODES.has(code))) questions.push('one-way-fare');
  }
  if (type === 'delayed') questions.push('diversion');
  questions.push('downgrade', 'already-received');
  return questions;
}
