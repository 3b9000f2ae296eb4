// Blobs no row points at. A blob is written before the row that refers to it commits (blob-store.ts),
// so a crash between the two, or between a signature's replacement and the old blob's delete,
// leaves bytes nobody can reach. The sweep deletes them: at start with PGlite (no request can be
// running, so every unreferenced blob is such a leftover) and, with a shared database, only blobs
// older than a grace period, so an upload another server is finishing right now is left alone.
import { inArray } from 'drizzle-orm';
import type { BlobStore } from './blobs/index.ts';
import type { DbOrTx } from './db/database.ts';
import { claimDocuments, claimSignatures } from './db/schema/claims.ts';
import { claimCosigners, claimMandates } from './db/schema/mandate.ts';
import { claimLetters } from './db/schema/desk.ts';

/** Blobs younger than this are never swept while other servers may be writing (shared database). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

/** Deletes blobs under claims/ that no document or signature row refers to; returns their keys. */
export async function sweepOrphanBlobs(db: DbOrTx, blobs: BlobStore, options: { olderThan?: Date } = {}): Promise<string[]> {
  const swept: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const referenced = await referencedKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await blobs.delete(key);
      swept.push(key);
    }
    batch = [];
  };
  for await (const entry of blobs.list('claims/')) {
    if (options.olderThan && entry.modifiedAt >= options.olderThan) continue;
    batch.push(entry.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return swept;
}

async function referencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const [documents, signatures, cosigners, mandates, letters] = await Promise.all([
    db.select({ key: claimDocuments.blobKey }).from(claimDocuments).where(inArray(claimDocuments.blobKey, keys)),
    db.select({ key: claimSignatures.blobKey }).from(claimSignatures).where(inArray(claimSignatures.blobKey, keys)),
    db.select({ key: claimCosigners.blobKey }).from(claimCosigners).where(inArray(claimCosigners.blobKey, keys)),
    db.select({ key: claimMandates.blobKey }).from(claimMandates).where(inArray(claimMandates.blobKey, keys)),
    db.select({ key: claimLetters.blobKey }).from(claimLetters).where(inArray(claimLetters.blobKey, keys)),
  ]);
  return new Set([...documents, ...signatures, ...cosigners, ...mandates, ...letters].flatMap((row) => (row.key ? [row.key] : [])));
}
