// What the airline paid us, as the agent records it (the back office's record-airline-payment and
// approve actions) or as a bank statement shows it: one rule for all three ways in.
import { isCurrencyCode, toMinorUnits, formatMinorUnits } from './minor-units.ts';

export interface AirlinePayment {
  amountMinor: number;
  currency: string;
  /** The day the money was credited to our account (YYYY-MM-DD). */
  valueDate: string;
  bankReference: string | null;
}

export interface PaymentFieldError {
  field: 'amount' | 'currency' | 'value_date' | 'bank_reference';
  message: string;
}

/** Largest single airline payment we accept without a second look: 1,000,000 in the currency. */
const MAX_MAJOR_UNITS = 1_000_000;

function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The payment, or the first field that is wrong. `amount` is decimal text in the currency ("600.00"). */
export function readAirlinePayment(input: {
  amount: string;
  currency: string;
  valueDate: string;
  bankReference: string | null;
}): { ok: true; payment: AirlinePayment } | { ok: false; error: PaymentFieldError } {
  const currency = input.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency)) return { ok: false, error: { field: 'currency', message: 'Give the currency as a three-letter code, e.g. EUR.' } };
  const amountMinor = toMinorUnits(input.amount, currency);
  if (amountMinor === null || amountMinor <= 0 || amountMinor > MAX_MAJOR_UNITS * 100)
    return { ok: false, error: { field: 'amount', message: `Give the amount the airline paid in ${currency}, e.g. 600.00.` } };
  if (!isCalendarDay(input.valueDate)) return { ok: false, error: { field: 'value_date', message: 'Give the value date as YYYY-MM-DD.' } };
  const bankReference = input.bankReference?.trim() || null;
  if (input.bankReference !== null && !bankReference)
    return { ok: false, error: { field: 'bank_reference', message: "Give the bank's reference of the credit." } };
  return { ok: true, payment: { amountMinor, currency, valueDate: input.valueDate, bankReference } };
}

/** Why a payment does not match what the claim expects (currency, then amount), or null when it does. */
export function paymentMismatch(payment: { amountMinor: number; currency: string }, expected: { amountMinor: number; currency: string } | null): string | null {
  if (!expected) return null;
  if (payment.currency !== expected.currency) return `The claim expects ${expected.currency}; the payment is in ${payment.currency}.`;
  if (payment.amountMinor !== expected.amountMinor)
    return `The claim expects ${formatMinorUnits(expected.amountMinor, expected.currency)} ${expected.currency}; the payment is ${formatMinorUnits(payment.amountMinor, payment.currency)} ${payment.currency}.`;
  return null;
}
