// One claim's line in a payout run: ready (readiness.ts), in the account's currency (routing.ts),
// converted at the run's recorded rate when the airline paid in another (money/conversion.ts), and sent by
// the file its route takes. Anything missing is a reason, as readiness gives them.
import { convertMinor, rateProblem, type ExchangeRate } from '../money/conversion.ts';
import type { SaidMessage } from '../text/message.ts';
import { sayPayout } from './messages.ts';
import { payoutReadiness, type ReadinessInput } from './readiness.ts';
import { accountCurrency, payoutRoute, type PayoutRoute } from './routing.ts';

export interface Converted {
  /** The amount the airline paid us, less our fee, in its currency. */
  source: { amount: number; currency: string };
  /** What is sent to the passenger's account. */
  payout: { amount: number; currency: string };
  /** null when no conversion was needed. */
  rate: ExchangeRate | null;
}

/** The payout in the account's currency: the same amount, or converted at the recorded rate. */
export function toPayoutCurrency(amount: number, currency: string, payoutCurrency: string, rate: ExchangeRate | null): Converted | { missingRate: true } {
  const source = { amount, currency };
  if (currency === payoutCurrency) return { source, payout: source, rate: null };
  if (!rate || rate.from !== currency || rate.to !== payoutCurrency || rateProblem(rate)) return { missingRate: true };
  return { source, payout: { amount: convertMinor(amount, rate), currency: payoutCurrency }, rate };
}

export interface PlanInput extends ReadinessInput {
  /** What the passenger receives after our fee and its VAT, in minor units of the airline's currency (the statement's net). */
  net: { amount: number; currency: string } | null;
  /** The run's recorded rates. */
  rates: readonly ExchangeRate[];
}

export type PayoutLine = Converted & { route: PayoutRoute };

export function planPayout(input: PlanInput): { ok: true; line: PayoutLine } | { ok: false; reasons: SaidMessage[] } {
  const readiness = payoutReadiness(input);
  const reasons = readiness.ready ? [] : [...readiness.reasons];
  const { account, net } = input;
  if (!account || !net) return reasons.length > 0 ? { ok: false, reasons } : { ok: false, reasons: [sayPayout('payout.not-ready.airline-payment')] };
  if (net.amount <= 0) reasons.push(sayPayout('payout.not-ready.nothing-to-pay'));
  const currency = accountCurrency(account.country);
  if (!currency) {
    reasons.push(sayPayout('payout.not-ready.currency', { country: { country: account.country } }));
    return { ok: false, reasons };
  }
  const rate = input.rates.find((r) => r.from === net.currency && r.to === currency) ?? null;
  const converted = toPayoutCurrency(net.amount, net.currency, currency, rate);
  if ('missingRate' in converted) reasons.push(sayPayout('payout.not-ready.rate', { from: net.currency, to: currency }));
  if (reasons.length > 0 || 'missingRate' in converted) return { ok: false, reasons };
  return { ok: true, line: { ...converted, route: payoutRoute(account, currency) } };
}
