// The claims side of account erasure (GDPR Art. 17) and export (Art. 15/20). Erasure deletes the
// blobs first, then every row (claims cascade to passengers, documents and signature; then the
// idempotency records, which hold stored answers with personal data). If a blob delete fails the
// hook throws before any row is gone, so the user can simply try again.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../blobs/index.ts';
import type { AppDb } from '../db/database.ts';
import { claimDocuments, claims, claimSignatures } from '../db/schema/claims.ts';
import { claimCosigners, claimMandates } from '../db/schema/mandate.ts';
import { claimLetters } from '../db/schema/desk.ts';
import { deleteIdempotencyKeysOfUser } from '../idempotency.ts';
import { allOwnClaims, toClaimWire } from './claims-store.ts';

export async function eraseClaimsOfUser(db: AppDb, blobs: BlobStore, userId: string): Promise<void> {
  const own = db.select({ id: claims.id }).from(claims).where(eq(claims.userId, userId));
  const [documents, signatures, cosigners, mandates, letters] = await Promise.all([
    db.select({ key: claimDocuments.blobKey }).from(claimDocuments).where(inArray(claimDocuments.claimId, own)),
    db.select({ key: claimSignatures.blobKey }).from(claimSignatures).where(inArray(claimSignatures.claimId, own)),
    db.select({ key: claimCosigners.blobKey }).from(claimCosigners).where(inArray(claimCosigners.claimId, own)),
    db.select({ key: claimMandates.blobKey }).from(claimMandates).where(inArray(claimMandates.claimId, own)),
    db.select({ key: claimLetters.blobKey }).from(claimLetters).where(inArray(claimLetters.claimId, own)),
  ]);
  for (const { key } of [...documents, ...signatures, ...cosigners, ...mandates, ...letters]) if (key) await blobs.delete(key);
  await db.transaction(async (tx) => {
    await tx.delete(claims).where(eq(claims.userId, userId));
    await deleteIdempotencyKeysOfUser(tx, userId);
  });
}

/** The user's claims as the API shows them, documents and signature as metadata (no bytes). */
export async function exportClaimsOfUser(db: AppDb, userId: string) {
  return (await allOwnClaims(db, userId)).map(toClaimWire);
}

/** `settleBackground` waits for work that may still write a claim's blobs (mandate prints). */
export function registerClaimsAccountHooks(app: FastifyInstance, db: AppDb, blobs: BlobStore, settleBackground: () => Promise<void>): void {
  app.userErasureHooks.push(async (userId) => {
    await settleBackground();
    await eraseClaimsOfUser(db, blobs, userId);
  });
  app.userExportHooks.push({ name: 'claims', collect: async (userId) => exportClaimsOfUser(db, userId) });
}
