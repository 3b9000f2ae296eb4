// Dates in force (issue #33): each regime's scope reads the flight's date.
import { describe, expect, it } from 'vitest';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { answers } from './answers.ts';
import { delayed, leg } from './journey-builders.ts';

const regimesOf = (facts: Parameters<typeof assessCompensation>[0]) =>
  answers(facts)
    .filter((a) => a.regime === 'EC261' || a.regime === 'UK261')
    .map((a) => [a.regime, a.outcome, a.compensation?.amount, a.compensation?.currency]);

describe('EC 261/2004 applies to flights from 17 Feb 2005 (Art. 19)', () => {
  it.each([
    ['the day before: 16 Feb 2005 (the Montreal Convention only)', '2005-02-16', 'MC99', undefined],
    ['the first day: 17 Feb 2005', '2005-02-17', 'EC261', 600],
    ["no date given: today's law", undefined, 'EC261', 600],
  ] as const)('FRA→JFK on LH, 5 h late, %s', (_name, date, regime, amount) => {
    const a = assessCompensation(delayed([leg('FRA', 'JFK', 'LH', date)], 300));
    expect([a.regime, a.compensation?.amount]).toEqual([regime, amount]);
    if (regime === 'MC99') expect(a.reasons).toContainEqual(expect.objectContaining({ code: 'not-in-force', source: 'EC 261/2004 Art. 19' }));
  });
});

describe('The UK inside EC 261 until 31 Dec 2020, 23:00 GMT; UK261 after (Withdrawal Agreement Art. 126–127; EU (Withdrawal Agreement) Act 2020 s.39)', () => {
  it.each([
    ['LHR→JFK on BA, 31 Dec 2020: EC 261 from a Member State', [leg('LHR', 'JFK', 'BA', '2020-12-31')], [['EC261', 'eligible', 600, 'EUR']]],
    ['LHR→JFK on BA, 1 Jan 2021: UK261', [leg('LHR', 'JFK', 'BA', '2021-01-01')], [['UK261', 'eligible', 520, 'GBP']]],
    ['JFK→LHR on BA, 2019: a Community carrier into a Member State', [leg('JFK', 'LHR', 'BA', '2019-06-01')], [['EC261', 'eligible', 600, 'EUR']]],
    ['JFK→FRA on BA, 2019: BA was a Community carrier', [leg('JFK', 'FRA', 'BA', '2019-06-01')], [['EC261', 'eligible', 600, 'EUR']]],
    ['JFK→FRA on BA, 2022: BA is not, UK261 Art. 3(1)(b)(ii) covers it', [leg('JFK', 'FRA', 'BA', '2022-06-01')], [['UK261', 'eligible', 520, 'GBP']]],
    [
      'FRA→LHR on LH, 2022: both regimes',
      [leg('FRA', 'LHR', 'LH', '2022-06-01')],
      [
        ['EC261', 'eligible', 250, 'EUR'],
        ['UK261', 'eligible', 220, 'GBP'],
      ],
    ],
    ['FRA→LHR on LH, 2019: EC 261 only, an intra-Community flight', [leg('FRA', 'LHR', 'LH', '2019-06-01')], [['EC261', 'eligible', 250, 'EUR']]],
  ] as const)('%s', (_name, legs, expected) => {
    expect(regimesOf(delayed([...legs], 300))).toEqual(expected);
  });

  it('the UK leg of a 2019 answer cites the transition period', () => {
    const a = assessCompensation(delayed([leg('LHR', 'JFK', 'BA', '2019-06-01')], 300));
    expect(a.reasons[0]?.source).toMatch(/Withdrawal Agreement Art\. 126/);
  });
});

describe('SHY-YOLCU from 1 Jan 2012 (RG 28131, 3 Dec 2011)', () => {
  it.each([
    ['2011-12-31', 'MC99', 'not-in-force'],
    ['2012-01-01', 'SHY-YOLCU', 'cancellation-compensable'],
  ] as const)("IST→FRA on TK cancelled at 2 days' notice on %s → %s", (date, regime, code) => {
    const a = assessCompensation({ legs: [leg('IST', 'FRA', 'TK', date)], disruption: 'cancelled', cancellation: { noticeDays: 2 } });
    expect(a.regime).toBe(regime);
    expect(a.reasons.map((r) => r.code)).toContain(code);
  });
});
