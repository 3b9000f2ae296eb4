// Claims tables of the product API: claims, their passengers, attached documents, the signature,
// and the Idempotency-Key records that make offline retries safe. `user_id` is the token's `sub`
// (text: OIDC says it is an opaque string, and an external issuer's users are not in `users`).
// Bytes of documents and signatures live in the blob store; rows keep only their keys.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CLAIM_STATUSES,
  DISRUPTION_TYPES,
  type ClaimCreatePayload,
  type ClaimStatus,
  type DisruptionType,
  type SyncProblemWire,
} from '../../../domain/claim/index.ts';
import type { Assessment } from '../../../domain/compensation/assessment.ts';
import { claimFileIndexes, claimFileKeyColumns, storedFileColumns } from './claim-file.ts';

export interface StatusChange {
  status: ClaimStatus;
  at: string;
  reason?: string;
  /** 'passenger' or 'agent'; who made the move. */
  by: string;
  /** The user id of whoever made the move (entries from before it was kept have none). */
  by_user_id?: string;
}

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    status: text('status').$type<ClaimStatus>().notNull(),
    disruptionType: text('disruption_type').$type<DisruptionType>().notNull(),
    /** The flight part of the create payload as sent (validated), facts included. */
    flight: jsonb('flight').$type<ClaimCreatePayload['flight']>().notNull(),
    bookingReference: text('booking_reference'),
    /** Per passenger, from the rules engine when the claim was filed. */
    compensationAmount: numeric('compensation_amount', { precision: 12, scale: 2, mode: 'number' }),
    compensationCurrency: text('compensation_currency'),
    compensationStatus: text('compensation_status'),
    regime: text('regime'),
    /** The rules engine's full answer, kept as the record of why. */
    assessment: jsonb('assessment').$type<Assessment>(),
    /** Why part of the claim did not arrive (a refused document), as the device that sent it reported it. */
    syncProblem: jsonb('sync_problem').$type<SyncProblemWire>(),
    statusHistory: jsonb('status_history')
      .$type<StatusChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Bumped by every back-office action and status move: the version check of concurrent agents. */
    version: integer('version').notNull().default(1),
    /** The agent (user id) working on the claim. */
    assignedTo: text('assigned_to'),
    /** When an agent asked the passenger something not yet answered. */
    openRequestAt: timestamp('open_request_at', { withTimezone: true }),
    /** The partner law firm the claim is handed to (migration 0021; action assign-partner). */
    partnerFirmId: uuid('partner_firm_id'),
    // Copies of queue fields out of the JSON, kept by PostgreSQL, so the queue filters on indexes. The
    // flight number is stored in src/domain's normal form; tests/api/claims.test.ts ties these to it.
    flightNumber: text('flight_number').generatedAlwaysAs(sql`upper(replace(flight->>'flight_number', ' ', ''))`),
    flightDate: text('flight_date').generatedAlwaysAs(sql`flight->>'departure_date'`),
    airline: text('airline').generatedAlwaysAs(sql`coalesce(upper(flight->>'operating_carrier'), left(upper(flight->>'flight_number'), 2))`),
    limitationDeadline: text('limitation_deadline').generatedAlwaysAs(sql`assessment->'claimDeadlines'->'shortest'->>'lastDay'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('claims_created_at_id_idx').on(t.createdAt, t.id),
    index('claims_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('claims_assigned_to_created_at_idx').on(t.assignedTo, t.createdAt),
    index('claims_flight_number_idx').on(sql`${t.flightNumber} text_pattern_ops`),
    index('claims_flight_date_idx').on(t.flightDate),
    index('claims_airline_created_at_idx').on(t.airline, t.createdAt),
    index('claims_booking_reference_idx').on(sql`${t.bookingReference} text_pattern_ops`),
    index('claims_limitation_deadline_idx').on(t.limitationDeadline),
    // Also claims_queue_filters_idx (migration 0027: status, airline, flight date, INCLUDE the other
    // queue filters), which drizzle cannot declare: the queue's capped count reads only the index.
    // The short reference (src/domain/claim/reference.ts; migration 0024, src/server/claims/reference-sql.ts).
    index('claims_reference_idx').on(sql`right(${t.id}::text, 8) text_pattern_ops`),
    check('claims_status_check', sql`${t.status} in ${sqlList(CLAIM_STATUSES)}`),
    check('claims_disruption_type_check', sql`${t.disruptionType} in ${sqlList(DISRUPTION_TYPES)}`),
  ],
);

/** A constant list for a CHECK constraint, from the domain's list (so the SQL names each value once). */
function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}

/** The claim a row belongs to, deleted with it. */
export function claimIdColumn() {
  return uuid('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' });
}

/** Position 0 is the main passenger; 1… the additional ones, in the order given. */
export const claimPassengers = pgTable(
  'claim_passengers',
  {
    claimId: claimIdColumn(),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    /** Under 18: the main passenger signs the mandate for them as parent or guardian. */
    minor: boolean('minor').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.position] }),
    index('claim_passengers_email_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('claim_passengers_last_name_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('claim_passengers_first_name_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
  ],
);

/**
 * The back office's append-only audit log: every agent action on a claim, with who, when and
 * why. A trigger refuses UPDATE and DELETE; rows go only with their claim (account erasure).
 */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimId: claimIdColumn(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<ClaimStatus>(),
    toStatus: text('to_status').$type<ClaimStatus>(),
    reason: text('reason'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_id_id_idx').on(t.claimId, t.id)],
);

/** Uploaded documents. `id` is the client's attachment id (unique within its claim). */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    claimId: claimIdColumn(),
    ...claimFileKeyColumns(),
    ...storedFileColumns(),
  },
  (t) => claimFileIndexes('claim_documents', t),
);

/**
 * The passenger's signatures on a claim, append-only: a new one is added beside the old, and the
 * claim shows the latest (signed_at), so what was signed before stays on record.
 */
export const claimSignatures = pgTable(
  'claim_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: claimIdColumn(),
    userId: text('user_id').notNull(),
    blobKey: text('blob_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of the claim as it stood when signed, binding the signature to that version. */
    claimSha256: text('claim_sha256').notNull(),
    /** The mandate text version signed (src/domain/mandate) and its SHA-256. */
    mandateVersion: text('mandate_version'),
    mandateSha256: text('mandate_sha256'),
    userAgent: text('user_agent'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_signatures_user_id_idx').on(t.userId), index('claim_signatures_claim_id_signed_at_idx').on(t.claimId, t.signedAt)],
);

/**
 * Idempotency-Key records (draft-ietf-httpapi-idempotency-key-header): one per (user, key),
 * kept 24 hours. `in-progress` while the first request runs; `done` with the stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    methodPath: text('method_path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'in-progress' | 'done'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current run took the key; a run older than the lease is presumed dead. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
