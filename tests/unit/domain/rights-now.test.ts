// "Your rights right now" (issue #21): what the airline owes at the airport for a delay, a
// cancellation and denied boarding, in each regime, each right with its article.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { rightsNow } from '../../../src/domain/compensation/rights-now.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';

const rightsOf = (facts: JourneyFacts) => {
  const assessment = assessCompensation(facts);
  const rights = rightsNow({ assessment, disruption: facts.disruption, voluntary: facts.deniedBoarding?.voluntary });
  return { regime: assessment.regime, byCode: Object.fromEntries(rights.map((r) => [r.code, r])), codes: rights.map((r) => r.code) };
};

const CARE = ['meals', 'communication', 'hotel', 'transfer'];

describe('delays: care from the distance threshold, the refund from 5 hours (US: a refund from 3 or 6 hours)', () => {
  it.each([
    ['EC261', delayed([leg('FRA', 'MUC', 'LH')], 200), 120, 'EC 261/2004 Art. 9(1)(a)', 'EC 261/2004 Art. 6(1)(iii), Art. 8(1)(a)'],
    ['EC261', delayed([leg('FRA', 'JFK', 'LH')], 200), 240, 'EC 261/2004 Art. 9(1)(a)', 'EC 261/2004 Art. 6(1)(iii), Art. 8(1)(a)'],
    ['UK261', delayed([leg('LHR', 'JFK', 'BA')], 200), 240, 'UK261 Art. 9(1)(a)', 'UK261 Art. 6(1)(iii), Art. 8(1)(a)'],
    ['SHY-YOLCU', delayed([leg('IST', 'ESB', 'TK')], 200, { cause: 'technical' }), 120, 'SHY-YOLCU Art. 10', 'SHY-YOLCU Art. 7, Art. 9'],
  ])('%s %#: meals from %d min (%s), the refund (%s)', (regime, facts, from, mealsArticle, refundArticle) => {
    const { regime: found, byCode, codes } = rightsOf(facts);
    expect(found).toBe(regime);
    expect(codes).toEqual([...CARE, 'refund']);
    expect(byCode['meals']).toMatchObject({ startsAfterMinutes: from, source: expect.stringContaining(mealsArticle) });
    expect(byCode['communication']?.message).toMatch(/Two telephone calls/);
    expect(byCode['refund']).toMatchObject({ startsAfterMinutes: 300, source: refundArticle });
  });

  it.each([
    ['domestic JFK→LAX', [leg('JFK', 'LAX', 'AA')], 180],
    ['international JFK→MEX', [leg('JFK', 'MEX', 'AM')], 360],
  ])('US-DOT %s: only the cash refund, from %d min (14 CFR 260.2)', (_name, legs, from) => {
    const { regime, byCode, codes } = rightsOf(delayed(legs, 400));
    expect(regime).toBe('US-DOT');
    expect(codes).toEqual(['refund']);
    expect(byCode['refund']).toMatchObject({ startsAfterMinutes: from, source: '14 CFR 260.2; 14 CFR 260.6' });
  });

  it('owed now once the departure delay passes the threshold, not before', () => {
    const { byCode } = rightsOf(delayed([leg('FRA', 'MUC', 'LH')], undefined, { departureDelayMinutes: 150 }));
    expect(byCode['meals']?.owedNow).toBe(true);
    // Art. 9(1)(b): the hotel turns on whether the new departure is on a later day (issue #33).
    expect(byCode['hotel']).toMatchObject({ needs: 'departure-times' });
    expect(byCode['refund']?.owedNow).toBe(false);
  });
});

describe('cancellations: refund or re-routing and care at once', () => {
  it.each([
    ['EC261', [leg('FRA', 'JFK', 'LH')], 'EC 261/2004 Art. 8(1); EC 261/2004 Art. 5(1)(a)–(b)', 'EC 261/2004 Art. 9(1)(b)'],
    ['UK261', [leg('LHR', 'JFK', 'BA')], 'UK261 Art. 8(1); UK261 Art. 5(1)(a)–(b)', 'UK261 Art. 9(1)(b)'],
    ['SHY-YOLCU', [leg('IST', 'ESB', 'TK')], 'SHY-YOLCU Art. 9; SHY-YOLCU Art. 6', 'SHY-YOLCU Art. 10'],
  ])('%s: the choice (%s) and a hotel if overnight (%s)', (regime, legs, choiceArticle, hotelArticle) => {
    const { regime: found, byCode, codes } = rightsOf(cancelled(legs, 2));
    expect(found).toBe(regime);
    expect(codes).toEqual(['refund-or-reroute', ...CARE]);
    expect(byCode['refund-or-reroute']).toMatchObject({ startsAfterMinutes: 0, source: choiceArticle });
    expect(byCode['hotel']).toMatchObject({ startsAfterMinutes: 0, source: expect.stringContaining(hotelArticle) });
    expect(byCode['hotel']?.message).toMatch(/on a later day than the scheduled one/);
    expect(byCode['transfer']?.message).toMatch(/airport and the hotel/);
  });

  it('US-DOT: a cash refund at once if the alternative is declined (14 CFR 260.6)', () => {
    const { regime, byCode, codes } = rightsOf(cancelled([leg('JFK', 'LAX', 'AA')], 2));
    expect(regime).toBe('US-DOT');
    expect(codes).toEqual(['refund']);
    expect(byCode['refund']).toMatchObject({ startsAfterMinutes: 0, source: '14 CFR 260.2; 14 CFR 260.6' });
  });
});

describe('denied boarding: the same care plus compensation paid on the spot', () => {
  it.each([
    ['EC261', [leg('FRA', 'JFK', 'LH')], 'EC 261/2004 Art. 4(3)', /600/],
    ['UK261', [leg('LHR', 'JFK', 'BA')], 'UK261 Art. 4(3)', /520/],
    ['SHY-YOLCU', [leg('IST', 'ESB', 'TK')], 'SHY-YOLCU Art. 5', /100/],
  ])('%s: care at once and compensation now (%s)', (regime, legs, article, amount) => {
    const { regime: found, byCode, codes } = rightsOf(deniedBoarding(legs));
    expect(found).toBe(regime);
    expect(codes).toEqual(['refund-or-reroute', ...CARE, 'compensation-now']);
    expect(byCode['meals']).toMatchObject({ startsAfterMinutes: 0, source: expect.stringContaining(article) });
    expect(byCode['compensation-now']).toMatchObject({ startsAfterMinutes: 0, source: article });
    expect(byCode['compensation-now']?.message).toMatch(amount);
    expect(byCode['compensation-now']?.message).toMatch(/straight away, at the airport/);
  });

  it('US-DOT: compensation on the day and at the airport (14 CFR 250.8(a)), no meals rule', () => {
    const { regime, byCode, codes } = rightsOf(deniedBoarding([leg('JFK', 'LAX', 'AA')]));
    expect(regime).toBe('US-DOT');
    expect(codes).toEqual(['compensation-now']);
    expect(byCode['compensation-now']).toMatchObject({ source: '14 CFR 250.8(a)' });
    expect(byCode['compensation-now']?.message).toMatch(/on the day and at the airport/);
  });

  it('a seat given up voluntarily: the choice of refund or re-routing, no compensation now (Art. 4(1))', () => {
    const { codes } = rightsOf(deniedBoarding([leg('FRA', 'JFK', 'LH')], { deniedBoarding: { voluntary: true } }));
    expect(codes).toEqual(['refund-or-reroute']);
  });

  it('no assessment yet: nothing to show', () => {
    expect(rightsNow({ assessment: null, disruption: 'denied-boarding' })).toEqual([]);
  });
});
