// Confirming a payout run from the bank's execution report (pain.002) or from the date and
// reference an agent enters off the bank's portal. Each executed payout moves its claim to `paid`
// through the one claim workflow (claims/transition.ts) with the value date and the bank's
// reference, its fee's tax invoice is issued (as the back office's pay action does), and the
// passenger is told the amount, the date and the reference. A rejected payout stays with its
// claim `approved` (it can go in a new run); a pending one waits for the next report.
// The whole confirmation is one transaction: a report that does not fit the run (another run's, an
// unknown EndToEndId, another amount) changes nothing. A run already confirmed refuses a second.
import { and, eq } from 'drizzle-orm';
import { recordClaimEvent } from '../claims-audit.ts';
import { transitionClaim, type TransitionContext } from '../claims/transition.ts';
import type { DbOrTx } from '../db/database.ts';
import { payoutRunItems, payoutRuns } from '../db/schema/payout-runs.ts';
import { findClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { invoiceOnPayout, type InvoiceSettings } from '../money/invoices.ts';
import { outcomeOf, parsePain002, type TransferOutcome } from './pain002.ts';
import { lockRun, type ItemRow, type RunRow } from './runs.ts';

/** Who confirms, and what the fee invoice of each claim paid needs. */
export interface Confirmer {
  id: string;
  settings: InvoiceSettings;
  log: { warn(object: object, message: string): void };
}

export type Confirmation = { kind: 'report'; xml: string } | { kind: 'manual'; valueDate: string; reference: string };

interface Outcome {
  outcome: TransferOutcome;
  valueDate: string;
  reference: string;
  reason: string | null;
}

const reportInvalid = (detail: string) => new HttpProblem(422, 'payout-report-invalid', 'The execution report cannot be used', { detail });

/** What the report says of each pending item; refuses a report that does not fit the run. */
function outcomesFromReport(xml: string, run: RunRow, items: ItemRow[]): Map<string, Outcome> {
  const parsed = parsePain002(xml);
  if (!parsed.ok) throw reportInvalid(parsed.reason);
  const { report } = parsed;
  if (report.originalMessageId !== run.messageId) throw reportInvalid(`The report is for ${report.originalMessageId}, not this run (${run.messageId}).`);
  const byId = new Map(items.map((i) => [i.endToEndId, i]));
  const outcomes = new Map<string, Outcome>();
  for (const t of report.transfers) {
    const item = byId.get(t.endToEndId);
    if (!item) throw reportInvalid(`The report names a payout this run does not have: ${t.endToEndId}.`);
    if (t.amount && (t.amount.amount !== item.amount || t.amount.currency !== item.currency))
      throw new HttpProblem(422, 'payout-amount-mismatch', 'The execution report gives another amount than the run', {
        detail: `${t.endToEndId} (${item.reference}): the run sent ${item.amount} ${item.currency} in minor units, the report says ${t.amount.amount} ${t.amount.currency}. Nothing was changed.`,
      });
    outcomes.set(t.endToEndId, { outcome: t.outcome, valueDate: t.date ?? run.executionDate, reference: t.reference, reason: t.reason });
  }
  // A report with the group's status only stands for every payout of the run.
  const code = report.groupCode;
  if (report.transfers.length === 0 && code) {
    for (const item of items)
      outcomes.set(item.endToEndId, { outcome: outcomeOf(code), valueDate: run.executionDate, reference: report.messageId, reason: code });
  }
  return outcomes;
}

function outcomesOf(confirmation: Confirmation, run: RunRow, items: ItemRow[]): Map<string, Outcome> {
  if (confirmation.kind === 'report') return outcomesFromReport(confirmation.xml, run, items);
  const { valueDate, reference } = confirmation;
  return new Map(items.map((i) => [i.endToEndId, { outcome: 'executed' as const, valueDate, reference, reason: null }]));
}

async function markPaid(tx: DbOrTx, item: ItemRow, outcome: Outcome, actor: Confirmer, context: TransitionContext, runId: string): Promise<void> {
  const row = item.claimId ? await findClaimRow(tx, item.claimId, true) : null;
  if (!row) throw reportInvalid(`The claim of ${item.reference} no longer exists.`);
  await transitionClaim(
    tx,
    row,
    {
      to: 'paid',
      action: 'pay',
      details: {
        payout_run: runId,
        amount_paid: { amount: item.amount, currency: item.currency },
        value_date: outcome.valueDate,
        bank_reference: outcome.reference,
      },
      notice: { paid_amount: item.amount, paid_currency: item.currency, value_date: outcome.valueDate, bank_reference: outcome.reference },
    },
    { id: actor.id, role: 'agent' },
    context,
  );
  await invoiceOnPayout(tx, row.id, actor.settings, actor.id, actor.log);
}

/** The bank refused the transfer: on the claim's audit log with its reason; the claim stays approved. */
async function recordRejection(tx: DbOrTx, item: ItemRow, outcome: Outcome, actor: { id: string }, runId: string): Promise<void> {
  const row = item.claimId ? await findClaimRow(tx, item.claimId) : null;
  if (!row) return;
  await recordClaimEvent(tx, {
    claimId: row.id,
    actorId: actor.id,
    action: 'payout-rejected',
    reason: outcome.reason,
    details: { payout_run: runId, version: row.version },
  });
}

export interface ConfirmResult {
  paid: number;
  rejected: number;
  pending: number;
}

export async function confirmRun(tx: DbOrTx, id: string, confirmation: Confirmation, actor: Confirmer, context: TransitionContext): Promise<ConfirmResult> {
  const run = await lockRun(tx, id);
  if (run.status === 'confirmed')
    throw new HttpProblem(409, 'payout-run-confirmed', 'The payout run was already confirmed', { detail: 'Nothing was changed.' });
  if (run.status !== 'approved')
    throw new HttpProblem(409, 'payout-run-state', 'The payout run is not approved yet', { detail: 'A second admin approves it first.' });
  const pending = await tx
    .select()
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, run.id), eq(payoutRunItems.status, 'pending')));
  const outcomes = outcomesOf(confirmation, run, pending);
  const result: ConfirmResult = { paid: 0, rejected: 0, pending: 0 };
  for (const item of pending) {
    const outcome = outcomes.get(item.endToEndId);
    if (!outcome || outcome.outcome === 'pending') {
      result.pending += 1;
      continue;
    }
    if (outcome.outcome === 'executed') await markPaid(tx, item, outcome, actor, context, run.id);
    else await recordRejection(tx, item, outcome, actor, run.id);
    const status = outcome.outcome === 'executed' ? 'paid' : 'rejected';
    result[status] += 1;
    await tx
      .update(payoutRunItems)
      .set({ status, valueDate: outcome.valueDate, bankReference: outcome.reference, reason: outcome.reason })
      .where(eq(payoutRunItems.endToEndId, item.endToEndId));
  }
  if (result.pending === 0)
    await tx.update(payoutRuns).set({ status: 'confirmed', confirmedBy: actor.id, confirmedAt: new Date() }).where(eq(payoutRuns.id, run.id));
  return result;
}
