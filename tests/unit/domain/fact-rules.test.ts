// The rules of the facts behind money beyond the fixed sum (issue #33, domain/claim/fact-rules.ts),
// one rule for the wizard and the claims API, and their way into the engine's facts.
import { describe, expect, it } from 'vitest';
import { FACT_MESSAGES, moneyFactProblems, normalizeTimeOfDay, type ClaimCreatePayload, type FlightFactsWire } from '../../../src/domain/claim/index.ts';
import { toJourneyFacts } from '../../../src/domain/claim/wire-to-journey.ts';

const TODAY = '2026-11-29';
const base: ClaimCreatePayload['flight'] & { departure_date: string } = {
  departure_airport: 'DXB',
  arrival_airport: 'FRA',
  operating_carrier: 'EK',
  disruption_type: 'delayed',
  departure_date: '2026-11-20',
};
const problems = (extra: Partial<FlightFactsWire>) => moneyFactProblems({ ...base, ...extra }, TODAY);

describe('times of day (EC 261 Art. 9(1)(b): the hotel turns on the scheduled and expected departure)', () => {
  it.each([
    ['07:45', '07:45'],
    ['7:45', '07:45'],
    ['۰۷:۴۵ (Persian digits)', '07:45'],
    ['٢١٫٣٠ (Arabic digits, Arabic decimal mark)', '21:30'],
    ['21.30', '21:30'],
    [' 23:59 ', '23:59'],
  ])('%s reads %s', (typed, time) => {
    expect(normalizeTimeOfDay(typed.split(' (')[0]!)).toBe(time);
    expect(problems({ departure_times: { scheduled: normalizeTimeOfDay(typed.split(' (')[0]!) } })).toEqual([]);
  });

  it.each(['24:00', '12:60', '7', 'noon', '', '07:45:00'])('%j is refused with the one message', (time) => {
    expect(problems({ departure_times: { expected: time } })).toEqual([{ field: 'departure_times.expected', message: FACT_MESSAGES.timeOfDay }]);
  });
});

describe('money in hundredths (ticket price for Art. 8(1)(a); baggage cost for Montreal Art. 22(2))', () => {
  it.each([
    ['a ticket of 812.40 EUR', { ticket_price: { amount_minor: 81240, currency: 'EUR' } }, []],
    ['a bag cost of 250 AED', { baggage: { kind: 'lost' as const, cost: { amount_minor: 25000, currency: 'AED' } } }, []],
    ['nothing', { ticket_price: { amount_minor: 0, currency: 'EUR' } }, [{ field: 'ticket_price.amount_minor', message: FACT_MESSAGES.amountRange }]],
    [
      'above a receipt’s bound',
      { ticket_price: { amount_minor: 10_000_001, currency: 'EUR' } },
      [{ field: 'ticket_price.amount_minor', message: FACT_MESSAGES.amountRange }],
    ],
    [
      'a fraction of a hundredth',
      { ticket_price: { amount_minor: 12.5, currency: 'EUR' } },
      [{ field: 'ticket_price.amount_minor', message: FACT_MESSAGES.amountRange }],
    ],
    [
      'a currency we do not know',
      { baggage: { kind: 'lost' as const, cost: { amount_minor: 100, currency: 'XYZ' } } },
      [{ field: 'baggage.cost.currency', message: FACT_MESSAGES.currency }],
    ],
  ])('%s', (_name, extra, expected) => {
    expect(problems(extra)).toEqual(expected);
  });
});

describe('the day a bag came back (Montreal Convention Art. 31(2): the complaint counts from it)', () => {
  it.each([
    ['the flight’s day', '2026-11-20', true],
    ['a week later', '2026-11-27', true],
    ['today', TODAY, true],
    ['before the flight', '2026-11-19', false],
    ['tomorrow', '2026-11-30', false],
    ['not a day', '2026-02-30', false],
  ])('%s (%s) → accepted %s', (_name, day, ok) => {
    const found = problems({ baggage: { kind: 'delayed', received_on: day } });
    expect(found).toEqual(ok ? [] : [{ field: 'baggage.received_on', message: FACT_MESSAGES.receivedOn }]);
  });
});

describe('the original cause of a knock-on delay (LE v TAP C-74/19)', () => {
  it.each([
    ['knock-on, earlier flight’s technical fault', 'knock-on-previous-flight', 'technical', true],
    ['knock-on of a knock-on', 'knock-on-previous-flight', 'knock-on-previous-flight', false],
    ['an original cause without a knock-on', 'weather', 'technical', false],
  ] as const)('%s → accepted %s', (_name, cause, original, ok) => {
    expect(problems({ cause, original_cause: original })).toEqual(ok ? [] : [{ field: 'original_cause', message: FACT_MESSAGES.originalCause }]);
  });
});

describe('the wire facts reach the engine (wire-to-journey.ts)', () => {
  it('times, refund, price (hundredths → as on the ticket), baggage and original cause', () => {
    const result = toJourneyFacts({
      ...base,
      cause: 'knock-on-previous-flight',
      original_cause: 'weather',
      departure_times: { scheduled: '21:00', expected: '01:30' },
      chose_refund: true,
      ticket_price: { amount_minor: 81240, currency: 'EUR' },
      baggage: { kind: 'damaged', received_on: '2026-11-21', cost: { amount_minor: 9900, currency: 'EUR' } },
    });
    expect(result.facts).toMatchObject({
      cause: 'knock-on-previous-flight',
      originalCause: 'weather',
      departureTimes: { scheduled: '21:00', expected: '01:30' },
      choseRefund: true,
      ticketPrice: { amount: 812.4, currency: 'EUR' },
      baggage: { kind: 'damaged', receivedOn: '2026-11-21' },
    });
  });

  it.each([
    [81240, 'EUR', 812.4],
    [1005, 'EUR', 10.05],
    [12000, 'JPY', 12000],
    [12345, 'KWD', 12.345],
  ])('a ticket of %i minor units of %s is %d on the ticket', (amount_minor, currency, amount) => {
    expect(toJourneyFacts({ ...base, ticket_price: { amount_minor, currency } }).facts?.ticketPrice).toEqual({ amount, currency });
  });

  it('an original cause without a knock-on is not read', () => {
    expect(toJourneyFacts({ ...base, cause: 'weather', original_cause: 'technical' }).facts?.originalCause).toBeUndefined();
  });
});
