// "Keep your receipts" (issue #21): the words and the list lines. Pure: unit tested.
import { EXPENSE_KIND_LABELS, formatAmount, totalsByCurrency, type ExpenseKind } from '../../../../domain/claim/index.ts';
import { formatList, msg, t } from '../../../i18n/t.ts';

export const RECEIPTS_TEXT = {
  heading: msg('Keep your receipts'),
  intro: msg(
    'Paid for meals, a hotel, a taxi or anything else the airline should have provided? Photograph each receipt and enter its amount: we claim these costs back with your compensation. Receipts do not count towards your five documents.',
  ),
  open: msg('Add a receipt'),
  add: msg('Save receipt'),
  photo: msg('Photo or PDF of the receipt'),
  none: msg('No receipts yet.'),
  noFile: msg('Choose a photo or PDF of the receipt'),
  storageFull: msg('This device is out of storage space, so the receipt was not added. Free some space, then add it again.'),
  failed: msg('The receipt could not be added. Please try again.'),
} as const;

export interface ReceiptLine {
  id: string;
  label: string;
  amount: string;
  name: string;
  /** Why the server did not accept it, if it did not. */
  refused?: string;
}

export function receiptLines(
  rows: readonly { id: string; kind: ExpenseKind; amountMinor: number; currency: string; name: string; refused?: string }[],
): ReceiptLine[] {
  return rows.map((r) => ({
    id: r.id,
    label: t(EXPENSE_KIND_LABELS[r.kind]),
    amount: `${formatAmount(r.amountMinor)} ${r.currency}`,
    name: r.name,
    ...(r.refused ? { refused: t('Not accepted: {reason}', { reason: t(r.refused) }) } : {}),
  }));
}

/** "Total: 42.50 EUR and 89.99 GBP" (one sum per currency, never converted); null without receipts. */
export function totalLine(rows: readonly { currency: string; amountMinor: number }[]): string | null {
  const totals = totalsByCurrency(rows);
  // The language's own list: a middle dot beside Persian digits reads as a zero.
  return totals.length === 0 ? null : t('Total: {amounts}', { amounts: formatList(totals.map((sum) => `${sum.amount} ${sum.currency}`)) });
}
