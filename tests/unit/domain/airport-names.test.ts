import { describe, expect, it } from 'vitest';
import { AIRPORT_ROWS } from '../../../src/domain/airports/data.ts';
import { AIRPORT_NAMES, localAirportName } from '../../../src/domain/airports/names.ts';
import { buildAirportIndex, searchAirports } from '../../../src/domain/airports/search.ts';

const index = buildAirportIndex(AIRPORT_ROWS);
const codes = (query: string) => searchAirports(index, query, 5).map((airport) => airport.iata);

describe('airport search in Arabic and Persian script and other spellings', () => {
  it('finds airports by their Arabic and Persian names', () => {
    expect(codes('دبي')).toContain('DXB');
    expect(codes('دبی')).toContain('DXB');
    expect(codes('تهران')).toEqual(expect.arrayContaining(['IKA', 'THR']));
    expect(codes('طهران')).toEqual(expect.arrayContaining(['IKA', 'THR']));
    expect(codes('اصفهان')).toContain('IFN');
    expect(codes('إسطنبول')).toContain('IST');
  });

  it('finds them by a name of several words, as the walk-through typed it (issue #32)', () => {
    expect(codes('امام خمینی')[0]).toBe('IKA');
    expect(codes('فرودگاه امام')).toContain('IKA');
    expect(codes('الإمام الخميني')[0]).toBe('IKA');
    expect(codes('آل مکتوم')[0]).toBe('DWC');
    expect(codes('آتاتورک')).toContain('ISL');
  });

  it('finds Dubai by its colloquial Persian spelling', () => {
    expect(codes('دوبی')[0]).toBe('DXB');
    expect(codes('دوبی')).toContain('DWC');
  });

  it('finds them by the other spellings passengers type', () => {
    expect(codes('Munchen')).toContain('MUC');
    expect(codes('Bombay')).toContain('BOM');
    expect(codes('Tahran')).toEqual(expect.arrayContaining(['IKA', 'THR']));
  });

  it('names each airport in the page language when known', () => {
    expect(localAirportName('IKA', 'fa')).toBe('فرودگاه بین‌المللی امام خمینی تهران');
    expect(localAirportName('IKA', 'tr')).toBeUndefined();
    expect(localAirportName('DWC', 'fa')).toBe('فرودگاه بین‌المللی آل مکتوم دبی');
    expect(localAirportName('ISL', 'ar')).toBe('مطار أتاتورك، إسطنبول');
    for (const iata of Object.keys(AIRPORT_NAMES))
      expect(
        AIRPORT_ROWS.some((row) => row[0] === iata),
        iata,
      ).toBe(true);
  });
});
