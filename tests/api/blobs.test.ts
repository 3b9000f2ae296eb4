// The two blob stores behave the same: bytes round-trip with their hash, a missing key is null,
// delete removes, keys a user could shape into a path are refused. The disk store is checked for
// atomic writes (no temp files left) and the S3 store runs against s3rver on loopback.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBlobKey, DiskBlobStore, openBlobStore, S3BlobStore, type BlobStore } from '../../src/server/blobs/index.ts';
import { startS3Server, type TestS3Server } from './blobs-s3-server.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const claimId = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';

function contract(name: string, make: () => BlobStore) {
  describe(`${name} blob store`, () => {
    it('round-trips bytes and reports size and sha256', async () => {
      const store = make();
      const body = Buffer.from('%PDF-1.7 hello');
      const key = claimBlobKey(claimId, crypto.randomUUID());
      const stored = await store.put(key, body, 'application/pdf');
      expect(stored).toEqual({ size: body.length, sha256: sha256(body) });
      expect(await store.head(key)).toEqual({ size: body.length });
      const stream = await store.get(key);
      expect(stream).not.toBeNull();
      expect((await readAll(stream!)).equals(body)).toBe(true);
    });

    it('round-trips a 3 MiB binary body', async () => {
      const store = make();
      const body = Buffer.alloc(3 * 1024 * 1024);
      for (let i = 0; i < body.length; i++) body[i] = (i * 31) & 0xff;
      const key = claimBlobKey(claimId, crypto.randomUUID());
      await store.put(key, body, 'image/jpeg');
      expect(sha256(await readAll((await store.get(key))!))).toBe(sha256(body));
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      const store = make();
      const key = claimBlobKey(claimId, crypto.randomUUID());
      expect(await store.get(key)).toBeNull();
      expect(await store.head(key)).toBeNull();
      await store.put(key, Buffer.from('x'), 'image/png');
      await store.delete(key);
      expect(await store.head(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('overwrites a key with the new bytes', async () => {
      const store = make();
      const key = claimBlobKey(claimId, crypto.randomUUID());
      await store.put(key, Buffer.from('first'), 'image/png');
      await store.put(key, Buffer.from('second!'), 'image/png');
      expect((await readAll((await store.get(key))!)).toString()).toBe('second!');
    });

    it.each(['../etc/passwd', 'claims/../../x', '/abs', 'claims/A', 'claims//x', 'a b', 'claims/x.php', ''])('refuses the key %j', async (key) => {
      const store = make();
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
      await expect(store.delete(key)).rejects.toThrow(/invalid blob key/);
    });
  });
}

describe('disk', () => {
  let root: string;
  let store: DiskBlobStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'blobs-'));
    store = await new DiskBlobStore(join(root, 'blobs')).open();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  contract('disk', () => store);

  it('writes under the server key, leaves no temp file, and removes an emptied claim folder', async () => {
    const blobId = crypto.randomUUID();
    const key = claimBlobKey(claimId, blobId);
    await store.put(key, Buffer.from('bytes'), 'image/png');
    expect(await readdir(join(root, 'blobs', 'claims', claimId))).toContain(blobId);
    expect(await readdir(join(root, 'blobs', '.tmp'))).toEqual([]);
    for (const name of await readdir(join(root, 'blobs', 'claims', claimId))) {
      await store.delete(`claims/${claimId}/${name}`);
    }
    expect(await readdir(join(root, 'blobs', 'claims'))).not.toContain(claimId);
  });

  it('sweeps temp files a crash left behind when it opens', async () => {
    const dir = join(root, 'sweep');
    await mkdir(join(dir, '.tmp'), { recursive: true });
    await writeFile(join(dir, '.tmp', 'half-written'), 'partial');
    await new DiskBlobStore(dir).open();
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('is what openBlobStore gives by default, under DATA_DIR/blobs', async () => {
    const opened = await openBlobStore({ kind: 'fs', dataDir: root });
    expect(opened).toBeInstanceOf(DiskBlobStore);
    expect((opened as DiskBlobStore).root).toBe(join(root, 'blobs'));
  });
});

describe('s3', () => {
  let server: TestS3Server;
  let store: S3BlobStore;
  beforeAll(async () => {
    server = await startS3Server();
    store = new S3BlobStore(server.options);
  });
  afterAll(async () => {
    store.close();
    await server.stop();
  });

  contract('s3', () => store);

  it('keeps a prefix apart from the rest of the bucket', async () => {
    const prefixed = new S3BlobStore({ ...server.options, prefix: 'tenant-a' });
    const key = claimBlobKey(claimId, crypto.randomUUID());
    await prefixed.put(key, Buffer.from('mine'), 'image/png');
    expect(await prefixed.head(key)).toEqual({ size: 4 });
    expect(await store.head(key)).toBeNull();
    prefixed.close();
  });

  it('is what openBlobStore gives for BLOB_STORE=s3, and needs a bucket', async () => {
    const opened = await openBlobStore({ kind: 's3', dataDir: '/nonexistent', s3: server.options });
    expect(opened).toBeInstanceOf(S3BlobStore);
    (opened as S3BlobStore).close();
    await expect(openBlobStore({ kind: 's3', dataDir: '/x', s3: { bucket: '' } })).rejects.toThrow(/S3_BUCKET/);
  });

  it('fails loudly when the bucket does not exist', async () => {
    const wrong = new S3BlobStore({ ...server.options, bucket: 'no-such-bucket' });
    await expect(wrong.put(claimBlobKey(claimId, crypto.randomUUID()), Buffer.from('x'), 'image/png')).rejects.toThrow();
    wrong.close();
  });
});
