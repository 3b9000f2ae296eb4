// Amounts in three currencies, and how we order them when several regimes pay.
import type { Currency, Money } from './assessment.ts';

const SYMBOL: Readonly<Record<Currency, string>> = { EUR: '€', GBP: '£', USD: '$' };

/** The amount as the engine's English reasons write it ("€600"); screens format money through i18n/t.ts. */
export function moneyInEnglish(money: Money): string {
  return `${SYMBOL[money.currency]}${money.amount.toLocaleString('en-GB')}`;
}

/** A Montreal Convention limit as passengers know it: "6,303 SDR" (ISO 4217 writes the unit 'XDR'). */
export function sdrInEnglish(amount: number): string {
  return `${amount.toLocaleString('en-GB')} SDR`;
}

/**
 * Euro value of one unit, only to decide which regime pays most: ECB reference rates rounded
 * (GBP ≈ 1.17, USD ≈ 0.90 in 2025). Rates move more than the gap between, say, £350 and €400,
 * so amounts within AMOUNT_TOLERANCE of each other count as equal.
 */
export const REFERENCE_EUR_PER_UNIT: Readonly<Record<Currency, number>> = { EUR: 1, GBP: 1.17, USD: 0.9 };
export const AMOUNT_TOLERANCE = 0.05;

export function inEuros(money: Money): number {
  return money.amount * REFERENCE_EUR_PER_UNIT[money.currency];
}

/** Positive when `a` pays clearly more than `b`, negative when less, 0 when about the same. */
export function compareMoney(a: Money, b: Money): number {
  const ea = inEuros(a);
  const eb = inEuros(b);
  if (Math.abs(ea - eb) <= AMOUNT_TOLERANCE * Math.max(ea, eb)) return 0;
  return ea - eb;
}
