// The care-expense rule (issue #21) the device and the server both apply: kind, amount and
// currency, with the same messages, and totals per currency in exact hundredths.
import { describe, expect, it } from 'vitest';
import { checkExpense, EXPENSE_MESSAGES, formatAmount, parseAmount, totalsByCurrency } from '../../../src/domain/claim/expense.ts';

describe('checkExpense', () => {
  it.each([
    ['12.50', 1250],
    ['12,5', 1250],
    ['7', 700],
    [' 0.01 ', 1],
    [12.5, 1250],
    ['100000', 10_000_000],
  ])('accepts the amount %j as %d hundredths', (amount, minor) => {
    expect(checkExpense({ kind: 'meals', amount, currency: 'eur' })).toEqual({ ok: true, value: { kind: 'meals', amountMinor: minor, currency: 'EUR' } });
  });

  it.each([
    [{ kind: 'spa', amount: '1', currency: 'EUR' }, 'kind', EXPENSE_MESSAGES.kind],
    [{ kind: 'hotel', amount: '', currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amount],
    [{ kind: 'hotel', amount: '-3', currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amount],
    [{ kind: 'hotel', amount: '1e3', currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amount],
    [{ kind: 'hotel', amount: '1.999', currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amount],
    [{ kind: 'hotel', amount: Number.NaN, currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amount],
    [{ kind: 'hotel', amount: '0.00', currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amountRange],
    [{ kind: 'hotel', amount: '100000.01', currency: 'EUR' }, 'amount', EXPENSE_MESSAGES.amountRange],
    [{ kind: 'taxi', amount: '10', currency: 'EURO' }, 'currency', EXPENSE_MESSAGES.currency],
    [{ kind: 'taxi', amount: '10', currency: null }, 'currency', EXPENSE_MESSAGES.currency],
  ])('refuses %j (%s)', (input, field, message) => {
    expect(checkExpense(input)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('reports every wrong field at once', () => {
    const check = checkExpense({ kind: undefined, amount: undefined, currency: undefined });
    expect(check.ok ? [] : check.errors.map((e) => e.field)).toEqual(['kind', 'amount', 'currency']);
  });
});

describe('amounts and totals', () => {
  it('formats hundredths with two places', () => {
    expect([1, 10, 1250, 10_000_000].map(formatAmount)).toEqual(['0.01', '0.10', '12.50', '100000.00']);
    expect(parseAmount('abc')).toBeNull();
  });

  it('sums per currency, exactly, never converting', () => {
    const totals = totalsByCurrency([
      { currency: 'GBP', amountMinor: 8999 },
      { currency: 'EUR', amountMinor: 10 },
      { currency: 'EUR', amountMinor: 20 },
      { currency: 'EUR', amountMinor: 1 },
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', amount: '0.31', count: 3 },
      { currency: 'GBP', amount: '89.99', count: 1 },
    ]);
  });
});
