// Run first on every page (boot.ts): the page's language goes on <html> (lang, dir) before the app
// renders, and a visit to an English address follows the passenger's remembered choice or, on a
// first visit, the browser's languages (navigator.languages).
import { LOCALE_KEY, directionOf, isLocale, localePath, preferredLocale, splitLocale, type Locale } from './locales.ts';

/** Only the passenger's pages have other languages (not the back office, not files). */
const SINGLE_LANGUAGE = /^\/(backoffice|api|realms)(\/|$)|\.[a-z0-9]+$/i;

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/** The address to go to instead of this one, or null to stay. */
export function localeRedirect(pathname: string, stored: Locale | null, languages: readonly string[]): string | null {
  const { locale, path } = splitLocale(pathname);
  if (locale !== 'en' || SINGLE_LANGUAGE.test(pathname)) return null;
  const wanted = stored ?? preferredLocale(languages);
  return wanted === 'en' ? null : localePath(path, wanted);
}

/** Sets lang and dir on <html>; returns false when the page is leaving for its language's address. */
export function applyLocale(): boolean {
  const target = localeRedirect(location.pathname, storedLocale(), navigator.languages ?? [navigator.language]);
  if (target) {
    location.replace(target + location.search + location.hash);
    return false;
  }
  const { locale } = splitLocale(location.pathname);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return true;
}
