// Care expenses ("Keep your receipts", issue #21): what the passenger paid at the airport that the
// airline should have covered (meals, a hotel, a taxi, other), each with a photo of its receipt,
// its amount and currency. One rule for the device (before anything is queued) and the server
// (422 with the same messages). Amounts are kept in hundredths, so sums are exact.

import { toLatinDigits } from '../text/digits.ts';

export const EXPENSE_KINDS = ['meals', 'hotel', 'taxi', 'other'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export const EXPENSE_KIND_LABELS: Readonly<Record<ExpenseKind, string>> = {
  meals: 'Meals and drinks',
  hotel: 'Hotel',
  taxi: 'Taxi or transport',
  other: 'Other costs',
};

/** Receipts one claim may hold; they are not counted against the claim's five documents. */
export const MAX_EXPENSES_PER_CLAIM = 20;
/** The largest amount of one receipt (in its currency). */
export const MAX_EXPENSE_AMOUNT = 100_000;

/** ISO 4217 codes a receipt may be in: the currencies of the airports the rules cover and the common travel ones. */
export const EXPENSE_CURRENCIES = [
  'EUR',
  'GBP',
  'USD',
  'TRY',
  'CHF',
  'NOK',
  'SEK',
  'DKK',
  'ISK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'RSD',
  'BAM',
  'MKD',
  'ALL',
  'MDL',
  'UAH',
  'GEL',
  'AMD',
  'AZN',
  'CAD',
  'MXN',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'KRW',
  'INR',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'VND',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'ILS',
  'EGP',
  'MAD',
  'TND',
  'ZAR',
  'KES',
  'NGN',
] as const;
export type ExpenseCurrency = (typeof EXPENSE_CURRENCIES)[number];

export const EXPENSE_MESSAGES = {
  kind: 'Choose what the receipt is for: meals, hotel, taxi or other',
  amount: 'Enter the amount on the receipt, e.g. 12.50',
  amountRange: `The amount must be more than 0 and at most ${MAX_EXPENSE_AMOUNT.toLocaleString('en-GB')}`,
  currency: 'Choose the currency of the receipt, e.g. EUR',
  tooMany: `A claim holds at most ${MAX_EXPENSES_PER_CLAIM} receipts`,
} as const;

export interface ExpenseInput {
  kind: unknown;
  amount: unknown;
  currency: unknown;
}

export interface ExpenseValue {
  kind: ExpenseKind;
  /** Hundredths of the currency unit (1250 for 12.50). */
  amountMinor: number;
  currency: ExpenseCurrency;
}

export type ExpenseCheck = { ok: true; value: ExpenseValue } | { ok: false; errors: { field: 'kind' | 'amount' | 'currency'; message: string }[] };

const AMOUNT = /^(\d{1,9})(?:[.,\u066b](\d{1,2}))?$/;

/** "12.50", "12,5", "۱۲٫۵" or 12.5 → 1250 hundredths; null when it is not an amount. */
export function parseAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : typeof value === 'string' ? toLatinDigits(value).trim() : '';
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function checkExpense(input: ExpenseInput): ExpenseCheck {
  const errors: { field: 'kind' | 'amount' | 'currency'; message: string }[] = [];
  const kind = EXPENSE_KINDS.find((k) => k === input.kind);
  if (!kind) errors.push({ field: 'kind', message: EXPENSE_MESSAGES.kind });
  const amountMinor = parseAmount(input.amount);
  if (amountMinor === null) errors.push({ field: 'amount', message: EXPENSE_MESSAGES.amount });
  else if (amountMinor <= 0 || amountMinor > MAX_EXPENSE_AMOUNT * 100) errors.push({ field: 'amount', message: EXPENSE_MESSAGES.amountRange });
  const code = typeof input.currency === 'string' ? input.currency.trim().toUpperCase() : '';
  const currency = EXPENSE_CURRENCIES.find((c) => c === code);
  if (!currency) errors.push({ field: 'currency', message: EXPENSE_MESSAGES.currency });
  if (errors.length > 0 || !kind || !currency || amountMinor === null) return { ok: false, errors };
  return { ok: true, value: { kind, amountMinor, currency } };
}

/** 1250 → "12.50": the wire form of an amount. */
export function formatAmount(amountMinor: number): string {
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

export interface ExpenseTotal {
  currency: string;
  amount: string;
  count: number;
}

/** One total per currency (never converted), in currency order. */
export function totalsByCurrency(expenses: readonly { currency: string; amountMinor: number }[]): ExpenseTotal[] {
  const sums = new Map<string, { minor: number; count: number }>();
  for (const e of expenses) {
    const sum = sums.get(e.currency) ?? { minor: 0, count: 0 };
    sums.set(e.currency, { minor: sum.minor + e.amountMinor, count: sum.count + 1 });
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, s]) => ({ currency, amount: formatAmount(s.minor), count: s.count }));
}

/** What the API answers for a receipt. */
export interface ExpenseWire {
  id: string;
  kind: ExpenseKind;
  amount: string;
  currency: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface ExpenseListWire {
  data: ExpenseWire[];
  totals: ExpenseTotal[];
}
