import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SETTINGS, feeLabel, payout } from '../../../src/domain/claim/payout.ts';

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
