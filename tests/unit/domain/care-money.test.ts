// Care and refunds as money (issue #33): the hotel only for a later-day departure (Art. 9(1)(b)),
// care repaid from receipts (Art. 9; Sousa Rodríguez C-83/10; McDonagh C-12/11), the refund of
// Art. 8(1)(a) from the ticket's price.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { newDepartureOnLaterDay } from '../../../src/domain/compensation/ec261/care-money.ts';
import { cancelled, delayed, leg } from './journey-builders.ts';

const hotel = (a: Assessment) => (a.care ?? []).find((r) => r.code === 'hotel');
const fraMuc = (extra: Partial<JourneyFacts>) => delayed([leg('FRA', 'MUC', 'LH')], undefined, extra);

describe('Art. 9(1)(b): a hotel when the new departure is on a later day, not as soon as care starts', () => {
  it.each([
    ['18:00 → 23:30 the same day', { departureDelayMinutes: 330, departureTimes: { scheduled: '18:00', expected: '23:30' } }, false],
    ['21:00 → 01:30, the next day', { departureDelayMinutes: 270, departureTimes: { scheduled: '21:00', expected: '01:30' } }, true],
    ['18:00 → 18:00: the same time, a day later', { departureTimes: { scheduled: '18:00', expected: '18:00' } }, true],
    ['scheduled 22:00, 3 h late: past midnight', { departureDelayMinutes: 180, departureTimes: { scheduled: '22:00' } }, true],
    ['scheduled 08:00, 3 h late: the same day', { departureDelayMinutes: 180, departureTimes: { scheduled: '08:00' } }, false],
    ['25 h late, whatever the times', { departureDelayMinutes: 1500 }, true],
  ] as const)('%s → owed %s', (_name, extra, owed) => {
    expect(newDepartureOnLaterDay(fraMuc(extra))).toBe(owed);
    expect(hotel(assessCompensation(fraMuc(extra)))?.owedNow).toBe(owed);
  });

  it('care is due (2:30 on a short flight) but the times are unknown: the hotel asks for them', () => {
    const right = hotel(assessCompensation(fraMuc({ departureDelayMinutes: 150 })));
    expect(right).toMatchObject({ needs: 'departure-times', messageId: 'care.hotel-needs-times' });
    expect(right?.owedNow).toBeUndefined();
  });

  it('before care is due, nothing is asked', () => {
    expect(hotel(assessCompensation(fraMuc({ departureDelayMinutes: 60 })))).toMatchObject({ messageId: 'care.hotel', owedNow: false });
  });

  it('the two times give the departure delay: 21:00 → 01:30 is 4 h 30, so meals are owed on a short flight', () => {
    const meals = (assessCompensation(fraMuc({ departureTimes: { scheduled: '21:00', expected: '01:30' } })).care ?? []).find((r) => r.code === 'meals');
    expect(meals?.owedNow).toBe(true);
  });

  it('malformed times are not read', () => {
    expect(newDepartureOnLaterDay(fraMuc({ departureTimes: { scheduled: '25:00', expected: 'x' } }))).toBeUndefined();
  });
});

describe('Care not given, repaid from receipts (Art. 9; Sousa Rodríguez C-83/10; McDonagh C-12/11)', () => {
  const receipts = [
    { kind: 'meals', amountMinor: 1250, currency: 'EUR' },
    { kind: 'taxi', amountMinor: 3000, currency: 'EUR' },
    { kind: 'hotel', amountMinor: 12000, currency: 'EUR' },
    { kind: 'meals', amountMinor: 500, currency: 'GBP' },
  ] as const;

  it('next-day departure: every receipt, totalled per currency in hundredths', () => {
    const a = assessCompensation(
      fraMuc({ departureDelayMinutes: 270, departureTimes: { scheduled: '21:00', expected: '01:30' }, careExpenses: [...receipts] }),
    );
    expect(a.careCosts?.totals).toEqual([
      { amountMinor: 16250, currency: 'EUR' },
      { amountMinor: 500, currency: 'GBP' },
    ]);
    expect(a.careCosts?.source).toContain('C-83/10');
    expect(a.reasons.map((r) => r.code)).toContain('care-costs');
  });

  it('same-day departure: the hotel receipt is left out, with the reason', () => {
    const a = assessCompensation(
      fraMuc({ departureDelayMinutes: 330, departureTimes: { scheduled: '18:00', expected: '23:30' }, careExpenses: [...receipts] }),
    );
    expect(a.careCosts?.totals).toEqual([
      { amountMinor: 4250, currency: 'EUR' },
      { amountMinor: 500, currency: 'GBP' },
    ]);
    expect(a.reasons.map((r) => r.code)).toContain('care-hotel-not-needed');
  });

  it('before care was due (1 h on a short flight): nothing to repay', () => {
    expect(assessCompensation(fraMuc({ departureDelayMinutes: 60, careExpenses: [...receipts] })).careCosts).toBeUndefined();
  });

  it('a refusal keeps its deciding reason last', () => {
    const a = assessCompensation(delayed([leg('FRA', 'MUC', 'LH')], 150, { departureDelayMinutes: 150, careExpenses: [...receipts] }));
    expect(a.outcome).toBe('not-eligible');
    expect(a.reasons.at(-1)?.code).toBe('delay-under-3-hours');
  });
});

describe('Art. 8(1)(a): the refund is the ticket price, asked for only when the passenger took it', () => {
  it.each([
    [
      'cancelled, refund chosen, price given',
      cancelled([leg('FRA', 'JFK', 'LH')], 1, undefined, { choseRefund: true, ticketPrice: { amount: 812.4, currency: 'EUR' } }),
      'refund-owed',
    ],
    ['cancelled, refund chosen, no price: asked', cancelled([leg('FRA', 'JFK', 'LH')], 1, undefined, { choseRefund: true }), 'missing-ticket-price'],
    [
      'delayed 5 h at departure, refund chosen',
      fraMuc({ departureDelayMinutes: 300, choseRefund: true, ticketPrice: { amount: 120, currency: 'EUR' } }),
      'refund-owed',
    ],
  ])('%s → %s', (_name, facts, code) => {
    expect(assessCompensation(facts).reasons.map((r) => r.code)).toContain(code);
  });

  it('the refund carries its price and article', () => {
    const a = assessCompensation(cancelled([leg('FRA', 'JFK', 'LH')], 1, undefined, { choseRefund: true, ticketPrice: { amount: 812.4, currency: 'EUR' } }));
    expect(a.refund).toEqual({ amount: 812.4, currency: 'EUR', source: 'EC 261/2004 Art. 8(1)' });
  });

  it.each([
    ['no refund chosen', fraMuc({ departureDelayMinutes: 400 })],
    ['refund chosen under 5 h of delay', fraMuc({ departureDelayMinutes: 200, choseRefund: true })],
  ])('%s: the price is not asked', (_name, facts) => {
    expect(assessCompensation(facts).reasons.map((r) => r.code)).not.toContain('missing-ticket-price');
  });
});
