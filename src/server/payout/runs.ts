// Creating and approving payout runs. An admin names the claims to pay (or takes every ready one);
// each is read on its locked row and planned by the domain (src/domain/payout/plan.ts); a named
// claim that is not ready refuses the whole run with every reason, so nothing is paid by half. A
// second admin approves; the creator cannot (four eyes, also a CHECK in the table).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { claimReference } from '../../domain/claim/reference.ts';
import { rateProblem, type ExchangeRate } from '../../domain/money/conversion.ts';
import { planPayout, type PayoutLine } from '../../domain/payout/plan.ts';
import { recordClaimEvent } from '../claims-audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { payoutRunItems, payoutRuns } from '../db/schema/payout-runs.ts';
import { findClaimRow, type ClaimRow } from '../http/claims-store.ts';
import { HttpProblem, type FieldError } from '../http/problem.ts';
import { claimPayoutState } from './claim-state.ts';
import type { VatSettings } from '../money/residence.ts';

export interface NewRun {
  claimIds?: string[] | undefined;
  executionDate: string;
  rates: ExchangeRate[];
}

export interface Money {
  key: Buffer;
  vat: VatSettings;
}

type RunRow = typeof payoutRuns.$inferSelect;
type ItemRow = typeof payoutRunItems.$inferSelect;

const invalid = (field: string, message: string) =>
  new HttpProblem(422, 'validation-failed', 'The payout run is not valid', { detail: message, errors: [{ field, message }] });

function checkRates(rates: readonly ExchangeRate[]): void {
  rates.forEach((rate, i) => {
    const problem = rateProblem(rate);
    if (problem) throw invalid(`rates/${i}/${problem}`, 'Give each rate as from, to (ISO 4217), rate (decimal text, e.g. 3.9512) and date (YYYY-MM-DD).');
  });
}

async function candidates(tx: DbOrTx, claimIds: string[] | undefined): Promise<ClaimRow[]> {
  if (claimIds) {
    const rows: ClaimRow[] = [];
    for (const id of [...new Set(claimIds.map((c) => c.toLowerCase()))].sort()) {
      const row = await findClaimRow(tx, id, true);
      if (!row) throw new HttpProblem(404, 'claim-not-found', 'Claim not found', { detail: `No claim ${id}.` });
      rows.push(row);
    }
    return rows;
  }
  return tx.select().from(claims).where(eq(claims.status, 'approved')).orderBy(asc(claims.id)).for('update');
}

interface Planned {
  row: ClaimRow;
  line: PayoutLine;
  account: { masked: string; updatedAt: Date };
}

/** Every claim's line, or the reasons of those that are not ready (as problem errors, field = claim id). */
async function planAll(tx: DbOrTx, rows: ClaimRow[], money: Money, rates: ExchangeRate[]): Promise<{ planned: Planned[]; refused: FieldError[] }> {
  const planned: Planned[] = [];
  const refused: FieldError[] = [];
  for (const row of rows) {
    const state = await claimPayoutState(tx, money.key, row, money.vat, rates);
    const plan = planPayout(state.plan);
    if (plan.ok && state.account) planned.push({ row, line: plan.line, account: state.account });
    else if (!plan.ok)
      refused.push(...plan.reasons.map((r) => ({ field: row.id, message: r.message, messageId: r.messageId, ...(r.values ? { values: r.values } : {}) })));
  }
  return { planned, refused };
}

const compact = (id: string) => id.replace(/-/g, '').toUpperCase();

export async function createRun(tx: DbOrTx, input: NewRun, money: Money, actorId: string): Promise<string> {
  checkRates(input.rates);
  const rows = await candidates(tx, input.claimIds);
  const { planned, refused } = await planAll(tx, rows, money, input.rates);
  if (input.claimIds && refused.length > 0)
    throw new HttpProblem(422, 'payout-claim-not-ready', 'A claim is not ready to be paid', {
      detail: refused.map((r) => r.message).join(' '),
      errors: refused,
    });
  if (planned.length === 0)
    throw new HttpProblem(422, 'payout-nothing-ready', 'No claim is ready to be paid', {
      detail: rows.length === 0 ? 'No claim is approved and waiting for its payout.' : 'Every approved claim still misses something (see errors).',
      errors: refused,
    });
  const id = uuidv7();
  await tx.insert(payoutRuns).values({ id, messageId: compact(id), executionDate: input.executionDate, rates: input.rates, createdBy: actorId });
  await tx.insert(payoutRunItems).values(
    planned.map(({ row, line, account }) => ({
      endToEndId: compact(uuidv7()),
      runId: id,
      claimId: row.id,
      reference: claimReference(row.id),
      route: line.route,
      sourceAmount: line.source.amount,
      sourceCurrency: line.source.currency,
      amount: line.payout.amount,
      currency: line.payout.currency,
      rate: line.rate,
      accountMasked: account.masked,
      accountUpdatedAt: account.updatedAt,
    })),
  );
  for (const { row } of planned) {
    await recordClaimEvent(tx, { claimId: row.id, actorId, action: 'payout-run-added', details: { run_id: id, version: row.version } });
  }
  return id;
}

/** The run locked for a change, or 404. */
export async function lockRun(tx: DbOrTx, id: string): Promise<RunRow> {
  const [run] = await tx.select().from(payoutRuns).where(eq(payoutRuns.id, id.toLowerCase())).for('update');
  if (!run) throw new HttpProblem(404, 'payout-run-not-found', 'Payout run not found');
  return run;
}

export async function approveRun(tx: DbOrTx, id: string, actorId: string): Promise<void> {
  const run = await lockRun(tx, id);
  if (run.createdBy === actorId)
    throw new HttpProblem(403, 'own-approval-refused', 'A second admin must approve this run', {
      detail: 'You created this payout run; another admin approves it (four eyes).',
    });
  if (run.status !== 'created') throw new HttpProblem(409, 'payout-run-state', 'The payout run was already approved', { detail: `The run is ${run.status}.` });
  await tx.update(payoutRuns).set({ status: 'approved', approvedBy: actorId, approvedAt: new Date() }).where(eq(payoutRuns.id, run.id));
}

export async function runWithItems(db: DbOrTx, id: string): Promise<{ run: RunRow; items: ItemRow[] }> {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id.toLowerCase()));
  if (!run) throw new HttpProblem(404, 'payout-run-not-found', 'Payout run not found');
  const items = await db.select().from(payoutRunItems).where(eq(payoutRunItems.runId, run.id)).orderBy(asc(payoutRunItems.endToEndId));
  return { run, items };
}

export async function itemsOf(db: DbOrTx, runIds: string[]): Promise<ItemRow[]> {
  if (runIds.length === 0) return [];
  return db
    .select()
    .from(payoutRunItems)
    .where(and(inArray(payoutRunItems.runId, runIds)));
}

export type { ItemRow, RunRow };
