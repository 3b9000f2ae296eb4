// The uploadExpense operation's request (issue #21): a receipt's bytes and what it was for, built
// from its row at send time. The body is the same bytes on every retry (multipartBody's boundary
// comes from the operation id), and expense_id makes a resend under a new key answer the stored one.
import { formatAmount } from '../domain/claim/index.ts';
import type { ClaimsDb, OutboxOp } from './db.ts';
import { LocalDataMissingError, multipartBody } from './op-body.ts';

export async function expenseRequest(
  db: ClaimsDb,
  claimPath: string,
  op: OutboxOp,
  headers: Record<string, string>,
): Promise<{ url: string; init: RequestInit }> {
  const row = op.attachmentId ? await db.expenses.get(op.attachmentId) : undefined;
  if (!row?.blob) throw new LocalDataMissingError('A receipt of this claim is missing on this device');
  const multipart = multipartBody(op.opId, [
    { name: 'expense_id', value: row.id },
    { name: 'kind', value: row.kind },
    { name: 'amount', value: formatAmount(row.amountMinor) },
    { name: 'currency', value: row.currency },
    { name: 'file', value: row.blob, filename: row.name, type: row.type },
  ]);
  return { url: `${claimPath}/expenses`, init: { method: 'POST', headers: { ...headers, 'Content-Type': multipart.contentType }, body: multipart.body } };
}
