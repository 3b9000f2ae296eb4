// The blob store holds uploaded documents and signature images: bytes only, addressed by keys the
// server makes up (never a user's filename). The database row that points at a blob is written
// after the blob, so a crash leaves at worst an unreferenced blob, never a row without bytes.
import type { Readable } from 'node:stream';

export interface StoredBlob {
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
}

export interface BlobStore {
  readonly kind: 'fs' | 's3';
  /** Writes the whole body under `key`, atomically: readers see all the bytes or none. */
  put(key: string, body: Buffer, contentType: string): Promise<StoredBlob>;
  /** The bytes as a stream, or null when there is no such blob. */
  get(key: string): Promise<Readable | null>;
  /** Size of the blob, or null when it does not exist. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob whose key starts with `prefix` (e.g. 'claims/'), with when it was written. */
  list(prefix: string): AsyncIterable<BlobEntry>;
}

export interface BlobEntry {
  key: string;
  modifiedAt: Date;
}

// Keys look like `claims/<uuid>/<uuid>`: lowercase letters, digits, dashes and single slashes.
// Anything else is a programming error, so refuse it before it can touch a path or a bucket.
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
}

/** Key of a claim document or signature: the claim id, then a fresh server-side id. */
export function claimBlobKey(claimId: string, blobId: string): string {
  return `claims/${claimId.toLowerCase()}/${blobId.toLowerCase()}`;
}
