// Reading and writing claims with their passengers, documents and signature, and turning them
// into the wire shape. Every read is scoped to the owner: another user's claim is simply absent.
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ClaimWire, DocumentWire } from '../../domain/claim/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { preparedFor } from '../db/prepared.ts';
import { claimDocuments, claimPassengers, claims, claimSignatures } from '../db/schema/claims.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type PassengerRow = typeof claimPassengers.$inferSelect;
export type DocumentRow = typeof claimDocuments.$inferSelect;
export type SignatureRow = typeof claimSignatures.$inferSelect;

/** The claim's columns the wire shape shows: lists leave the rest (the assessment is large) in the database. */
const wireColumns = {
  id: claims.id,
  status: claims.status,
  disruptionType: claims.disruptionType,
  flight: claims.flight,
  bookingReference: claims.bookingReference,
  compensationAmount: claims.compensationAmount,
  compensationCurrency: claims.compensationCurrency,
  compensationStatus: claims.compensationStatus,
  regime: claims.regime,
  statusHistory: claims.statusHistory,
  syncProblem: claims.syncProblem,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
};
export type WireClaimRow = Pick<ClaimRow, keyof typeof wireColumns>;

export interface ClaimRecord<Claim extends WireClaimRow = ClaimRow> {
  claim: Claim;
  passengers: PassengerRow[];
  documents: DocumentRow[];
  signature: SignatureRow | null;
}

/** The owner's claim row, prepared once: every upload and signature checks it before its body. */
const ownClaimRow = preparedFor((db) =>
  db
    .select()
    .from(claims)
    .where(and(eq(claims.id, sql.placeholder('id')), eq(claims.userId, sql.placeholder('userId'))))
    .prepare('claims_own_row'),
);

/** The same row locked until the transaction ends: every upload's and signature's transaction takes it. */
const ownClaimRowLocked = preparedFor((db) =>
  db
    .select()
    .from(claims)
    .where(and(eq(claims.id, sql.placeholder('id')), eq(claims.userId, sql.placeholder('userId'))))
    .for('update')
    .prepare('claims_own_row_locked'),
);

/** The claim row if it belongs to this user; with `lock`, held until the transaction ends. */
export async function findOwnClaimRow(db: DbOrTx, userId: string, id: string, lock = false): Promise<ClaimRow | null> {
  const [row] = await (lock ? ownClaimRowLocked : ownClaimRow)(db).execute({ id: id.toLowerCase(), userId });
  return row ?? null;
}

export async function findClaimRow(db: DbOrTx, id: string, lock = false): Promise<ClaimRow | null> {
  const query = db.select().from(claims).where(eq(claims.id, id.toLowerCase()));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function loadClaimRecords(db: DbOrTx, rows: ClaimRow[]): Promise<ClaimRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const passengers = await db.select().from(claimPassengers).where(inArray(claimPassengers.claimId, ids)).orderBy(asc(claimPassengers.position));
  const documents = await db.select().from(claimDocuments).where(inArray(claimDocuments.claimId, ids)).orderBy(asc(claimDocuments.position));
  // Newest first: the claim shows its latest signature; older ones stay as history.
  const signatures = await db.select().from(claimSignatures).where(inArray(claimSignatures.claimId, ids)).orderBy(desc(claimSignatures.signedAt));
  return rows.map((claim) => ({
    claim,
    passengers: passengers.filter((p) => p.claimId === claim.id),
    documents: documents.filter((d) => d.claimId === claim.id),
    signature: signatures.find((s) => s.claimId === claim.id) ?? null,
  }));
}

export async function findOwnClaim(db: DbOrTx, userId: string, id: string): Promise<ClaimRecord<WireClaimRow> | null> {
  const [row] = await selectWithChildren(db).where(and(eq(claims.id, id.toLowerCase()), eq(claims.userId, userId)));
  return row ? toRecord(row) : null;
}

/** All the user's claims, newest first (the data export: complete, not a page). */
export async function allOwnClaims(db: DbOrTx, userId: string): Promise<ClaimRecord<WireClaimRow>[]> {
  const rows = await selectWithChildren(db).where(eq(claims.userId, userId)).orderBy(desc(claims.createdAt), desc(claims.id));
  return rows.map(toRecord);
}

/** Claims with their passengers, documents and latest signature aggregated as JSON in the same row. */
function selectWithChildren(db: DbOrTx) {
  const of = (column: SQLWrapper) => sql`${column} = ${claims.id}`;
  return db
    .select({
      claim: wireColumns,
      passengers: sql<unknown>`(select json_agg(${jsonRow(claimPassengers)} order by ${claimPassengers.position}) from ${claimPassengers} where ${of(claimPassengers.claimId)})`,
      documents: sql<unknown>`(select json_agg(${jsonRow(claimDocuments)} order by ${claimDocuments.position}) from ${claimDocuments} where ${of(claimDocuments.claimId)})`,
      signature: sql<unknown>`(select ${jsonRow(claimSignatures)} from ${claimSignatures} where ${of(claimSignatures.claimId)} order by ${claimSignatures.signedAt} desc limit 1)`,
    })
    .from(claims);
}

/** json_build_object of every column of the table, keyed by its field name. */
function jsonRow(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A row of `table` back from its JSON: each value through its column's own mapping (timestamps to Date). */
function fromJsonRow<T>(table: PgTable, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/** PGlite and pg both parse json; a driver that does not hands over the text. */
const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toRecord(row: { claim: WireClaimRow; passengers: unknown; documents: unknown; signature: unknown }): ClaimRecord<WireClaimRow> {
  const list = (value: unknown) => (parsed(value) as Record<string, unknown>[] | null) ?? [];
  const signature = parsed(row.signature) as Record<string, unknown> | null;
  return {
    claim: row.claim,
    passengers: list(row.passengers).map((json) => fromJsonRow<PassengerRow>(claimPassengers, json)),
    documents: list(row.documents).map((json) => fromJsonRow<DocumentRow>(claimDocuments, json)),
    signature: signature ? fromJsonRow<SignatureRow>(claimSignatures, signature) : null,
  };
}

export function toDocumentWire(row: DocumentRow): DocumentWire {
  return {
    id: row.id,
    name: row.name,
    type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    position: row.position,
    created_at: row.createdAt.toISOString(),
  };
}

export function toClaimWire(record: ClaimRecord<WireClaimRow>): ClaimWire {
  const { claim, passengers } = record;
  const main = passengers.find((p) => p.position === 0);
  const passenger: ClaimWire['passenger'] = {
    first_name: main?.firstName ?? '',
    last_name: main?.lastName ?? '',
    email: main?.email ?? '',
  };
  if (main?.phone) passenger.phone = main.phone;
  if (main?.address) passenger.address = main.address;
  return {
    id: claim.id,
    status: claim.status,
    disruption_type: claim.disruptionType,
    flight: claim.flight,
    passenger,
    additional_passengers: passengers
      .filter((p) => p.position > 0)
      .map((p) => ({ first_name: p.firstName, last_name: p.lastName, email: p.email, ...(p.minor ? { minor: true } : {}) })),
    booking_reference: claim.bookingReference,
    compensation:
      claim.compensationAmount !== null && claim.compensationCurrency
        ? {
            amount: claim.compensationAmount,
            currency: claim.compensationCurrency,
            status: claim.compensationStatus ?? 'estimated',
            ...(claim.regime ? { regime: claim.regime } : {}),
          }
        : null,
    documents: record.documents.map(toDocumentWire),
    signature: record.signature ? { signed_at: record.signature.signedAt.toISOString(), sha256: record.signature.sha256 } : null,
    status_history: claim.statusHistory.map(({ status, at, reason, by, by_user_id }) => ({
      status,
      at,
      ...(reason ? { reason } : {}),
      ...(by ? { by } : {}),
      ...(by_user_id ? { by_user_id } : {}),
    })),
    sync_problem: claim.syncProblem ?? null,
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
  };
}
