// What the rows of a claim's stored files share, documents and care-expense receipts alike: the
// client's id within its claim, the owner, the place in the claim's list, the file in the blob
// store, and the keys and indexes over them. The table adds its own claim_id and columns.
import { index, integer, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The client's id (unique within its claim, so a resend answers the stored row), owner and place. */
export const claimFileKeyColumns = () => ({
  id: uuid('id').notNull(),
  userId: text('user_id').notNull(),
  position: integer('position').notNull(),
});

/** The file itself; its bytes live in the blob store under `blob_key`. */
export const storedFileColumns = () => ({
  /** The user's file name, for display and the download header only; never a path. */
  name: text('name').notNull(),
  /** Sniffed from the bytes, not the client's header. */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  blobKey: text('blob_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

type ClaimFileTable = { claimId: AnyPgColumn; id: AnyPgColumn; userId: AnyPgColumn; position: AnyPgColumn };

/** One row per (claim, id), one per place in the claim's list, and the owner's files found fast. */
export const claimFileIndexes = (table: string, t: ClaimFileTable) => [
  primaryKey({ columns: [t.claimId, t.id] }),
  uniqueIndex(`${table}_claim_id_position_idx`).on(t.claimId, t.position),
  index(`${table}_user_id_idx`).on(t.userId),
];
