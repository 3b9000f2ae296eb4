// How claims read on cards and the detail page: flight dates in en-US short form, money, file
// sizes, and what the local sync state means for the passenger. Pure, so it is unit tested.
import type { ClaimSyncState } from '../../offline/index.ts';
import { currentLocale, formatMoney, numberFormat, t } from '../i18n/t.ts';
import { directionOf } from '../i18n/locales.ts';

export { formatFlightDate, formatTimestamp } from './dates.ts';

/** '250 EUR' / '1,327.50 EUR': an amount with its currency code (the engine's moneyInEnglish gives '€250'). */
export function formatAmountWithCode(amount: number, currency: string): string {
  const locale = currentLocale();
  if (locale !== 'en') return formatMoney(amount, currency, Number.isInteger(amount) ? 0 : 2);
  // Whole amounts without decimals (600 EUR), others with cents (1,327.50 EUR).
  const value = amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
  return `${value} ${currency}`;
}

/**
 * File sizes as people read them: bytes, KB or MB (1 KB = 1024 bytes); `unit` 'kilobyte' writes
 * every size in KB (the documents step: the spec lists sizes in KB).
 */
export function formatFileSize(bytes: number, unit?: 'kilobyte'): string {
  const locale = currentLocale();
  const inKb = unit === 'kilobyte' || (bytes >= 1024 && bytes < 1024 * 1024);
  const inBytes = !inKb && bytes < 1024;
  if (locale !== 'en') {
    // Other languages: the unit in their own words and digits ('٢٫٠ كيلوبايت').
    const [value, name] = inBytes ? [bytes, 'byte'] : inKb ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
    const text = numberFormat({ style: 'unit', unit: name, minimumFractionDigits: name === 'byte' ? 0 : 1, maximumFractionDigits: 1 }).format(value);
    // Isolated in right-to-left text, so a Latin unit stays after its figure ('۱٫۲ kB', not 'kB ۱٫۲').
    return directionOf(locale) === 'rtl' ? `\u2068${text}\u2069` : text;
  }
  if (inBytes) return `${bytes} B`;
  if (inKb) return `${(bytes / 1024).toFixed(1)} KB`;
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
