// Blobs in an S3-compatible bucket (BLOB_STORE=s3), for several API instances sharing storage.
// A PutObject is atomic by itself; the SHA-256 is sent so the store rejects corrupted bytes.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobEntry, type BlobStore, type StoredBlob } from './blob-store.ts';

export interface S3StoreOptions {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO, Ceph and s3rver need. */
  forcePathStyle?: boolean;
  /** Ask the store to encrypt at rest (AES256). Off for test servers that do not support it. */
  serverSideEncryption?: boolean;
  /** Prefix inside the bucket, so one bucket can hold several deployments. */
  prefix?: string;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly options: S3StoreOptions;

  constructor(options: S3StoreOptions) {
    this.options = options;
    const credentials =
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined;
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      credentials,
      // S3-compatible servers (MinIO, s3rver, Ceph) may not know the SDK's default CRC checksums:
      // send and check them only where the operation requires them.
      ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    });
  }

  private objectKey(key: string): string {
    assertBlobKey(key);
    return this.options.prefix ? `${this.options.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredBlob> {
    const digest = createHash('sha256').update(body);
    const sha256 = digest.copy().digest('hex');
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        ChecksumSHA256: digest.digest('base64'),
        ...(this.options.serverSideEncryption ? { ServerSideEncryption: 'AES256' as const } : {}),
      }),
    );
    return { size: body.length, sha256 };
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async *list(prefix: string): AsyncIterable<BlobEntry> {
    const base = this.options.prefix ? `${this.options.prefix.replace(/\/+$/, '')}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${base}${prefix}`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(base.length), modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === 404;
}
