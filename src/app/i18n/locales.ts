// The languages of the app and where a page's language comes from: its URL. English keeps the
// spec's routes; every other language has the same routes under its prefix (/ar/faq, /fa/claim).
// Small and dependency-free: boot.ts imports it before anything else.

import type { Locale } from '../../domain/text/locales.ts';

export { directionOf, isLocale, localePath, LOCALES, preferredLocale, splitLocale, type Locale } from '../../domain/text/locales.ts';

/** Each language's own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', fa: 'فارسی', tr: 'Türkçe' };

/** Where a passenger's chosen language is remembered. */
export const LOCALE_KEY = 'flightclaim.locale';
