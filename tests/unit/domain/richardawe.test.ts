// Port of richardawe/Eu261 tests/test_eligibility.py (MIT), as listed in research/domain.md §2.2,
// with the current-law expectations of its right-hand column: since 1 January 2021 the UK is a
// third country, UK flights fall under UK261 in pounds, and U2/BA are not Community carriers.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';

// Delay base: U2, LHR→AMS, scheduled 2024-06-01 10:00Z–11:30Z.
const lhrAms = [leg('LHR', 'AMS', 'U2', '2024-06-01')];
// Cancellation base: FR9001 STN→ALC (Ryanair DAC), scheduled 2024-06-15 08:00Z–10:30Z.
const stnAlc = [leg('STN', 'ALC', 'FR', '2024-06-15')];

type Expected = {
  outcome: Assessment['outcome'];
  regime?: Assessment['regime'];
  amount?: number;
  currency?: string;
  notRegime?: string;
  chance?: Assessment['chance'];
};

const check = (facts: JourneyFacts, e: Expected) => {
  const a = assessCompensation(facts);
  expect(a.outcome).toBe(e.outcome);
  if (e.regime) expect(a.regime).toBe(e.regime);
  if (e.chance) expect(a.chance).toBe(e.chance);
  if (e.amount !== undefined) expect(a.compensation).toEqual({ amount: e.amount, currency: e.currency });
  if (e.notRegime) {
    expect(a.regime).not.toBe(e.notRegime);
    expect((a.alsoApplicable ?? []).map((x) => x.regime)).not.toContain(e.notRegime);
  }
  return a;
};

describe('richardawe R1–R9: delays (Sturgeon C-402/07; UK261 after Brexit)', () => {
  it.each<[string, JourneyFacts, Expected]>([
    [
      'R1 3:05 short-haul LHR→AMS on U2: peer €250; now UK261 £220, not EC 261',
      delayed(lhrAms, 185),
      { outcome: 'eligible', regime: 'UK261', amount: 220, currency: 'GBP', notRegime: 'EC261' },
    ],
    [
      'R2 4:05 long-haul LHR→JFK: peer €600; now UK261 £520',
      delayed([leg('LHR', 'JFK', 'U2')], 245),
      { outcome: 'eligible', regime: 'UK261', amount: 520, currency: 'GBP', notRegime: 'EC261' },
    ],
    ['R3 2:59 → not eligible', delayed(lhrAms, 179), { outcome: 'not-eligible' }],
    ['R4 exactly 3:00 → eligible (UK261 £220)', delayed(lhrAms, 180), { outcome: 'eligible', regime: 'UK261', amount: 220, currency: 'GBP' }],
    [
      'R5 AMS→LIS 3:05 → EC 261 €400 (1847 km, departure EU)',
      delayed([leg('AMS', 'LIS', 'U2')], 185),
      { outcome: 'eligible', regime: 'EC261', amount: 400, currency: 'EUR' },
    ],
    ['R6 JFK→BOS, non-EU carrier → not eligible (scope)', delayed([leg('JFK', 'BOS', 'B6')], 240), { outcome: 'not-eligible', notRegime: 'EC261' }],
    [
      'R7 JFK→LHR 3:05 on a UK carrier: peer €600; now UK261 £520 halved = £260 (3:05 < 4 h)',
      delayed([leg('JFK', 'LHR', 'BA')], 185),
      { outcome: 'eligible', regime: 'UK261', amount: 260, currency: 'GBP', notRegime: 'EC261' },
    ],
    [
      'R7 JFK→LHR on an EU carrier: not EC 261 (LHR is not EU), but UK261 Art. 3(1)(b) as amended by SI 2019/278 covers Community carriers into the UK: £260',
      delayed([leg('JFK', 'LHR', 'EI')], 185),
      { outcome: 'eligible', regime: 'UK261', amount: 260, currency: 'GBP', notRegime: 'EC261' },
    ],
    [
      'R8 ATC strike, 4 h: peer not eligible; we let the passenger claim and the airline prove it (Art. 5(3)), at a low chance',
      delayed(lhrAms, 240, { cause: 'air-traffic-control' }),
      { outcome: 'eligible', chance: 'low' },
    ],
    ['R9 no actual arrival → needs more information (peer: not eligible)', delayed(lhrAms, undefined), { outcome: 'needs-more-information' }],
  ])('%s', (_name, facts, expected) => {
    check(facts, expected);
  });

  it('R9 asks how late the passenger arrived', () => {
    const a = assessCompensation(delayed(lhrAms, undefined));
    expect(a.reasons).toContainEqual(expect.objectContaining({ code: 'missing-arrival-delay', message: expect.stringMatching(/How late did you arrive/) }));
  });

  it('R10–R11: cites at least scope and amount, in at least three steps', () => {
    const a = assessCompensation(delayed([leg('AMS', 'LIS', 'KL')], 185));
    const codes = a.reasons.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['scope-departure-eu', 'distance-band', 'amount']));
    expect(a.reasons.length).toBeGreaterThanOrEqual(3);
    for (const r of a.reasons) expect(r.source).not.toBe('');
  });
});

describe('richardawe R12–R24: cancellations, denied boarding, advanced flights (Art. 5, Art. 4, Azurair)', () => {
  it.each<[string, JourneyFacts, Expected]>([
    ['R12 notice 7 days, no rebooking → eligible', cancelled(stnAlc, 7), { outcome: 'eligible', regime: 'EC261', amount: 400, currency: 'EUR' }],
    ['R13 notice 21 days → not eligible', cancelled(stnAlc, 21), { outcome: 'not-eligible' }],
    ['R14 notice exactly 14 days → not eligible', cancelled(stnAlc, 14), { outcome: 'not-eligible' }],
    ['R15 notice 13 days, no rebooking → eligible', cancelled(stnAlc, 13), { outcome: 'eligible', amount: 400, currency: 'EUR' }],
    [
      'R16 notice 10 days, rebooked −1:30 / +3:00 → not eligible (Art. 5(1)(c)(ii))',
      cancelled(stnAlc, 10, { departedEarlierMinutes: 90, arrivedLaterMinutes: 180 }),
      { outcome: 'not-eligible' },
    ],
    ['R17 notice 6 days, no rebooking → eligible', cancelled(stnAlc, 6), { outcome: 'eligible', amount: 400, currency: 'EUR' }],
    [
      'R18 notice 3 days, rebooked −0:15 / +5:00 → eligible €400 (no 50%: 5 h > 3 h)',
      cancelled(stnAlc, 3, { departedEarlierMinutes: 15, arrivedLaterMinutes: 300 }),
      { outcome: 'eligible', regime: 'EC261', amount: 400, currency: 'EUR' },
    ],
    [
      'R19 notice 1 day, volcanic ash: peer not eligible; claimable at a low chance, the airline must prove it (Art. 5(3); McDonagh C-12/11)',
      cancelled(stnAlc, 1, undefined, { cause: 'weather' }),
      { outcome: 'eligible', chance: 'low' },
    ],
    [
      'R21 BA LHR→CDG, notice 3, rebooked −1:30 / +1:00: peer €125; now UK261 £220 halved = £110',
      cancelled([leg('LHR', 'CDG', 'BA')], 3, { departedEarlierMinutes: 90, arrivedLaterMinutes: 60 }),
      { outcome: 'eligible', regime: 'UK261', amount: 110, currency: 'GBP', notRegime: 'EC261' },
    ],
    [
      'R22 LH FRA→LHR denied boarding → €250 (654 km, departure EU)',
      deniedBoarding([leg('FRA', 'LHR', 'LH')]),
      { outcome: 'eligible', regime: 'EC261', amount: 250, currency: 'EUR' },
    ],
    [
      'R24 U2 LGW→AMS advanced 0:50 → not eligible (an hour or less is no cancellation)',
      { legs: [leg('LGW', 'AMS', 'U2')], disruption: 'cancelled', advancedMinutes: 50, cancellation: { noticeDays: 3 } },
      { outcome: 'not-eligible' },
    ],
  ])('%s', (_name, facts, expected) => {
    check(facts, expected);
  });

  it('R20 notice 3 days: EC 261 €400 (Art. 3(1)(b), Ryanair DAC into the EU; 1513 km, not intra-EU) and UK261 £350 too', () => {
    const a = check(cancelled(stnAlc, 3), { outcome: 'eligible', regime: 'EC261', amount: 400, currency: 'EUR' });
    expect(a.reasons.map((r) => r.code)).toContain('scope-arrival-community-carrier');
    expect(a.alsoApplicable).toEqual([
      expect.objectContaining({ regime: 'UK261', outcome: 'eligible', compensation: { amount: 350, currency: 'GBP' } }),
      expect.objectContaining({ regime: 'MC99' }),
    ]);
  });

  it('R23 U2 LGW→AMS advanced 2:15 → UK261 eligible, flagged uncertain (Azurair is post-Brexit case law)', () => {
    const a = check(
      { legs: [leg('LGW', 'AMS', 'U2')], disruption: 'cancelled', advancedMinutes: 135, cancellation: { noticeDays: 3 } },
      { outcome: 'eligible', regime: 'UK261', amount: 220, currency: 'GBP', notRegime: 'EC261' },
    );
    expect(a.uncertain).toBe(true);
    expect(a.reasons.map((r) => r.code)).toContain('advanced-flight-cancellation');
  });
});
