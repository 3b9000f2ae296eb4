// The one IndexedDB database of the app, shared by the page and the service worker: drafts as the
// passenger types them, documents and the signature as Blobs, claims (local ones and cached server
// copies), the outbox that sends them, and a key-value table behind the OIDC user store.
// Schema rule (Dexie ≥ 3): every release that changes the schema appends a version below; a
// shipped version is never edited, and a version with an .upgrade() stays as long as clients older
// than it may exist. Page and SW import this module, so they always agree on the version.
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { ClaimCreatePayload, ClaimWire, DisruptionType, ExpenseKind, FlightFactsWire, ProblemWire } from '../domain/claim/index.ts';

import { DB_NAME } from './local-data.ts';
import { AUTH_KV_PREFIX, OIDC_PREFIX, currentUserOf, parseStoredUser } from './token-store.ts';
import type { KnownProblemCode } from '../domain/problem-codes.ts';

export { DB_NAME };

/** The wizard's fields as the passenger fills them in; every part may still be missing. */
export interface DraftFields {
  disruptionType?: DisruptionType;
  flight?: {
    flightNumber?: string;
    departureDate?: string;
    departureAirport?: string;
    arrivalAirport?: string;
    /** Extra facts for the rules engine (delay, cause, legs…), sent inside the claim's flight. */
    facts?: FlightFactsWire;
  };
  eligibility?: { eligible: boolean; message: string; assessment?: unknown; checkedAt: number } | null;
  passenger?: { firstName?: string; lastName?: string; email?: string; phone?: string; address?: string };
  bookingReference?: string;
  /** `minor`: under 18, signed for by the main passenger as parent or guardian. */
  additionalPassengers?: { firstName: string; lastName: string; email: string; minor?: boolean }[];
}

/** A draft's owner while nobody is signed in: the next account to sign in on the device takes it. */
export const ANONYMOUS = '';

export interface DraftRow {
  /** UUIDv7; becomes the claim's id when the draft is submitted. */
  id: string;
  /**
   * The user id (`sub`) whose draft this is, or ANONYMOUS (started before signing in). Only its
   * owner sees it; its documents, signature and receipts go with it (keyed by the draft's id).
   */
  ownerId: string;
  /** Wizard step index, 0 to 4. */
  step: number;
  fields: DraftFields;
  createdAt: number;
  updatedAt: number;
}

/** A document as stored: the prepared bytes and what we know about them. */
export interface AttachmentRow {
  id: string;
  /** The draft's id, which is also the claim's id after submit. */
  claimId: string;
  /** Order of upload, 0-based. */
  position: number;
  name: string;
  type: string;
  size: number;
  /** Hex SHA-256 of `blob` (the bytes that will be uploaded). */
  sha256: string;
  blob: Blob;
  originalName: string;
  originalSize: number;
  createdAt: number;
}

/**
 * A care-expense receipt (issue #21): its own table, never counted against the five documents.
 * `blob` is dropped once the claim reached the server; what the receipt was for stays.
 */
export interface ExpenseRow {
  id: string;
  /** The draft's id, which is also the claim's id after submit. */
  claimId: string;
  position: number;
  kind: ExpenseKind;
  /** Hundredths of the currency unit. */
  amountMinor: number;
  currency: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  blob: Blob | null;
  /** The server's reason when it refused the receipt (the claim went on without it). */
  refused?: string;
  createdAt: number;
}

export interface SignatureRow {
  claimId: string;
  blob: Blob;
  type: 'image/png';
  size: number;
  sha256: string;
  signedAt: number;
  /** The mandate text version shown when signing ('EC261-ar-1'); absent on rows saved before. */
  mandateVersion?: string;
}

/**
 * How far a claim is from the server, for the UI: waiting to be sent, being sent, waiting for its
 * owner to sign in again, refused by the server (with the reason), or on the server.
 */
export type ClaimSyncState = 'queued' | 'sending' | 'needs-login' | 'rejected' | 'sent';
export const CLAIM_SYNC_STATES: readonly ClaimSyncState[] = ['queued', 'sending', 'needs-login', 'rejected', 'sent'];

export interface AttachmentSummary {
  id: string;
  name: string;
  type: string;
  size: number;
}

export interface ClaimRow {
  id: string;
  /** The user id (`sub`) whose claim this is; only their token may send it. */
  ownerId: string;
  syncState: ClaimSyncState;
  /** What is (or was) sent to create it; null for claims only known from the server. */
  payload: ClaimCreatePayload | null;
  /** The last copy the server answered with. */
  server: ClaimWire | null;
  /** The server's reason when syncState is 'rejected' (or a local one, e.g. a missing file). */
  problem: ProblemWire | null;
  /** Names and sizes of the documents, kept after the Blobs are deleted. */
  attachments: AttachmentSummary[];
  submittedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * reportProblem/clearProblem record on the server that a document was refused (and fixed), for the
 * owner's other devices. uploadExpense sends a receipt; its `attachmentId` is the expense's id.
 */
export type OutboxKind = 'createClaim' | 'uploadFile' | 'putSignature' | 'reportProblem' | 'clearProblem' | 'uploadExpense' | 'answerRequest';
/** pending (maybe waiting for nextAttemptAt), sending, done, or parked until a person acts. */
export type OutboxState = 'pending' | 'sending' | 'done' | 'needs-login' | 'rejected';

export interface OpError {
  /** HTTP status; 0 for network errors and local problems. */
  status: number;
  code: KnownProblemCode;
  title: string;
  detail?: string;
  errors?: { field: string; message: string }[];
  at: number;
}

export interface OutboxOp {
  /** Insertion order: the order of operations within a claim. */
  seq?: number;
  /** UUIDv7, sent as the Idempotency-Key. */
  opId: string;
  claimId: string;
  kind: OutboxKind;
  attachmentId?: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError: OpError | null;
  ownerId: string;
  createdAt: number;
  updatedAt: number;
}

export interface KvRow {
  key: string;
  value: string;
}

export type ClaimsDb = Dexie & {
  drafts: EntityTable<DraftRow, 'id'>;
  attachments: EntityTable<AttachmentRow, 'id'>;
  signatures: EntityTable<SignatureRow, 'claimId'>;
  claims: EntityTable<ClaimRow, 'id'>;
  outbox: EntityTable<OutboxOp, 'seq'>;
  kv: EntityTable<KvRow, 'key'>;
  expenses: EntityTable<ExpenseRow, 'id'>;
};

export interface ClaimsDbOptions {
  name?: string;
  /** For tests: an isolated IndexedDB (fake-indexeddb's IDBFactory) and its IDBKeyRange. */
  indexedDB?: DexieOptions['indexedDB'];
  IDBKeyRange?: DexieOptions['IDBKeyRange'];
}

export function createClaimsDb(options: ClaimsDbOptions = {}): ClaimsDb {
  const { name = DB_NAME, ...dexieOptions } = options;
  const db = new Dexie(name, dexieOptions) as ClaimsDb;

  // Release 1.
  db.version(1).stores({
    drafts: 'id, updatedAt',
    attachments: 'id, claimId, [claimId+position]',
    signatures: 'claimId',
    claims: 'id, ownerId, syncState, updatedAt',
    outbox: '++seq, &opId, claimId, ownerId, state',
    kv: 'key',
  });
  // Release 2: care-expense receipts (issue #21), a new table; nothing to upgrade.
  db.version(2).stores({ expenses: 'id, claimId, [claimId+position]' });
  // Release 3: every draft has an owner (review N4, a shared device). Drafts of older releases
  // belong to whoever is signed in when the app is updated; with nobody signed in they are
  // anonymous, and the next account to sign in on the device takes them (device-data.ts).
  db.version(3)
    .stores({ drafts: 'id, updatedAt, ownerId' })
    .upgrade(async (tx) => {
      const owner = signedInOwner(await tx.table<KvRow, string>('kv').toArray());
      await tx
        .table<DraftRow, string>('drafts')
        .toCollection()
        .modify((draft) => {
          draft.ownerId ??= owner;
        });
    });
  // Release N example: db.version(N).stores({ claims: 'id, ownerId, syncState, updatedAt, x' })
  //   .upgrade((tx) => tx.table('claims').toCollection().modify((c) => { c.x = … }));

  return db;
}

/** The one signed-in user in the OIDC store (kv), or ANONYMOUS when there is none (or, oddly, several). */
function signedInOwner(rows: readonly KvRow[]): string {
  const ids = rows.filter((row) => row.key.startsWith(`${AUTH_KV_PREFIX}${OIDC_PREFIX}user:`)).map((row) => currentUserOf(parseStoredUser(row.value))?.id);
  return ids.length === 1 && ids[0] ? ids[0] : ANONYMOUS;
}

let shared: ClaimsDb | null = null;

/** The app's database (page and service worker), opened on first use. */
export function getDb(): ClaimsDb {
  shared ??= createClaimsDb();
  return shared;
}
