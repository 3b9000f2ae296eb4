// Our fee on what the airline paid: 25 % of the compensation plus VAT on that fee (spec: "Service
// fee: 25% of successful compensation plus VAT"). The one computation of it, in minor units; the
// payout statement (claim/payout.ts) and the tax invoice both call it.
import { shareOf } from './minor-units.ts';

export interface FeeRates {
  /** Our fee, in basis points of the compensation (25 % = 2500). */
  feeBasisPoints: number;
  /** VAT on the fee, in basis points (5 % = 500; 0 when zero-rated). */
  vatBasisPoints: number;
}

export interface FeeSplit {
  compensation: number;
  fee: number;
  vat: number;
  /** What the passenger receives: compensation − fee − VAT. The parts always add up. */
  net: number;
}

/** The split of `compensationMinor`, each part rounded half up to the minor unit once. */
export function feeSplit(compensationMinor: number, rates: FeeRates): FeeSplit {
  const compensation = Math.max(0, Math.trunc(compensationMinor));
  const fee = shareOf(compensation, rates.feeBasisPoints);
  const vat = shareOf(fee, rates.vatBasisPoints);
  return { compensation, fee, vat, net: compensation - fee - vat };
}
