// How claims read on cards and the detail page: flight dates in en-US short form, money, file
// sizes, and what the local sync state means for the passenger. Pure, so it is unit tested.
import type { ClaimSyncState } from '../../offline/index.ts';
import { currentLocale, formatMoney, t } from '../i18n/t.ts';

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

/** '250 EUR' / '1,327.50 EUR': an amount with its currency code (the domain's formatMoney gives '€250'). */
export function formatAmountWithCode(amount: number, currency: string): string {
  const locale = currentLocale();
  if (locale !== 'en') return formatMoney(amount, currency, Number.isInteger(amount) ? 0 : 2);
  // Whole amounts without decimals (600 EUR), others with cents (1,327.50 EUR).
  const value = amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
  return `${value} ${currency}`;
}

/** File sizes as people read them: bytes, KB or MB (1 KB = 1024 bytes, like the wizard). */
export function formatFileSize(bytes: number): string {
  const locale = currentLocale();
  if (locale !== 'en') {
    // Other languages: the unit in their own words and digits ('٢٫٠ كيلوبايت').
    const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
    return new Intl.NumberFormat(locale, { style: 'unit', unit, minimumFractionDigits: unit === 'byte' ? 0 : 1, maximumFractionDigits: 1 }).format(value);
  }
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The compensation status word from the server ('estimated', 'approved'…) with a capital. */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** The line under a claim's badge while it is not on the server (the badge says the state; this says why). */
export function syncStateLabel(state: ClaimSyncState, reason?: string | null): string | null {
  switch (state) {
    case 'sent':
      return null;
    case 'queued':
      return t('Waiting to send');
    case 'sending':
      return t('Sending…');
    case 'needs-login':
      return t('Your sign-in has expired.');
    case 'rejected':
      return reason ? t('Not accepted: {reason}', { reason }) : t('Not accepted by the server');
  }
}
