// Where the claim's passenger lives (migration 0023), for the VAT on our fee: the place of supply
// (src/domain/money/vat.ts). The passenger's own answer, asked with the payout account; not the
// bank's country (the IBAN's) nor the account holder's address (the payment message's). Goes with
// its claim (account erasure); the invoice keeps the VAT treatment it was issued with.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { claims } from './claims.ts';

export const claimResidences = pgTable('claim_residences', {
  claimId: uuid('claim_id')
    .primaryKey()
    .references(() => claims.id, { onDelete: 'cascade' }),
  /** ISO 3166 alpha-2, upper case. */
  country: text('country').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
