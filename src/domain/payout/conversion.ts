// Converting a payout into the currency of the passenger's account: the rate is given as decimal
// text (as the bank or the central bank publishes it) with its date, both recorded on the payout
// run, and the amount is computed in integers (BigInt), rounded half up to the target's minor unit.
import { minorDigits, isCurrencyCode } from './money.ts';

export interface ExchangeRate {
  from: string;
  to: string;
  /** Units of `to` for one unit of `from`, as decimal text: '3.9512'. */
  rate: string;
  /** The day the rate is for, YYYY-MM-DD. */
  date: string;
}

export interface Converted {
  /** The amount the airline paid us, less our fee, in its currency. */
  source: { amount: number; currency: string };
  /** What is sent to the passenger's account. */
  payout: { amount: number; currency: string };
  /** null when no conversion was needed. */
  rate: ExchangeRate | null;
}

const RATE = /^(\d{1,6})(?:\.(\d{1,10}))?$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Why a rate cannot be used, or null when it can. */
export function rateProblem(rate: ExchangeRate): string | null {
  if (!isCurrencyCode(rate.from) || !isCurrencyCode(rate.to)) return 'currency';
  const match = RATE.exec(rate.rate);
  if (!match || BigInt(`${match[1]}${match[2] ?? ''}`) === 0n) return 'rate';
  if (!DAY.test(rate.date)) return 'date';
  return null;
}

/** `amount` minor units of rate.from in minor units of rate.to, half up. */
export function convertMinor(amount: number, rate: ExchangeRate): number {
  const match = RATE.exec(rate.rate);
  if (!match || !Number.isSafeInteger(amount) || amount < 0) throw new RangeError('convertMinor: a whole amount and a decimal rate');
  const fraction = match[2] ?? '';
  const numerator = BigInt(amount) * BigInt(`${match[1]}${fraction}`) * 10n ** BigInt(minorDigits(rate.to));
  const denominator = 10n ** BigInt(fraction.length + minorDigits(rate.from));
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** The payout in the account's currency: the same amount, or converted at the recorded rate. */
export function toPayoutCurrency(amount: number, currency: string, payoutCurrency: string, rate: ExchangeRate | null): Converted | { missingRate: true } {
  const source = { amount, currency };
  if (currency === payoutCurrency) return { source, payout: source, rate: null };
  if (!rate || rate.from !== currency || rate.to !== payoutCurrency || rateProblem(rate)) return { missingRate: true };
  return { source, payout: { amount: convertMinor(amount, rate), currency: payoutCurrency }, rate };
}
