// Dates as the passenger reads them, in the page's language. Its own module: a content page shows
// its last-updated date without loading the claim cards' formatting.
import { currentLocale } from '../i18n/t.ts';

/** Dates in the page's language, always in the Gregorian calendar (what tickets and airlines use). */
const GREGORIAN = { en: 'en-US', ar: 'ar-u-ca-gregory', fa: 'fa-IR-u-ca-gregory', tr: 'tr-TR' } as const;

/**
 * 'Mar 15, 2024' from '2024-03-15'. The date is built as a local date (new Date(y, m, d)), not
 * parsed as UTC midnight, so no time zone can move it to the day before. Anything else is shown
 * as it is.
 */
export function formatFlightDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  if (Number.isNaN(date.getTime())) return isoDate;
  const locale = currentLocale();
  const gregorian = date.toLocaleDateString(GREGORIAN[locale], { month: 'short', day: 'numeric', year: 'numeric' });
  if (locale !== 'fa') return gregorian;
  // In Persian the Solar Hijri date beside it, so the day is unambiguous to the passenger.
  return `${gregorian} (${date.toLocaleDateString('fa-IR-u-ca-persian', { month: 'long', day: 'numeric', year: 'numeric' })})`;
}

/** 'Mar 15, 2024, 2:05 PM' for an ISO timestamp (status history). */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(GREGORIAN[currentLocale()], { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
