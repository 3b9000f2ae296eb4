// UK261, SHY-YOLCU and US DOT, and the choice between regimes covering one journey.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { dotCompensation, dotTier } from '../../../src/domain/compensation/us-dot/amount.ts';
import { answers } from './answers.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';

const regimes = (facts: JourneyFacts) => answers(facts).map((x) => [x.regime, x.outcome, x.compensation?.amount, x.compensation?.currency]);

// UK261 for a 5 h delay, SHY-YOLCU for a cancellation at 2 days' notice.
describe('Amounts by distance: UK261 Art. 7(1), SHY-YOLCU Art. 8(1)', () => {
  it.each([
    ['UK261', 'LHR→EDI (short)', delayed([leg('LHR', 'EDI', 'BA')], 300), 220, 'GBP'],
    ['UK261', 'LGW→TFS (1500–3500 km)', delayed([leg('LGW', 'TFS', 'U2')], 300), 350, 'GBP'],
    ['UK261', 'LHR→SIN (over 3500 km)', delayed([leg('LHR', 'SIN', 'BA')], 300), 520, 'GBP'],
    ['SHY-YOLCU', 'IST→ESB (domestic, Art. 8(1)(a))', cancelled([leg('IST', 'ESB', 'TK')], 2), 100, 'EUR'],
    ['SHY-YOLCU', 'IST→ATH (international, short)', cancelled([leg('IST', 'ATH', 'TK')], 2), 250, 'EUR'],
    ['SHY-YOLCU', 'IST→FRA (international, 1500–3500 km)', cancelled([leg('IST', 'FRA', 'TK')], 2), 400, 'EUR'],
    ['SHY-YOLCU', 'IST→JFK (international, over 3500 km)', cancelled([leg('IST', 'JFK', 'TK')], 2), 600, 'EUR'],
  ])('%s: %s → %d %s', (regime, _name, facts, amount, currency) => {
    expect(assessCompensation(facts)).toMatchObject({ regime, compensation: { amount, currency } });
  });
});

describe('UK261 (retained Reg. 261/2004 as amended by SI 2019/278)', () => {
  it('Art. 3(1)(b): into the UK from a third country on a UK carrier', () => {
    expect(assessCompensation(delayed([leg('DXB', 'LHR', 'BA')], 300))).toMatchObject({ regime: 'UK261', outcome: 'eligible' });
  });

  it('Art. 3(1)(b): not into the UK on a third-country carrier (the Montreal Convention answers instead)', () => {
    const a = assessCompensation(delayed([leg('DXB', 'LHR', 'EK')], 300));
    expect(a.regime).toBe('MC99');
    expect(a.reasons.map((r) => r.code)).toContain('non-uk-carrier');
  });

  it('Art. 3(1)(b) as amended by SI 2019/278: EU→UK on an EU carrier is covered too', () => {
    const a = assessCompensation(delayed([leg('FRA', 'LHR', 'LH')], 300));
    expect(a).toMatchObject({ regime: 'EC261', compensation: { amount: 250, currency: 'EUR' } });
    expect(a.alsoApplicable).toEqual([
      expect.objectContaining({ regime: 'UK261', compensation: { amount: 220, currency: 'GBP' } }),
      expect.objectContaining({ regime: 'MC99', damagesCap: { amount: 6303, currency: 'XDR' } }),
    ]);
    expect(a.alsoApplicable?.[0]?.uncertain).toBeUndefined();
  });

  it('Sturgeon C-402/07 binds as retained case law: 3–4 h on a long flight halves £520 to £260', () => {
    expect(assessCompensation(delayed([leg('LHR', 'JFK', 'BA')], 200)).compensation).toEqual({ amount: 260, currency: 'GBP' });
  });

  it('Jersey and Gibraltar are not the UK', () => {
    expect(assessCompensation(delayed([leg('JER', 'GCI', 'BA')], 300)).outcome).toBe('not-eligible');
  });
});

describe('SHY-YOLCU (Turkey; RG 28131, amended RG 32748, 10 Dec 2024)', () => {
  it.each([
    ['technical', 'eligible'],
    ['own-staff-strike', 'eligible'],
    ['weather', 'not-eligible'],
    ['air-traffic-control', 'not-eligible'],
    ['unknown', 'needs-more-information'],
  ] as const)('Art. 7(3): a 3 h+ delay caused by %s → %s (technical or operational reasons only)', (cause, outcome) => {
    expect(assessCompensation(delayed([leg('IST', 'FRA', 'TK')], 200, { cause })).outcome).toBe(outcome);
  });

  it('no Sturgeon halving under SHY-YOLCU: IST→JFK 3:20 late, technical → €600', () => {
    expect(assessCompensation(delayed([leg('IST', 'JFK', 'TK')], 200, { cause: 'technical' })).compensation).toEqual({ amount: 600, currency: 'EUR' });
  });

  it('Art. 2: into Turkey on a Turkish carrier; EU→IST on TK is EC 261 first, SHY-YOLCU too (same euros: EC 261 leads)', () => {
    expect(regimes(delayed([leg('FRA', 'IST', 'TK')], 300, { cause: 'technical' }))).toEqual([
      ['EC261', 'eligible', 400, 'EUR'],
      ['SHY-YOLCU', 'eligible', 400, 'EUR'],
      ['MC99', 'eligible', undefined, undefined],
    ]);
  });

  it('Art. 2: not into Turkey on a foreign carrier from a third country (the Montreal Convention answers instead)', () => {
    const a = assessCompensation(delayed([leg('DXB', 'IST', 'EK')], 300));
    expect(a.regime).toBe('MC99');
    expect(a.reasons.map((r) => r.code)).toContain('non-turkish-carrier');
  });
});

describe('US DOT involuntary denied boarding (14 CFR 250.5; limits from 22 Jan 2025, 89 FR 84815)', () => {
  const fare = (amount: number, currency = 'USD') => ({ oneWayFare: { amount, currency } });

  it.each([
    ['domestic, 0:50 late → nothing', [leg('JFK', 'LAX', 'AA')], 50, 300, 'not-eligible', undefined],
    ['domestic, 1:30 late → 200% of $300', [leg('JFK', 'LAX', 'AA')], 90, 300, 'eligible', 600],
    ['domestic, 2:00 late → 400%: not "less than two hours" (250.5(a)(2))', [leg('JFK', 'LAX', 'AA')], 120, 300, 'eligible', 1200],
    ['domestic, 2:30 late → 400% of $300', [leg('JFK', 'LAX', 'AA')], 150, 300, 'eligible', 1200],
    ['domestic, 2:30 late, fare $700 → capped at $2,150', [leg('JFK', 'LAX', 'AA')], 150, 700, 'eligible', 2150],
    ['domestic, 1:30 late, fare $700 → capped at $1,075', [leg('JFK', 'LAX', 'AA')], 90, 700, 'eligible', 1075],
    ['international, 3:00 late → 200%', [leg('JFK', 'MEX', 'AM')], 180, 250, 'eligible', 500],
    ['international, 4:30 late → 400%', [leg('JFK', 'MEX', 'AM')], 270, 250, 'eligible', 1000],
  ])('%s', (_name, legs, minutes, amount, outcome, usd) => {
    const a = assessCompensation(deniedBoarding(legs, { arrivalDelayMinutes: minutes, ...fare(amount) }));
    expect(a).toMatchObject({ regime: 'US-DOT', outcome });
    if (usd !== undefined) expect(a.compensation).toEqual({ amount: usd, currency: 'USD' });
  });

  it('no alternative offered → 400%', () => {
    expect(
      assessCompensation(deniedBoarding([leg('ORD', 'DEN', 'UA')], { deniedBoarding: { voluntary: false, noAlternativeOffered: true }, ...fare(200) }))
        .compensation,
    ).toEqual({ amount: 800, currency: 'USD' });
  });

  it.each([
    ['the fare is missing', deniedBoarding([leg('ORD', 'DEN', 'UA')], { arrivalDelayMinutes: 200 }), 'missing-one-way-fare'],
    ['the fare is not in dollars', deniedBoarding([leg('ORD', 'DEN', 'UA')], { arrivalDelayMinutes: 200, ...fare(200, 'EUR') }), 'missing-one-way-fare-usd'],
    ['the arrival of the replacement is unknown', deniedBoarding([leg('ORD', 'DEN', 'UA')], fare(200)), 'missing-arrival-delay'],
  ])('asks when %s', (_name, facts, code) => {
    const a = assessCompensation(facts);
    expect(a.outcome).toBe('needs-more-information');
    expect(a.reasons.map((r) => r.code)).toContain(code);
  });

  it('volunteers get what they negotiated (14 CFR 250.2b); delays pay nothing under US rules', () => {
    expect(assessCompensation(deniedBoarding([leg('ORD', 'DEN', 'UA')], { deniedBoarding: { voluntary: true }, ...fare(200) })).outcome).toBe('not-eligible');
    expect(assessCompensation(delayed([leg('ORD', 'DEN', 'UA')], 400)).reasons.map((r) => r.code)).toContain('us-no-delay-compensation');
  });

  it('dotTier and dotCompensation follow 250.5(a)', () => {
    expect(dotTier(60, true)).toBe('none');
    expect(dotTier(61, true)).toBe('double');
    expect(dotTier(121, true)).toBe('quadruple');
    expect(dotTier(239, false)).toBe('double');
    expect(dotTier(240, false)).toBe('quadruple');
    expect(dotTier(undefined, false)).toBe('quadruple');
    expect(dotCompensation('double', 99.99)).toBe(199.98);
  });
});

describe('dotCompensation in cents (14 CFR 250.5: 200 % / 400 % of the fare, up to the limit)', () => {
  it.each([
    ['double' as const, 99.99, 199.98],
    ['double' as const, 0.1 + 0.2, 0.6],
    ['quadruple' as const, 10.05, 40.2],
    ['quadruple' as const, 268.75, 1075],
    ['double' as const, 600, 1075],
    ['quadruple' as const, 600, 2150],
  ])('%s of $%d → $%d', (tier, fare, amount) => {
    expect(dotCompensation(tier, fare)).toBe(amount);
  });
});

describe('Several regimes on one journey: the one that pays most leads (claim once)', () => {
  it('JFK→FRA on Lufthansa, denied boarding, $400 fare, 5 h late: US DOT $1,600 beats EC 261 €600', () => {
    expect(regimes(deniedBoarding([leg('JFK', 'FRA', 'LH')], { arrivalDelayMinutes: 300, oneWayFare: { amount: 400, currency: 'USD' } }))).toEqual([
      ['US-DOT', 'eligible', 1600, 'USD'],
      ['EC261', 'eligible', 600, 'EUR'],
      ['MC99', 'eligible', undefined, undefined],
    ]);
  });

  it('the same with a $100 fare: EC 261 €600 beats US DOT $400', () => {
    expect(regimes(deniedBoarding([leg('JFK', 'FRA', 'LH')], { arrivalDelayMinutes: 300, oneWayFare: { amount: 100, currency: 'USD' } }))[0]).toEqual([
      'EC261',
      'eligible',
      600,
      'EUR',
    ]);
  });

  it('STN→ALC on Ryanair: €400 and £350 are equal within exchange-rate noise, so EC 261 leads', () => {
    expect(regimes(cancelled([leg('STN', 'ALC', 'FR')], 2))).toEqual([
      ['EC261', 'eligible', 400, 'EUR'],
      ['UK261', 'eligible', 350, 'GBP'],
      ['MC99', 'eligible', undefined, undefined],
    ]);
  });

  it('an eligible regime leads one that needs more information', () => {
    const a = assessCompensation(delayed([leg('FRA', 'IST', 'TK')], 300));
    expect(a).toMatchObject({ regime: 'EC261', outcome: 'eligible' });
    expect(a.alsoApplicable).toEqual([
      expect.objectContaining({ regime: 'SHY-YOLCU', outcome: 'needs-more-information' }),
      expect.objectContaining({ regime: 'MC99', outcome: 'eligible' }),
    ]);
  });
});
