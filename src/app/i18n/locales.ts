// The languages of the app and where a page's language comes from: its URL. English keeps the
// spec's routes; every other language has the same routes under its prefix (/ar/faq, /fa/claim).
// Small and dependency-free: boot.ts imports it before anything else.

import { isLocale, type Locale } from '../../domain/text/locales.ts';

export { directionOf, isLocale, LOCALES, type Locale } from '../../domain/text/locales.ts';

/** Each language's own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', fa: 'فارسی', tr: 'Türkçe' };

/** Where a passenger's chosen language is remembered. */
export const LOCALE_KEY = 'flightclaim.locale';

/** The language of a path and the path without its prefix ('/ar/faq' → ar, '/faq'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ar|fa|tr)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: 'en', path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
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
