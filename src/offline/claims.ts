// Claims as the screens read them: from IndexedDB first (local queued ones and cached server
// copies), refreshed from GET /api/claims when there is a network. React-free; hooks.ts wraps
// these in live queries.
import type { ClaimStatus, ClaimWire, CompensationWire, DisruptionType, ProblemWire } from '../domain/claim/index.ts';
import type { ClaimRow, ClaimsDb, ClaimSyncState } from './db.ts';

/** One claim for a card or the detail page, whichever copy is newest. */
export interface ClaimView {
  id: string;
  status: ClaimStatus;
  syncState: ClaimSyncState;
  disruptionType: DisruptionType;
  flightNumber: string;
  departureDate: string;
  departureAirport: string | null;
  arrivalAirport: string | null;
  passenger: { firstName: string; lastName: string; email: string; phone: string | null };
  additionalPassengers: { firstName: string; lastName: string; email: string; minor: boolean }[];
  bookingReference: string | null;
  compensation: CompensationWire | null;
  documents: { id: string; name: string; type: string; size: number }[];
  /** Why the server refused it, when syncState is 'rejected'. */
  problem: ProblemWire | null;
  /** Refused on another device of the owner (recorded on the server); fixed there, not here. */
  refusedElsewhere: boolean;
  /** When the server recorded the signature; null until it has it. */
  signedAt: string | null;
  /** The server's status history (empty until the claim is on the server). */
  statusHistory: ClaimWire['status_history'];
  createdAt: number;
}

export function toClaimView(row: ClaimRow): ClaimView {
  const server = row.server;
  const payload = row.payload;
  const flight = server?.flight ?? payload?.flight;
  const passenger = server?.passenger ?? payload?.passenger;
  // This device sent nothing of it (or finished its part): the server's record of a refusal decides.
  const refusedElsewhere = row.syncState === 'sent' && !!server?.sync_problem;
  return {
    id: row.id,
    // Until the server says otherwise, a queued claim is what the passenger submitted.
    status: server?.status ?? 'submitted',
    syncState: refusedElsewhere ? 'rejected' : row.syncState,
    disruptionType: server?.disruption_type ?? flight?.disruption_type ?? 'delayed',
    flightNumber: flight?.flight_number ?? '',
    departureDate: flight?.departure_date ?? '',
    departureAirport: flight?.departure_airport ?? null,
    arrivalAirport: flight?.arrival_airport ?? null,
    passenger: {
      firstName: passenger?.first_name ?? '',
      lastName: passenger?.last_name ?? '',
      email: passenger?.email ?? '',
      phone: passenger?.phone ?? null,
    },
    additionalPassengers: (server?.additional_passengers ?? payload?.additional_passengers ?? []).map((p) => ({
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      minor: p.minor === true,
    })),
    bookingReference: server?.booking_reference ?? payload?.booking_reference ?? null,
    compensation: server?.compensation ?? null,
    documents: server?.documents.map(({ id, name, type, size }) => ({ id, name, type, size })) ?? row.attachments,
    problem: row.problem ?? (refusedElsewhere && server?.sync_problem ? { type: 'about:blank', status: 0, ...server.sync_problem } : null),
    refusedElsewhere,
    signedAt: server?.signature?.signed_at ?? null,
    statusHistory: server?.status_history ?? [],
    createdAt: server ? Date.parse(server.created_at) : row.createdAt,
  };
}

/** This user's claims, newest first. */
export async function listClaims(db: ClaimsDb, ownerId: string): Promise<ClaimView[]> {
  const rows = await db.claims.where('ownerId').equals(ownerId).toArray();
  return rows.map(toClaimView).sort((a, b) => b.createdAt - a.createdAt);
}

export async function getClaimView(db: ClaimsDb, claimId: string, ownerId: string): Promise<ClaimView | null> {
  const row = await db.claims.get(claimId);
  return row && row.ownerId === ownerId ? toClaimView(row) : null;
}

/** Claims of this user not yet on the server and not refused: queued, sending, or waiting for login. */
export async function pendingCount(db: ClaimsDb, ownerId: string): Promise<number> {
  return db.claims
    .where('ownerId')
    .equals(ownerId)
    .filter((c) => c.syncState !== 'sent' && c.syncState !== 'rejected')
    .count();
}

/**
 * Merges the server's list into the cache: the server's copy wins for every claim it knows;
 * local claims it does not know yet (queued, refused) stay; cached copies it no longer lists go,
 * unless they changed after `askedAt` (a claim the drain finished while the list was on its way).
 */
export async function mergeServerClaims(db: ClaimsDb, ownerId: string, claims: ClaimWire[], askedAt: number, now: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.claims, async () => {
    const known = new Set(claims.map((c) => c.id));
    for (const wire of claims) {
      await storeServerCopy(db, ownerId, wire, now);
    }
    await db.claims
      .where('ownerId')
      .equals(ownerId)
      .filter((c) => c.syncState === 'sent' && !known.has(c.id) && c.updatedAt < askedAt)
      .delete();
  });
}

/** GET /api/claims into the cache. Throws the API client's errors (NetworkError offline). */
export async function refreshClaimsFromServer(db: ClaimsDb, api: { listClaims(): Promise<ClaimWire[]> }, ownerId: string): Promise<void> {
  const askedAt = Date.now();
  await mergeServerClaims(db, ownerId, await api.listClaims(), askedAt);
}

/** One claim from GET /api/claims/{id} into the cache (the list's cleanup does not run). */
export async function saveServerClaim(db: ClaimsDb, ownerId: string, wire: ClaimWire, now: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.claims, () => storeServerCopy(db, ownerId, wire, now));
}

/** The server's copy on the local row (or a new 'sent' row); another user's row is left alone. */
async function storeServerCopy(db: ClaimsDb, ownerId: string, wire: ClaimWire, now: number): Promise<void> {
  const local = await db.claims.get(wire.id);
  if (local && local.ownerId !== ownerId) return;
  if (local) {
    await db.claims.update(wire.id, { server: wire, updatedAt: now });
    return;
  }
  await db.claims.add(serverOnlyRow(ownerId, wire, now));
}

/** The row of a claim this device knows only from the server: sent, nothing queued, no files here. */
export function serverOnlyRow(ownerId: string, wire: ClaimWire, now: number): ClaimRow {
  return {
    id: wire.id,
    ownerId,
    syncState: 'sent',
    payload: null,
    server: wire,
    problem: null,
    attachments: [],
    submittedAt: null,
    createdAt: Date.parse(wire.created_at) || now,
    updatedAt: now,
  };
}

/** On sign-out: cached server copies go (the server has them); unsent claims stay for their owner. */
export async function forgetServerCopies(db: ClaimsDb, ownerId: string): Promise<void> {
  await db.claims
    .where('ownerId')
    .equals(ownerId)
    .filter((c) => c.syncState === 'sent')
    .delete();
}
