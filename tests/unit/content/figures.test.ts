// The content pages' amount formatting gives what Intl would (en-US grouping), without Intl.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEur, formatSdr, groupThousands } from '../../../src/app/content/figures.ts';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [250, '250'],
    [1000, '1,000'],
    [1288, '1,288'],
    [4694, '4,694'],
    [1_075, '1,075'],
    [1234567, '1,234,567'],
    [-1288, '-1,288'],
    [1288.5, '1,288.5'],
    [0.25, '0.25'],
  ])('%d -> %s', (amount, text) => {
    expect(groupThousands(amount)).toBe(text);
  });

  it('matches Intl en-US grouping for every safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(groupThousands(amount)).toBe(amount.toLocaleString('en-US'));
      }),
    );
  });

  it('formats the regulation amounts with their unit', () => {
    expect(formatEur(600)).toBe('€600');
    expect(formatSdr(1288)).toBe('1,288 SDR');
  });
});
