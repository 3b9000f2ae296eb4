// The mandate in the passenger's language (issue #32): the Persian text had Latin digits (25%, 18,
// 1.), the document an ISO date (2026-11-22) and a raw timestamp (2026-11-28T23:25:48.032Z). Now
// the current Persian version writes Persian digits (a new version: the old one keeps its words and
// hash), and every language's document writes the date and the signing time in its own words.
import { describe, expect, it } from 'vitest';
import { currentMandateVersion, findMandateVersion, mandateHtml, type MandateClaim } from '../../../src/domain/mandate/index.ts';
import { persianDigitsIn } from '../../../src/domain/mandate/native-digits.ts';

const claim: MandateClaim = {
  flightNumber: 'TK1979',
  date: '2026-11-22',
  from: 'IST',
  to: 'LHR',
  passengers: [
    { firstName: 'مریم', lastName: 'رضایی' },
    { firstName: 'علی', lastName: 'رضایی' },
  ],
};
const signature = { position: 0, signedAt: '2026-11-28T23:25:48.032Z', image: 'data:image/png;base64,AA==' };
/** Latin digits outside the Latin-script runs a Persian text keeps (14 CFR Part 250, UK261, SHA-256, EC). */
const latinDigitsInPersian = (text: string) => text.replace(/[A-Za-z][\w-]*(\s+\d+)*|\d+(?=\s*[A-Za-z])/g, '').match(/\d/g) ?? [];

describe('the Persian mandate', () => {
  it.each(['EC261', 'UK261', 'SHY-YOLCU', 'US-DOT'])('%s: the text offered now has Persian digits only', (regime) => {
    const version = currentMandateVersion(regime, 'fa');
    expect(latinDigitsInPersian(version.text)).toEqual([]);
    expect(version.text).toContain('۲۵٪');
    expect(version.text).toContain('۱۸');
    // The version signed before keeps its words.
    expect(findMandateVersion(`${regime}-fa-1`)!.text).toContain('25%');
  });

  it('keeps digits inside Latin-script citations', () => {
    expect(persianDigitsIn('(14 CFR Part 250 و Part 260)')).toBe('(14 CFR Part 250 و Part 260)');
    expect(persianDigitsIn('شمارهٔ 261/2004 به صورتی (UK261) SHA-256 متن، زیر 18 سال')).toBe('شمارهٔ ۲۶۱/۲۰۰۴ به صورتی (UK261) SHA-256 متن، زیر ۱۸ سال');
  });
});

describe.each(['en', 'ar', 'fa', 'tr'])('the signed mandate document in %s', (locale) => {
  it('writes the flight date and the signing time in words, never as ISO strings', () => {
    const html = mandateHtml(currentMandateVersion('EC261', locale), claim, [signature]);
    expect(html).not.toContain('2026-11-22');
    expect(html).not.toContain('T23:25');
    expect(html).toMatch(/UTC|گرینویچ|غرينتش/);
    if (locale === 'fa') {
      expect(html).toContain('۲۲ نوامبر ۲۰۲۶');
      expect(html).toContain('۱ آذر ۱۴۰۵');
    }
  });
});
