// Money in minor units: reading amounts, our fee and its VAT, VAT by place of supply, conversion
// to AED and the airline-payment rule. Each table names where its figures come from.
import { describe, expect, it } from 'vitest';
import { payout } from '../../../src/domain/claim/payout.ts';
import {
  INVOICE_WORDS,
  documentNumber,
  invoiceFigures,
  invoiceHtml,
  perPassengerShares,
  largestRemainderSplit,
  type InvoiceView,
  claimIdsIn,
  claimReferencesIn,
  feeSplit,
  formatMinorUnits,
  minorToMajor,
  paymentMismatch,
  readAirlinePayment,
  toAedMinor,
  toMinorUnits,
  vatOnFee,
  vatForResidence,
  residentInUaeOf,
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
    ['1500', 'XOF', 1500],
    ['1500.5', 'CLP', null],
    ['3.5', 'BHD', 3500],
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

describe('minor units to the major-unit number a wire or a screen shows (minorToMajor)', () => {
  it.each([
    [1005, 'EUR', 10.05],
    [30, 'EUR', 0.3],
    [-1250, 'AED', -12.5],
    [1500, 'JPY', 1500],
    [12345, 'KWD', 12.345],
    [1, 'BHD', 0.001],
  ])('%i %s → %d', (minor, currency, major) => {
    expect(minorToMajor(minor, currency)).toBe(major);
  });
});

describe('the payout split in minor units of its currency (claim/payout.ts)', () => {
  it.each([
    // 0.1 + 0.2 EUR: 30 cents, fee 8 (7.5 half up), VAT 0 (0.4 half up), 3 passengers: totals × 3 in cents
    [0.1 + 0.2, 'EUR', 3, { compensation: 0.3, fee: 0.08, vat: 0, net: 0.22 }, { compensation: 0.9, fee: 0.24, vat: 0, net: 0.66 }],
    [10.05, 'EUR', 3, { compensation: 10.05, fee: 2.51, vat: 0.13, net: 7.41 }, { compensation: 30.15, fee: 7.53, vat: 0.39, net: 22.23 }],
    [600, 'JPY', 1, { compensation: 600, fee: 150, vat: 8, net: 442 }, { compensation: 600, fee: 150, vat: 8, net: 442 }],
    [100.005, 'KWD', 2, { compensation: 100.005, fee: 25.001, vat: 1.25, net: 73.754 }, { compensation: 200.01, fee: 50.002, vat: 2.5, net: 147.508 }],
  ])('%d %s for %i', (perPassenger, currency, passengers, one, total) => {
    const split = payout(perPassenger, currency, passengers);
    expect(split.perPassenger).toEqual(one);
    expect(split.total).toEqual(total);
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

describe("VAT by the passenger's country of residence (place of supply; research market-2.md §5.2)", () => {
  it.each([
    // country, INVOICE_ZERO_RATING → treatment, basis points, why
    // Decree-Law No. 8 of 2017 Art. 3 and 29: the supplier's residence, standard rate 5 %.
    ['AE', true, 'standard', 500, 'a UAE resident pays the standard rate'],
    ['ae', true, 'standard', 500, 'the code in any case'],
    // Executive Regulation Art. 31(1)(a): no place of residence in the UAE → export of services, 0 %.
    ['TR', true, 'zero-rated', 0, 'a Turkish resident (market-2.md: "not overcharged 5% VAT")'],
    ['IR', true, 'zero-rated', 0, 'an Iranian resident (market-2.md §5.2)'],
    ['DE', true, 'zero-rated', 0, 'an EU resident'],
    // Zero-rating needs the setting (the tax adviser's confirmation) …
    ['TR', false, 'standard', 500, 'the setting off: everyone pays 5 %'],
    // … and evidence of non-residence: no answer is the standard rate.
    [null, true, 'standard', 500, 'residence not given'],
    ['', true, 'standard', 500, 'an empty answer'],
    ['Turkey', true, 'standard', 500, 'not an ISO code'],
  ] as const)('%s, zero-rating %s → %s %i bp (%s)', (country, zero, treatment, bp, _why) => {
    const decision = vatForResidence(country, { zeroRateNonResidents: zero, standardBasisPoints: 500 });
    expect(decision).toMatchObject({ treatment, basisPoints: bp });
  });

  it('reads residence as resident, not resident or unknown', () => {
    expect([residentInUaeOf('AE'), residentInUaeOf('GB'), residentInUaeOf(undefined), residentInUaeOf('A1')]).toEqual([true, false, undefined, undefined]);
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

describe('the fee invoice figures: one line per passenger, as the payout statement (claim/payout.ts)', () => {
  const standard = { feeBasisPoints: 2500, vatBasisPoints: 500 };
  it.each([
    [50000, 2, [25000, 25000]],
    [50001, 2, [25001, 25000]],
    [100, 3, [34, 33, 33]],
    [10001, 3, [3334, 3334, 3333]],
    [60000, 0, [60000]],
  ])('%i for %i passengers → shares %o', (total, passengers, shares) => {
    expect(perPassengerShares(total, passengers)).toEqual(shares);
  });

  it.each([
    // total, weights → shares (largest remainder, ties to the earlier share); always summing to the total
    [10001, [1, 1, 1], [3334, 3334, 3333]],
    [100, [1, 2], [33, 67]],
    [10, [3, 3, 4], [3, 3, 4]],
    [7, [1, 1, 1, 1], [2, 2, 2, 1]],
    [1000, [333, 333, 334], [333, 333, 334]],
    [101, [50, 25, 25], [51, 25, 25]],
    [5, [0, 1], [0, 5]],
    [5, [0, 0], [5, 0]],
    [900719925474099, [1, 1], [450359962737050, 450359962737049]],
  ])('%i over weights %o → %o', (total, weights, shares) => {
    const split = largestRemainderSplit(total, weights);
    expect(split).toEqual(shares);
    expect(split.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it.each([
    // total, passengers, currency, rate → fee, VAT, fee in fils, VAT in fils
    [50000, 2, 'EUR', '4.0517', 12500, 626, 50646, 2536],
    [60000, 1, 'EUR', '4.0517', 15000, 750, 60776, 3039],
    [60000, 1, 'USD', '3.6725', 15000, 750, 55088, 2754],
    [220000, 1, 'AED', '1', 55000, 2750, 55000, 2750],
  ])('%i × %i passengers in %s at %s: fee %i, VAT %i, in AED %i and %i', (total, passengers, currency, rate, fee, vat, feeAed, vatAed) => {
    const figures = invoiceFigures(total, currency, passengers, standard, rate);
    expect(figures).toMatchObject({ compensation: total, fee, vat, feeAed, vatAed });
    expect(figures!.fee + figures!.vat + figures!.net).toBe(total);
    // The statement's split for the same payment deducts the same fee and VAT.
    const statement = payout(total / 100 / Math.max(1, passengers), currency, passengers);
    expect([Math.round(statement.total.fee * 100), Math.round(statement.total.vat * 100)]).toEqual([fee, vat]);
  });

  it('numbers documents per series', () => {
    expect(documentNumber('invoice', 42)).toBe('INV-000042');
    expect(documentNumber('credit-note', 7)).toBe('CN-000007');
  });
});

describe('the tax invoice document (Decree-Law Art. 65, Executive Regulation Art. 59)', () => {
  const view: InvoiceView = {
    kind: 'invoice',
    number: 'INV-000042',
    issueDate: '2026-11-29',
    locale: 'ar',
    supplier: { name: 'Flightclaim Technologies FZ-LLC', address: 'Business Bay, Dubai', trn: '100123456700003' },
    customerName: 'Ada <Lovelace>',
    customerAddress: '12 Analytical Row, London',
    claimReference: '01A20907',
    currency: 'EUR',
    compensationMinor: 50000,
    feeMinor: 12500,
    vatMinor: 626,
    vatBasisPoints: 500,
    zeroRated: false,
    aedRate: '4.0517',
    aedRateDate: '2026-11-29',
    feeAedMinor: 50646,
    vatAedMinor: 2536,
    corrects: null,
    reason: null,
  };
  it("shows each item in the passenger's language and English, names escaped", () => {
    const html = invoiceHtml(view);
    for (const shown of [
      'فاتورة ضريبية',
      'Tax Invoice',
      'INV-000042',
      '100123456700003',
      '5%',
      '25.36 AED',
      '1 EUR = 4.0517 AED (2026-11-29)',
      'Ada &lt;Lovelace&gt;',
    ])
      expect(html).toContain(shown);
    expect(html).toContain('dir="rtl"');
    expect(html).not.toContain('<Lovelace>');
  });
  it('a credit note names the invoice it corrects; an English one has no second language; zero-rating is said', () => {
    const html = invoiceHtml({
      ...view,
      locale: 'en',
      kind: 'credit-note',
      number: 'CN-000001',
      corrects: 'INV-000042',
      reason: 'Wrong address',
      vatBasisPoints: 0,
      zeroRated: true,
    });
    for (const shown of ['Tax Credit Note', 'Corrects invoice', 'INV-000042', 'Wrong address', '0%', 'Zero-rated: export of services'])
      expect(html).toContain(shown);
    expect(html).not.toContain('class="en"');
  });
  it('has every word in every language', () => {
    for (const words of Object.values(INVOICE_WORDS)) for (const text of Object.values(words)) expect(text.trim()).not.toBe('');
  });
});
