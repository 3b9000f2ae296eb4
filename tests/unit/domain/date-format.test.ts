// A date as a passenger reads it, in each language (src/domain/text/dates.ts). The formatters are
// kept between calls: a short and a long month, or two time zones, asked in turn must not mix.
import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatTimestampIn } from '../../../src/domain/text/dates.ts';

describe('formatIsoDate', () => {
  it.each([
    ['en', 'Mar 15, 2024', 'March 15, 2024'],
    ['ar', '15 مارس 2024', '15 مارس 2024'],
    ['fa', '۱۵ مارس ۲۰۲۴ (۲۵ اسفند ۱۴۰۲)', '۱۵ مارس ۲۰۲۴ (۲۵ اسفند ۱۴۰۲)'],
    ['tr', '15 Mar 2024', '15 Mart 2024'],
  ] as const)('2024-03-15 in %s: %s, and with the long month %s', (locale, short, long) => {
    for (let round = 0; round < 2; round++) {
      expect(formatIsoDate('2024-03-15', locale)).toBe(short);
      expect(formatIsoDate('2024-03-15', locale, 'long')).toBe(long);
    }
  });

  it.each(['15/03/2024', '', 'tomorrow'])('gives back %j as it is', (text) => {
    expect(formatIsoDate(text, 'en')).toBe(text);
  });
});

describe('formatTimestampIn', () => {
  it.each([
    ['en', 'UTC', 'Mar 15, 2024, 2:05 PM UTC'],
    ['en', 'Asia/Tehran', 'Mar 15, 2024, 5:35 PM GMT+3:30'],
    ['tr', 'UTC', '15 Mar 2024 14:05 UTC'],
    ['tr', 'Asia/Tehran', '15 Mar 2024 17:35 GMT+3:30'],
  ] as const)('2024-03-15T14:05Z in %s, %s: %s', (locale, zone, text) => {
    expect(formatTimestampIn(locale, '2024-03-15T14:05:00Z', zone)).toBe(text);
  });

  it('gives back a timestamp it cannot read as it is', () => {
    expect(formatTimestampIn('en', 'nope', 'UTC')).toBe('nope');
  });
});
