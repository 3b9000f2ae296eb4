// A draft's documents and signature: plain writes to their own tables that share none of the save
// queue's state (the debounced text in draft-store.ts), so they live on their own page.
import { v7 as uuidv7 } from 'uuid';
import type { AttachmentRow, ClaimsDb, SignatureRow } from './db.ts';
import {
  AttachmentError,
  checkDocumentContent,
  checkDocumentCount,
  checkDocumentSize,
  checkDocumentType,
  sha256Hex,
  type PrepareDocument,
  type PrepareOptions,
} from './documents.ts';
import { guardStorage, STORAGE_MESSAGES } from './storage.ts';

/** The server's limit for the signature image (413 above it). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

export interface DraftFilesDeps {
  db: ClaimsDb;
  now: () => number;
  prepareDocument: PrepareDocument;
}

async function requireParent(db: ClaimsDb, draftId: string): Promise<void> {
  if (!(await db.drafts.get(draftId))) throw new AttachmentError('no-draft', STORAGE_MESSAGES.noDraft);
}

export async function addAttachment(
  { db, now, prepareDocument }: DraftFilesDeps,
  draftId: string,
  file: Blob & { name?: string },
  options?: PrepareOptions,
): Promise<AttachmentRow> {
  // Cheap checks first, so a wrong file never reaches the worker.
  checkDocumentType({ name: file.name ?? '', type: file.type });
  checkDocumentCount(await db.attachments.where('claimId').equals(draftId).count());
  await requireParent(db, draftId);
  const prepared = await prepareDocument(file, options);
  checkDocumentSize(prepared.size);
  checkDocumentType(prepared);
  const type = await checkDocumentContent(prepared.blob);
  return guardStorage(() =>
    db.transaction('rw', db.drafts, db.attachments, async () => {
      await requireParent(db, draftId);
      const siblings = await db.attachments.where('claimId').equals(draftId).toArray();
      checkDocumentCount(siblings.length);
      const at = now();
      const row: AttachmentRow = {
        id: uuidv7(),
        claimId: draftId,
        position: siblings.reduce((max, s) => Math.max(max, s.position + 1), 0),
        name: prepared.name,
        type,
        size: prepared.size,
        sha256: prepared.sha256,
        blob: prepared.blob,
        originalName: file.name ?? prepared.name,
        originalSize: file.size,
        createdAt: at,
      };
      await db.attachments.add(row);
      await db.drafts.update(draftId, { updatedAt: at });
      return row;
    }),
  );
}

export async function removeAttachment({ db, now }: DraftFilesDeps, attachmentId: string): Promise<void> {
  await db.transaction('rw', db.attachments, db.drafts, async () => {
    const row = await db.attachments.get(attachmentId);
    if (!row) return;
    // Only a draft's files; a submitted claim's files belong to its outbox.
    if (!(await db.drafts.get(row.claimId))) return;
    await db.attachments.delete(attachmentId);
    await db.drafts.update(row.claimId, { updatedAt: now() });
  });
}

export async function saveSignature({ db, now }: DraftFilesDeps, draftId: string, png: Blob, mandateVersion?: string): Promise<SignatureRow> {
  if (png.size === 0) throw new Error('The signature is empty');
  if (png.type && png.type !== 'image/png') throw new Error('The signature must be a PNG image');
  if (png.size > MAX_SIGNATURE_BYTES) throw new Error('The signature image is too large');
  const row: SignatureRow = {
    claimId: draftId,
    blob: png,
    type: 'image/png',
    size: png.size,
    sha256: await sha256Hex(png),
    signedAt: now(),
    ...(mandateVersion ? { mandateVersion } : {}),
  };
  await guardStorage(() =>
    db.transaction('rw', db.drafts, db.signatures, async () => {
      await requireParent(db, draftId);
      await db.signatures.put(row);
      await db.drafts.update(draftId, { updatedAt: row.signedAt });
    }),
  );
  return row;
}

export async function clearSignature({ db }: DraftFilesDeps, draftId: string): Promise<void> {
  await db.transaction('rw', db.drafts, db.signatures, async () => {
    if (!(await db.drafts.get(draftId))) return;
    await db.signatures.delete(draftId);
  });
}
