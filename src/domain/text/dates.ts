// Dates as a passenger reads them in their language, for every layer (the app's screens and the
// signed mandate, which the device and the server both render): the Gregorian calendar (what
// tickets and airlines use), in Persian with the Solar Hijri date beside it, and the language's
// own digits.
import type { Locale } from './locales.ts';

const GREGORIAN: Readonly<Record<Locale, string>> = { en: 'en-US', ar: 'ar-u-ca-gregory', fa: 'fa-IR-u-ca-gregory', tr: 'tr-TR' };

/**
 * '2024-03-15' → 'Mar 15, 2024' ('۱۵ مارس ۲۰۲۴ (۲۵ اسفند ۱۴۰۲)' in Persian). Read as a calendar
 * date (no time zone can move it to the day before). Anything else is given back as it is.
 */
export function formatDateIn(locale: Locale, isoDate: string, month: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime())) return isoDate;
  const options = { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
  const gregorian = date.toLocaleDateString(GREGORIAN[locale], options);
  if (locale !== 'fa') return gregorian;
  return `${gregorian} (${date.toLocaleDateString('fa-IR-u-ca-persian', { ...options, month: 'long' })})`;
}

/**
 * An ISO timestamp as a date and time, 'Mar 15, 2024, 2:05 PM', in `timeZone` (the device's own
 * when not given); with a time zone given, its name is shown too ('… UTC').
 */
export function formatTimestampIn(locale: Locale, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(GREGORIAN[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  });
}
