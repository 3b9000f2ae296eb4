// The flight step asks only the facts an answer needs, when it needs them (issue #16 "In the
// wizard"), and keeps them through pruning into the check request.
import { describe, expect, it } from 'vitest';
import { extraQuestions } from '../../../src/app/screens/claim/rules/extra-questions.ts';
import { buildCheckRequest, pruneFacts } from '../../../src/app/screens/claim/rules/flight-form.ts';
import type { EligibilityRecord } from '../../../src/app/screens/claim/rules/eligibility-result.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { checkEligibility } from '../../../src/domain/claim/eligibility.ts';

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
    expect(extraQuestions('delayed', {}, recordOf(delay))).toEqual(['departure-delay', 'diversion', 'downgrade', 'already-received']);
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
