// Intl formatters are made once per locale and options (src/domain/text/intl-kept.ts): the same
// one comes back, other options get their own, and a refused currency keeps nothing.
import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat, pluralRules, regionNames } from '../../../src/domain/text/intl-kept.ts';

describe('kept Intl formatters', () => {
  it('answers the same formatter for the same locale and options', () => {
    expect(numberFormat('ar', { style: 'currency', currency: 'EUR' })).toBe(numberFormat('ar', { style: 'currency', currency: 'EUR' }));
    expect(dateFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' })).toBe(dateFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' }));
    expect(pluralRules('tr')).toBe(pluralRules('tr'));
    expect(regionNames('fa')).toBe(regionNames('fa'));
  });

  it('keeps one per locale and per options', () => {
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).not.toBe(numberFormat('en', { style: 'currency', currency: 'AED' }));
    expect(numberFormat('en')).not.toBe(numberFormat('tr'));
    // Intl puts a no-break space between the code and the amount.
    expect(numberFormat('en', { style: 'currency', currency: 'AED' }).format(12.5)).toBe('AED\u00a012.50');
    expect(numberFormat('tr', { style: 'currency', currency: 'TRY' }).format(12.5)).toBe('₺12,50');
    expect(pluralRules('ar').select(2)).toBe('two');
    expect(regionNames('en').of('AE')).toBe('United Arab Emirates');
  });

  it('throws for a currency Intl refuses, every time (nothing half-made is kept)', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
  });
});
