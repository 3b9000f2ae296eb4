// src/server/blobs owns where document and signature bytes live: local disk by default, an S3
// bucket with BLOB_STORE=s3. Imports nothing from http or db.
import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { DiskBlobStore } from './disk-store.ts';
import { S3BlobStore, type S3StoreOptions } from './s3-store.ts';

export * from './blob-store.ts';
export { DiskBlobStore } from './disk-store.ts';
export { S3BlobStore, type S3StoreOptions } from './s3-store.ts';

export interface BlobStoreSettings {
  /** BLOB_STORE: fs (DATA_DIR/blobs) or s3. */
  kind: 'fs' | 's3';
  dataDir: string;
  s3?: S3StoreOptions;
}

export async function openBlobStore(settings: BlobStoreSettings): Promise<BlobStore> {
  if (settings.kind === 's3') {
    if (!settings.s3?.bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
    return new S3BlobStore(settings.s3);
  }
  return new DiskBlobStore(join(settings.dataDir, 'blobs')).open();
}

/**
 * A store to read from beside the server's own (the mail worker's attachments): on disk without
 * open(), whose clearing of the temporary folder would remove a file another writer of this
 * process is writing at that moment.
 */
export function openBlobReader(settings: BlobStoreSettings): Promise<BlobStore> {
  if (settings.kind === 's3') return openBlobStore(settings);
  return Promise.resolve(new DiskBlobStore(join(settings.dataDir, 'blobs')));
}
