// Port of the DigitalService "Fluggastrechte" suites (digitalservicebund/a2j-rechtsantragstelle,
// MIT), as listed in research/domain.md §2.1: D1–D16 unit tests, V1–V18 pre-check flows.
import { describe, expect, it } from 'vitest';
import { findAirport } from '../../../src/domain/airports/directory.ts';
import { regionOfAirport } from '../../../src/domain/airports/region.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { band, EC261_AMOUNTS_EUR } from '../../../src/domain/compensation/ec261/amount.ts';
import { delayIsCompensable } from '../../../src/domain/compensation/ec261/delay.ts';
import { distanceKm } from '../../../src/domain/geo/distance.ts';
import { reasonCodes } from './answers.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';

const amountFor = (km: number, bothEu: boolean) => EC261_AMOUNTS_EUR[band(km, bothEu)];
const amountBetween = (a: string, b: string) => {
  const from = findAirport(a)!;
  const to = findAirport(b)!;
  return amountFor(distanceKm(from, to), regionOfAirport(from) === 'EU' && regionOfAirport(to) === 'EU');
};
// No answer yet: the reason codes say what the passenger is asked for.
const askedFor = (f: Parameters<typeof assessCompensation>[0]) => {
  const a = assessCompensation(f);
  expect(a.outcome).toBe('needs-more-information');
  return a.reasons.map((r) => r.code);
};

describe('DigitalService D1–D16 (services/airports/__test__, EC 261/2004 Art. 7(1))', () => {
  it.each([
    ['D1', 3600, true, 400, 'longDistanceInsideEU'],
    ['D2', 3600, false, 600, 'longDistanceOutsideEU'],
    ['D3', 1501, false, 400, 'middleDistance'],
    ['D4', 3499, false, 400, 'middleDistance'],
    ['D5', 1499, false, 250, 'shortDistance'],
  ])('%s getRouteCompensationBetweenAirports: %d km, both EU %s → €%d (%s)', (_id, km, bothEu, eur) => {
    expect(amountFor(km, bothEu)).toBe(eur);
  });

  it('D6: unknown airport → no amount (notPossibleCalculateDistance)', () => {
    const a = assessCompensation(delayed([leg('XXX', 'FRA', 'LH')], 240));
    expect(a.outcome).toBe('needs-more-information');
    expect(a.compensation).toBeUndefined();
  });

  it.each([
    ['D7', 'JFK', 'NRT', 600, 'long, outside EU'],
    ['D8', 'CDG', 'ATH', 400, 'inside EU (the peer mocks it long; 2100 km is middle: €400 either way)'],
    ['D10', 'LHR', 'AMS', 250, 'short'],
  ])('%s getCompensationPayment %s–%s → €%d (%s)', (_id, a, b, eur) => {
    expect(amountBetween(a, b)).toBe(eur);
  });

  it('D9: a middle distance (the peer mocks LHR–BER as middle) → €400', () => {
    expect(amountFor(2000, false)).toBe(400);
  });

  it.each([
    ['D11', 'XXX', 'STR'],
    ['D11', 'BER', 'XXX'],
  ])('%s calculateDistanceBetweenAirports %s–%s → error (here: needs-more-information)', (_id, a, b) => {
    expect(askedFor(delayed([leg(a, b, 'LH')], 240))).toEqual(['unknown-airport']);
  });

  it('D12: BER–STR is more than 500 km', () => {
    expect(assessCompensation(delayed([leg('BER', 'STR', 'LH')], 240)).distanceKm).toBeGreaterThan(500);
  });

  // D13/D14 (isEuropeanUnionAirport) are in airports.test.ts.

  it.each([
    [1, 600],
    [2, 1200],
    [4, 2400],
  ])('D15 getTotalCompensationClaim: BER–JFK, %d claimant(s) → %d (amount is per passenger; the UI multiplies)', (n, total) => {
    const a = assessCompensation(delayed([leg('BER', 'JFK', 'LH')], 300));
    expect(a.compensation!.amount * n).toBe(total);
  });

  it.each([
    [120, false],
    [180, true],
    [240, true],
  ])('D16 isStartTimestampLessThanThreeHours: %d min late → compensable %s (Sturgeon C-402/07)', (min, compensable) => {
    expect(delayIsCompensable(min)).toBe(compensable);
  });
});

describe('DigitalService V1–V18 (vorabcheck/__test__/testcases*.ts)', () => {
  it.each([
    ['V1', 'AMS', 'CDG', 'LH'],
    ['V1', 'AMS', 'CDG', 'DL'],
    ['V1', 'AMS', 'CDG', 'ZZ'], // airline "other": not needed when departing the EU
    ['V2', 'AMS', 'IAD', 'LH'],
    ['V2', 'AMS', 'IAD', 'DL'],
    ['V2', 'AMS', 'IAD', 'ZZ'],
    ['V3', 'IAD', 'AMS', 'LH'],
  ])('%s erfolg-eu: %s→%s on %s, delayed 3 h+ → EC 261 eligible (Art. 3(1)(a)/(b))', (_id, from, to, carrier) => {
    const a = assessCompensation(delayed([leg(from, to, carrier)], 200));
    expect(a).toMatchObject({ outcome: 'eligible', regime: 'EC261' });
  });

  it.each([
    ['V4', 'JFK', 'MUC'],
    ['V4', 'JFK', 'DRS'],
    ['V4', 'JFK', 'CDG'],
  ])('%s fluggesellschaft-nicht-eu-abbruch: %s→%s on DL → not EC 261 (Art. 3(1)(b))', (_id, from, to) => {
    const a = assessCompensation(delayed([leg(from, to, 'DL')], 200));
    expect(a.outcome).toBe('not-eligible');
    expect(a.regime).not.toBe('EC261');
    expect(reasonCodes(delayed([leg(from, to, 'DL')], 200))).toContain('non-community-carrier');
  });

  it.each([
    ['V5', 'JFK', 'MUC'],
    ['V5', 'JFK', 'DRS'],
  ])('%s fluggesellschaft-abbruch: %s→%s on an unknown airline → ask which airline', (_id, from, to) => {
    expect(askedFor(delayed([leg(from, to, 'ZZ')], 200))).toContain('unknown-carrier');
  });

  it('V6 flughaefen-abbruch: GRU→JFK, both outside the EU → not eligible', () => {
    const a = assessCompensation(delayed([leg('GRU', 'JFK', 'LA')], 300));
    expect(a.outcome).toBe('not-eligible');
    expect(a.regime).toBeUndefined();
  });

  it('V7 flughaefen-entfernung-abbruch: XXX→XXX → ask for the airports', () => {
    expect(askedFor(delayed([leg('XXX', 'XXX', 'LH')], 300))).toEqual(['unknown-airport', 'unknown-airport']);
  });

  it('V8 verspaetung-abbruch: under 3 h late → not eligible', () => {
    expect(assessCompensation(delayed([leg('AMS', 'CDG', 'LH')], 170)).outcome).toBe('not-eligible');
  });

  it.each([
    ['V9 checkin-abbruch', delayed([leg('JFK', 'MUC', 'AF')], 300, { booking: { checkedIn: false } }), 'no-check-in'],
    ['V10 kostenlos-abbruch', delayed([leg('FRA', 'MUC', 'LH')], 300, { booking: { fare: 'free' } }), 'free-or-non-public-fare'],
    ['V11 rabatt-abbruch', delayed([leg('FRA', 'MUC', 'LH')], 300, { booking: { fare: 'non-public-discount' } }), 'free-or-non-public-fare'],
    ['V12 buchung-abbruch', delayed([leg('FRA', 'MUC', 'LH')], 300, { booking: { confirmedReservation: false } }), 'no-confirmed-reservation'],
    ['V13 abtretung-abbruch', delayed([leg('FRA', 'MUC', 'LH')], 300, { booking: { claimAssigned: true } }), 'claim-assigned'],
    ['V14 ankuendigung-abbruch', cancelled([leg('FRA', 'MUC', 'LH')], 20), 'cancellation-notice-two-weeks'],
    [
      'V15 ersatzflug-starten-eine-landen-zwei-abbruch',
      cancelled([leg('FRA', 'MUC', 'LH')], 3, { departedEarlierMinutes: 45, arrivedLaterMinutes: 90 }),
      'cancellation-reroute-within-window',
    ],
    [
      'V16 ersatzflug-starten-zwei-landen-vier-abbruch',
      cancelled([leg('FRA', 'MUC', 'LH')], 10, { departedEarlierMinutes: 110, arrivedLaterMinutes: 200 }),
      'cancellation-reroute-within-window',
    ],
    ['V17 verjaehrung-abbruch', delayed([leg('FRA', 'MUC', 'LH', '2015-03-01')], 300, { claimDate: '2024-01-10' }), 'time-barred'],
    ['V18 checkin-abbruch (denied boarding)', deniedBoarding([leg('FRA', 'MUC', 'LH')], { booking: { checkedIn: false } }), 'no-check-in'],
  ])('%s → not eligible (%s)', (_name, facts, code) => {
    const a = assessCompensation(facts);
    expect(a.outcome).toBe('not-eligible');
    expect(a.reasons.map((r) => r.code)).toContain(code);
  });
});
