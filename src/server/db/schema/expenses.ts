// Care expenses (issue #21): receipts for meals, a hotel, a taxi or other costs the airline should
// have covered, filed with a claim. Their own table, so they never count against the claim's five
// documents; the bytes live in the blob store under `expenses/…`, rows keep only the key.
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExpenseKind } from '../../../domain/claim/index.ts';
import { claims } from './claims.ts';

/** `id` is the client's expense id (unique within its claim), so a resend answers the stored row. */
export const claimExpenses = pgTable(
  'claim_expenses',
  {
    claimId: uuid('claim_id').notNull().references(() => claims.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: text('user_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<ExpenseKind>().notNull(),
    /** Hundredths of the currency unit. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The user's file name, for display and the download header only. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.id] }),
    uniqueIndex('claim_expenses_claim_id_position_idx').on(t.claimId, t.position),
    index('claim_expenses_user_id_idx').on(t.userId),
  ],
);
