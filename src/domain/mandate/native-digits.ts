// A mandate text with the language's own digits (Persian ۰-۹), as every other line the passenger
// reads in that language (issue #32: the Persian mandate mixed in 25%, 18 and 1.). Digits in a
// Latin-script run keep their form: "14 CFR Part 250", "UK261", "SHA-256". A new version of the
// text, so claims keep the words they signed.
import type { MandateLanguage } from './types.ts';

const PERSIAN_ZERO = 0x06f0;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** The nearest letter before `end` or from `start` on (marks, spaces and punctuation skipped). */
function nearestLetter(text: string, from: number, step: 1 | -1): string | undefined {
  for (let i = from; i >= 0 && i < text.length; i += step) if (/\p{L}/u.test(text[i]!)) return text[i];
  return undefined;
}

/** The text's digits in Persian form, but not those beside a Latin word. */
export function persianDigitsIn(text: string): string {
  return text.replace(/\d+(?:[./]\d+)*/g, (run, at: number) => {
    const before = nearestLetter(text, at - 1, -1);
    const after = nearestLetter(text, at + run.length, 1);
    if ((before && LATIN_LETTER.test(before)) || (after && LATIN_LETTER.test(after))) return run;
    return run.replace(/\d/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
  });
}

/** The same mandate, as a new version, with Persian digits (and its fee in them: `numerals`). */
export function withPersianDigits(language: MandateLanguage, version: number): MandateLanguage {
  const words = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, persianDigitsIn(value)]));
  return {
    ...language,
    version,
    numerals: 'arabext',
    title: persianDigitsIn(language.title),
    sections: language.sections.map((s) => ({ heading: persianDigitsIn(s.heading), paragraphs: s.paragraphs.map(persianDigitsIn) })),
    regimes: Object.fromEntries(Object.entries(language.regimes).map(([regime, w]) => [regime, words({ ...w })])) as unknown as MandateLanguage['regimes'],
    labels: words({ ...language.labels }) as unknown as MandateLanguage['labels'],
  };
}
