// The languages the product speaks, for every layer: the app's screens, the mandate's texts and the
// server's e-mails and push messages. English is the default and the spec's own language.

export const LOCALES = ['en', 'ar', 'fa', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr';
}

/** The path of a route in a language ('/faq', ar → '/ar/faq'; '/', ar → '/ar'). */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The first of the browser's languages the app speaks ('ar-AE' → ar), else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
