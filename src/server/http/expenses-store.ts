// Care expenses in the database and the blob store: the wire form, a claim's list with its totals,
// the download answer, and the account-erasure and export parts (issue #21).
import { asc, eq, sum } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatAmount, totalsByCurrency, type ExpenseListWire, type ExpenseWire } from '../../domain/claim/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { claimExpenses } from '../db/schema/expenses.ts';
import { HttpProblem } from './problem.ts';
import { sendOwnFile } from './stored-file.ts';

export type ExpenseRow = typeof claimExpenses.$inferSelect;

/** Blob keys of receipts, outside `claims/` (whose orphan sweep knows only documents and signatures). */
export function expenseBlobKey(claimId: string, uuid: string): string {
  return `expenses/${claimId}/${uuid}`;
}

export function toExpenseWire(row: ExpenseRow): ExpenseWire {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatAmount(row.amountMinor),
    currency: row.currency,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listExpenses(db: DbOrTx, claimId: string): Promise<ExpenseListWire> {
  const rows = await db.select().from(claimExpenses).where(eq(claimExpenses.claimId, claimId)).orderBy(asc(claimExpenses.position));
  return { data: rows.map(toExpenseWire), totals: totalsByCurrency(rows) };
}

export async function expenseBytesOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(claimExpenses.size) })
    .from(claimExpenses)
    .where(eq(claimExpenses.userId, userId));
  return Number(row?.total ?? 0);
}

export const expenseNotFound = () => new HttpProblem(404, 'expense-not-found', 'Receipt not found');

/** Sends a receipt's bytes as a download that never runs on the app's origin. */
export async function sendExpenseFile(reply: FastifyReply, blobs: BlobStore, row: ExpenseRow | undefined): Promise<FastifyReply> {
  if (!row) throw expenseNotFound();
  const stream = await blobs.get(row.blobKey);
  if (!stream) {
    reply.log.error({ claimId: row.claimId, expenseId: row.id }, 'receipt row without its blob');
    throw expenseNotFound();
  }
  return sendOwnFile(reply, row, stream);
}

/**
 * Erasure deletes the receipts' blobs and rows before the claims hook deletes the claims (which
 * would cascade the rows away and leave the blobs); export lists them without bytes.
 */
export function registerExpenseAccountHooks(app: FastifyInstance, db: AppDb, blobs: BlobStore): void {
  app.userErasureHooks.unshift(async (userId) => {
    const rows = await db.select({ key: claimExpenses.blobKey }).from(claimExpenses).where(eq(claimExpenses.userId, userId));
    for (const { key } of rows) await blobs.delete(key);
    await db.delete(claimExpenses).where(eq(claimExpenses.userId, userId));
  });
  app.userExportHooks.push({
    name: 'care_expenses',
    collect: async (userId) =>
      (await db.select().from(claimExpenses).where(eq(claimExpenses.userId, userId))).map((row) => ({ claim_id: row.claimId, ...toExpenseWire(row) })),
  });
}
