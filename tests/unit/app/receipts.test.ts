// "Keep your receipts" lines and totals (issue #21).
import { describe, expect, it } from 'vitest';
import { receiptLines, totalLine } from '../../../src/app/screens/claim/rules/receipts.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';

describe('receipt lines', () => {
  it('label, amount with currency, and one total per currency', () => {
    const rows = [
      { id: 'a', kind: 'meals' as const, amountMinor: 1250, currency: 'EUR', name: 'lunch.jpg' },
      { id: 'b', kind: 'hotel' as const, amountMinor: 8999, currency: 'GBP', name: 'hotel.pdf' },
      { id: 'c', kind: 'taxi' as const, amountMinor: 3000, currency: 'EUR', name: 'taxi.jpg' },
    ];
    expect(receiptLines(rows).map((l) => `${l.label} ${l.amount}`)).toEqual(['Meals and drinks 12.50 EUR', 'Hotel 89.99 GBP', 'Taxi or transport 30.00 EUR']);
    expect(totalLine(rows)).toBe('Total: 42.50 EUR and 89.99 GBP');
    expect(totalLine([])).toBeNull();
  });

  it('in Persian the sums are joined by the language, not by a dot that reads as a zero', async () => {
    await loadCatalog('fa');
    await loadAreas(['claim']);
    const rows = [
      { amountMinor: 1250, currency: 'EUR' },
      { amountMinor: 8999, currency: 'GBP' },
    ];
    try {
      expect(totalLine(rows)).toBe('مجموع: 12.50 EUR و 89.99 GBP');
    } finally {
      await loadCatalog('en');
    }
  });

  it('a refused receipt says why', () => {
    const [line] = receiptLines([
      { id: 'a', kind: 'other' as const, amountMinor: 500, currency: 'EUR', name: 'x.pdf', refused: 'This claim is being processed' },
    ]);
    expect(line?.refused).toBe('Not accepted: This claim is being processed');
  });
});
