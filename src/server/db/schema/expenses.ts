// Care expenses (issue #21): receipts for meals, a hotel, a taxi or other costs the airline should
// have covered, filed with a claim. Their own table, so they never count against the claim's five
// documents; the bytes live in the blob store under `expenses/…`, rows keep only the key.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ExpenseKind } from '../../../domain/claim/index.ts';
import { claimFileIndexes, claimFileKeyColumns, storedFileColumns } from './claim-file.ts';
import { claimIdColumn } from './claims.ts';

/** `id` is the client's expense id (unique within its claim), so a resend answers the stored row. */
export const claimExpenses = pgTable(
  'claim_expenses',
  {
    claimId: claimIdColumn(),
    ...claimFileKeyColumns(),
    kind: text('kind').$type<ExpenseKind>().notNull(),
    /** Hundredths of the currency unit. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    ...storedFileColumns(),
  },
  (t) => claimFileIndexes('claim_expenses', t),
);
