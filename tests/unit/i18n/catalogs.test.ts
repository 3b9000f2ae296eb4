// The catalogues against the source: every message the passenger code uses is translated in every
// language, no catalogue keeps a message nobody uses, placeholders and plural forms match, and legal
// terms follow the glossary (src/app/i18n/glossary.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, areaOf, extractMessages, missingMessages, readCatalog } from '../../i18n-messages.ts';

const LANGUAGES = ['ar', 'fa', 'tr'] as const;
const messages = extractMessages();
const glossary = JSON.parse(readFileSync(new URL('../../../src/app/i18n/glossary.json', import.meta.url), 'utf8')) as {
  terms: { en: string; unless?: string; ar: string; fa: string; tr: string }[];
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>));

const CATALOGS = LANGUAGES.flatMap((locale) => AREAS.map((area) => [locale, area] as const));

describe.each(CATALOGS)('the %s %s catalogue', (locale, area) => {
  const catalog = readCatalog(locale, area);

  it('translates every message of its area (or the shell does)', () => {
    expect(missingMessages(locale, area)).toEqual([]);
  });

  it('keeps no message its area no longer uses', () => {
    const used = (message: string) => (messages.get(message) ?? []).some((file) => area === 'shell' || areaOf(file) === area);
    expect(Object.keys(catalog).filter((message) => !used(message))).toEqual([]);
  });

  it('keeps every placeholder and gives plural messages an "other" form', () => {
    for (const [message, translation] of Object.entries(catalog)) {
      if (typeof translation !== 'string') expect(translation, message).toHaveProperty('other');
      for (const text of texts(translation)) expect(placeholders(text), message).toEqual(placeholders(message));
    }
  });

  it('writes the glossary terms as the glossary does', () => {
    const wrong: string[] = [];
    for (const [message, translation] of Object.entries(catalog)) {
      for (const term of glossary.terms) {
        const english = message.toLowerCase();
        if (!english.includes(term.en.toLowerCase()) || (term.unless && english.includes(term.unless))) continue;
        if (!texts(translation).some((text) => text.toLocaleLowerCase(locale).includes(term[locale].toLocaleLowerCase(locale)))) {
          wrong.push(`${message} → should use "${term[locale]}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe.each(['ar', 'fa'] as const)('right-to-left text in %s', (locale) => {
  it('isolates every Latin run (EC 261/2004, Flightclaim) between FSI and PDI, so it keeps its order', () => {
    const loose: string[] = [];
    for (const area of AREAS) {
      for (const translation of Object.values(readCatalog(locale, area))) {
        for (const text of texts(translation)) {
          const outside = text.replace(/\u2068[^\u2069]*\u2069/g, '').replace(/\{\w+\}/g, '');
          if (/[A-Za-z]/.test(outside)) loose.push(text);
        }
      }
    }
    expect(loose).toEqual([]);
  });
});

describe('message extraction', () => {
  it('finds t(), msg() and plural messages in the source', () => {
    expect(messages.has('Start Your Claim')).toBe(true);
    expect(messages.has('Passenger Rights Overview')).toBe(true);
    expect(messages.has('# claims waiting to be sent')).toBe(true);
  });
});
