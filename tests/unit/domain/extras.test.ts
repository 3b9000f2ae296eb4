// Diversion, downgrading, deductions and the US DOT exceptions (issue #16), each case citing its
// judgment or article.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { delayed, deniedBoarding, leg } from './journey-builders.ts';
import { reasonCodes } from './answers.ts';

describe('diversion to another airport (Austrian Airlines C-826/19)', () => {
  it('same area (Frankfurt booked, landed at another airport serving Frankfurt): the delay counts at the original destination, transfer owed', () => {
    const a = assessCompensation(delayed([leg('LIS', 'FRA', 'TP')], 200, { diversion: { sameArea: true } }));
    expect(a).toMatchObject({ outcome: 'eligible', compensation: { amount: 400 } });
    expect(a.reasons).toContainEqual(
      expect.objectContaining({
        code: 'diversion-same-area',
        message: expect.stringMatching(/until you reached Frankfurt/),
        source: expect.stringContaining('C-826/19'),
      }),
    );
    expect(a.care?.find((c) => c.code === 'transfer')).toMatchObject({ startsAfterMinutes: 0, source: 'EC 261/2004 Art. 8(3); Austrian Airlines C-826/19' });
  });

  it('another area: assessed as a delay, marked uncertain (C-826/19 does not settle it)', () => {
    expect(assessCompensation(delayed([leg('LIS', 'FRA', 'TP')], 200, { diversion: { sameArea: false } }))).toMatchObject({
      outcome: 'eligible',
      uncertain: true,
    });
  });
});

describe('downgrading (EC 261 Art. 10(2); Mennens C-255/15: the price of the flight downgraded)', () => {
  it.each([
    ['FRA→MUC, 1500 km or less: 30% (Art. 10(2)(a))', [leg('FRA', 'MUC', 'LH')], 400, 120, 30],
    ['AMS→LIS, intra-Community over 1500 km: 50% (Art. 10(2)(b))', [leg('AMS', 'LIS', 'KL')], 400, 200, 50],
    ['FRA→TLV, 1500–3500 km: 50% (Art. 10(2)(b))', [leg('FRA', 'TLV', 'LH')], 400, 200, 50],
    ['FRA→JFK, over 3500 km: 75% (Art. 10(2)(c))', [leg('FRA', 'JFK', 'LH')], 1000, 750, 75],
    ['ORY→RUN, Europe–French overseas department: 75% (Art. 10(2)(c))', [leg('ORY', 'RUN', 'TO')], 1000, 750, 75],
  ])('%s', (_name, legs, price, refund, percent) => {
    const a = assessCompensation(delayed(legs, 0, { downgrade: { ticketPrice: { amount: price, currency: 'EUR' } } }));
    expect(a.downgradeRefund).toEqual({ amount: refund, currency: 'EUR', percent });
    expect(a.reasons).toContainEqual(expect.objectContaining({ code: 'downgrade-refund', source: 'EC 261/2004 Art. 10(2); Mennens C-255/15' }));
  });
});

describe('downgrading in minor units: the share of the price rounded half up once, to the currency (ISO 4217)', () => {
  it.each([
    ['FRA→MUC 30% of €2.05 = 0.615', [leg('FRA', 'MUC', 'LH')], 2.05, 'EUR', 0.62],
    ['AMS→LIS 50% of €1.15 = 0.575', [leg('AMS', 'LIS', 'KL')], 1.15, 'EUR', 0.58],
    ['FRA→JFK 75% of €1.14 = 0.855', [leg('FRA', 'JFK', 'LH')], 1.14, 'EUR', 0.86],
    ['FRA→MUC 30% of ¥12,345 = 3703.5 (no decimals in yen)', [leg('FRA', 'MUC', 'LH')], 12345, 'JPY', 3704],
    ['FRA→JFK 75% of KWD 10.005 = 7.50375 (three decimals)', [leg('FRA', 'JFK', 'LH')], 10.005, 'KWD', 7.504],
  ])('%s', (_name, legs, price, currency, refund) => {
    const a = assessCompensation(delayed(legs, 0, { downgrade: { ticketPrice: { amount: price, currency } } }));
    expect(a.downgradeRefund?.amount).toBe(refund);
  });
});

describe('deductions: Art. 12(1) (already received) and Art. 7(3) (vouchers only when accepted in writing)', () => {
  const fraJfk = (alreadyReceived: JourneyFacts['alreadyReceived']) => delayed([leg('FRA', 'JFK', 'LH')], 300, { alreadyReceived });
  it.each([
    ['€200 cash already paid → €400 left (Art. 12(1))', { amount: 200, currency: 'EUR', kind: 'cash' as const }, 'eligible', 400, 'received-deducted'],
    [
      '€600 already paid → nothing left (Art. 12(1))',
      { amount: 600, currency: 'EUR', kind: 'cash' as const },
      'not-eligible',
      undefined,
      'already-compensated',
    ],
    [
      '€300 voucher accepted in writing → €300 left (Art. 7(3))',
      { amount: 300, currency: 'EUR', kind: 'voucher' as const, acceptedInWriting: true },
      'eligible',
      300,
      'received-deducted',
    ],
    [
      '€300 voucher not accepted in writing → full €600 (Art. 7(3))',
      { amount: 300, currency: 'EUR', kind: 'voucher' as const },
      'eligible',
      600,
      'voucher-not-accepted-in-writing',
    ],
  ])('%s', (_name, got, outcome, eur, code) => {
    const a = assessCompensation(fraJfk(got));
    expect(a.outcome).toBe(outcome);
    expect(a.compensation?.amount).toBe(eur);
    expect(a.reasons.map((r) => r.code)).toContain(code);
  });
});

describe('deductions in minor units at the reference rates, the remainder rounded half up once', () => {
  it.each([
    ['£8.50 = €9.945 of €600', { amount: 8.5, currency: 'GBP' }, 590.06],
    ['$80.65 = €72.585 of €600', { amount: 80.65, currency: 'USD' }, 527.42],
    ['€0.1 + €0.2 of €600', { amount: 0.1 + 0.2, currency: 'EUR' }, 599.7],
  ])('%s', (_name, got, left) => {
    const a = assessCompensation(delayed([leg('FRA', 'JFK', 'LH')], 300, { alreadyReceived: { ...got, kind: 'cash' } }));
    expect(a.compensation).toEqual({ amount: left, currency: 'EUR' });
  });
});

describe('US DOT exceptions', () => {
  const jfkLax = (extra: Partial<JourneyFacts>) =>
    deniedBoarding([leg('JFK', 'LAX', 'AA')], { arrivalDelayMinutes: 150, oneWayFare: { amount: 300, currency: 'USD' }, ...extra });
  it.each([
    ['29 seats: the rule covers aircraft of 30 or more seats (14 CFR 250.2)', { aircraftSeats: 29 }, 'not-eligible', 'dot-small-aircraft'],
    ['30 seats: covered (14 CFR 250.2)', { aircraftSeats: 30 }, 'eligible', 'dot-tier'],
    [
      'a smaller aircraft substituted for safety (14 CFR 250.6(b))',
      { deniedBoarding: { voluntary: false, substituteSmallerAircraft: true } },
      'not-eligible',
      'dot-smaller-aircraft-substituted',
    ],
  ])('%s', (_name, extra, outcome, code) => {
    expect(assessCompensation(jfkLax(extra)).outcome).toBe(outcome);
    expect(reasonCodes(jfkLax(extra))).toContain(code);
  });
});
