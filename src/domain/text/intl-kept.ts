// Intl formatters, made once per locale and options and kept: making one costs far more than
// formatting with it (a letter's and a mail's dates and amounts showed in the desk's and intake's
// profiles, issue #37). The app's screens and the server's letters and mails share them.

type Kept = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.DisplayNames;

const kept = new Map<string, Kept>();
const MAX_KEPT = 300;

function keep<T extends Kept>(key: string, make: () => T): T {
  let found = kept.get(key) as T | undefined;
  if (!found) {
    // Made before it is kept: a locale or currency Intl refuses throws here, and nothing is kept.
    found = make();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, found);
  }
  return found;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keep(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keep(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules => keep(`plural ${locale}`, () => new Intl.PluralRules(locale));

/** Countries' names in a language ('AE' → 'United Arab Emirates' in English). */
export const regionNames = (locale: string): Intl.DisplayNames => keep(`region ${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' }));
