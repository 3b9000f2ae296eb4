// The sums a letter, a filing pack and an escalation pack print: in the currency's own digits (ISO 4217),
// and the total multiplied in minor units.
import { describe, expect, it } from 'vitest';
import { moneyText, totalText } from '../../../src/server/desk/facts.ts';

describe('a letter prints sums in the currency’s own digits', () => {
  it.each([
    [600, 'EUR', '600.00 EUR'],
    [520, 'GBP', '520.00 GBP'],
    [30000, 'JPY', '30000 JPY'],
    [12.345, 'KWD', '12.345 KWD'],
    [0, 'EUR', '0.00 EUR'],
  ])('%s %s → %s', (amount, currency, text) => {
    expect(moneyText(amount, currency)).toBe(text);
  });

  it.each([
    [600, 3, 'EUR', '1800.00 EUR'],
    [0.1, 3, 'EUR', '0.30 EUR'],
    [1234.56, 7, 'USD', '8641.92 USD'],
    [12.345, 3, 'KWD', '37.035 KWD'],
    [30000, 2, 'JPY', '60000 JPY'],
  ])('%s × %s passengers in %s → %s', (per, passengers, currency, text) => {
    expect(totalText(per, passengers, currency)).toBe(text);
  });
});
