import { describe, expect, it } from 'vitest';
import { AIRLINE_DIRECTORY, sortAirlines, type AirlineEntry } from '../../../src/app/content/airlines-directory.ts';
import { findAirline } from '../../../src/domain/airlines/index.ts';

describe('airline directory', () => {
  it('holds about 60 airlines', () => {
    expect(AIRLINE_DIRECTORY.length).toBeGreaterThanOrEqual(55);
    expect(AIRLINE_DIRECTORY.length).toBeLessThanOrEqual(70);
  });

  it('has unique two-character IATA codes and unique names', () => {
    const codes = AIRLINE_DIRECTORY.map((a) => a.iata);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{2}$/);
    const names = AIRLINE_DIRECTORY.map((a) => a.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('links every airline to an https website without a path', () => {
    for (const airline of AIRLINE_DIRECTORY) {
      const url = new URL(airline.website);
      expect(url.protocol, airline.name).toBe('https:');
      expect(url.pathname, airline.name).toBe('/');
      expect(airline.country.length, airline.name).toBeGreaterThan(1);
    }
  });

  it('sorts by name without changing the source array', () => {
    const before = AIRLINE_DIRECTORY.map((a) => a.name);
    const sorted = sortAirlines();
    expect(sorted).toHaveLength(AIRLINE_DIRECTORY.length);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1] as AirlineEntry;
      const curr = sorted[i] as AirlineEntry;
      expect(prev.name.localeCompare(curr.name, 'en', { sensitivity: 'base' }), `${prev.name} / ${curr.name}`).toBeLessThanOrEqual(0);
    }
    expect(AIRLINE_DIRECTORY.map((a) => a.name)).toEqual(before);
  });

  it('ignores case when sorting', () => {
    const sample: AirlineEntry[] = [
      { name: 'flydubai', iata: 'FZ', country: 'United Arab Emirates', website: 'https://www.flydubai.com' },
      { name: 'Emirates', iata: 'EK', country: 'United Arab Emirates', website: 'https://www.emirates.com' },
      { name: 'Gulf Air', iata: 'GF', country: 'Bahrain', website: 'https://www.gulfair.com' },
    ];
    expect(sortAirlines(sample).map((a) => a.iata)).toEqual(['EK', 'FZ', 'GF']);
  });
});

describe('airline directory and the rules engine', () => {
  it.each(['Iran Air', 'Mahan Air', 'Iran Aseman Airlines', 'Qeshm Air', 'Kish Air', 'Caspian Airlines', 'ATA Airlines'])(
    'lists %s, which a passenger from Iran will meet',
    (name) => {
      expect(AIRLINE_DIRECTORY.map((a) => a.name)).toContain(name);
    },
  );

  // The rules issue: the licence table covers at least every airline of the directory page, so a
  // passenger who picks one from the directory gets an answer, not "unknown airline".
  it.each(AIRLINE_DIRECTORY.map((a) => [a.iata, a.name] as const))('%s (%s) has a licensing state', (iata) => {
    expect(findAirline(iata)?.iata).toBe(iata);
  });
});
