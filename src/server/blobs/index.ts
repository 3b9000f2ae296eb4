// src/server/blobs owns where document and signature bytes live: local disk by default, an S3
// bucket with BLOB_STORE=s3. Imports nothing from http or db.
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
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

/** The server's store, from BLOB_STORE, DATA_DIR and S3_*. */
export function blobStoreSettings(config: ServerConfig): BlobStoreSettings {
  const { s3 } = config;
  return {
    kind: config.blobStore,
    dataDir: config.dataDir,
    s3: {
      bucket: s3.bucket ?? '',
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      ...(s3.accessKeyId ? { accessKeyId: s3.accessKeyId } : {}),
      ...(s3.secretAccessKey ? { secretAccessKey: s3.secretAccessKey } : {}),
      // Real AWS encrypts at rest when asked; S3-compatible test servers often refuse the header.
      serverSideEncryption: !s3.endpoint,
    },
  };
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
