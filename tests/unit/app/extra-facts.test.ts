// The flight step asks only the facts an answer needs, when it needs them (issue #16 "In the
// wizard"), and keeps them through pruning into the check request.
import { describe, expect, it } from 'vitest';
import { extraQuestions } from '../../../src/app/screens/claim/extra-facts.ts';
import { buildCheckRequest, pruneFacts } from '../../../src/app/screens/claim/flight-form.ts';
import type { EligibilityRecord } from '../../../src/app/screens/claim/eligibility-result.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';

const recordOf = (assessment: ReturnType<typeof assessCompensation>): EligibilityRecord => ({ eligible: false, message: '', assessment: { source: 'server', result: assessment }, checkedAt: 0 });

describe('extraQuestions', () => {
  it('US denied boarding: the replacement arrival at once; the fare once the answer asks for it (14 CFR 250.5(a))', () => {
    expect(extraQuestions('denied', {}, null)).toEqual(['replacement-arrival', 'downgrade', 'already-received']);
    const asksFare = assessCompensation({ legs: [{ from: 'JFK', to: 'LAX', operatingCarrier: 'AA' }], disruption: 'denied-boarding', arrivalDelayMinutes: 150 });
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

describe('pruneFacts keeps the new facts for their disruption', () => {
  const facts = {
    arrival_delay_minutes: 150, no_alternative_offered: true, one_way_fare: { amount: 300, currency: 'USD' },
    diversion: 'same-area' as const, downgrade_ticket_price: { amount: 500, currency: 'EUR' },
    already_received: { amount: 100, currency: 'EUR', kind: 'voucher' as const, accepted_in_writing: false },
  };
  it('denied boarding: replacement arrival and fare kept, diversion dropped', () => {
    const pruned = pruneFacts(facts, 'denied');
    expect(pruned).toMatchObject({ arrival_delay_minutes: 150, no_alternative_offered: true, one_way_fare: { amount: 300 }, downgrade_ticket_price: { amount: 500 }, already_received: { kind: 'voucher' } });
    expect(pruned.diversion).toBeUndefined();
  });

  it('delayed: diversion kept, US facts dropped; the check request carries them', () => {
    const request = buildCheckRequest({ disruptionType: 'delayed', flight: { flightNumber: 'LH400', departureDate: '2025-06-01', departureAirport: 'FRA', arrivalAirport: 'JFK', facts } });
    expect(request).toMatchObject({ diversion: 'same-area', arrival_delay_minutes: 150, downgrade_ticket_price: { amount: 500 } });
    expect(request.one_way_fare).toBeUndefined();
    expect(request.no_alternative_offered).toBeUndefined();
  });
});
