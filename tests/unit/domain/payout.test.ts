import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SETTINGS, feeLabel, payout, statementOfPayment } from '../../../src/domain/claim/payout.ts';

describe('payout', () => {
  it('25% fee plus 5% VAT on the fee, per passenger and for all of them', () => {
    const p = payout(600, 'EUR', 3);
    expect(p.perPassenger).toEqual({ compensation: 600, fee: 150, vat: 7.5, net: 442.5 });
    expect(p.total).toEqual({ compensation: 1800, fee: 450, vat: 22.5, net: 1327.5 });
    expect(p.passengers).toBe(3);
    expect(feeLabel()).toBe('25% + 5% VAT');
  });

  it('the VAT rate is a setting; odd amounts round to cents and still add up', () => {
    const p = payout(520, 'GBP', 2, { ...DEFAULT_FEE_SETTINGS, vatRate: 0.2 });
    expect(p.perPassenger).toEqual({ compensation: 520, fee: 130, vat: 26, net: 364 });
    const odd = payout(333.33, 'EUR', 1);
    expect(odd.perPassenger.fee + odd.perPassenger.vat + odd.perPassenger.net).toBeCloseTo(333.33, 2);
  });

  it('never less than one passenger, never a negative amount', () => {
    expect(payout(-5, 'EUR', 0).total).toEqual({ compensation: 0, fee: 0, vat: 0, net: 0 });
    expect(payout(250, 'EUR', Number.NaN).passengers).toBe(1);
  });
});

describe('the payout statement of a payment, in minor units (statementOfPayment)', () => {
  it.each([
    // received (minor), passengers → each passenger's share, fee, VAT and net of the total
    [10001, 3, [3334, 3334, 3333], { compensation: 10001, fee: 2501, vat: 126, net: 7374 }],
    [10000, 3, [3334, 3333, 3333], { compensation: 10000, fee: 2500, vat: 126, net: 7374 }],
    [50000, 2, [25000, 25000], { compensation: 50000, fee: 12500, vat: 626, net: 36874 }],
    [60000, 1, [60000], { compensation: 60000, fee: 15000, vat: 750, net: 44250 }],
    [1, 3, [1, 0, 0], { compensation: 1, fee: 0, vat: 0, net: 1 }],
    [2, 3, [1, 1, 0], { compensation: 2, fee: 0, vat: 0, net: 2 }],
    [0, 2, [0, 0], { compensation: 0, fee: 0, vat: 0, net: 0 }],
    [99999, 7, [14286, 14286, 14286, 14286, 14285, 14285, 14285], { compensation: 99999, fee: 25001, vat: 1253, net: 73745 }],
  ])('%i over %i passengers: shares %o, total %o', (received, passengers, shares, total) => {
    const s = statementOfPayment(received, 'EUR', passengers);
    expect(s.minor.shares.map((l) => l.compensation)).toEqual(shares);
    expect(s.minor.total).toEqual(total);
    // The lines add up: every share, and the total, to the unit.
    for (const l of [...s.minor.shares, s.minor.total]) expect(l.fee + l.vat + l.net).toBe(l.compensation);
    expect(s.minor.shares.reduce((sum, l) => sum + l.net, 0)).toBe(total.net);
  });

  it('shows the first share and the total in major units read from the minor units (no float division)', () => {
    const s = statementOfPayment(10001, 'EUR', 3);
    expect(s.per_passenger).toEqual({ compensation: 33.34, fee: 8.34, vat: 0.42, net: 24.58 });
    expect(s.total).toEqual({ compensation: 100.01, fee: 25.01, vat: 1.26, net: 73.74 });
    expect(statementOfPayment(1001, 'KWD', 1).total.compensation).toBe(1.001);
    expect(statementOfPayment(5, 'JPY', 2).minor.shares.map((l) => l.compensation)).toEqual([3, 2]);
  });
});
