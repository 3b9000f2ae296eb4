// The airport table, the region classifier and the ranked search.
import { describe, expect, it } from 'vitest';
import { AIRPORT_ROWS } from '../../../src/domain/airports/data.ts';
import { findAirport } from '../../../src/domain/airports/directory.ts';
import { regionOfAirport, regionOfCountry } from '../../../src/domain/airports/region.ts';
import { buildAirportIndex, foldForSearch, searchAirports } from '../../../src/domain/airports/search.ts';
import { ATTRIBUTION } from '../../../src/domain/airports/attribution.ts';

const region = (iata: string) => {
  const airport = findAirport(iata);
  return airport ? regionOfAirport(airport) : undefined;
};

describe('airport table (OurAirports scheduled service + OPTD time zones)', () => {
  it('has every airport with scheduled service, each with a time zone', () => {
    expect(AIRPORT_ROWS.length).toBeGreaterThan(3000);
    for (const row of AIRPORT_ROWS) {
      expect(row[0]).toMatch(/^[A-Z]{3}$/);
      expect(row[6]).toMatch(/^[A-Za-z_]+\/[A-Za-z_\-/]+$/);
    }
    expect(new Set(AIRPORT_ROWS.map((r) => r[0])).size).toBe(AIRPORT_ROWS.length);
  });

  it.each([
    { iata: 'BER', country: 'DE', timeZone: 'Europe/Berlin' },
    { iata: 'IST', country: 'TR', timeZone: 'Europe/Istanbul' },
    { iata: 'IKA', country: 'IR', timeZone: 'Asia/Tehran' },
    { iata: 'DWC', country: 'AE', timeZone: 'Asia/Dubai' },
    { iata: 'NRT', country: 'JP', timeZone: 'Asia/Tokyo' },
  ])('has current airports the stale OpenFlights packages miss: $iata', (airport) => {
    expect(findAirport(airport.iata)).toMatchObject(airport);
  });

  it('looks codes up in any case and answers undefined for unknown codes', () => {
    expect(findAirport('fra')?.iata).toBe('FRA');
    expect(findAirport('XXX')).toBeUndefined();
    expect(findAirport('')).toBeUndefined();
  });

  it('credits its sources', () => {
    expect(ATTRIBUTION).toMatch(/OurAirports/);
    expect(ATTRIBUTION).toMatch(/CC BY/);
  });
});

describe('region classifier (EC 261/2004 Art. 3; research §1.1)', () => {
  // DigitalService D13: isEuropeanUnionAirport BER / ZRH / CAY / RUN → true.
  it.each(['BER', 'ZRH', 'CAY', 'RUN'])('D13: %s counts as EU', (iata) => {
    expect(region(iata)).toBe('EU');
  });

  // DigitalService D14: JFK / "XXXX" / undefined → false.
  it.each(['JFK', 'XXXX', ''])('D14: %s does not count as EU', (iata) => {
    expect(region(iata)).not.toBe('EU');
  });

  it.each([
    ['LPA', 'EU', 'Canary Islands (outermost region, TFEU Art. 349)'],
    ['FNC', 'EU', 'Madeira (outermost region)'],
    ['PDL', 'EU', 'Azores (outermost region)'],
    ['PTP', 'EU', 'Guadeloupe (outermost region)'],
    ['FDF', 'EU', 'Martinique (outermost region)'],
    ['DZA', 'EU', 'Mayotte (outermost region)'],
    ['SFG', 'EU', 'Saint-Martin (outermost region)'],
    ['MHQ', 'EU', 'Åland (EU territory)'],
    ['MLN', 'EU', 'Melilla (EU territory)'],
    ['KEF', 'EU', 'Iceland (EEA)'],
    ['OSL', 'EU', 'Norway (EEA)'],
    ['GVA', 'EU', 'Switzerland (EU–Swiss Air Transport Agreement)'],
    ['BSL', 'EU', 'Basel-Mulhouse (French soil)'],
    ['PPT', 'OTHER', 'French Polynesia (OCT)'],
    ['NOU', 'OTHER', 'New Caledonia (OCT)'],
    ['SBH', 'OTHER', 'Saint-Barthélemy (OCT since 2012)'],
    ['SXM', 'OTHER', 'Sint Maarten (OCT)'],
    ['GOH', 'OTHER', 'Greenland (OCT)'],
    ['FAE', 'OTHER', 'Faroe Islands (outside the EU)'],
    ['ECN', 'OTHER', 'Northern Cyprus (acquis suspended, Protocol 10)'],
    ['LYR', 'OTHER', 'Svalbard (outside the EEA)'],
    ['GIB', 'OTHER', 'Gibraltar (Art. 1(2); now British)'],
    ['JER', 'OTHER', 'Jersey (Crown Dependency)'],
    ['AUA', 'OTHER', 'Aruba (OCT)'],
    ['LHR', 'UK', 'London'],
    ['EDI', 'UK', 'Edinburgh'],
    ['BFS', 'UK', 'Belfast'],
    ['IST', 'TR', 'Istanbul'],
    ['AYT', 'TR', 'Antalya'],
    ['JFK', 'US', 'New York'],
    ['SJU', 'US', 'San Juan, Puerto Rico'],
    ['DXB', 'OTHER', 'Dubai'],
  ])('%s is in region %s: %s', (iata, expected) => {
    expect(region(iata)).toBe(expected);
  });

  it('classifies licence states too', () => {
    expect(regionOfCountry('ie')).toBe('EU');
    expect(regionOfCountry('CH')).toBe('EU');
    expect(regionOfCountry('GB')).toBe('UK');
    expect(regionOfCountry('AE')).toBe('OTHER');
  });
});

describe('airport search (exact IATA, then city, then name; diacritics-insensitive; ≤ 20)', () => {
  const index = buildAirportIndex(AIRPORT_ROWS);
  const codes = (q: string) => searchAirports(index, q).map((a) => a.iata);

  it.each([
    ['london', ['LHR', 'LGW', 'STN', 'LTN', 'LCY']],
    ['istanbul', ['IST', 'SAW']],
    ['zurich', ['ZRH']],
    ['Zürich', ['ZRH']],
    ['dusseldorf', ['DUS']],
    ['sao paulo', ['GRU']],
    ['malaga', ['AGP']],
    ['gatwick', ['LGW']],
    ['tokyo', ['NRT', 'HND']],
    ['reykjavik', ['KEF']],
  ])('%s finds %j', (q, expected) => {
    expect(codes(q)).toEqual(expect.arrayContaining(expected));
  });

  // What comes first: the airport of an exact IATA code, or of the city another common name
  // stands for.
  it.each([
    // An exact IATA code.
    ['lhr', 'LHR'],
    ['IST', 'IST'],
    ['Fra', 'FRA'],
    ['ber', 'BER'],
    // Another common name of the city (issue #15).
    ['Munchen', 'MUC'],
    ['Muenchen', 'MUC'],
    ['München', 'MUC'],
    ['Bombay', 'BOM'],
    ['Tahran', 'IKA'],
    ['Teheran', 'IKA'],
    ['تهران', 'IKA'],
    ['دبي', 'DXB'],
    ['Koeln', 'CGN'],
    ['Cologne', 'CGN'],
    ['Munch', 'MUC'],
  ])('%s → %s first', (q, first) => {
    expect(codes(q)[0]).toBe(first);
  });

  it("a city's main airport comes before a closed or secondary one: IST before ISL, DXB before DWC (issue #15)", () => {
    expect(codes('istanbul').slice(0, 2)).toEqual(['IST', 'SAW']);
    expect(codes('istanbul').indexOf('ISL')).toBeGreaterThan(codes('istanbul').indexOf('IST'));
    expect(codes('dubai')[0]).toBe('DXB');
    expect(codes('dubai').indexOf('DWC')).toBeGreaterThan(0);
  });

  it('ranks city prefixes before name prefixes before later words', () => {
    const result = codes('paris');
    expect(result.slice(0, 2)).toEqual(expect.arrayContaining(['CDG', 'ORY']));
  });

  it('returns at most 20 results and nothing for an empty query', () => {
    expect(codes('a').length).toBe(20);
    expect(codes('')).toEqual([]);
    expect(codes('   ')).toEqual([]);
    expect(codes('qqqqqq')).toEqual([]);
    expect(searchAirports(index, 'lon', 5)).toHaveLength(5);
  });

  it('folds case, diacritics and letters that do not decompose', () => {
    expect(foldForSearch('İstanbul')).toBe('istanbul');
    expect(foldForSearch('Kraków–Balice')).toBe('krakow balice');
    expect(foldForSearch('Ålesund Vigra')).toBe('alesund vigra');
    expect(foldForSearch('Łódź')).toBe('lodz');
    expect(foldForSearch('København')).toBe('kobenhavn');
  });
});
