// The signed mandate: co-passengers' signatures (asked for by an e-mailed single-use link whose
// token is kept only as a SHA-256) and the signed PDF the server prints and keeps with the claim.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { claimIdColumn, claims } from './claims.ts';

/** One row per adult co-passenger (position ≥ 1) who must sign the mandate themselves. */
export const claimCosigners = pgTable(
  'claim_cosigners',
  {
    claimId: claimIdColumn(),
    position: integer('position').notNull(),
    /** SHA-256 of the live link's token; null once used. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    blobKey: text('blob_key').unique(),
    sha256: text('sha256'),
    size: integer('size'),
    mandateVersion: text('mandate_version'),
    mandateSha256: text('mandate_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.position] })],
);

/** The latest signed-mandate PDF of a claim; `fingerprint` names the signatures it shows. */
export const claimMandates = pgTable('claim_mandates', {
  claimId: uuid('claim_id')
    .primaryKey()
    .references(() => claims.id, { onDelete: 'cascade' }),
  blobKey: text('blob_key').notNull().unique(),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  fingerprint: text('fingerprint').notNull(),
  mandateVersion: text('mandate_version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
