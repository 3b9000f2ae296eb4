// Back-office tables beside the claims: the claim count per status (kept by triggers on claims in
// the same transaction as every insert, status change and delete: migration 0007) and the
// passenger's payout account, encrypted at rest (migration 0008).
import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SealedValue } from '../../identity/key-encryption.ts';
import type { ClaimStatus } from '../../../domain/claim/index.ts';
import { claims } from './claims.ts';

export const claimStatusCounts = pgTable('claim_status_counts', {
  status: text('status').$type<ClaimStatus>().primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * The account a claim's compensation is paid to. `sealed` is the whole account (holder, IBAN or
 * account number and BIC) encrypted with AES-256-GCM (payout-accounts.ts); `masked` is what
 * screens show. The row goes with its claim (account erasure).
 */
export const claimPayoutAccounts = pgTable('claim_payout_accounts', {
  claimId: uuid('claim_id')
    .primaryKey()
    .references(() => claims.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  kind: text('kind').$type<'iban' | 'account'>().notNull(),
  masked: text('masked').notNull(),
  sealed: jsonb('sealed').$type<SealedValue>().notNull(),
  /** The holder's town and country (migration 0020), in clear for the readiness check; also sealed with the account. */
  town: text('town'),
  addressCountry: text('address_country'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
