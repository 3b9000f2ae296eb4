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

/** The language of a path and the path without its prefix ('/ar/faq' → ar, '/faq'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ar|fa|tr)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: 'en', path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/**
 * A page's translations for search engines, as an HTTP Link header: every language and English as
 * the default, each a full URL (relative ones are ignored by search engines and fail Lighthouse).
 */
export function alternateLinkHeader(pathname: string, origin: string): string {
  const { path } = splitLocale(pathname.replace(/(.)\/+$/, '$1'));
  const link = (href: string, hreflang: string) => `<${origin}${href}>; rel="alternate"; hreflang="${hreflang}"`;
  return [...LOCALES.map((locale) => link(localePath(path, locale), locale)), link(path, 'x-default')].join(', ');
}
