// Submitting: one Dexie transaction turns the draft into a queued claim and writes its outbox
// operations in order (create, one upload per document, signature). Nothing is sent in it; the
// drain engine sends them later, whenever there is a network.
import { normalizeBookingReference, normalizePhone } from '../domain/text/digits.ts';
import { v7 as uuidv7 } from 'uuid';
import { normalizeFlightNumber, type ClaimCreatePayload } from '../domain/claim/index.ts';
import type { AttachmentRow, ClaimRow, ClaimsDb, DraftFields, OutboxKind, OutboxOp } from './db.ts';
import { checkDocumentContent, checkDocumentCount, checkDocumentSize, checkDocumentType, type PreparedDocument } from './documents.ts';
import { guardStorage } from './storage.ts';
import { expenseOpSpecs, forgetExpenseFiles } from './expenses.ts';

export const SUBMIT_MESSAGES = {
  noDocuments: 'Please upload at least one document',
  noSignature: 'Please add your signature',
  incomplete: 'Please complete every step before submitting',
  notResendable: 'This claim cannot be sent again',
  onlyRefused: 'Only a refused claim can be corrected and sent again',
  alreadySent: 'This claim already reached the server and can no longer be edited',
} as const;

/** What stopped a submit, for code that branches on it (never on the English message). */
export type SubmitErrorCode = 'incomplete' | 'no-documents' | 'no-signature' | 'no-draft' | 'not-resendable';

export class SubmitError extends Error {
  readonly code: SubmitErrorCode;
  constructor(message: string, code: SubmitErrorCode = 'not-resendable') {
    super(message);
    this.name = 'SubmitError';
    this.code = code;
  }
}

/** The wire payload for a draft's fields; throws SubmitError when a required part is missing. */
export function buildCreatePayload(id: string, fields: DraftFields): ClaimCreatePayload {
  const { disruptionType, flight = {}, passenger = {} } = fields;
  if (!disruptionType || !flight.flightNumber || !flight.departureDate || !passenger.firstName || !passenger.lastName || !passenger.email) {
    throw new SubmitError(SUBMIT_MESSAGES.incomplete, 'incomplete');
  }
  const payload: ClaimCreatePayload = {
    id,
    passenger: {
      first_name: passenger.firstName.trim(),
      last_name: passenger.lastName.trim(),
      email: passenger.email.trim(),
      ...(passenger.phone?.trim() ? { phone: normalizePhone(passenger.phone) } : {}),
      ...(passenger.address?.trim() ? { address: passenger.address.trim() } : {}),
    },
    flight: {
      ...flight.facts,
      disruption_type: disruptionType,
      flight_number: normalizeFlightNumber(flight.flightNumber),
      departure_date: flight.departureDate,
      ...(flight.departureAirport?.trim() ? { departure_airport: flight.departureAirport.trim().toUpperCase() } : {}),
      ...(flight.arrivalAirport?.trim() ? { arrival_airport: flight.arrivalAirport.trim().toUpperCase() } : {}),
    },
    additional_passengers: (fields.additionalPassengers ?? []).map((p) => ({
      first_name: p.firstName.trim(),
      last_name: p.lastName.trim(),
      email: p.email.trim(),
      ...(p.minor ? { minor: true } : {}),
    })),
  };
  if (fields.bookingReference?.trim()) payload.booking_reference = normalizeBookingReference(fields.bookingReference);
  return payload;
}

interface OpSpec {
  kind: OutboxKind;
  attachmentId?: string;
}

function newOps(claimId: string, ownerId: string, specs: OpSpec[], at: number): OutboxOp[] {
  return specs.map((spec) => ({
    opId: uuidv7(),
    claimId,
    kind: spec.kind,
    ...(spec.attachmentId ? { attachmentId: spec.attachmentId } : {}),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    ownerId,
    createdAt: at,
    updatedAt: at,
  }));
}

function byPosition(a: AttachmentRow, b: AttachmentRow): number {
  return a.position - b.position;
}

function summaries(attachments: AttachmentRow[]) {
  return attachments.map(({ id, name, type, size }) => ({ id, name, type, size }));
}

/** Queues the draft as a claim with the same id. Returns the claim id. */
export async function submitDraft(
  db: ClaimsDb,
  { draftId, ownerId, now = Date.now }: { draftId: string; ownerId: string; now?: () => number },
): Promise<string> {
  return guardStorage(() =>
    db.transaction('rw', [db.drafts, db.attachments, db.signatures, db.claims, db.outbox, db.expenses], async () => {
      const draft = await db.drafts.get(draftId);
      // Another account's draft is not this person's to send (an anonymous one is: they signed in to send it).
      if (!draft || (draft.ownerId && draft.ownerId !== ownerId)) throw new SubmitError('There is no claim to submit', 'no-draft');
      const attachments = (await db.attachments.where('claimId').equals(draftId).toArray()).sort(byPosition);
      if (attachments.length === 0) throw new SubmitError(SUBMIT_MESSAGES.noDocuments, 'no-documents');
      if (!(await db.signatures.get(draftId))) throw new SubmitError(SUBMIT_MESSAGES.noSignature, 'no-signature');
      const payload = buildCreatePayload(draftId, draft.fields);
      const at = now();
      const claim: ClaimRow = {
        id: draftId,
        ownerId,
        syncState: 'queued',
        payload,
        server: null,
        problem: null,
        attachments: summaries(attachments),
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      };
      await db.claims.add(claim);
      await db.outbox.bulkAdd(
        newOps(
          draftId,
          ownerId,
          [
            { kind: 'createClaim' },
            ...attachments.map((a) => ({ kind: 'uploadFile' as const, attachmentId: a.id })),
            { kind: 'putSignature' },
            ...(await expenseOpSpecs(db, draftId)),
          ],
          at,
        ),
      );
      await db.drafts.delete(draftId);
      return draftId;
    }),
  );
}

export interface ResubmitPatch {
  /** Corrections to the claim itself; only possible while the server has not created it. */
  payload?: Partial<Omit<ClaimCreatePayload, 'id'>>;
  /** Documents to leave out (e.g. one the server refused as the wrong type). */
  removeAttachmentIds?: string[];
}

/**
 * Sends a rejected claim again after the passenger corrected it: what already reached the server
 * stays done; everything else gets new operations with new ids (the old key would replay the
 * server's stored refusal).
 */
export async function resubmitClaim(db: ClaimsDb, claimId: string, patch: ResubmitPatch = {}, now: () => number = Date.now): Promise<void> {
  await guardStorage(() =>
    db.transaction('rw', [db.attachments, db.signatures, db.claims, db.outbox, db.expenses], async () => {
      const claim = await db.claims.get(claimId);
      if (!claim || !claim.payload) throw new SubmitError(SUBMIT_MESSAGES.notResendable);
      if (claim.syncState !== 'rejected') throw new SubmitError(SUBMIT_MESSAGES.onlyRefused);
      const ops = await db.outbox.where('claimId').equals(claimId).sortBy('seq');
      const done = ops.filter((op) => op.state === 'done');
      const created = done.some((op) => op.kind === 'createClaim');
      if (created && patch.payload) throw new SubmitError(SUBMIT_MESSAGES.alreadySent);

      for (const id of patch.removeAttachmentIds ?? []) {
        if (done.some((op) => op.attachmentId === id)) throw new SubmitError('A document that was already sent cannot be removed');
        await db.attachments.delete(id);
      }
      const attachments = (await db.attachments.where('claimId').equals(claimId).toArray()).sort(byPosition);
      const uploaded = new Set(done.map((op) => op.attachmentId).filter(Boolean));
      const specs: OpSpec[] = [];
      if (!created) specs.push({ kind: 'createClaim' });
      for (const a of attachments) if (!uploaded.has(a.id)) specs.push({ kind: 'uploadFile', attachmentId: a.id });
      if (!done.some((op) => op.kind === 'putSignature')) specs.push({ kind: 'putSignature' });
      for (const receipt of await expenseOpSpecs(db, claimId)) if (!uploaded.has(receipt.attachmentId)) specs.push(receipt);
      // The refusal was recorded on the server for the owner's other devices: clear it there too.
      if (created && ops.some((op) => op.kind === 'reportProblem')) specs.push({ kind: 'clearProblem' });

      const at = now();
      await db.outbox.bulkDelete(ops.filter((op) => op.state !== 'done').map((op) => op.seq!));
      await db.outbox.bulkAdd(newOps(claimId, claim.ownerId, specs, at));
      const payload = patch.payload ? mergePayload(claim.payload, patch.payload) : claim.payload;
      if (specs.length === 0) {
        // Everything else already reached the server (the refused document was removed): done.
        await db.outbox.where('claimId').equals(claimId).delete();
        await db.attachments.where('claimId').equals(claimId).delete();
        await db.signatures.delete(claimId);
        await forgetExpenseFiles(db, claimId);
        await db.claims.update(claimId, { syncState: 'sent', problem: null, payload, attachments: summaries(attachments), updatedAt: at });
        return;
      }
      await db.claims.update(claimId, {
        syncState: 'queued',
        problem: null,
        payload,
        attachments: summaries(attachments),
        updatedAt: at,
      });
    }),
  );
}

/**
 * A document added to a refused claim, e.g. to replace the one the server refused; resubmitClaim
 * then sends it. The bytes are checked as the server checks them before anything is stored.
 */
export async function addClaimDocument(db: ClaimsDb, claimId: string, prepared: PreparedDocument, now: () => number = Date.now): Promise<AttachmentRow> {
  checkDocumentSize(prepared.size);
  checkDocumentType(prepared);
  const type = await checkDocumentContent(prepared.blob);
  return guardStorage(() =>
    db.transaction('rw', db.claims, db.attachments, async () => {
      const claim = await db.claims.get(claimId);
      if (!claim || claim.syncState !== 'rejected') throw new SubmitError(SUBMIT_MESSAGES.onlyRefused);
      const siblings = await db.attachments.where('claimId').equals(claimId).toArray();
      const sent = claim.server?.documents.length ?? 0;
      checkDocumentCount(Math.max(siblings.length, sent));
      const row: AttachmentRow = {
        id: uuidv7(),
        claimId,
        position: siblings.reduce((max, a) => Math.max(max, a.position + 1), 0),
        name: prepared.name,
        type,
        size: prepared.size,
        sha256: prepared.sha256,
        blob: prepared.blob,
        originalName: prepared.name,
        originalSize: prepared.size,
        createdAt: now(),
      };
      await db.attachments.add(row);
      return row;
    }),
  );
}

/** A refused document: the server's reason (English) and its problem code (for other languages). */
export interface RefusedDocument {
  id: string;
  name: string;
  reason: string;
  code: string;
}

/** The documents of a claim the server refused, with its reason, so the passenger can remove or replace them. */
export async function refusedDocuments(db: ClaimsDb, claimId: string): Promise<RefusedDocument[]> {
  const ops = await db.outbox
    .where('claimId')
    .equals(claimId)
    .filter((op) => op.kind === 'uploadFile' && op.state === 'rejected')
    .toArray();
  const found: RefusedDocument[] = [];
  for (const op of ops) {
    const attachment = op.attachmentId ? await db.attachments.get(op.attachmentId) : undefined;
    if (attachment)
      found.push({
        id: attachment.id,
        name: attachment.name,
        reason: op.lastError?.detail ?? op.lastError?.title ?? 'Refused by the server',
        code: op.lastError?.code ?? 'bad-request',
      });
  }
  return found;
}

function mergePayload(base: ClaimCreatePayload, patch: Partial<Omit<ClaimCreatePayload, 'id'>>): ClaimCreatePayload {
  return {
    ...base,
    ...patch,
    passenger: { ...base.passenger, ...patch.passenger },
    flight: { ...base.flight, ...patch.flight },
    id: base.id,
  };
}
