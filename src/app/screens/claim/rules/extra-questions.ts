// Which further questions the flight step asks, and when: only the facts an answer needs. The US
// denied-boarding rule needs how late the replacement got there and, once the check asks for it,
// the one-way fare; any disruption may come with a downgrade, a diversion (delays) or money or a
// voucher already received. Also the exact notice of a cancellation (in hours, only when the days
// given sit on the 7- or 14-day line), how late a delayed flight left (once the answer has care
// rights that start after some delay) and, when the US rule answers a denied boarding, the seats
// and whether a smaller aircraft was swapped in. For money beyond the fixed sum (issue #33): the two
// times of day once the hotel turns on them, whether the passenger took the refund once one is owed
// (and then the ticket's price), and a baggage problem once the Montreal Convention covers the
// journey. Pure: unit tested.
import type { Assessment } from '../../../../domain/compensation/assessment.ts';
import type { DisruptionType, FlightFactsWire } from '../../../../domain/claim/index.ts';
import { detailsOf, type EligibilityRecord } from './eligibility-result.ts';

export type ExtraQuestion =
  | 'notice-hours'
  | 'departure-delay'
  | 'departure-times'
  | 'replacement-arrival'
  | 'one-way-fare'
  | 'us-aircraft'
  | 'diversion'
  | 'refund'
  | 'ticket-price'
  | 'baggage'
  | 'downgrade'
  | 'already-received';

/**
 * Days of notice where the hours decide the window (EC 261 Art. 5(1)(c): 7 and 14 days, counted to
 * the hour): "7 days" or "14 days" may be 6 days 20 hours or 13 days 20 hours, counted by calendar.
 */
export const NOTICE_DAYS_ON_THE_LINE: readonly number[] = [7, 14];

/** The facts these questions fill, per disruption (the rest are pruned before a check). */
export const EXTRA_FACTS_BY_TYPE: Readonly<Record<DisruptionType, readonly (keyof FlightFactsWire)[]>> = {
  delayed: ['diversion', 'departure_delay_minutes', 'departure_times'],
  cancelled: ['notice_hours'],
  denied: ['arrival_delay_minutes', 'no_alternative_offered', 'one_way_fare', 'aircraft_seats', 'substitute_smaller_aircraft'],
};
export const EXTRA_COMMON_FACTS: readonly (keyof FlightFactsWire)[] = ['downgrade_ticket_price', 'already_received', 'chose_refund', 'ticket_price', 'baggage'];

const FARE_CODES = new Set(['missing-one-way-fare', 'missing-one-way-fare-usd']);

function answersOf(record: EligibilityRecord | null | undefined): Assessment[] {
  const result = record ? detailsOf(record).result : null;
  return result ? [result, ...(result.alsoApplicable ?? [])] : [];
}

/** Some care right starts only after a delay and the answer cannot yet tell whether it is owed now. */
function careWaitsForDelay(answers: Assessment[]): boolean {
  // A right waiting for the times of day (the hotel) already knows the delay.
  return answers.some((a) => (a.care ?? []).some((right) => right.startsAfterMinutes > 0 && right.owedNow === undefined && right.needs === undefined));
}

/** The hotel waits for the scheduled and expected times of day (EC 261 Art. 9(1)(b)). */
const careWaitsForTimes = (answers: Assessment[]) => answers.some((a) => (a.care ?? []).some((right) => right.needs === 'departure-times'));

/** A refund of the ticket is owed now (cancellation, denied boarding, or a delay past five hours): did the passenger take it? */
const REFUND_RIGHTS: ReadonlySet<string> = new Set(['refund', 'refund-or-reroute']);
const refundOwed = (answers: Assessment[]) =>
  answers.some((a) => (a.care ?? []).some((right) => REFUND_RIGHTS.has(right.code) && (right.owedNow ?? right.startsAfterMinutes === 0)));

/** The Montreal Convention covers the journey: a baggage problem is worth money (Art. 17, 22(2)). */
const montrealCovers = (answers: Assessment[]) => answers.some((a) => a.regime === 'MC99' && a.outcome !== 'not-eligible');

/** The questions to show now, in order. */
export function extraQuestions(type: DisruptionType | undefined, facts: FlightFactsWire, record: EligibilityRecord | null | undefined): ExtraQuestion[] {
  if (!type) return [];
  const answers = answersOf(record);
  const asked = new Set(answers.flatMap((a) => a.reasons.map((r) => r.code)));
  const questions: ExtraQuestion[] = [];
  if (type === 'cancelled' && (facts.notice_hours !== undefined || NOTICE_DAYS_ON_THE_LINE.includes(facts.notice_days ?? -1))) questions.push('notice-hours');
  if (type === 'delayed' && (facts.departure_delay_minutes !== undefined || careWaitsForDelay(answers))) questions.push('departure-delay');
  if (type === 'delayed' && (facts.departure_times !== undefined || careWaitsForTimes(answers))) questions.push('departure-times');
  if (type === 'denied' && facts.voluntary !== true) {
    questions.push('replacement-arrival');
    if (facts.one_way_fare !== undefined || [...asked].some((code) => FARE_CODES.has(code))) questions.push('one-way-fare');
    const usAnswers = answers[0]?.regime === 'US-DOT';
    if (usAnswers || facts.aircraft_seats !== undefined || facts.substitute_smaller_aircraft !== undefined) questions.push('us-aircraft');
  }
  if (type === 'delayed') questions.push('diversion');
  if (facts.chose_refund !== undefined || refundOwed(answers)) questions.push('refund');
  if (facts.chose_refund === true) questions.push('ticket-price');
  if (facts.baggage !== undefined || montrealCovers(answers)) questions.push('baggage');
  questions.push('downgrade', 'already-received');
  return questions;
}
