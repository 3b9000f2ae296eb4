// What the airline said (migration 0018): a reply mailed to the claim's own address
// (claims+<reference>@MAIL_DOMAIN, received by src/server/inbound) or an answer an agent uploaded.
// The body is plain text only (HTML is never kept, never rendered); each attachment is a row,
// stored in the blob store when it passed the upload rules, or kept as a refusal with its reason.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { claimIdColumn } from './claims.ts';

export const airlineMessages = pgTable(
  'airline_messages',
  {
    id: uuid('id').primaryKey(),
    claimId: claimIdColumn(),
    /** 'email' (received) or 'upload' (an agent uploaded it). */
    via: text('via').notNull(),
    fromAddress: text('from_address'),
    subject: text('subject'),
    /** Plain text, sanitised (no control characters, capped). */
    body: text('body').notNull().default(''),
    /** The agent's note on an upload. */
    note: text('note'),
    /** The agent who uploaded it. */
    uploadedBy: text('uploaded_by'),
    /** The mail's Message-ID: the same mail delivered twice is kept once. */
    messageId: text('message_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('airline_messages_via_check', sql`${t.via} in ('email', 'upload')`),
    index('airline_messages_claim_id_received_at_idx').on(t.claimId, t.receivedAt),
    uniqueIndex('airline_messages_claim_id_message_id_idx').on(t.claimId, t.messageId),
  ],
);

export const airlineMessageFiles = pgTable(
  'airline_message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => airlineMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Display name only (never a path). */
    name: text('name').notNull(),
    /** Sniffed from the bytes when stored; the sender's declared type when refused. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256'),
    /** Null when refused. */
    blobKey: text('blob_key').unique(),
    /** The problem code it was refused with (file-too-large, unsupported-file-type, document-unsafe …). */
    refused: text('refused'),
    refusedDetail: text('refused_detail'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] })],
);
