// The amounts the dashboard, the claim page, the confirmation and the signing step show.
import { describe, expect, it } from 'vitest';
import { amountText, netText } from '../../../src/app/components/money-lines.tsx';
import { draftEstimate } from '../../../src/app/screens/claim/documents/consent.tsx';
import { formatRate } from '../../../src/app/i18n/t.ts';

describe('amounts on screen', () => {
  it('per passenger and the total, then the net after the fee', () => {
    expect(amountText({ amount: 600, currency: 'EUR', passengers: 3 })).toBe('600 EUR per passenger · 1,800 EUR for 3 passengers');
    expect(amountText({ amount: 600, currency: 'EUR', passengers: 1 })).toBe('600 EUR for 1 passenger');
    expect(netText({ amount: 600, currency: 'EUR', passengers: 3 })).toBe('You receive 1,327.50 EUR after our fee (25% + 5% VAT: 472.50 EUR)');
  });

  it.each([
    [0.25, '25%'],
    [0.2, '20%'],
    [0.1234, '12.34%'],
    [0.12345, '12.35%'],
  ])('a rate (fee, VAT) %s reads %s, to two decimals at most', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it('the signing step takes the estimate of the eligibility check, for everyone on the draft', () => {
    const eligibility = {
      eligible: true,
      message: '',
      checkedAt: 0,
      assessment: { source: 'server', result: { outcome: 'eligible', compensation: { amount: 400, currency: 'EUR' }, reasons: [] } },
    };
    expect(draftEstimate({ eligibility, additionalPassengers: [{ firstName: 'A', lastName: 'B', email: '' }] })).toEqual({
      amount: 400,
      currency: 'EUR',
      passengers: 2,
    });
    expect(draftEstimate({ eligibility: { ...eligibility, eligible: false } })).toBeNull();
  });
});
