// Conversion to AED with a recorded rate: a UAE tax invoice in another currency must show the VAT
// in AED and the rate used (Executive Regulation, Cabinet Decision No. 52 of 2017, Art. 59;
// Federal Decree-Law No. 8 of 2017, Art. 69: the rate approved by the UAE Central Bank). The rate is decimal text ("4.0517" AED
// per unit) and the result is rounded half up to the fils once.
import { divideHalfUp, exponentOf } from './minor-units.ts';

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

/** `minor` units of `currency` in fils at `rate` AED per unit; AED itself converts at 1. */
export function toAedMinor(minor: number, currency: string, rate: string): number | null {
  if (currency === 'AED') return minor;
  const parsed = parseRate(rate);
  if (!parsed) return null;
  const from = 10n ** BigInt(exponentOf(currency));
  return Number(divideHalfUp(BigInt(minor) * parsed.numerator * 100n, parsed.scale * from));
}
