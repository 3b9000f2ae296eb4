// The curated carrier table: licence state per operator (EC 261/2004 Art. 2(c), Art. 3(1)(b)).
import { describe, expect, it } from 'vitest';
import { AIRLINES, COMMUNITY_CARRIER_CROSS_CHECK } from '../../../src/domain/airlines/airlines.ts';
import { findAirline } from '../../../src/domain/airlines/directory.ts';
import { regionOfCountry } from '../../../src/domain/airports/region.ts';

describe('airline table', () => {
  it('has one entry per code, each with a licence state and a source', () => {
    expect(AIRLINES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(AIRLINES.map((a) => a.iata)).size).toBe(AIRLINES.length);
    for (const a of AIRLINES) {
      expect(a.iata).toMatch(/^[A-Z0-9]{2}$/);
      expect(a.licence).toMatch(/^[A-Z]{2}$/);
      expect(a.source).toMatch(/^https:\/\//);
    }
  });

  // research §1.1 and §5: decide by the operator's licence, not the brand.
  it.each([
    ['LH', 'EU', 'Lufthansa, German licence'],
    ['FR', 'EU', 'Ryanair DAC, Irish licence'],
    ['EC', 'EU', 'easyJet Europe, Austrian licence'],
    ['U2', 'UK', 'easyJet UK (DigitalService: isEU false)'],
    ['DS', 'EU', 'easyJet Switzerland: Swiss carriers count by agreement'],
    ['LX', 'EU', 'Swiss: EU–Swiss agreement (DigitalService wrongly false)'],
    ['DY', 'EU', 'Norwegian: EEA'],
    ['FI', 'EU', 'Icelandair: EEA'],
    ['BA', 'UK', 'British Airways: a third-country carrier since 2021'],
    ['XQ', 'TR', 'SunExpress: Turkish AOC (DigitalService wrongly true)'],
    ['TK', 'TR', 'Turkish Airlines'],
    ['VF', 'TR', 'AJet (OpenFlights still says Valuair)'],
    ['EK', 'OTHER', 'Emirates'],
    ['XY', 'OTHER', 'flynas (OpenFlights still says Nas Air)'],
    ['W5', 'OTHER', 'Mahan Air'],
    ['DL', 'US', 'Delta'],
  ])('%s is a %s carrier: %s', (iata, expected) => {
    expect(regionOfCountry(findAirline(iata)!.licence)).toBe(expected);
  });

  it.each([
    ['IR', 'Iran Air'],
    ['W5', 'Mahan Air'],
    ['EP', 'Iran Aseman Airlines'],
    ['QB', 'Qeshm Air'],
    ['Y9', 'Kish Air'],
    ['RV', 'Caspian Airlines'],
    ['I3', 'ATA Airlines (Iran)'],
  ])('Iranian carrier %s (%s) holds an IR licence: not a Community carrier (Art. 2(c))', (iata, name) => {
    expect(findAirline(iata)).toMatchObject({ name, licence: 'IR', source: expect.stringMatching(/^https:\/\//) });
  });

  it('the deliberate differences from the last cross-checked Community-carrier list are what the table says', () => {
    for (const [iata, licence] of Object.entries(COMMUNITY_CARRIER_CROSS_CHECK.differences)) expect(findAirline(iata)?.licence, iata).toBe(licence);
    expect(COMMUNITY_CARRIER_CROSS_CHECK.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('looks codes up in any case; unknown codes give undefined', () => {
    expect(findAirline('lh')?.name).toBe('Lufthansa');
    expect(findAirline('ZZ')).toBeUndefined();
  });
});
