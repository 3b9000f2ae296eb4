// EC 261/2004 rule by rule, each case citing its article or judgment.
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { cancellationExempt, type Reroute } from '../../../src/domain/compensation/ec261/cancellation.ts';
import { halved } from '../../../src/domain/compensation/ec261/reduction.ts';
import { CAUSES } from '../../../src/domain/compensation/ec261/extraordinary.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';
import { reasonCodes } from './answers.ts';

const ec261 = (facts: JourneyFacts) => {
  const a = assessCompensation(facts);
  return a.regime === 'EC261' ? a : a.alsoApplicable?.find((x) => x.regime === 'EC261');
};

describe('Art. 3(1): scope', () => {
  it.each([
    ['FRA→JFK on Delta: departure EU, any carrier (Art. 3(1)(a))', [leg('FRA', 'JFK', 'DL')]],
    ['CDG→DXB on Emirates: departure EU, any carrier (Art. 3(1)(a))', [leg('CDG', 'DXB', 'EK')]],
    ['BER→IKA on Iran Air (Art. 3(1)(a))', [leg('BER', 'IKA', 'IR')]],
    ['JFK→FRA on Lufthansa: arrival EU on a Community carrier (Art. 3(1)(b))', [leg('JFK', 'FRA', 'LH')]],
    ['JFK→ZRH on Swiss: Swiss carriers count (EU–Swiss agreement)', [leg('JFK', 'ZRH', 'LX')]],
    ['JFK→OSL on Norwegian: EEA carriers count', [leg('JFK', 'OSL', 'DY')]],
    ['LPA→LHR: the Canary Islands are EU territory (outermost region)', [leg('LPA', 'LHR', 'BA')]],
    ['RUN→CDG on Air Austral: Réunion is EU territory', [leg('RUN', 'CDG', 'UU')]],
    ['BER→CMN→AGA on Royal Air Maroc, delay on the Morocco-only leg (Wegener C-537/17)', [leg('BER', 'CMN', 'AT'), leg('CMN', 'AGA', 'AT')]],
  ])('covers %s', (_name, legs) => {
    expect(ec261(delayed(legs, 240, { disruptedLegIndex: legs.length - 1 }))?.outcome).toBe('eligible');
  });

  it.each([
    ['DXB→CDG on Emirates: arrival EU on a non-Community carrier (Art. 3(1)(b))', [leg('DXB', 'CDG', 'EK')], 'non-community-carrier'],
    ['IST→FRA on Turkish Airlines', [leg('IST', 'FRA', 'TK')], undefined],
    ['JFK→LHR on Lufthansa: the UK is a third country since 2021', [leg('JFK', 'LHR', 'LH')], undefined],
    ['LHR→JFK on British Airways: departure from a third country', [leg('LHR', 'JFK', 'BA')], undefined],
    ['PPT→LAX: French Polynesia is an OCT, outside the EU', [leg('PPT', 'LAX', 'AF')], undefined],
    ['SBH→SXM: Saint-Barthélemy left the EU in 2012', [leg('SBH', 'SXM', 'AF')], undefined],
    ['FAE→CPH on Atlantic Airways: the Faroes are outside the EU, and so is the carrier', [leg('FAE', 'CPH', 'RC')], 'non-community-carrier'],
    ['GOH→CPH on Air Greenland: Greenland is an OCT, its carrier not a Community carrier', [leg('GOH', 'CPH', 'GL')], 'non-community-carrier'],
    ['ECN→IST: Northern Cyprus, acquis suspended', [leg('ECN', 'IST', 'PC')], undefined],
  ])('does not cover %s', (_name, legs, code) => {
    const a = assessCompensation(delayed(legs, 240));
    expect(a.regime).not.toBe('EC261');
    expect(ec261(delayed(legs, 240))).toBeUndefined();
    if (code) expect(a.reasons.map((r) => r.code)).toContain(code);
  });

  it('Art. 3(1)(b): not when benefits and assistance were already received in the third country', () => {
    expect(ec261(delayed([leg('JFK', 'FRA', 'LH')], 240, { receivedBenefitsInThirdCountry: true }))).toBeUndefined();
  });

  it('asks for the airline only when the licence decides (V1 vs V5): departure EU needs none', () => {
    expect(assessCompensation(delayed([leg('FRA', 'JFK', '')], 240)).outcome).toBe('eligible');
    const a = assessCompensation(delayed([leg('JFK', 'FRA', '')], 240));
    expect(a.outcome).toBe('needs-more-information');
    expect(a.reasons).toContainEqual(expect.objectContaining({ code: 'unknown-carrier', message: expect.stringMatching(/Which airline operated/) }));
  });
});

describe('Art. 7(1): distance bands, first departure to final destination (Bossen C-559/16)', () => {
  it.each([
    ['FRA→MUC (short)', [leg('FRA', 'MUC', 'LH')], 250],
    ['AMS→LIS (intra-EU, 1847 km)', [leg('AMS', 'LIS', 'KL')], 400],
    ['FRA→TLV (1500–3500 km, not intra-EU)', [leg('FRA', 'TLV', 'LH')], 400],
    ['FRA→JFK (over 3500 km)', [leg('FRA', 'JFK', 'LH')], 600],
    ['CDG→RUN (intra-Community over 3500 km: Art. 7(1)(b))', [leg('CDG', 'RUN', 'AF')], 400],
    ['ORY→CAY (intra-Community over 3500 km: Art. 7(1)(b))', [leg('ORY', 'CAY', 'AF')], 400],
    ['FCO→BRU→HAM: 1326 km direct, not 1656 flown (Bossen C-559/16)', [leg('FCO', 'BRU', 'SN'), leg('BRU', 'HAM', 'SN')], 250],
    ['MUC→DXB→SYD on Emirates: one booking, one distance (Folkerts C-11/11)', [leg('MUC', 'DXB', 'EK'), leg('DXB', 'SYD', 'EK')], 600],
  ])('%s → €%d', (_name, legs, eur) => {
    expect(ec261(delayed(legs, 300))?.compensation).toEqual({ amount: eur, currency: 'EUR' });
  });

  it.each([
    ['BER', 'IKA', true],
    ['LGW', 'SPU', true],
    ['MUC', 'VLL', true],
    ['STN', 'ALC', false],
    ['FRA', 'JFK', false],
  ])('%s–%s borderline (within 10 km of 1500/3500): %s', (from, to, borderline) => {
    const a = assessCompensation(delayed([leg(from, to, 'LH')], 300));
    expect(a.borderline).toBe(borderline);
    expect(a.reasons.some((r) => r.code === 'borderline-distance')).toBe(borderline);
  });

  it('flags the unsettled intra-Community question for EEA/Swiss airports over 3500 km', () => {
    expect(assessCompensation(delayed([leg('OSL', 'LPA', 'DY')], 300))).toMatchObject({ compensation: { amount: 400 }, uncertain: true });
  });
});

describe('Delay: 3 hours at the final destination (Sturgeon C-402/07; Germanwings C-452/13; Folkerts C-11/11)', () => {
  it.each([
    [179, 'not-eligible'],
    [180, 'eligible'],
    [183, 'eligible'], // Germanwings: doors opened at +3:03
  ])('%d minutes → %s', (minutes, outcome) => {
    expect(assessCompensation(delayed([leg('CGN', 'SZG', 'EW')], minutes)).outcome).toBe(outcome);
  });

  it('Folkerts C-11/11: a late first leg causing a missed connection counts at the final destination', () => {
    const a = assessCompensation(delayed([leg('BRE', 'CDG', 'AF'), leg('CDG', 'GRU', 'AF')], 11 * 60, { disruptedLegIndex: 0 }));
    expect(a).toMatchObject({ outcome: 'eligible', compensation: { amount: 600 } });
  });

  it.each([
    [200, 300, 'Art. 7(2)(c) mutatis mutandis: 3–4 h on a long-haul flight halves (Sturgeon para 63)'],
    [240, 300, 'exactly 4 h: "does not exceed four hours" still halves (Art. 7(2)(c))'],
    [241, 600, 'over 4 h: full amount'],
  ])('FRA→JFK %d min late → €%d (%s)', (minutes, eur) => {
    expect(assessCompensation(delayed([leg('FRA', 'JFK', 'LH')], minutes)).compensation).toEqual({ amount: eur, currency: 'EUR' });
  });

  it('no 50% for intra-Community long distances (the band is (b), whose window is 3 h)', () => {
    expect(assessCompensation(delayed([leg('CDG', 'RUN', 'AF')], 200)).compensation).toEqual({ amount: 400, currency: 'EUR' });
  });
});

describe('Art. 5(1)(c): cancellation notice and re-routing windows', () => {
  it.each<[number, Reroute | undefined, boolean, string]>([
    [14, undefined, true, '(i) two weeks or more'],
    [13.9, undefined, false, '(ii) without re-routing'],
    [10, { departedEarlierMinutes: 120, arrivedLaterMinutes: 239 }, true, '(ii) ≤ 2 h early and < 4 h late'],
    [10, { departedEarlierMinutes: 121, arrivedLaterMinutes: 60 }, false, '(ii) more than 2 h early'],
    [10, { departedEarlierMinutes: 60, arrivedLaterMinutes: 240 }, false, '(ii) exactly 4 h late is not "less than"'],
    [7, { departedEarlierMinutes: 0, arrivedLaterMinutes: 230 }, true, '(ii) seven days is in the 7–13 window'],
    [6.9, { departedEarlierMinutes: 0, arrivedLaterMinutes: 230 }, false, '(iii) under 7 days: < 2 h late needed'],
    [3, { departedEarlierMinutes: 60, arrivedLaterMinutes: 119 }, true, '(iii) ≤ 1 h early and < 2 h late'],
    [3, { departedEarlierMinutes: 61, arrivedLaterMinutes: 0 }, false, '(iii) more than 1 h early'],
    [3, { departedEarlierMinutes: 0, arrivedLaterMinutes: 120 }, false, '(iii) exactly 2 h late is not "less than"'],
  ])('notice %d days, re-routing %j → exempt %s: %s', (notice, reroute, exempt) => {
    expect(cancellationExempt(notice * 24, reroute)).toBe(exempt);
  });

  it('Art. 5(1)(c) → Art. 7(2): a re-routing within 2 h on a short flight halves €250 to €125', () => {
    const a = assessCompensation(cancelled([leg('FRA', 'MUC', 'LH')], 2, { departedEarlierMinutes: 90, arrivedLaterMinutes: 100 }));
    expect(a).toMatchObject({ outcome: 'eligible', compensation: { amount: 125, currency: 'EUR' } });
    expect(a.reasons.map((r) => r.code)).toContain('reroute-halved');
  });

  it.each([
    ['short', 120, true],
    ['short', 121, false],
    ['medium', 180, true],
    ['medium', 181, false],
    ['long', 240, true],
    ['long', 241, false],
  ] as const)('Art. 7(2): band %s, %d min late → halved %s ("does not exceed")', (b, minutes, expected) => {
    expect(halved(b, minutes)).toBe(expected);
  });

  it('asks when the passenger was told, if we do not know', () => {
    const a = assessCompensation({ legs: [leg('FRA', 'MUC', 'LH')], disruption: 'cancelled' });
    expect(a.outcome).toBe('needs-more-information');
    expect(a.reasons.map((r) => r.code)).toContain('missing-cancellation-notice');
  });

  it('Art. 3(2)(a): check-in is not required when the flight was cancelled', () => {
    expect(assessCompensation(cancelled([leg('FRA', 'MUC', 'LH')], 2, undefined, { booking: { checkedIn: false } })).outcome).toBe('eligible');
  });
});

describe('Flights brought forward (Azurair C-146/20 et al.)', () => {
  const advanced = (minutes: number, noticeDays?: number): JourneyFacts => ({
    legs: [leg('DUS', 'AYT', 'XR')],
    disruption: 'cancelled',
    advancedMinutes: minutes,
    ...(noticeDays === undefined ? {} : { cancellation: { noticeDays } }),
  });

  it.each([
    [61, 3, 'eligible', 'more than 1 h earlier with under 7 days notice is a cancellation'],
    [60, 3, 'not-eligible', 'exactly 1 h is not'],
    [90, 10, 'not-eligible', '7–13 days notice, ≤ 2 h earlier: Art. 5(1)(c)(ii) exempts'],
    [150, 10, 'eligible', '7–13 days notice, more than 2 h earlier'],
    [180, 20, 'not-eligible', 'two weeks notice: Art. 5(1)(c)(i)'],
  ])('advanced %d min, notice %d days → %s (%s)', (minutes, notice, outcome) => {
    expect(assessCompensation(advanced(minutes, notice)).outcome).toBe(outcome);
  });

  it('pays the full amount: the advanced flight is not a re-routing under Art. 7(2)', () => {
    expect(assessCompensation(advanced(120, 2)).compensation).toEqual({ amount: 400, currency: 'EUR' });
  });

  it('asks for the notice when it is missing', () => {
    expect(reasonCodes(advanced(120))).toContain('missing-cancellation-notice');
  });
});

describe('Art. 4: denied boarding', () => {
  it('involuntary → compensation, even with an "extraordinary" cause (Finnair C-22/11)', () => {
    expect(assessCompensation(deniedBoarding([leg('FRA', 'LHR', 'LH')], { cause: 'weather', deniedBoarding: { voluntary: false } }))).toMatchObject({
      outcome: 'eligible',
      compensation: { amount: 250 },
    });
  });

  it('voluntary → no Art. 7 compensation (Art. 4(1))', () => {
    const a = assessCompensation(deniedBoarding([leg('FRA', 'LHR', 'LH')], { deniedBoarding: { voluntary: true } }));
    expect(a.outcome).toBe('not-eligible');
    expect(a.reasons.map((r) => r.code)).toContain('denied-boarding-voluntary');
  });

  it('Art. 7(2): a re-routing arriving within 4 h on a long flight halves', () => {
    expect(assessCompensation(deniedBoarding([leg('FRA', 'JFK', 'LH')], { arrivalDelayMinutes: 200 })).compensation).toEqual({ amount: 300, currency: 'EUR' });
  });

  it('Wegener C-537/17: denied boarding on a leg outside the EU of a booking from the EU', () => {
    const a = assessCompensation(deniedBoarding([leg('BER', 'CMN', 'AT'), leg('CMN', 'AGA', 'AT')], { disruptedLegIndex: 1 }));
    expect(a).toMatchObject({ outcome: 'eligible', regime: 'EC261' });
  });
});

describe('Art. 5(3): extraordinary circumstances (the airline must prove them and all reasonable measures)', () => {
  it.each([
    ['technical', 'high', 'Wallentin-Hermann C-549/07'],
    ['own-staff-strike', 'high', 'Airhelp v SAS C-28/20'],
    ['crew-illness', 'high', 'C-156/22 to C-158/22: crew illness or death is not extraordinary'],
    ['other', 'high', 'Art. 5(3): the carrier must prove it'],
    ['unknown', 'high', 'Art. 5(3): the carrier must prove it'],
    ['weather', 'low', 'recital 14'],
    ['air-traffic-control', 'low', 'recital 14'],
    ['security', 'low', 'recital 14'],
    ['bird-strike', 'low', 'Pešková C-315/15'],
    ['political-instability', 'low', 'recital 14'],
    ['airport-staff-strike', 'low', 'C-405/23'],
    ['medical-emergency', 'low', 'Guidelines 2024'],
    ['hidden-manufacturing-defect', 'low', 'Wallentin-Hermann C-549/07 para 26: a hidden defect revealed by the manufacturer or an authority'],
    ['airport-fuel-supply', 'low', 'C-308/21: the airport fuel supply failed'],
    ['unruly-passenger', 'low', 'C-74/19: a disruptive passenger'],
    ['knock-on-previous-flight', 'medium', 'C-74/19: only with a direct causal link'],
  ] as const)('delay caused by %s → eligible, chance %s (%s)', (cause, chance, source) => {
    const a = assessCompensation(delayed([leg('FRA', 'MAD', 'LH')], 240, { cause }));
    expect(a).toMatchObject({ outcome: 'eligible', chance, compensation: { amount: 250 } });
    expect(a.uncertain === true).toBe(chance !== 'high');
    expect(CAUSES[cause].source).toContain(source.split(':')[0]!.split(' ')[0]!);
    if (chance !== 'high') {
      expect(a.reasons).toContainEqual(
        expect.objectContaining({ code: 'extraordinary-circumstances-possible', message: expect.stringMatching(/must prove|proves/) }),
      );
    }
  });

  it('the same causes apply to cancellations', () => {
    expect(assessCompensation(cancelled([leg('FRA', 'MAD', 'LH')], 1, undefined, { cause: 'bird-strike' }))).toMatchObject({
      outcome: 'eligible',
      chance: 'low',
      uncertain: true,
    });
    expect(assessCompensation(cancelled([leg('FRA', 'MAD', 'LH')], 1, undefined, { cause: 'technical' }))).toMatchObject({
      outcome: 'eligible',
      chance: 'high',
    });
  });
});

describe('Missing or malformed facts: needs-more-information, never a throw', () => {
  it.each([
    ['no legs', { legs: [], disruption: 'delayed' }, 'missing-legs'],
    ['unknown airport', delayed([leg('QQQ', 'FRA', 'LH')], 200), 'unknown-airport'],
    ['empty airport', delayed([leg('', 'FRA', 'LH')], 200), 'unknown-airport'],
    ['disrupted leg out of range', delayed([leg('FRA', 'MUC', 'LH')], 200, { disruptedLegIndex: 3 }), 'missing-disrupted-leg'],
    ['no arrival delay', delayed([leg('FRA', 'MUC', 'LH')], undefined), 'missing-arrival-delay'],
    ['return trip in one list (Emirates C-173/07)', delayed([leg('FRA', 'JFK', 'LH'), leg('JFK', 'FRA', 'LH')], 200), 'return-journey'],
    ['null input', null, 'invalid-facts'],
  ])('%s', (_name, facts, code) => {
    const a = assessCompensation(facts as JourneyFacts);
    expect(a.outcome).toBe('needs-more-information');
    expect(a.reasons.map((r) => r.code)).toContain(code);
    expect(a.reasons.every((r) => r.message.length > 10)).toBe(true);
  });
});
