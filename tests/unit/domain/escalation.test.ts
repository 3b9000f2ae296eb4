// Who takes the complaint after the airline, and where the passenger may sue (issue #35). Each row
// names its source; the NEB rows follow the Commission's list (NEB_LIST_SOURCE).
import { describe, expect, it } from 'vitest';
import { competentCourts, enforcementBodyFor, limitationAlertsFor, NEB_BY_COUNTRY, type EscalationFacts } from '../../../src/domain/escalation/index.ts';
import type { Leg, Regime } from '../../../src/domain/compensation/index.ts';

const flight = (from: string, to: string, operatingCarrier: string): Leg => ({ from, to, operatingCarrier });
const facts = (regime: Regime | undefined, ...legs: Leg[]): EscalationFacts => ({ regime, legs });

describe('enforcementBodyFor', () => {
  it.each([
    // [regime, from, to, carrier, kind, country, name fragment, source of the row]
    ['EC261', 'FRA', 'JFK', 'LH', 'neb', 'DE', 'Luftfahrt-Bundesamt', 'Art. 16(1): departure from Germany'],
    ['EC261', 'MAD', 'FRA', 'IB', 'neb', 'ES', 'AESA', 'Art. 16(1): departure from Spain'],
    ['EC261', 'CDG', 'FRA', 'AF', 'neb', 'FR', 'DGAC', 'Art. 16(1): departure from France'],
    ['EC261', 'AMS', 'FRA', 'KL', 'neb', 'NL', 'ILT', 'Art. 16(1): departure from the Netherlands'],
    ['EC261', 'DUB', 'MAD', 'FR', 'neb', 'IE', 'Irish Aviation Authority', 'citizensinformation.ie: the IAA is Ireland’s NEB'],
    ['EC261', 'JFK', 'FRA', 'LH', 'neb', 'DE', 'Luftfahrt-Bundesamt', 'Art. 16(1): a flight into the EU goes to the state of arrival'],
    ['EC261', 'RUN', 'CDG', 'AF', 'neb', 'FR', 'DGAC', 'Réunion is French territory (TFEU Art. 349)'],
    ['EC261', 'ZRH', 'JFK', 'LX', 'neb', 'CH', 'FOCA', 'EU–Swiss Air Transport Agreement: Switzerland applies the Regulation'],
    ['EC261', 'KEF', 'OSL', 'FI', 'neb', 'IS', 'Samgöngustofa', 'EEA Agreement: Iceland applies the Regulation'],
    ['UK261', 'LHR', 'JFK', 'BA', 'adr', 'GB', 'CEDR', 'CAA ADR list: British Airways is in CEDR'],
    ['UK261', 'LHR', 'MAD', 'FR', 'adr', 'GB', 'AviationADR', 'CAA ADR list: Ryanair is in AviationADR'],
    ['UK261', 'LHR', 'PMI', 'LS', 'adr', 'GB', 'PACT', 'Jet2 is in no ADR scheme: the CAA’s PACT'],
    ['SHY-YOLCU', 'IST', 'FRA', 'TK', 'shgm', 'TR', 'SHGM', 'SHY-YOLCU: the SHGM enforces it'],
    ['US-DOT', 'JFK', 'LHR', 'AA', 'dot', 'US', 'Department of Transportation', '49 U.S.C. 41712; 14 CFR 259'],
    [undefined, 'DXB', 'JFK', 'EK', 'gcaa', 'AE', 'Dubai Civil Aviation Authority', 'Dubai airports are under the DCAA'],
    [undefined, 'AUH', 'JFK', 'EY', 'gcaa', 'AE', 'GCAA', 'other UAE airports: the federal GCAA'],
  ] as const)('%s %s→%s on %s: %s of %s (%s; %s)', (regime, from, to, carrier, kind, country, name, source) => {
    const body = enforcementBodyFor(facts(regime, flight(from, to, carrier)));
    expect(body, source).toMatchObject({ kind, country });
    expect(body?.name).toContain(name);
    expect(body?.source.length).toBeGreaterThan(10);
    expect(body?.why.message.length).toBeGreaterThan(10);
    expect(body?.why.messageId).toMatch(/^escalation\.body\./);
  });

  it('reads the disrupted leg of a connection, not the first (Art. 16: where the incident happened)', () => {
    const body = enforcementBodyFor({ regime: 'EC261', legs: [flight('FRA', 'MAD', 'LH'), flight('MAD', 'JFK', 'IB')], disruptedLegIndex: 1 });
    expect(body?.country).toBe('ES');
  });

  it('names no body when no regime covers the journey and no UAE airport is involved', () => {
    expect(enforcementBodyFor(facts(undefined, flight('JFK', 'NRT', 'JL')))).toBeUndefined();
  });

  it('waits for the airline before the body: six weeks for an NEB, eight for UK ADR, none for the DOT', () => {
    expect(enforcementBodyFor(facts('EC261', flight('FRA', 'JFK', 'LH')))?.waitingDays).toBe(42);
    expect(enforcementBodyFor(facts('UK261', flight('LHR', 'JFK', 'BA')))?.waitingDays).toBe(56);
    expect(enforcementBodyFor(facts('US-DOT', flight('JFK', 'LHR', 'AA')))?.waitingDays).toBe(0);
  });

  // The EU-27, the EEA states and Switzerland: the Commission's list has one body for each.
  const STATES = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS NO LI CH'.split(' ');
  it.each(STATES)('%s has a national enforcement body with a complaints page', (state) => {
    expect(NEB_BY_COUNTRY[state]?.complaintsUrl).toMatch(/^https:\/\//);
  });
});

describe('competentCourts', () => {
  it('offers the place of departure, the place of arrival (Rehder C-204/08) and the carrier’s seat', () => {
    const { courts } = competentCourts({ legs: [flight('FRA', 'MAD', 'IB')], passengerCountry: 'DE', claimEuroCents: 40_000 });
    expect(courts.map((c) => [c.basis, c.country])).toEqual([
      ['departure', 'DE'],
      ['arrival', 'ES'],
      ['carrier-seat', 'ES'],
    ]);
    expect(courts[0]?.source).toContain('Rehder C-204/08');
  });

  it('takes the first departure and final arrival of a connection (flightright C-274/16)', () => {
    const { courts } = competentCourts({ legs: [flight('DUB', 'FRA', 'LH'), flight('FRA', 'JFK', 'LH')] });
    expect(courts.filter((c) => c.basis !== 'carrier-seat').map((c) => c.airport)).toEqual(['DUB', 'JFK']);
  });

  it.each([
    // [passenger, from, to, carrier, euro cents, open, source]
    ['DE', 'FRA', 'MAD', 'IB', 40_000, true, 'Reg. 861/2007 Art. 3: a German passenger before a Spanish court'],
    ['DE', 'FRA', 'MAD', 'IB', 500_000, true, 'Reg. 2015/2421: €5,000 is still inside the limit'],
    ['DE', 'FRA', 'MAD', 'IB', 500_001, false, 'Reg. 2015/2421: above €5,000'],
    ['DK', 'CPH', 'ARN', 'SK', 40_000, false, 'Art. 2(3) and 3(1): Denmark is no "Member State" here, so a Danish resident makes no case cross-border'],
    ['SE', 'CPH', 'ARN', 'LH', 40_000, true, 'Art. 3(1): the Swedish court of arrival, the carrier seated in Germany'],
    ['SE', 'CPH', 'ARN', 'SK', 40_000, false, 'Art. 3(1): Swedish passenger, Swedish carrier, the other court Danish'],
    ['GB', 'LHR', 'JFK', 'BA', 40_000, false, 'UK and US courts are outside the Regulation since 2021'],
    ['CH', 'ZRH', 'KEF', 'LX', 40_000, false, 'Swiss and Icelandic courts are outside the Regulation (Lugano does not extend it)'],
  ] as const)('%s passenger, %s→%s on %s, %d cents: small claims %s (%s)', (passenger, from, to, carrier, cents, open, source) => {
    const result = competentCourts({ legs: [flight(from, to, carrier)], passengerCountry: passenger, claimEuroCents: cents });
    expect(result.smallClaims.open, source).toBe(open);
  });

  it('says the amount is missing rather than guessing', () => {
    expect(competentCourts({ legs: [flight('FRA', 'MAD', 'IB')] }).smallClaims).toMatchObject({
      open: false,
      why: { messageId: 'escalation.small-claims.amount-unknown', message: expect.stringContaining('amount') },
    });
  });
});

describe('limitationAlertsFor', () => {
  it('asks for alerts 60, 30 and 7 days before the last day (issue #35), across month and year ends', () => {
    expect(limitationAlertsFor('2027-03-01')).toEqual([
      { daysBefore: 60, dueOn: '2026-12-31' },
      { daysBefore: 30, dueOn: '2027-01-30' },
      { daysBefore: 7, dueOn: '2027-02-22' },
    ]);
  });

  it('asks for none for a day that is not a date', () => {
    expect(limitationAlertsFor('2027-02-30x')).toEqual([]);
  });
});
