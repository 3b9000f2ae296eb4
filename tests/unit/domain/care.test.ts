// What the passenger is owed at the airport (issue #16): care, refund and re-routing, each with a
// stable code, its article and the minute of delay it starts at.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type Assessment } from '../../../src/domain/compensation/index.ts';
import { answerUnder } from './answers.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';

const care = (a: Assessment) => Object.fromEntries((a.care ?? []).map((r) => [r.code, r]));

describe('EC 261 Art. 6(1) and 9: care from 2 / 3 / 4 hours of departure delay by distance', () => {
  it.each([
    ['FRA→MUC, 1500 km or less (Art. 6(1)(a))', [leg('FRA', 'MUC', 'LH')], 120],
    ['AMS→LIS, intra-Community over 1500 km (Art. 6(1)(b))', [leg('AMS', 'LIS', 'KL')], 180],
    ['FRA→TLV, 1500–3500 km (Art. 6(1)(b))', [leg('FRA', 'TLV', 'LH')], 180],
    ['FRA→JFK, over 3500 km (Art. 6(1)(c))', [leg('FRA', 'JFK', 'LH')], 240],
  ])('%s: meals, calls, hotel and transfer from %d min', (_name, legs, from) => {
    const rights = care(assessCompensation(delayed(legs, 60)));
    for (const code of ['meals', 'communication', 'hotel', 'transfer'] as const) {
      expect(rights[code]).toMatchObject({ startsAfterMinutes: from, source: expect.stringContaining('EC 261/2004 Art. 9') });
    }
    expect(rights['hotel']?.message).toMatch(/one or more nights/);
  });

  it('Art. 6(1)(iii) and 8(1)(a): the refund right from 5 hours of delay', () => {
    expect(care(assessCompensation(delayed([leg('FRA', 'MUC', 'LH')], 60))).refund).toMatchObject({
      startsAfterMinutes: 300,
      source: 'EC 261/2004 Art. 6(1)(iii), Art. 8(1)(a)',
    });
  });

  it('"owed now" when the departure delay is known: 2:30 on a short flight gives meals, not yet the refund', () => {
    const rights = care(assessCompensation(delayed([leg('FRA', 'MUC', 'LH')], undefined, { departureDelayMinutes: 150 })));
    expect(rights['meals']?.owedNow).toBe(true);
    expect(rights['refund']?.owedNow).toBe(false);
  });

  it('care stays when extraordinary circumstances may excuse compensation (McDonagh C-12/11)', () => {
    expect(care(assessCompensation(delayed([leg('FRA', 'MUC', 'LH')], 300, { cause: 'weather' }))).meals).toBeDefined();
  });
});

describe('cancellation (Art. 5(1)(a)–(b)) and denied boarding (Art. 4(3)): refund-or-reroute and care at once', () => {
  it.each([
    ['cancelled FRA→JFK (Art. 5(1))', cancelled([leg('FRA', 'JFK', 'LH')], 2)],
    ['denied boarding FRA→JFK (Art. 4(3))', deniedBoarding([leg('FRA', 'JFK', 'LH')])],
  ])('%s', (_name, facts) => {
    const rights = care(assessCompensation(facts));
    expect(Object.keys(rights).sort()).toEqual(['communication', 'hotel', 'meals', 'refund-or-reroute', 'transfer']);
    expect(rights['refund-or-reroute']).toMatchObject({ startsAfterMinutes: 0, source: expect.stringContaining('Art. 8(1)') });
    expect(Object.values(rights).every((r) => r.startsAfterMinutes === 0)).toBe(true);
  });
});

describe('the UK, Turkish and US equivalents', () => {
  it('UK261 Art. 6 and 9 for LHR→JFK', () => {
    expect(care(assessCompensation(delayed([leg('LHR', 'JFK', 'BA')], 60))).meals).toMatchObject({
      startsAfterMinutes: 240,
      source: expect.stringContaining('UK261 Art. 9(1)(a)'),
    });
  });

  it('SHY-YOLCU for IST→ESB', () => {
    expect(care(assessCompensation(delayed([leg('IST', 'ESB', 'TK')], 60))).meals).toMatchObject({
      startsAfterMinutes: 120,
      source: expect.stringContaining('SHY-YOLCU'),
    });
  });

  it.each([
    ['JFK→LAX domestic: "significant change" of 3 hours or more (14 CFR 260.2)', [leg('JFK', 'LAX', 'AA')], 180],
    ['JFK→LHR international: 6 hours or more (14 CFR 260.2)', [leg('JFK', 'LHR', 'BA')], 360],
  ])('US DOT: only a refund, %s', (_name, legs, from) => {
    expect(answerUnder(delayed(legs, 60), 'US-DOT')?.care).toEqual([
      expect.objectContaining({ code: 'refund', startsAfterMinutes: from, source: expect.stringContaining('14 CFR 260.6') }),
    ]);
  });

  it('US DOT: a cancelled flight gives the refund at once (14 CFR 260.6)', () => {
    expect(answerUnder(cancelled([leg('JFK', 'LAX', 'AA')], 2), 'US-DOT')?.care).toEqual([expect.objectContaining({ code: 'refund', startsAfterMinutes: 0 })]);
  });
});

describe('no care where the Regulation does not reach the passenger', () => {
  it.each([
    ['DXB→FRA on Emirates (Art. 3(1)(b))', delayed([leg('DXB', 'FRA', 'EK')], 300)],
    ['a free ticket (Art. 3(3))', delayed([leg('FRA', 'MUC', 'LH')], 300, { booking: { fare: 'free' } })],
  ])('%s', (_name, facts) => {
    expect(assessCompensation(facts).care).toBeUndefined();
  });
});
