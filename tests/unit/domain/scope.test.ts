// Scope of a booking as one unit (issue #16 "Scope"): each case cites the judgment or article.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { answers } from './answers.ts';
import { delayed, leg } from './journey-builders.ts';

const under = (facts: JourneyFacts, regime: string) => answers(facts).find((a) => a.regime === regime && a.outcome !== 'not-eligible');

describe('third country → third country with a stopover: not covered, even on the leg leaving the stopover', () => {
  it.each([
    [
      'EC261',
      'JFK→VIE→AMM on Austrian, delayed VIE→AMM (Airhelp v Austrian Airlines C-451/20)',
      [leg('JFK', 'VIE', 'OS'), leg('VIE', 'AMM', 'OS')],
      'third-country-journey-via-eu',
    ],
    ['EC261', 'DXB→FRA→JFK on Lufthansa, delayed FRA→JFK (C-451/20)', [leg('DXB', 'FRA', 'LH'), leg('FRA', 'JFK', 'LH')], 'third-country-journey-via-eu'],
    [
      'UK261',
      'BOM→LHR→EWR on Air India, delayed LHR→EWR (Chelluri v Air India [2021] EWCA Civ 1953)',
      [leg('BOM', 'LHR', 'AI'), leg('LHR', 'EWR', 'AI')],
      'third-country-journey-via-uk',
    ],
    [
      'SHY-YOLCU',
      'IKA→IST→JFK on Turkish Airlines, delayed IST→JFK (SHY-YOLCU Art. 2 read as C-451/20)',
      [leg('IKA', 'IST', 'TK'), leg('IST', 'JFK', 'TK')],
      'third-country-journey-via-turkey',
    ],
  ])('%s: %s', (regime, _name, legs, code) => {
    const facts = delayed(legs, 300, { disruptedLegIndex: 1 });
    expect(under(facts, regime)).toBeUndefined();
    expect(assessCompensation(facts).regime).not.toBe(regime);
    expect(assessCompensation(facts).reasons.map((r) => r.code)).toContain(code);
  });
});

describe('EC 261 Art. 3(1)(b): a Community carrier flying a later leg of an inbound journey (SP v KLM C-367/20)', () => {
  it.each([
    ['OUA→ABJ on Air Burkina (disrupted), ABJ→CDG on Air France', [leg('OUA', 'ABJ', '2J'), leg('ABJ', 'CDG', 'AF')], 0],
    ['IKA→IST on Turkish Airlines (disrupted), IST→AMS on KLM', [leg('IKA', 'IST', 'TK'), leg('IST', 'AMS', 'KL')], 0],
  ])('%s: covered, the claim goes to the Community carrier', (_name, legs, disrupted) => {
    const a = under(delayed(legs, 300, { disruptedLegIndex: disrupted }), 'EC261');
    expect(a).toMatchObject({ outcome: 'eligible' });
    expect(a?.reasons[0]).toMatchObject({ code: 'scope-arrival-community-carrier-later-leg', source: expect.stringContaining('C-367/20') });
  });
});

describe('UK261 Art. 3(1)(b) as amended by SI 2019/278 (legislation.gov.uk/eur/2004/261/article/3)', () => {
  it.each([
    ['(i) DXB→LHR on British Airways, a UK carrier', [leg('DXB', 'LHR', 'BA')], 520],
    ['(i) JFK→LHR on Lufthansa, a Community carrier', [leg('JFK', 'LHR', 'LH')], 520],
    ['(i) FRA→LHR on Lufthansa, a Community carrier from the EU', [leg('FRA', 'LHR', 'LH')], 220],
    ['(ii) JFK→CDG on British Airways, a UK carrier into the EU', [leg('JFK', 'CDG', 'BA')], 520],
  ])('%s: covered (£%d), and not marked uncertain', (_name, legs, gbp) => {
    const a = under(delayed(legs, 300), 'UK261');
    expect(a).toMatchObject({ outcome: 'eligible', compensation: { amount: gbp, currency: 'GBP' } });
    expect(a?.uncertain).toBeUndefined();
  });

  it.each([
    ['DXB→LHR on Emirates: neither a UK nor a Community carrier', [leg('DXB', 'LHR', 'EK')]],
    ['JFK→CDG on Delta: into the EU, not a UK carrier', [leg('JFK', 'CDG', 'DL')]],
  ])('not %s', (_name, legs) => {
    expect(under(delayed(legs, 300), 'UK261')).toBeUndefined();
  });
});

describe('a connection is one journey from the first flight booked (Folkerts C-11/11; Bossen C-559/16)', () => {
  const tehranIstanbulFrankfurt = [leg('IKA', 'IST', 'TK'), leg('IST', 'FRA', 'TK')];
  it.each([0, 1])('IKA→IST→FRA on Turkish Airlines, disrupted leg %d: the same answer, IKA→FRA distance', (index) => {
    const a = assessCompensation(delayed(tehranIstanbulFrankfurt, 300, { disruptedLegIndex: index }));
    expect(a.outcome).toBe('not-eligible');
    expect(a.distanceKm).toBeCloseTo(3782.4, 0);
    expect(a.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['non-community-carrier', 'third-country-journey-via-turkey', 'no-regime']));
  });
});

describe('passenger-facing text (newcomer review)', () => {
  it.each([
    ['Emirates', [leg('DXB', 'FRA', 'EK')], 'holds an AE licence'],
    ['Iran Air', [leg('IKA', 'FRA', 'IR')], 'holds an IR licence'],
    ['Saudia', [leg('JED', 'FRA', 'SV')], 'holds an SA licence'],
    ['Qatar Airways', [leg('DOH', 'FRA', 'QR')], 'holds a QA licence'],
  ])('%s: "a"/"an" as the letter is read', (_name, legs, text) => {
    expect(
      assessCompensation(delayed(legs, 300))
        .reasons.map((r) => r.message)
        .join(' '),
    ).toContain(text);
  });

  it('DXB→FRA: only the regimes that could apply are mentioned (no US bullet)', () => {
    const messages = assessCompensation(delayed([leg('DXB', 'FRA', 'EK')], 300))
      .reasons.map((r) => r.message)
      .join(' ');
    expect(messages).not.toMatch(/US rules|United States|Turkey|United Kingdom/);
  });
});
