// The fee invoice's figures: our fee and its VAT on what the airline paid for every passenger on
// the claim, one line per passenger as the payout statement splits it (claim/payout.ts), so the
// VAT on the invoice is the VAT the passenger's statement deducts; then each total in AED.
import { toAedMinor } from './conversion.ts';
import { feeSplit, type FeeRates, type FeeSplit } from './fee.ts';
import { largestRemainderSplit } from './minor-units.ts';

/** Shares of `totalMinor` for `passengers` people: equal by the largest remainder, the odd minor units to the first ones. */
export function perPassengerShares(totalMinor: number, passengers: number): number[] {
  const n = Math.max(1, Math.trunc(Number.isFinite(passengers) ? passengers : 1));
  return largestRemainderSplit(
    totalMinor,
    Array.from({ length: n }, () => 1),
  );
}

/** The claim's split: the sum of each passenger's line. */
export function feeForPayment(totalMinor: number, passengers: number, rates: FeeRates): FeeSplit {
  return perPassengerShares(totalMinor, passengers)
    .map((share) => feeSplit(share, rates))
    .reduce((sum, line) => ({ compensation: sum.compensation + line.compensation, fee: sum.fee + line.fee, vat: sum.vat + line.vat, net: sum.net + line.net }));
}

export interface InvoiceFigures extends FeeSplit {
  feeAed: number;
  vatAed: number;
}

/** The split with its fee and VAT in fils at `aedRate` (AED per unit); null when the rate cannot be read. */
export function invoiceFigures(totalMinor: number, currency: string, passengers: number, rates: FeeRates, aedRate: string): InvoiceFigures | null {
  const split = feeForPayment(totalMinor, passengers, rates);
  const feeAed = toAedMinor(split.fee, currency, aedRate);
  const vatAed = toAedMinor(split.vat, currency, aedRate);
  if (feeAed === null || vatAed === null) return null;
  return { ...split, feeAed, vatAed };
}

/** "INV-000042", "CN-000007": the number as the document prints it. */
export function documentNumber(kind: 'invoice' | 'credit-note', number: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;
}
