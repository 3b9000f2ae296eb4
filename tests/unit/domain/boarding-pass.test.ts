// src/domain/boarding-pass: IATA BCBP (Resolution 792) parsing and the year of its dates. The
// first table holds the examples of the IATA BCBP Implementation Guide; the others our own passes.
import { describe, expect, it } from 'vitest';
import {
  BOARDING_PASS_MESSAGES,
  inferFlightDate,
  mostRecentDayOfYear,
  parseBoardingPass,
  parsePassengerName,
  type BoardingPass,
} from '../../../src/domain/boarding-pass/index.ts';
import { normalizeFlightNumber } from '../../../src/domain/claim/validation.ts';
import { bcbp, firstConditional } from './bcbp-builder.ts';

const SECURITY = 'GIWVC5EH7JNT684FVNJ91W2QA4DVN5J8K4F0L0GEQ3DF5TGBN8709HKT5D3DW3GBHFCVHMY7J5T6HFR41W2QA4DVN5J8K4F0L0GE';
/** Implementation Guide, example 1: one leg, mandatory items only. */
const IATA_MANDATORY = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 100';
/** Implementation Guide, example 2 (version 6): two legs, conditional items and security data. */
const IATA_TWO_LEGS_V6 =
  'M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 14D>6181WW6225BAC 00141234560032A0141234567890 1AC AC 1234567890123    20KYLX58Z' +
  'DEF456 FRAGVALH 3664 227C012C0002 12E2A0140987654321 1AC AC 1234567890123    2PCNWQ^164' +
  SECURITY;
/** Implementation Guide (version 5 layout of the same journey, issued on day 325 of a year ending in 1). */
const IATA_TWO_LEGS_V5 =
  'M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J003A0027 15A>5251WW1325BAC 001412345600200141234670012A0141234567890 1AC AC 1234567890123    3PCYLX58Z' +
  'DEF456 FRAGVALH 3664 327C012C0002 12E2A0140987654321 1AC AC 1234567890123    3PCNWQ^164' +
  SECURITY;
/** Implementation Guide: one leg with an empty version 6 unique section. */
const IATA_EMPTY_CONDITIONAL = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 106>60000';

/** Our own: a three-leg pass with a title, a flight number suffix and a 3-character carrier. */
const OWN_THREE_LEGS = bcbp('LOVELACE/ADA MRS', [
  { pnr: 'QWE123', from: 'LHR', to: 'FRA', carrier: 'LH', flight: '0901', day: 69, conditional: firstConditional(5, '5068') },
  { pnr: 'QWE123', from: 'FRA', to: 'JFK', carrier: 'LH', flight: '0400A', day: 69, conditional: '00XYZ' },
  { pnr: 'XYZ789', from: 'JFK', to: 'BOS', carrier: 'B6C', flight: '1234', day: 70 },
]);

function ok(text: string): BoardingPass {
  const result = parseBoardingPass(text);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.pass;
}

describe('parseBoardingPass: the IATA Implementation Guide examples', () => {
  it.each([
    ['example 1, mandatory items', IATA_MANDATORY, [['ABC123', 'YUL', 'FRA', 'AC', 'AC834', 226, '001A']], undefined],
    [
      'example 2, two legs (v6)',
      IATA_TWO_LEGS_V6,
      [
        ['ABC123', 'YUL', 'FRA', 'AC', 'AC834', 226, '001A'],
        ['DEF456', 'FRA', 'GVA', 'LH', 'LH3664', 227, '012C'],
      ],
      { yearDigit: 6, dayOfYear: 225 },
    ],
    [
      'two legs (v5)',
      IATA_TWO_LEGS_V5,
      [
        ['ABC123', 'YUL', 'FRA', 'AC', 'AC834', 326, '003A'],
        ['DEF456', 'FRA', 'GVA', 'LH', 'LH3664', 327, '012C'],
      ],
      { yearDigit: 1, dayOfYear: 325 },
    ],
    ['empty unique section', IATA_EMPTY_CONDITIONAL, [['ABC123', 'YUL', 'FRA', 'AC', 'AC834', 226, '001A']], undefined],
  ])('%s', (_name, text, legs, issued) => {
    const pass = ok(text);
    expect(pass.passenger).toEqual({ lastName: 'Desmarais', firstName: 'Luc', raw: 'DESMARAIS/LUC' });
    expect(pass.electronicTicket).toBe(true);
    expect(pass.legs.map((l) => [l.bookingReference, l.from, l.to, l.operatingCarrier, l.flightNumber, l.dayOfYear, l.seat])).toEqual(legs);
    expect(pass.issued).toEqual(issued);
  });

  it('reads the rest of the mandatory items of a leg', () => {
    expect(ok(IATA_MANDATORY).legs[0]).toMatchObject({ compartment: 'F', checkInSequence: '0025', passengerStatus: '1' });
  });
});

describe('parseBoardingPass: our own passes', () => {
  it('gives the flight number as the claim form normalises it (one rule)', () => {
    for (const [carrier, flight] of [
      ['EK', '0059'],
      ['LH', '0400A'],
      ['BAW', '12'],
      ['U2', '0001'],
      ['AC', '834 '],
    ]) {
      const pass = ok(bcbp('LOVELACE/ADA', [{ pnr: 'ABC123', from: 'LHR', to: 'FRA', carrier: carrier!, flight: flight!, day: 100 }]));
      expect(pass.legs[0]!.flightNumber).toBe(normalizeFlightNumber(`${carrier} ${flight}`));
    }
  });

  it('walks three legs by their conditional sizes, with a suffix and a title', () => {
    const pass = ok(OWN_THREE_LEGS);
    expect(pass.passenger).toMatchObject({ lastName: 'Lovelace', firstName: 'Ada' });
    expect(pass.legs.map((l) => l.flightNumber)).toEqual(['LH901', 'LH400A', 'B6C1234']);
    expect(pass.legs.map((l) => `${l.from}-${l.to}`)).toEqual(['LHR-FRA', 'FRA-JFK', 'JFK-BOS']);
    expect(pass.version).toBe(5);
    expect(pass.issued).toEqual({ yearDigit: 5, dayOfYear: 68 });
  });

  it('accepts a pass whose scanner dropped the trailing spaces of the last leg', () => {
    const full = bcbp('MUSTER/ERIKA', [
      { pnr: 'ABCDEF', from: 'MUC', to: 'CDG', carrier: 'LH', flight: '2230', day: 100, conditional: `${firstConditional(5)}${' '.repeat(30)}` },
    ]);
    expect(full.endsWith(' ')).toBe(true);
    const pass = ok(full.trimEnd());
    expect(pass.legs[0]).toMatchObject({ bookingReference: 'ABCDEF', flightNumber: 'LH2230', dayOfYear: 100 });
  });

  it('ignores a trailing line break and keeps a non-electronic ticket', () => {
    const pass = ok(`${IATA_MANDATORY.replace('LUC       E', 'LUC        ')}\r\n`);
    expect(pass.electronicTicket).toBe(false);
  });

  it.each([
    ['plain text', 'hello world', 'not-bcbp'],
    ['a URL in a QR code', 'https://example.com/boarding/ABC123', 'not-bcbp'],
    ['an empty string', '', 'not-bcbp'],
    ['S format (not M)', IATA_MANDATORY.replace(/^M/, 'S'), 'not-bcbp'],
    ['cut in the first leg', IATA_MANDATORY.slice(0, 45), 'truncated'],
    ['a second leg missing', IATA_MANDATORY.replace(/^M1/, 'M2'), 'truncated'],
    ['a digit in an airport', IATA_MANDATORY.replace('YULFRA', 'Y1LFRA'), 'invalid-field'],
    ['a letter in the flight number', IATA_MANDATORY.replace('0834 ', '08X4 '), 'invalid-field'],
    ['day 367', IATA_MANDATORY.replace(' 226F', ' 367F'), 'invalid-field'],
    ['day 000', IATA_MANDATORY.replace(' 226F', ' 000F'), 'invalid-field'],
    ['a size that is not hex', IATA_MANDATORY.replace(/00$/, 'ZZ'), 'invalid-field'],
    ['a first leg whose size overruns the second', IATA_TWO_LEGS_V6.replace('14D>', '1FF>'), 'truncated'],
    ['far too long', `M1${'A'.repeat(3000)}`, 'not-bcbp'],
  ])('refuses %s with a clear error', (_name, text, code) => {
    const result = parseBoardingPass(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toBe(BOARDING_PASS_MESSAGES[code as keyof typeof BOARDING_PASS_MESSAGES]);
  });
});

describe('parsePassengerName', () => {
  it.each([
    { field: 'DESMARAIS/LUC', lastName: 'Desmarais', firstName: 'Luc' },
    { field: 'SMITH/JOHN PAUL MR', lastName: 'Smith', firstName: 'John Paul' },
    { field: "O'NEIL-BRAY/MARY ANNMRS", lastName: "O'Neil-Bray", firstName: 'Mary Annmrs' },
    { field: 'NGUYEN/THI MS', lastName: 'Nguyen', firstName: 'Thi' },
    { field: 'MADONNA', lastName: 'Madonna', firstName: '' },
    { field: 'DOE/MR', lastName: 'Doe', firstName: '' },
  ])('$field → $lastName, $firstName (titles after a space dropped; glued ones kept, they may be a name)', ({ field, ...name }) => {
    expect(parsePassengerName(field)).toEqual(name);
  });
});

describe('flight dates (a day of the year, no year)', () => {
  it.each([
    [226, '2026-11-23', '2026-08-14'],
    [327, '2026-11-23', '2026-11-23'],
    [328, '2026-11-23', '2026-11-24'], // a day ahead: another time zone, or tonight's pass for after midnight
    [329, '2026-11-23', '2025-11-25'],
    [1, '2026-01-01', '2026-01-01'],
    [365, '2026-01-01', '2025-12-31'],
    [366, '2026-11-23', '2024-12-31'], // only leap years have a day 366
    [60, '2025-03-05', '2025-03-01'],
    [60, '2024-03-05', '2024-02-29'],
  ])('day %i seen on %s is %s (the most recent, not in the future)', (day, today, expected) => {
    expect(mostRecentDayOfYear(day, today)).toBe(expected);
    expect(inferFlightDate(day, today)).toBe(expected);
  });

  it.each([
    [226, { yearDigit: 6, dayOfYear: 225 }, '2026-11-23', '2026-08-14'], // the guide's example, issued this year
    [226, { yearDigit: 6, dayOfYear: 225 }, '2026-03-01', '2016-08-13'], // ... or seen in March: issued 2016-08-12
    [1, { yearDigit: 5, dayOfYear: 365 }, '2026-01-01', '2026-01-01'], // issued on new year's eve
    [335, { yearDigit: 6, dayOfYear: 327 }, '2026-11-23', '2026-12-01'], // issued today for next week
    [100, { yearDigit: 3, dayOfYear: 99 }, '2026-11-23', '2023-04-10'], // an old pass from an e-mail
  ])('day %i issued %o seen on %s is %s (the first such day after the issue)', (day, issued, today, expected) => {
    expect(inferFlightDate(day, today, issued)).toBe(expected);
  });

  it('falls back to the most recent day when the issue date cannot be placed', () => {
    expect(inferFlightDate(226, '2026-11-23', { yearDigit: 7, dayOfYear: 366 })).toBe('2026-08-14');
  });

  it('refuses a day outside 1-366 and a malformed today', () => {
    expect(() => mostRecentDayOfYear(0, '2026-01-01')).toThrow(RangeError);
    expect(() => mostRecentDayOfYear(10, '1.1.2026')).toThrow(RangeError);
  });
});
