// A flight's date as a passenger reads it, in their language: the app's screens and the server's
// e-mails say it the same way. Always the Gregorian calendar (what tickets and airlines use); in
// Persian the Solar Hijri date beside it, so the day is unambiguous.
import { dateFormat } from './intl-kept.ts';
import type { Locale } from './locales.ts';

const GREGORIAN: Record<Locale, string> = { en: 'en-US', ar: 'ar-u-ca-gregory', fa: 'fa-IR-u-ca-gregory', tr: 'tr-TR' };

/**
 * 'Mar 15, 2024' from '2024-03-15' (`month: 'long'`: 'March 15, 2024'). The day is formatted in
 * UTC from its own numbers, so no time zone can move it to the day before. Anything else is
 * returned as it is.
 */
export function formatIsoDate(isoDate: string, locale: Locale, month: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime())) return isoDate;
  const gregorian = dateFormat(GREGORIAN[locale], { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
  if (locale !== 'fa') return gregorian;
  return `${gregorian} (${dateFormat('fa-IR-u-ca-persian', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date)})`;
}

/** The Gregorian locale tag the dates of a language use (timestamps too). */
export function gregorianLocale(locale: Locale): string {
  return GREGORIAN[locale];
}

/**
 * An ISO timestamp as a date and time, 'Mar 15, 2024, 2:05 PM', in `timeZone` (the device's own
 * when not given); with a time zone given, its name is shown too ('… UTC'). The signed mandate
 * writes its signing time so (issue #32).
 */
export function formatTimestampIn(locale: Locale, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(GREGORIAN[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  }).format(date);
}
