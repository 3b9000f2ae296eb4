// The payout statement of an approved claim, from the amount the airline paid (the move to
// approved: record-airline-payment, approve or a bank statement, money-actions.ts) through src/domain/claim/payout.ts: the figures the agent and the passenger
// see are one computation. The VAT rate on our fee is a setting (PAYOUT_VAT_RATE).
import { DEFAULT_FEE_SETTINGS, statementOfPayment, type StatementWire } from '../../domain/claim/payout.ts';
import { majorToMinor } from '../../domain/money/minor-units.ts';

export type { StatementWire };
import type { ClaimEventRow } from '../claims-audit.ts';

/** What the airline paid (major units), from the latest move to approved by any of the three ways, or null. */
export function amountReceived(events: readonly ClaimEventRow[]): { amount: number; currency: string } | null {
  const approve = [...events].reverse().find((e) => e.toStatus === 'approved' && e.details.amount_received);
  return (approve?.details.amount_received as { amount: number; currency: string } | undefined) ?? null;
}

/** The statement for the latest amount received, or null before the airline approved. */
export function statementOf(events: readonly ClaimEventRow[], passengers: number, vatRate: number): StatementWire | null {
  const received = amountReceived(events);
  if (!received) return null;
  // The event holds major units (an older record); read as decimal text into minor units, never divided as a float.
  const minor = majorToMinor(received.amount, received.currency);
  if (minor === null) return null;
  return statementOfPayment(minor, received.currency, passengers, { ...DEFAULT_FEE_SETTINGS, vatRate });
}
