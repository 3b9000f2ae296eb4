// The Montreal Convention 1999 (issue #33): scope (Art. 1(2)), delay (Art. 19, 22(1)), baggage
// (Art. 17, 22(2), 31(2)), the two years (Art. 35), each case with its source.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { mc99Limit } from '../../../src/domain/compensation/mc99/limits.ts';
import { isPartyOn } from '../../../src/domain/compensation/mc99/parties.ts';
import { answerUnder } from './answers.ts';
import { cancelled, delayed, leg } from './journey-builders.ts';

const codes = (facts: JourneyFacts) => assessCompensation(facts).reasons.map((r) => r.code);

describe('Our main market now gets a next step (issue #33)', () => {
  it.each([
    ['EK 45 DXB→FRA, 5 h late', [leg('DXB', 'FRA', 'EK', '2025-03-01')], 'Emirates'],
    ['FZ 711 DXB→IST, 5 h late', [leg('DXB', 'IST', 'FZ', '2025-03-01')], 'flydubai'],
  ])('%s: the Montreal Convention, up to 6,303 SDR, and a letter to the airline within two years', (_name, legs, airline) => {
    const a = assessCompensation(delayed(legs, 300));
    expect(a).toMatchObject({ regime: 'MC99', outcome: 'eligible', damagesCap: { amount: 6303, currency: 'XDR' } });
    expect(a.compensation).toBeUndefined();
    const next = a.reasons.at(-1)!;
    expect(next.code).toBe('mc99-next-step');
    expect(next.message).toBe(
      `Next step: write to ${airline} with every receipt and claim what the delay cost you, up to 6303 XDR. Keep your boarding pass. Any court action must be started by 2027-02-28.`,
    );
    expect(a.claimDeadlines?.shortest).toMatchObject({ years: 2, lastDay: '2027-02-28', source: 'Montreal Convention 1999 Art. 35(1)' });
    // Why no fixed sum is due comes first, then the Convention.
    expect(a.reasons[0]!.code).not.toMatch(/mc99/);
  });
});

describe('Scope, Art. 1(2): two States Parties, or one with an agreed stop in another State', () => {
  it.each([
    ['UAE → Germany', [leg('DXB', 'FRA', 'EK')], 'scope-mc99-parties'],
    ['UAE → Turkey', [leg('DXB', 'IST', 'FZ')], 'scope-mc99-parties'],
    ['Qatar → UK', [leg('DOH', 'LHR', 'QR')], 'scope-mc99-parties'],
    ['Saudi Arabia → Egypt', [leg('JED', 'CAI', 'SV')], 'scope-mc99-parties'],
    ['UAE → India', [leg('DXB', 'BOM', 'EK')], 'scope-mc99-parties'],
    ['Abu Dhabi → Muscat → Abu Dhabi (Oman)', [leg('AUH', 'MCT', 'EY'), leg('MCT', 'AUH', 'EY')], 'scope-mc99-stop-abroad'],
    [
      'Dubai → Tehran → Dubai: a stop in a State that is not a party still counts',
      [leg('DXB', 'IKA', 'EK'), leg('IKA', 'DXB', 'EK')],
      'scope-mc99-stop-abroad',
    ],
  ])('%s → covered (%s)', (_name, legs, code) => {
    const montreal = assessCompensation(delayed(legs, 300)).alsoApplicable?.find((a) => a.regime === 'MC99') ?? assessCompensation(delayed(legs, 300));
    expect(montreal).toMatchObject({ regime: 'MC99', outcome: 'eligible' });
    expect(montreal.reasons.map((r) => r.code)).toContain(code);
  });

  it.each([
    ['Tehran → Dubai: Iran is not a party (the Warsaw system may apply)', [leg('IKA', 'DXB', 'IR')], 'mc99-not-party'],
    ['Dubai → Tehran', [leg('DXB', 'IKA', 'EK')], 'mc99-not-party'],
    ['Dubai → Istanbul in 2010: Turkey a party only from 24 May 2011', [leg('DXB', 'IST', 'EK', '2010-06-01')], 'mc99-not-yet-party'],
    ['Dubai → Abu Dhabi: one State, no stop abroad', [leg('DXB', 'AUH', 'EK')], undefined],
  ])('%s → not covered', (_name, legs, code) => {
    const a = assessCompensation(delayed(legs, 300));
    expect(a.regime).not.toBe('MC99');
    expect(a.alsoApplicable ?? []).toEqual([]);
    if (code) expect(codes(delayed(legs, 300))).toContain(code);
  });

  it('Iran: the reason names the Warsaw Convention as a pointer and cites its source', () => {
    const why = assessCompensation(delayed([leg('IKA', 'DXB', 'IR')], 300)).reasons.find((r) => r.code === 'mc99-not-party')!;
    expect(why.message).toContain('Warsaw Convention');
    expect(why.source).toMatch(/Warsaw Convention 1929 as amended at The Hague 1955/);
  });

  it.each([
    ['TR', '2011-05-23', false],
    ['TR', '2011-05-24', true],
    ['AE', '2003-11-04', true],
    ['QA', '2005-01-13', false],
    ['IR', '2025-01-01', false],
  ] as const)('ICAO list of parties: %s on %s → %s', (country, date, party) => {
    expect(isPartyOn(country, date)).toBe(party);
  });

  it('a round trip: one direction for the fixed sums (Emirates C-173/07), the Convention for the whole', () => {
    const a = assessCompensation(delayed([leg('DXB', 'FRA', 'EK'), leg('FRA', 'DXB', 'EK')], 300));
    expect(a.outcome).toBe('needs-more-information');
    expect(a.reasons.map((r) => r.code)).toEqual(['return-journey']);
    expect(a.alsoApplicable).toEqual([expect.objectContaining({ regime: 'MC99', outcome: 'eligible' })]);
  });
});

describe('Limits by the flight date (Art. 22, revised by ICAO under Art. 24)', () => {
  it.each([
    ['2009-12-29', 4150, 1000, 'as adopted'],
    ['2009-12-30', 4694, 1131, 'ICAO revision in force 30 Dec 2009'],
    ['2019-12-27', 4694, 1131, 'ICAO revision in force 30 Dec 2009'],
    ['2019-12-28', 5346, 1288, 'ICAO revision in force 28 Dec 2019'],
    ['2024-12-27', 5346, 1288, 'ICAO revision in force 28 Dec 2019'],
    ['2024-12-28', 6303, 1519, 'ICAO revision in force 28 Dec 2024'],
  ])('%s: delay %d SDR, baggage %d SDR (%s)', (date, delay, baggage, source) => {
    expect(mc99Limit(date)).toMatchObject({ delay, baggage });
    expect(mc99Limit(date).source).toContain(source);
    const a = assessCompensation(delayed([leg('DXB', 'FRA', 'EK', date)], 120, { baggage: { kind: 'lost' } }));
    expect(a).toMatchObject({ damagesCap: { amount: delay, currency: 'XDR' }, baggageCap: { amount: baggage, currency: 'XDR' } });
  });
});

describe('Delay of passengers, Art. 19', () => {
  it('any delay, not only 3 hours: the cost is what counts', () => {
    expect(assessCompensation(delayed([leg('DXB', 'FRA', 'EK')], 45))).toMatchObject({ regime: 'MC99', outcome: 'eligible' });
  });

  it('on time and no bag: nothing for delay', () => {
    expect(codes(delayed([leg('DXB', 'FRA', 'EK')], 0))).toContain('mc99-no-delay');
  });

  it('the delay unknown: asked for', () => {
    const a = assessCompensation(delayed([leg('DXB', 'FRA', 'EK')], undefined));
    expect(a.outcome).toBe('needs-more-information');
    expect(a.reasons.at(-1)?.code).toBe('missing-arrival-delay');
  });

  it('a cancellation: treated as delay by many courts, so uncertain', () => {
    const a = assessCompensation(cancelled([leg('DXB', 'FRA', 'EK')], 1));
    expect(a).toMatchObject({ regime: 'MC99', outcome: 'eligible', uncertain: true });
    expect(a.reasons.map((r) => r.code)).toContain('mc99-non-performance');
  });

  it('with EC 261 the Convention is listed for costs beyond the fixed sum (EC 261 Art. 12; McDonagh C-12/11)', () => {
    const a = assessCompensation(delayed([leg('FRA', 'DXB', 'LH')], 300));
    expect(a).toMatchObject({ regime: 'EC261', compensation: { amount: 600 } });
    expect(answerUnder(delayed([leg('FRA', 'DXB', 'LH')], 300), 'MC99')).toMatchObject({ outcome: 'eligible', damagesCap: { currency: 'XDR' } });
  });
});

describe('Baggage, Art. 17, 22(2), 31(2), 35', () => {
  it.each([
    [
      'damaged, received 2025-03-02: complain within 7 days',
      { kind: 'damaged', receivedOn: '2025-03-02' },
      { kind: 'baggage-damage', days: 7, lastDay: '2025-03-09' },
    ],
    [
      'delayed, handed over 2025-03-04: within 21 days',
      { kind: 'delayed', receivedOn: '2025-03-04' },
      { kind: 'baggage-delay', days: 21, lastDay: '2025-03-25' },
    ],
    ['delayed, date not given', { kind: 'delayed' }, { kind: 'baggage-delay', days: 21 }],
  ] as const)('%s', (_name, baggage, complaint) => {
    const a = assessCompensation(delayed([leg('DXB', 'FRA', 'EK', '2025-03-01')], 0, { baggage }));
    expect(a).toMatchObject({ regime: 'MC99', outcome: 'eligible', baggageCap: { amount: 1519, currency: 'XDR' } });
    expect(a.damagesCap).toBeUndefined();
    expect(a.claimDeadlines?.complaints).toEqual([{ ...complaint, source: 'Montreal Convention 1999 Art. 31(2)' }]);
    expect(a.reasons.map((r) => r.code)).toContain('mc99-baggage-complaint');
  });

  it('lost: no complaint period, the two years of Art. 35 only', () => {
    const a = assessCompensation(delayed([leg('DXB', 'FRA', 'EK', '2025-03-01')], 0, { baggage: { kind: 'lost' } }));
    expect(a.claimDeadlines?.complaints).toBeUndefined();
    expect(a.claimDeadlines?.shortest.lastDay).toBe('2027-02-28');
  });

  it('Art. 35: a claim made after the two years is time-barred', () => {
    const a = assessCompensation(delayed([leg('DXB', 'FRA', 'EK', '2022-03-01')], 300, { claimDate: '2024-03-01' }));
    expect(a.outcome).toBe('not-eligible');
    expect(a.reasons.map((r) => r.code)).toContain('time-barred');
  });
});
