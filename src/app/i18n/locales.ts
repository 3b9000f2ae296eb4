// The languages of the app and where a page's language comes from: its URL. English keeps the
// spec's routes; every other language has the same routes under its prefix (/ar/faq, /fa/claim).
// Small and dependency-free: boot.ts imports it before anything else.

import type { Locale } from '../../domain/text/locales.ts';

export { directionOf, isLocale, localePath, LOCALES, preferredLocale, type Locale } from '../../domain/text/locales.ts';

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

