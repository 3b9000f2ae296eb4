// assessCompensation never throws and only ever answers amounts the rules know
// (issue #3: "never a guess and never a throw").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';

const AIRPORTS = ['FRA', 'LHR', 'JFK', 'IST', 'ESB', 'CDG', 'RUN', 'DXB', 'STN', 'ALC', 'LAX', 'XXX', '', 'fra'];
const CARRIERS = ['LH', 'BA', 'U2', 'TK', 'EK', 'AA', 'FR', 'ZZ', ''];
const KNOWN = new Set([
  'EUR:50',
  'EUR:100',
  'EUR:125',
  'EUR:200',
  'EUR:250',
  'EUR:300',
  'EUR:400',
  'EUR:600',
  'GBP:110',
  'GBP:175',
  'GBP:260',
  'GBP:220',
  'GBP:350',
  'GBP:520',
]);

const facts = fc.record(
  {
    legs: fc.array(fc.record({ from: fc.constantFrom(...AIRPORTS), to: fc.constantFrom(...AIRPORTS), operatingCarrier: fc.constantFrom(...CARRIERS) }), {
      maxLength: 3,
    }),
    disruption: fc.constantFrom('delayed', 'cancelled', 'denied-boarding'),
    disruptedLegIndex: fc.integer({ min: -1, max: 3 }),
    arrivalDelayMinutes: fc.oneof(fc.integer({ min: -60, max: 2000 }), fc.constant(Number.NaN)),
    cancellation: fc.record(
      {
        noticeDays: fc.double({ min: -1, max: 30, noNaN: true }),
        reroute: fc.record({ departedEarlierMinutes: fc.integer({ min: 0, max: 600 }), arrivedLaterMinutes: fc.integer({ min: -300, max: 900 }) }),
      },
      { requiredKeys: ['noticeDays'] },
    ),
    advancedMinutes: fc.integer({ min: 0, max: 300 }),
    deniedBoarding: fc.record({ voluntary: fc.boolean() }),
    cause: fc.constantFrom('technical', 'weather', 'unknown', 'bird-strike', 'other'),
    oneWayFare: fc.record({ amount: fc.double({ min: 0, max: 2000, noNaN: true }), currency: fc.constantFrom('USD', 'EUR') }),
  },
  { requiredKeys: ['legs', 'disruption'] },
);

describe('assessCompensation on arbitrary facts', () => {
  it('never throws, and answers either an outcome with reasons or a known amount', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const a = assessCompensation(f as JourneyFacts);
        expect(a.reasons.length).toBeGreaterThan(0);
        if (a.outcome === 'eligible' && a.regime === 'MC99') {
          // The Montreal Convention: proven damage up to a limit, no fixed sum.
          expect(a.compensation).toBeUndefined();
          expect(a.damagesCap ?? a.baggageCap).toBeDefined();
        } else if (a.outcome === 'eligible') {
          expect(a.compensation).toBeDefined();
          if (a.regime !== 'US-DOT') expect(KNOWN).toContain(`${a.compensation!.currency}:${a.compensation!.amount}`);
        } else {
          expect(a.compensation).toBeUndefined();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
