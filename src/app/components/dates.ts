// Dates as the passenger reads them, in the page's language. Its own module: a content page shows
// its last-updated date without loading the claim cards' formatting.
import { formatIsoDate, gregorianLocale } from '../../domain/text/dates.ts';
import { currentLocale } from '../i18n/t.ts';

/**
 * 'Mar 15, 2024' from '2024-03-15', in the page's language (src/domain/text/dates.ts: the e-mails
 * say it the same way). Anything else is shown as it is.
 */
export function formatFlightDate(isoDate: string): string {
  return formatIsoDate(isoDate, currentLocale());
}

/** 'Mar 15, 2024, 2:05 PM' for an ISO timestamp (status history). */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(gregorianLocale(currentLocale()), { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
