// Conversion at a recorded rate, in integers, rounded half up to the target's minor unit once. The
// rate is decimal text ("4.0517" units of the target per unit) kept with its date: on a payout run,
// for a payout into the currency of the passenger's account; on a tax invoice, whose VAT must also
// be shown in AED with the rate used (Executive Regulation, Cabinet Decision No. 52 of 2017, Art. 59;
// Federal Decree-Law No. 8 of 2017, Art. 69: the rate approved by the UAE Central Bank).
import { divideHalfUp, exponentOf, isCurrencyCode } from './minor-units.ts';

/** The AED dirham is pegged: 1 USD = 3.6725 AED (UAE Central Bank). */
export const AED_PER_USD = '3.6725';

/** A rate as an exact fraction: "4.0517" → 40517 / 10^4; null unless a positive decimal with up to 8 decimals. */
export function parseRate(text: string): { numerator: bigint; scale: bigint } | null {
  const match = /^(\d{1,6})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  const numerator = BigInt(match[1]! + decimals);
  if (numerator === 0n) return null;
  return { numerator, scale: 10n ** BigInt(decimals.length) };
}

function convertAt(minor: number, rate: { numerator: bigint; scale: bigint }, from: string, to: string): number {
  const numerator = BigInt(minor) * rate.numerator * 10n ** BigInt(exponentOf(to));
  return Number(divideHalfUp(numerator, rate.scale * 10n ** BigInt(exponentOf(from))));
}

/** `minor` units of `currency` in fils at `rate` AED per unit; AED itself converts at 1. */
export function toAedMinor(minor: number, currency: string, rate: string): number | null {
  if (currency === 'AED') return minor;
  const parsed = parseRate(rate);
  return parsed ? convertAt(minor, parsed, currency, 'AED') : null;
}

/** A rate as the bank or the central bank publishes it, recorded with the day it is for. */
export interface ExchangeRate {
  from: string;
  to: string;
  /** Units of `to` for one unit of `from`, as decimal text: '3.9512'. */
  rate: string;
  /** The day the rate is for, YYYY-MM-DD. */
  date: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Why a rate cannot be used, or null when it can. */
export function rateProblem(rate: ExchangeRate): 'currency' | 'rate' | 'date' | null {
  if (!isCurrencyCode(rate.from) || !isCurrencyCode(rate.to)) return 'currency';
  if (!parseRate(rate.rate)) return 'rate';
  if (!DAY.test(rate.date)) return 'date';
  return null;
}

/** `amount` minor units of rate.from in minor units of rate.to, half up. */
export function convertMinor(amount: number, rate: ExchangeRate): number {
  const parsed = parseRate(rate.rate);
  if (!parsed || !Number.isSafeInteger(amount) || amount < 0) throw new RangeError('convertMinor: a whole amount and a decimal rate');
  return convertAt(amount, parsed, rate.from, rate.to);
}
