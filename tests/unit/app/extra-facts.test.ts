// The flight step asks only the facts an answer needs, when it needs them (issue #16 "In the
// wizard"), and keeps them through pruning into the check request.
import { describe, expect, it } from 'vitest';
import { extraQuestions } from '../../../src/app/screens/claim/rules/extra-questions.ts';
import { buildCheckRequest, pruneFacts } from '../../../src/app/screens/claim/rules/flight-form.ts';
import type { EligibilityRecord } from '../../../src/app/screens/claim/rules/eligibility-result.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { checkEligibility } from '../../../src/domain/claim/eligibility.ts';
import { validateFlightStep } from '../../../src/app/screens/claim/rules/flight-form.ts';
import { FACT_MESSAGES } from '../../../src/domain/claim/index.ts';

const recordOf = (assessment: ReturnType<typeof assessCompensation>): EligibilityRecord => ({
  eligible: false,
  message: '',
  assessment: { source: 'server', result: assessment },
  checkedAt: 0,
});

// The flights the check requests are built for, as the flight step stores them.
const LH400 = { flightNumber: 'LH400', departureDate: '2025-06-01', departureAirport: 'FRA', arrivalAirport: 'JFK' };
const AA1 = { flightNumber: 'AA1', departureDate: '2025-06-01', departureAirport: 'JFK', arrivalAirport: 'LAX' };

describe('extraQuestions', () => {
  it('US denied boarding: the replacement arrival at once; the fare once the answer asks for it (14 CFR 250.5(a))', () => {
    expect(extraQuestions('denied', {}, null)).toEqual(['replacement-arrival', 'downgrade', 'already-received']);
    const asksFare = assessCompensation({
      legs: [{ from: 'JFK', to: 'LAX', operatingCarrier: 'AA' }],
      disruption: 'denied-boarding',
      arrivalDelayMinutes: 150,
    });
    expect(asksFare.reasons.map((r) => r.code)).toContain('missing-one-way-fare');
    expect(extraQuestions('denied', {}, recordOf(asksFare))).toContain('one-way-fare');
    expect(extraQuestions('denied', { one_way_fare: { amount: 1, currency: 'USD' } }, null)).toContain('one-way-fare');
  });

  it('a volunteer is not asked about the replacement (Art. 4(1); 14 CFR 250.2b)', () => {
    expect(extraQuestions('denied', { voluntary: true }, null)).not.toContain('replacement-arrival');
  });

  it('a diversion only for delays (C-826/19); downgrade and what was received for every disruption', () => {
    expect(extraQuestions('delayed', {}, null)).toEqual(['diversion', 'downgrade', 'already-received']);
    expect(extraQuestions('cancelled', {}, null)).toEqual(['downgrade', 'already-received']);
    expect(extraQuestions(undefined, {}, null)).toEqual([]);
  });
});

describe('extraQuestions: notice in hours, departure delay, US aircraft', () => {
  const FRA_JFK = { legs: [{ from: 'FRA', to: 'JFK', operatingCarrier: 'LH' }] };
  it('the exact notice only when the days given sit on the 7- or 14-day line (Art. 5(1)(c))', () => {
    expect(extraQuestions('cancelled', {}, null)).not.toContain('notice-hours');
    for (const days of [0, 6, 8, 13, 15, 30]) expect(extraQuestions('cancelled', { notice_days: days }, null)).not.toContain('notice-hours');
    expect(extraQuestions('cancelled', { notice_days: 7 }, null)).toEqual(['notice-hours', 'downgrade', 'already-received']);
    expect(extraQuestions('cancelled', { notice_days: 14 }, null)).toContain('notice-hours');
    // Once answered it stays in view, so it can be corrected.
    expect(extraQuestions('cancelled', { notice_days: 14, notice_hours: 332 }, null)).toContain('notice-hours');
    expect(extraQuestions('delayed', { notice_days: 14 }, null)).not.toContain('notice-hours');
  });

  it('the hours win over the days once typed: 14 days, told 13 days 20 hours ahead, is compensated', () => {
    const request = buildCheckRequest({ disruptionType: 'cancelled', flight: { ...LH400, facts: { notice_days: 14, notice_hours: 13 * 24 + 20 } } });
    expect(request).toMatchObject({ notice_days: 14, notice_hours: 332 });
    expect(checkEligibility(request, '2025-07-01').eligible).toBe(true);
    expect(checkEligibility({ ...request, notice_hours: undefined }, '2025-07-01').eligible).toBe(false);
  });

  it('the departure delay once the answer has care that starts after a delay (Art. 6(1))', () => {
    const delay = assessCompensation({ ...FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300 });
    expect(delay.care?.some((r) => r.startsAfterMinutes > 0 && r.owedNow === undefined)).toBe(true);
    expect(extraQuestions('delayed', {}, null)).not.toContain('departure-delay');
    // Frankfurt–New York: the Montreal Convention covers it too, so a baggage problem is asked about.
    expect(extraQuestions('delayed', {}, recordOf(delay))).toEqual(['departure-delay', 'diversion', 'baggage', 'downgrade', 'already-received']);
    const known = assessCompensation({ ...FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300, departureDelayMinutes: 290 });
    expect(extraQuestions('delayed', {}, recordOf(known))).not.toContain('departure-delay');
    expect(extraQuestions('delayed', { departure_delay_minutes: 290 }, recordOf(known))).toContain('departure-delay');
    // A cancellation's care starts at once: no need to ask.
    const cancelled = assessCompensation({ ...FRA_JFK, disruption: 'cancelled', cancellation: { noticeDays: 1 } });
    expect(extraQuestions('cancelled', {}, recordOf(cancelled))).not.toContain('departure-delay');
  });

  it('seats and a smaller aircraft only when the US rule answers an involuntary denied boarding (14 CFR 250.2, 250.6(b))', () => {
    const us = assessCompensation({ legs: [{ from: 'JFK', to: 'LAX', operatingCarrier: 'AA' }], disruption: 'denied-boarding', arrivalDelayMinutes: 150 });
    expect(us.regime).toBe('US-DOT');
    const eu = assessCompensation({ ...FRA_JFK, disruption: 'denied-boarding' });
    expect(eu.regime).toBe('EC261');
    expect(extraQuestions('denied', {}, null)).not.toContain('us-aircraft');
    expect(extraQuestions('denied', {}, recordOf(eu))).not.toContain('us-aircraft');
    expect(extraQuestions('denied', {}, recordOf(us))).toContain('us-aircraft');
    expect(extraQuestions('denied', { voluntary: true }, recordOf(us))).not.toContain('us-aircraft');
    expect(extraQuestions('denied', { aircraft_seats: 20 }, null)).toContain('us-aircraft');
  });

  it('the answers reach the engine: fewer than 30 seats, or a smaller aircraft swapped in, is not compensated', () => {
    const request = buildCheckRequest({
      disruptionType: 'denied',
      flight: { ...AA1, facts: { aircraft_seats: 20, substitute_smaller_aircraft: true, departure_delay_minutes: 60 } },
    });
    expect(request).toMatchObject({ aircraft_seats: 20, substitute_smaller_aircraft: true });
    expect(request.departure_delay_minutes).toBeUndefined();
  });
});

describe('pruneFacts keeps the new facts for their disruption', () => {
  const facts = {
    arrival_delay_minutes: 150,
    no_alternative_offered: true,
    one_way_fare: { amount: 300, currency: 'USD' },
    diversion: 'same-area' as const,
    downgrade_ticket_price: { amount: 500, currency: 'EUR' },
    already_received: { amount: 100, currency: 'EUR', kind: 'voucher' as const, accepted_in_writing: false },
  };
  it('denied boarding: replacement arrival and fare kept, diversion dropped', () => {
    const pruned = pruneFacts(facts, 'denied');
    expect(pruned).toMatchObject({
      arrival_delay_minutes: 150,
      no_alternative_offered: true,
      one_way_fare: { amount: 300 },
      downgrade_ticket_price: { amount: 500 },
      already_received: { kind: 'voucher' },
    });
    expect(pruned.diversion).toBeUndefined();
  });

  it('delayed: diversion kept, US facts dropped; the check request carries them', () => {
    const request = buildCheckRequest({ disruptionType: 'delayed', flight: { ...LH400, facts } });
    expect(request).toMatchObject({ diversion: 'same-area', arrival_delay_minutes: 150, downgrade_ticket_price: { amount: 500 } });
    expect(request.one_way_fare).toBeUndefined();
    expect(request.no_alternative_offered).toBeUndefined();
  });
});

describe('extraQuestions: money beyond the fixed sum (issue #33), asked only when the answer needs it', () => {
  const FRA_MUC = { legs: [{ from: 'FRA', to: 'MUC', operatingCarrier: 'LH' }] };
  const DXB_FRA = { legs: [{ from: 'DXB', to: 'FRA', operatingCarrier: 'EK', departureDate: '2026-11-20' }] };

  it.each([
    // EC 261 Art. 9(1)(b): the hotel waits for the two times once care is due (2:30 on a short flight)
    [
      'care due, times unknown → the two times',
      { ...FRA_MUC, disruption: 'delayed' as const, arrivalDelayMinutes: 150, departureDelayMinutes: 150 },
      'departure-times',
      true,
    ],
    [
      'care not yet due → no times',
      { ...FRA_MUC, disruption: 'delayed' as const, arrivalDelayMinutes: 60, departureDelayMinutes: 60 },
      'departure-times',
      false,
    ],
    // Art. 8(1)(a): the refund once it is owed (a delay of 5 h, a cancellation)
    [
      '5 h late → did you take the refund',
      { ...FRA_MUC, disruption: 'delayed' as const, arrivalDelayMinutes: 300, departureDelayMinutes: 300 },
      'refund',
      true,
    ],
    ['2 h late → no refund question', { ...FRA_MUC, disruption: 'delayed' as const, arrivalDelayMinutes: 120, departureDelayMinutes: 120 }, 'refund', false],
    ['cancelled → did you take the refund', { ...FRA_MUC, disruption: 'cancelled' as const, cancellation: { noticeDays: 1 } }, 'refund', true],
    // Montreal Convention Art. 17, 22(2): baggage only where the Convention covers the journey
    ['Dubai–Frankfurt (EK 45) → baggage', { ...DXB_FRA, disruption: 'delayed' as const, arrivalDelayMinutes: 300 }, 'baggage', true],
    ['Frankfurt–Munich, domestic → no baggage', { ...FRA_MUC, disruption: 'delayed' as const, arrivalDelayMinutes: 300 }, 'baggage', false],
  ])('%s', (_name, journey, question, asked) => {
    const type = journey.disruption === 'cancelled' ? 'cancelled' : 'delayed';
    expect(extraQuestions(type, {}, recordOf(assessCompensation(journey))).includes(question as never)).toBe(asked);
  });

  it('an answer given stays in view; the ticket price only once the refund was taken', () => {
    expect(extraQuestions('delayed', { departure_times: { scheduled: '21:00' } }, null)).toContain('departure-times');
    expect(extraQuestions('delayed', { chose_refund: false }, null)).toEqual(['diversion', 'refund', 'downgrade', 'already-received']);
    expect(extraQuestions('delayed', { chose_refund: true }, null)).toEqual(['diversion', 'refund', 'ticket-price', 'downgrade', 'already-received']);
    expect(extraQuestions('cancelled', { baggage: { kind: 'lost' } }, null)).toContain('baggage');
  });

  it('the answers reach the check: times only for a delay; the original cause only for a knock-on', () => {
    const facts = {
      departure_times: { scheduled: '21:00', expected: '01:30' },
      chose_refund: true,
      ticket_price: { amount_minor: 81240, currency: 'EUR' },
      baggage: { kind: 'delayed' as const, received_on: '2025-06-02' },
      cause: 'knock-on-previous-flight' as const,
      original_cause: 'technical' as const,
    };
    expect(buildCheckRequest({ disruptionType: 'delayed', flight: { ...LH400, facts } })).toMatchObject(facts);
    const cancelled = buildCheckRequest({ disruptionType: 'cancelled', flight: { ...LH400, facts: { ...facts, cause: 'weather' } } });
    expect(cancelled.departure_times).toBeUndefined();
    expect(cancelled.original_cause).toBeUndefined();
    expect(cancelled.ticket_price).toEqual(facts.ticket_price);
  });

  it('the device refuses what the API refuses, with its messages', () => {
    const bad = {
      departure_times: { scheduled: '25:00' },
      chose_refund: true,
      ticket_price: { amount_minor: 0, currency: 'EUR' },
      baggage: { kind: 'damaged' as const, received_on: '2025-05-30' },
    };
    const { errors } = validateFlightStep({ disruptionType: 'delayed', flight: { ...LH400, facts: bad } });
    expect(errors).toMatchObject({
      'departure_times.scheduled': FACT_MESSAGES.timeOfDay,
      'ticket_price.amount_minor': FACT_MESSAGES.amountRange,
      'baggage.received_on': FACT_MESSAGES.receivedOn,
    });
  });
});
