// Dates as the passenger reads them, in the page's language (the rule is src/domain/text/dates.ts,
// which the e-mails and the signed mandate use too). Its own module: a content page shows its
// last-updated date without loading the claim cards' formatting.
import { formatIsoDate, formatTimestampIn } from '../../domain/text/dates.ts';
import { currentLocale } from '../i18n/t.ts';

/** 'Mar 15, 2024' from '2024-03-15' (in Persian with the Solar Hijri date); anything else as it is. */
export function formatFlightDate(isoDate: string): string {
  return formatIsoDate(isoDate, currentLocale());
}

/** 'Mar 15, 2024, 2:05 PM' for an ISO timestamp (status history), in the device's time zone. */
export function formatTimestamp(iso: string): string {
  return formatTimestampIn(currentLocale(), iso);
}
