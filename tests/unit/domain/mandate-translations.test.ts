// The Arabic, Persian and Turkish mandates: the same shape and placeholders as the English one
// (a missing {fee} or {court} would sign a text without the terms), every regime's words, the
// glossary's legal terms, and the version a signature records.
import { describe, expect, it } from 'vitest';
import glossary from '../../../src/app/i18n/glossary.json' with { type: 'json' };
import { MANDATE_AR_V1 } from '../../../src/domain/mandate/text-ar.ts';
import { MANDATE_EN_V1 } from '../../../src/domain/mandate/text-en.ts';
import { MANDATE_FA_V2 } from '../../../src/domain/mandate/text-fa.ts';
import { MANDATE_TR_V1 } from '../../../src/domain/mandate/text-tr.ts';
import { currentMandateVersion, findMandateVersion, signedMandateVersion, MANDATE_REGIMES, type MandateLanguage } from '../../../src/domain/mandate/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const TRANSLATIONS: [string, MandateLanguage, 'ltr' | 'rtl'][] = [
  ['ar', MANDATE_AR_V1, 'rtl'],
  ['fa', MANDATE_FA_V2, 'rtl'],
  ['tr', MANDATE_TR_V1, 'ltr'],
];

describe.each(TRANSLATIONS)('the %s mandate', (locale, language, dir) => {
  it('has the English sections, paragraphs and labels, each with the same placeholders', () => {
    expect(language.locale).toBe(locale);
    expect(language.dir).toBe(dir);
    expect(language.sections.map((s) => s.paragraphs.length)).toEqual(MANDATE_EN_V1.sections.map((s) => s.paragraphs.length));
    language.sections.forEach((section, i) => {
      section.paragraphs.forEach((p, j) => expect(placeholders(p), `${i}.${j}`).toEqual(placeholders(MANDATE_EN_V1.sections[i]!.paragraphs[j]!)));
    });
    expect(Object.keys(language.labels).sort()).toEqual(Object.keys(MANDATE_EN_V1.labels).sort());
    for (const [key, label] of Object.entries(language.labels)) {
      expect(placeholders(label), key).toEqual(placeholders(MANDATE_EN_V1.labels[key as keyof typeof MANDATE_EN_V1.labels]));
    }
  });

  it('has every regime, each a version of its own with its law and bodies filled in', () => {
    expect(Object.keys(language.regimes).sort()).toEqual([...MANDATE_REGIMES].sort());
    for (const regime of MANDATE_REGIMES) {
      const v = currentMandateVersion(regime, locale);
      expect(v.id).toBe(`${regime}-${locale}-${language.version}`);
      expect(v.language).toBe(language);
      const words = language.regimes[regime];
      for (const word of [words.law, words.enforcementBody, words.court]) expect(v.text).toContain(word);
      expect(v.text).toContain(locale === 'fa' ? '۲۵٪' : '25%');
      expect(v.text).toContain('support@flightclaim.app');
      expect(v.text).not.toMatch(/\{(company|fee|vat|law|enforcementBody|court|email)\}/);
    }
    expect(currentMandateVersion('SHY-YOLCU', locale).text).toContain('SHY-YOLCU');
    expect(currentMandateVersion('EC261', locale).text).toContain(locale === 'fa' ? '۲۶۱/۲۰۰۴' : '261/2004');
  });

  it("uses the glossary's legal terms where the English has them", () => {
    const english = currentMandateVersion('EC261', 'en').text.toLowerCase();
    const text = currentMandateVersion('EC261', locale).text.toLowerCase();
    const used = glossary.terms.filter((term) => english.includes(term.en.toLowerCase()));
    expect(used.map((term) => term.en)).toEqual(expect.arrayContaining(['compensation', 'booking reference', 'passenger']));
    for (const term of used) expect(text, term.en).toContain((term as Record<string, string>)[locale]!.toLowerCase());
    // The operating carrier, as each regulation's wording names it.
    expect(text).toContain({ ar: 'الناقل الجوي', fa: 'شرکت هواپیمایی', tr: 'hava taşıyıcısı' }[locale]!);
  });
});

describe('the version a signature records', () => {
  it('keeps a known version, refuses an unknown one, and follows the claim regime in the language read', () => {
    expect(signedMandateVersion('EC261-fa-1', 'EC261')).toEqual({ version: findMandateVersion('EC261-fa-1') });
    expect(signedMandateVersion('EC261-xx-1', 'EC261')).toEqual({ problem: 'mandate-version-unknown' });
    expect(signedMandateVersion('EC261-en-2', 'EC261')).toEqual({ problem: 'mandate-version-unknown' });
    expect(signedMandateVersion('EC261-tr-1', 'SHY-YOLCU')).toEqual({ version: findMandateVersion('SHY-YOLCU-tr-1') });
    expect(signedMandateVersion(undefined, 'UK261')).toEqual({ version: findMandateVersion('UK261-en-1') });
  });
});
