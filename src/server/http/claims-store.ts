// Reading and writing claims with their passengers, documents and signature, and turning them
// into the wire shape. Every read is scoped to the owner: another user's claim is simply absent.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimWire, DocumentWire } from '../../domain/claim/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimDocuments, claimPassengers, claims, claimSignatures } from '../db/schema/claims.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type PassengerRow = typeof claimPassengers.$inferSelect;
export type DocumentRow = typeof claimDocuments.$inferSelect;
export type SignatureRow = typeof claimSignatures.$inferSelect;

export interface ClaimRecord {
  claim: ClaimRow;
  passengers: PassengerRow[];
  documents: DocumentRow[];
  signature: SignatureRow | null;
}

/** The claim row if it belongs to this user; with `lock`, held until the transaction ends. */
export async function findOwnClaimRow(db: DbOrTx, userId: string, id: string, lock = false): Promise<ClaimRow | null> {
  const query = db.select().from(claims).where(and(eq(claims.id, id.toLowerCase()), eq(claims.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
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

export async function findOwnClaim(db: DbOrTx, userId: string, id: string): Promise<ClaimRecord | null> {
  const row = await findOwnClaimRow(db, userId, id);
  if (!row) return null;
  const [record] = await loadClaimRecords(db, [row]);
  return record ?? null;
}

/** All the user's claims, newest first (the data export: complete, not a page). */
export async function allOwnClaims(db: DbOrTx, userId: string): Promise<ClaimRecord[]> {
  const rows = await db.select().from(claims).where(eq(claims.userId, userId)).orderBy(desc(claims.createdAt), desc(claims.id));
  return loadClaimRecords(db, rows);
}

/**
 * A page of the user's claims, newest first: at most `limit`, after the claim `after` (the last
 * one of the previous page) when given. Keyset, compared in SQL so the timestamp keeps its
 * microseconds. `more` says whether another page follows.
 */
export async function listOwnClaims(db: DbOrTx, userId: string, limit: number, after?: string): Promise<{ records: ClaimRecord[]; more: boolean }> {
  const own = eq(claims.userId, userId);
  const where = after
    ? and(own, sql`(${claims.createdAt}, ${claims.id}) < (select c.created_at, c.id from claims c where c.id = ${after} and c.user_id = ${userId})`)
    : own;
  const rows = await db.select().from(claims).where(where).orderBy(desc(claims.createdAt), desc(claims.id)).limit(limit + 1);
  return { records: await loadClaimRecords(db, rows.slice(0, limit)), more: rows.length > limit };
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

export function toClaimWire(record: ClaimRecord): ClaimWire {
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
    signature: record.signature
      ? { signed_at: record.signature.signedAt.toISOString(), sha256: record.signature.sha256 }
      : null,
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
