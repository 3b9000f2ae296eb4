// The one way to say the airline paid us: an airline_payments row and the claim's move to
// `approved` through the one workflow (claims/transition.ts), in the caller's transaction. The
// back office's record-airline-payment action, its older approve action and a matched credit of an
// imported bank statement all come here, and src/domain/money/airline-payment.ts is their one rule.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { exponentOf, formatMinorUnits, majorToMinor, paymentMismatch, readAirlinePayment, type AirlinePayment } from '../../domain/money/index.ts';
import { transitionClaim, type TransitionContext } from '../claims/transition.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers } from '../db/schema/claims.ts';
import { airlinePayments } from '../db/schema/money.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';

export interface PaymentActionInput {
  action: 'approve' | 'record-airline-payment';
  amount?: number | undefined;
  amount_minor?: number | undefined;
  currency?: string | undefined;
  value_date?: string | undefined;
  bank_reference?: string | undefined;
  /** record-airline-payment: record an amount that differs from the claim's (an agreed reduction). */
  accept_difference?: boolean | undefined;
}

function invalid(detail: string, field: string): HttpProblem {
  return new HttpProblem(422, 'validation-failed', 'The action is not valid', { detail, errors: [{ field, message: detail }] });
}

/** What the claim expects: the compensation per passenger times the passengers, or null if it has no amount. */
export async function expectedPayment(db: DbOrTx, row: ClaimRow): Promise<{ amountMinor: number; currency: string } | null> {
  if (row.compensationAmount === null || !row.compensationCurrency) return null;
  const perPassenger = majorToMinor(row.compensationAmount, row.compensationCurrency);
  if (perPassenger === null) return null;
  const [passengers] = await db.select({ n: count() }).from(claimPassengers).where(eq(claimPassengers.claimId, row.id));
  return { amountMinor: perPassenger * Math.max(1, passengers?.n ?? 1), currency: row.compensationCurrency };
}

/** The amount as decimal text: approve (older) sends major units, record-airline-payment minor units. */
function amountText(input: PaymentActionInput, currency: string): string {
  if (input.action === 'approve') return input.amount === undefined ? '' : String(input.amount);
  const minor = input.amount_minor;
  return minor !== undefined && Number.isSafeInteger(minor) && minor > 0 ? formatMinorUnits(minor, currency) : '';
}

/** The action's fields through the domain's rule; approve has no value date (today) and no reference. */
function paymentOf(input: PaymentActionInput): AirlinePayment {
  const approve = input.action === 'approve';
  const currency = (input.currency ?? '').trim().toUpperCase();
  const result = readAirlinePayment({
    amount: amountText(input, currency),
    currency,
    valueDate: approve ? new Date().toISOString().slice(0, 10) : (input.value_date ?? ''),
    bankReference: approve ? null : (input.bank_reference ?? ''),
  });
  if (!result.ok && approve) throw invalid('Give the amount the airline paid and its currency.', 'amount');
  if (!result.ok) throw invalid(result.error.message, result.error.field);
  return result.payment;
}

export interface RecordedBy {
  actorId: string;
  action: string;
  bankCreditId?: string;
}

/** Records the payment and moves the claim to approved; 422 airline-payment-mismatch unless the difference is accepted. */
export async function recordAirlinePayment(
  db: DbOrTx,
  row: ClaimRow,
  payment: AirlinePayment,
  by: RecordedBy,
  context: TransitionContext,
  acceptDifference: boolean,
): Promise<ClaimRow> {
  const mismatch = paymentMismatch(payment, await expectedPayment(db, row));
  if (mismatch && !acceptDifference)
    throw new HttpProblem(422, 'airline-payment-mismatch', 'The payment does not match the claim', {
      detail: `${mismatch} Check it, or record it with accept_difference if the airline agreed to pay this.`,
    });
  const details = {
    amount_received: { amount: payment.amountMinor / 10 ** exponentOf(payment.currency), currency: payment.currency },
    airline_payment: { amount_minor: payment.amountMinor, currency: payment.currency, value_date: payment.valueDate, bank_reference: payment.bankReference },
    ...(mismatch ? { difference_accepted: mismatch } : {}),
    ...(by.bankCreditId ? { bank_credit_id: by.bankCreditId } : {}),
  };
  const updated = await transitionClaim(db, row, { to: 'approved', action: by.action, details }, { id: by.actorId, role: 'agent' }, context);
  await db.insert(airlinePayments).values({
    id: randomUUID(),
    claimId: row.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    valueDate: payment.valueDate,
    bankReference: payment.bankReference,
    bankCreditId: by.bankCreditId ?? null,
    recordedBy: by.actorId,
  });
  return updated;
}

/** The back-office actions approve and record-airline-payment. */
export function applyPaymentAction(db: DbOrTx, row: ClaimRow, input: PaymentActionInput, actorId: string, context: TransitionContext): Promise<ClaimRow> {
  const payment = paymentOf(input);
  // approve is the older action without a date or reference: it records what the agent typed as it is.
  const accept = input.action === 'approve' || input.accept_difference === true;
  return recordAirlinePayment(db, row, payment, { actorId, action: input.action }, context, accept);
}
