// Money in minor units: reading amounts, our fee and its VAT, VAT by place of supply, conversion
// to AED and the airline-payment rule. Each table names where its figures come from.
import { describe, expect, it } from 'vitest';
import {
  claimIdsIn,
  claimReferencesIn,
  feeSplit,
  formatMinorUnits,
  paymentMismatch,
  readAirlinePayment,
  toAedMinor,
  toMinorUnits,
  vatOnFee,
} from '../../../src/domain/money/index.ts';

describe('amounts in minor units (ISO 4217 minor-unit column)', () => {
  it.each([
    ['600.00', 'EUR', 60000],
    ['600', 'EUR', 60000],
    ['0.1', 'AED', 10],
    ['1234.5', 'USD', 123450],
    ['1500', 'JPY', 1500],
    ['12.345', 'KWD', 12345],
    ['12.340', 'EUR', 1234],
    ['12.345', 'EUR', null],
    ['1.5', 'JPY', null],
    ['-5.00', 'EUR', null],
    ['1e3', 'EUR', null],
    ['', 'EUR', null],
    ['6,00', 'EUR', null],
  ])('%s %s → %s', (text, currency, minor) => {
    expect(toMinorUnits(text, currency)).toBe(minor);
  });

  it.each([
    [60000, 'EUR', '600.00'],
    [5, 'AED', '0.05'],
    [-1250, 'AED', '-12.50'],
    [1500, 'JPY', '1500'],
    [12345, 'KWD', '12.345'],
  ])('%i %s prints %s', (minor, currency, text) => {
    expect(formatMinorUnits(minor, currency)).toBe(text);
  });
});

describe('our fee: 25 % of the compensation plus VAT on the fee (spec: "Service fee: 25% of successful compensation plus VAT")', () => {
  const standard = { feeBasisPoints: 2500, vatBasisPoints: 500 };
  it.each([
    // compensation, fee, vat, net: EC 261 Art. 7(1) amounts, then odd ones that round half up.
    [60000, 15000, 750, 44250],
    [40000, 10000, 500, 29500],
    [25000, 6250, 313, 18437],
    [33333, 8333, 417, 24583],
    [1, 0, 0, 1],
    [2, 1, 0, 1],
    [0, 0, 0, 0],
  ])('%i → fee %i, VAT %i, net %i', (compensation, fee, vat, net) => {
    const split = feeSplit(compensation, standard);
    expect(split).toEqual({ compensation, fee, vat, net });
    expect(split.fee + split.vat + split.net).toBe(compensation);
  });

  it('zero-rated: no VAT, the fee unchanged', () => {
    expect(feeSplit(60000, { feeBasisPoints: 2500, vatBasisPoints: 0 })).toEqual({ compensation: 60000, fee: 15000, vat: 0, net: 45000 });
  });
});

describe('VAT on the fee by place of supply (Federal Decree-Law No. 8 of 2017 Art. 3, 29, 45; Executive Regulation Art. 31)', () => {
  it.each([
    // resident in the UAE, setting on, → treatment and basis points
    [true, true, 'standard', 500],
    [true, false, 'standard', 500],
    [false, false, 'standard', 500],
    [false, true, 'zero-rated', 0],
    [undefined, true, 'standard', 500],
    [undefined, false, 'standard', 500],
  ] as const)('resident %s, zero-rating setting %s → %s at %i bp', (residentInUae, zeroRateNonResidents, treatment, basisPoints) => {
    const decision = vatOnFee({ residentInUae, zeroRateNonResidents, standardBasisPoints: 500 });
    expect(decision.treatment).toBe(treatment);
    expect(decision.basisPoints).toBe(basisPoints);
    expect(decision.source).toMatch(treatment === 'zero-rated' ? /Art\. 31/ : /Art\. 29/);
  });
});

describe('conversion to AED at a recorded rate (Decree-Law Art. 69: the UAE Central Bank rate)', () => {
  it.each([
    // USD at the peg 3.6725 (UAE Central Bank); EUR, GBP at example rates; half up to the fils.
    [15000, 'USD', '3.6725', 55088],
    [750, 'USD', '3.6725', 2754],
    [15000, 'EUR', '4.0517', 60776],
    [1, 'EUR', '4.005', 4],
    [12345, 'KWD', '11.95', 14752],
    [15000, 'AED', 'ignored', 15000],
    [15000, 'EUR', '0', null],
    [15000, 'EUR', '-4', null],
    [15000, 'EUR', '4,05', null],
  ])('%i %s at %s → %s fils', (minor, currency, rate, aed) => {
    expect(toAedMinor(minor, currency, rate)).toBe(aed);
  });
});

describe('the airline payment: one rule for the action, approve and the statement', () => {
  const ok = { amount: '600.00', currency: 'eur', valueDate: '2026-11-15', bankReference: 'EB123' };
  it('reads a good payment in minor units, currency upper case', () => {
    expect(readAirlinePayment(ok)).toEqual({ ok: true, payment: { amountMinor: 60000, currency: 'EUR', valueDate: '2026-11-15', bankReference: 'EB123' } });
  });
  it.each([
    [{ amount: '0' }, 'amount'],
    [{ amount: '600.001' }, 'amount'],
    [{ amount: '2000000' }, 'amount'],
    [{ currency: 'EURO' }, 'currency'],
    [{ valueDate: '2026-02-30' }, 'value_date'],
    [{ valueDate: '15/11/2026' }, 'value_date'],
    [{ bankReference: '  ' }, 'bank_reference'],
  ])('%o is refused on %s', (change, field) => {
    const result = readAirlinePayment({ ...ok, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe(field);
  });
  it.each([
    [{ amountMinor: 60000, currency: 'EUR' }, { amountMinor: 60000, currency: 'EUR' }, null],
    [{ amountMinor: 59999, currency: 'EUR' }, { amountMinor: 60000, currency: 'EUR' }, 'The claim expects 600.00 EUR; the payment is 599.99 EUR.'],
    [{ amountMinor: 60000, currency: 'AED' }, { amountMinor: 60000, currency: 'EUR' }, 'The claim expects EUR; the payment is in AED.'],
    [{ amountMinor: 60000, currency: 'AED' }, null, null],
  ])('%o against %o: %s', (payment, expected, why) => {
    expect(paymentMismatch(payment, expected)).toBe(why);
  });
});

describe('claim ids and references in remittance information (claim/reference.ts: 8 hex digits)', () => {
  it('finds whole claim ids, lower case, once each', () => {
    expect(claimIdsIn('CLAIM 01A2259E-923F-7574-991C-FE92D85B440B / 01a2259e-923f-7574-991c-fe92d85b440b')).toEqual(['01a2259e-923f-7574-991c-fe92d85b440b']);
    expect(claimIdsIn('CLAIM 01A2259E')).toEqual([]);
  });

  it.each([
    ['EU261 COMPENSATION CLAIM 01A20907 PNR K7QX2M', ['01A20907']],
    ['claim 01a20907/9f3c00b2', ['01A20907', '9F3C00B2']],
    ['REGLEMENT DOSSIER 20261101', ['20261101']],
    ['X01A20907 01A209071', []],
    ['', []],
  ])('%s → %o', (remittance, references) => {
    expect(claimReferencesIn(remittance)).toEqual(references);
  });
});
