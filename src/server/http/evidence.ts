// What the routes that add evidence to a claim (documents, receipts, the signature) share: the
// claim must be the passenger's own and still open to evidence, checked before an upload's body is
// read and, row locked, in the transaction that stores the file; the file's blob is written before its
// row and deleted when the transaction fails, so a refused request leaves nothing behind.
import type { FastifyReply } from 'fastify';
import { isEvidenceLocked } from '../../domain/claim/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { runIdempotent, type Answer, type IdempotencyScope } from '../idempotency.ts';
import { claimLocked, claimNotFound } from './claims-routes.ts';
import { findOwnClaimRow, type ClaimRow } from './claims-store.ts';

export interface ClaimCheck {
  /** Hold the row until the transaction ends. */
  lock?: boolean;
  /** An open question of our team still takes documents once the claim is locked. */
  whileAsked?: boolean;
}

/** The passenger's own claim, open to evidence: else 404 claim-not-found or 409 claim-locked. */
export async function ownOpenClaim(db: DbOrTx, userId: string, id: string, { lock = false, whileAsked = false }: ClaimCheck = {}): Promise<ClaimRow> {
  const claim = await findOwnClaimRow(db, userId, id, lock);
  if (!claim) throw claimNotFound();
  assertOpenToEvidence(claim, whileAsked);
  return claim;
}

function assertOpenToEvidence(claim: ClaimRow, whileAsked: boolean): void {
  if (isEvidenceLocked(claim.status) && !(whileAsked && claim.openRequestAt)) throw claimLocked(claim.status);
}

export interface EvidenceWrite {
  db: AppDb;
  blobs: BlobStore;
  reply: FastifyReply;
  scope: IdempotencyScope | undefined;
  userId: string;
  claimId: string;
  /** Where the file's blob goes; deleted when the write fails. */
  blobKey: string;
  whileAsked?: boolean;
}

/**
 * Runs the write idempotently: the claim, locked (404 when it is not the passenger's), then `check`
 * (a refused file is an answer the key keeps), then whether the claim still takes evidence (409),
 * then `work` with both. The signature has no check before its transaction: this order answers as
 * one would have (404 before 422 before 409) with one statement less (issue #37).
 */
export function writeEvidence<C>(write: EvidenceWrite, check: () => C | Promise<C>, work: (tx: DbOrTx, claim: ClaimRow, checked: C) => Promise<Answer>) {
  const { db, blobs, reply, scope, userId, claimId, blobKey, whileAsked = false } = write;
  const run = async (tx: DbOrTx) => {
    const claim = await findOwnClaimRow(tx, userId, claimId, true);
    if (!claim) throw claimNotFound();
    const checked = await check();
    assertOpenToEvidence(claim, whileAsked);
    return work(tx, claim, checked);
  };
  return runIdempotent(db, reply, scope, run, { onFailure: () => blobs.delete(blobKey) });
}
