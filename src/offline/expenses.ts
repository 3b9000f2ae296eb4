// Care-expense receipts on the device (issue #21, "Keep your receipts"): stored with the draft in
// IndexedDB (they survive a reload), checked by the same rule as the server's
// (src/domain/claim/expense.ts), queued after the claim as uploadExpense operations, and their
// bytes dropped once the claim reached the server (what they were for stays, for the claim page).
import { v7 as uuidv7 } from 'uuid';
import { checkExpense, EXPENSE_MESSAGES, MAX_EXPENSES_PER_CLAIM, type ExpenseInput } from '../domain/claim/index.ts';
import type { ClaimsDb, ExpenseRow, OpError, OutboxOp } from './db.ts';
import { checkDocumentContent, checkDocumentSize, checkDocumentType, prepareAsIs, type PrepareDocument } from './documents.ts';
import { guardStorage, STORAGE_MESSAGES } from './storage.ts';

export class ExpenseError extends Error {
  readonly field: string | null;
  constructor(message: string, field: string | null = null) {
    super(message);
    this.name = 'ExpenseError';
    this.field = field;
  }
}

export interface ExpenseDeps {
  db: ClaimsDb;
  now?: () => number;
  prepareDocument?: PrepareDocument;
}

/** The receipts of a draft or claim, in the order they were added. */
export function listExpenseRows(db: ClaimsDb, claimId: string): Promise<ExpenseRow[]> {
  return db.expenses.where('[claimId+position]').between([claimId, -Infinity], [claimId, Infinity]).toArray();
}

/** Adds a receipt to a draft: the amount, currency and file are checked before anything is stored. */
export async function addExpense(
  { db, now = Date.now, prepareDocument = prepareAsIs }: ExpenseDeps,
  draftId: string,
  file: Blob & { name?: string },
  input: ExpenseInput,
): Promise<ExpenseRow> {
  const checked = checkExpense(input);
  if (!checked.ok) throw new ExpenseError(checked.errors[0]!.message, checked.errors[0]!.field);
  checkDocumentType({ name: file.name ?? '', type: file.type });
  const prepared = await prepareDocument(file);
  checkDocumentSize(prepared.size);
  const type = await checkDocumentContent(prepared.blob);
  return guardStorage(() =>
    db.transaction('rw', db.drafts, db.expenses, async () => {
      if (!(await db.drafts.get(draftId))) throw new ExpenseError(STORAGE_MESSAGES.noDraft);
      const siblings = await db.expenses.where('claimId').equals(draftId).toArray();
      if (siblings.length >= MAX_EXPENSES_PER_CLAIM) throw new ExpenseError(EXPENSE_MESSAGES.tooMany);
      const row: ExpenseRow = {
        id: uuidv7(),
        claimId: draftId,
        position: siblings.reduce((max, s) => Math.max(max, s.position + 1), 0),
        ...checked.value,
        name: prepared.name,
        type,
        size: prepared.size,
        sha256: prepared.sha256,
        blob: prepared.blob,
        createdAt: now(),
      };
      await db.expenses.add(row);
      await db.drafts.update(draftId, { updatedAt: row.createdAt });
      return row;
    }),
  );
}

/** Only a draft's receipts; a submitted claim's belong to its outbox. */
export async function removeExpense(db: ClaimsDb, expenseId: string): Promise<void> {
  await db.transaction('rw', db.drafts, db.expenses, async () => {
    const row = await db.expenses.get(expenseId);
    if (row && (await db.drafts.get(row.claimId))) await db.expenses.delete(expenseId);
  });
}

/** The outbox operations for a draft's receipts, in order (submit.ts adds them after the claim's). */
export async function expenseOpSpecs(db: ClaimsDb, claimId: string): Promise<{ kind: 'uploadExpense'; attachmentId: string }[]> {
  return (await listExpenseRows(db, claimId)).map((row) => ({ kind: 'uploadExpense', attachmentId: row.id }));
}

/** The claim is on the server: its receipts' bytes go (privacy, space); what they were for stays. A refused one keeps its file. */
export async function forgetExpenseFiles(db: ClaimsDb, claimId: string): Promise<void> {
  await db.expenses
    .where('claimId')
    .equals(claimId)
    .filter((row) => !row.refused)
    .modify({ blob: null });
}

/** The server refused this receipt (e.g. the claim is already being worked on): the reason stays with it. */
export async function markExpenseRefused(db: ClaimsDb, op: OutboxOp, error: OpError): Promise<void> {
  if (op.attachmentId) await db.expenses.update(op.attachmentId, { refused: error.detail ?? error.title });
}

/** A discarded draft, or everything of a deleted account. */
export async function deleteExpensesOf(db: ClaimsDb, claimIds: string[]): Promise<void> {
  await db.expenses.where('claimId').anyOf(claimIds).delete();
}
