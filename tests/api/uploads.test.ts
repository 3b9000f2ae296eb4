// Documents through the real app, on the disk store and on S3 (s3rver on loopback): accepted by
// their bytes only, refused with nothing left behind (no row, no blob), at most 5 per claim,
// idempotent per attachment id, and downloaded only by the owner with safe headers.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments } from '../../src/server/db/schema/claims.ts';
import { MAX_FILE_BYTES } from '../../src/server/http/uploads-routes.ts';
import { startS3Server, type TestS3Server } from './blobs-s3-server.ts';
import {
  createClaim,
  EXE,
  HTML,
  makeJpeg,
  makePdf,
  makePng,
  multipart,
  newCaller,
  PHP,
  SVG_WITH_SCRIPT,
  uploadRequest,
  type Caller,
} from './claims-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe.each(['fs', 's3'] as const)('uploads on the %s blob store', (kind) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let ada: Caller;

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3Server();
      const o = s3.options;
      t = await createTestApp({
        blobStore: 's3',
        s3: { endpoint: o.endpoint, bucket: o.bucket, region: o.region!, accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
      });
    } else {
      t = await createTestApp();
    }
    ada = await newCaller(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  /** The blob keys stored under a claim, straight from the disk or the bucket. */
  async function blobsOf(claimId: string): Promise<string[]> {
    if (kind === 'fs') {
      const dir = join(t.config.dataDir, 'blobs', 'claims', claimId);
      return existsSync(dir) ? readdirSync(dir).map((name) => `claims/${claimId}/${name}`) : [];
    }
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3!.options.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3!.options.bucket, Prefix: `claims/${claimId}/` }));
    client.destroy();
    return (listed.Contents ?? []).map((o) => o.Key!);
  }

  const rowsOf = (claimId: string) => t.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claimId));

  it('stores a PDF, and the owner downloads the same bytes with attachment, nosniff and no-store', async () => {
    const claim = await createClaim(t.app, ada);
    const pdf = makePdf();
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: pdf, filename: 'boarding pass.pdf' }));
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({ name: 'boarding pass.pdf', type: 'application/pdf', size: pdf.length, position: 0 });
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);

    const download = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/documents/${doc.id}`, headers: ada.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="boarding pass.pdf"; filename*=UTF-8''boarding%20pass.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');

    const seen = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers });
    expect(seen.json().data.documents).toEqual([doc]);
  });

  it('takes JPEG and PNG by their bytes, names them by what they are, and keys blobs on the server', async () => {
    const claim = await createClaim(t.app, ada);
    const jpeg = await t.app.inject(uploadRequest(claim.id, ada, { data: makeJpeg(), filename: 'photo.jpeg.exe', contentType: 'application/octet-stream' }));
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data).toMatchObject({ type: 'image/jpeg', name: 'photo.jpeg.jpg' });
    const png = await t.app.inject(uploadRequest(claim.id, ada, { data: makePng(20, 10), filename: '../../../etc/passwd', contentType: 'image/png' }));
    expect(png.statusCode).toBe(201);
    expect(png.json().data).toMatchObject({ type: 'image/png', name: 'passwd.png' });
    const keys = await blobsOf(claim.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(new RegExp(`^claims/${claim.id}/[0-9a-f-]{36}$`));
  });

  it('answers a Unicode file name in the download header safely', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf(), filename: 'Bordkarte <Zürich>|.pdf' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Bordkarte Zürich.pdf');
    const download = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/documents/${res.json().data.id}`, headers: ada.headers });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Bordkarte Z_rich.pdf"; filename*=UTF-8''Bordkarte%20Z%C3%BCrich.pdf`);
  });

  it.each([
    ['an .exe renamed .pdf', EXE, 'invoice.pdf', 'application/pdf'],
    ['PHP declared as JPEG', PHP, 'photo.jpg', 'image/jpeg'],
    ['an SVG with script declared as PNG', SVG_WITH_SCRIPT, 'sig.png', 'image/png'],
    ['HTML declared as PDF', HTML, 'ticket.pdf', 'application/pdf'],
    ['random bytes', Buffer.from('just some text, not a document'), 'notes.pdf', 'application/pdf'],
  ])('refuses %s with 415 and keeps nothing', async (_label, data, filename, contentType) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data, filename, contentType }));
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'unsupported-file-type', title: 'File type must be one of image/jpeg, image/png, application/pdf' });
    expect(await rowsOf(claim.id)).toEqual([]);
    expect(await blobsOf(claim.id)).toEqual([]);
  });

  it('refuses an empty file with 422 file-empty and keeps nothing', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: Buffer.alloc(0) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('file-empty');
    expect(await blobsOf(claim.id)).toEqual([]);
  });

  it('refuses a file over 10 MiB with 413 and keeps nothing', async () => {
    const claim = await createClaim(t.app, ada);
    const big = Buffer.concat([makePdf(), Buffer.alloc(MAX_FILE_BYTES, 0x20)]);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file-too-large');
    expect(await rowsOf(claim.id)).toEqual([]);
    expect(await blobsOf(claim.id)).toEqual([]);
  });

  it('holds at most 5 documents: the 6th is 422 too-many-files and leaves no blob', async () => {
    const claim = await createClaim(t.app, ada);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf(`page ${i}`) }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.position).toBe(i);
    }
    const sixth = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('page 6') }));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ code: 'too-many-files', title: 'Too many files' });
    expect(await rowsOf(claim.id)).toHaveLength(5);
    expect(await blobsOf(claim.id)).toHaveLength(5);
  });

  it('never goes past 5 when uploads race', async () => {
    const claim = await createClaim(t.app, ada);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => t.app.inject(uploadRequest(claim.id, ada, { data: makePdf(`race ${i}`) }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(3);
    expect(await rowsOf(claim.id)).toHaveLength(5);
    expect(await blobsOf(claim.id)).toHaveLength(5);
  });

  it('is idempotent per attachment id: same bytes answer the stored document, other bytes 409', async () => {
    const claim = await createClaim(t.app, ada);
    const attachmentId = uuidv7();
    const first = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('one') }, { attachmentId }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.id).toBe(attachmentId);
    const again = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('one') }, { attachmentId }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const other = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('two') }, { attachmentId }));
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('attachment-id-conflict');
    expect(await rowsOf(claim.id)).toHaveLength(1);
    expect(await blobsOf(claim.id)).toHaveLength(1);
  });

  it('refuses malformed forms with a 4xx: no file, a bad attachment id, two files, JSON instead of a form', async () => {
    const claim = await createClaim(t.app, ada);
    const sendForm = (form: { payload: Buffer; headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/upload`, headers: { ...ada.headers, ...form.headers }, payload: form.payload });
    const r1 = await sendForm(multipart([{ name: 'attachment_id', value: uuidv7() }]));
    expect(r1.statusCode).toBe(422);
    expect(r1.json().code).toBe('file-required');

    const r2 = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf() }, { attachmentId: 'not-a-uuid' }));
    expect(r2.statusCode).toBe(422);
    expect(r2.json().errors).toEqual([{ field: 'attachment_id', message: 'must be a UUID' }]);

    const two = multipart([
      { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: makePdf('a') },
      { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: makePdf('b') },
    ]);
    const r3 = await sendForm(two);
    expect([413, 422]).toContain(r3.statusCode);

    const r4 = await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/upload`, headers: ada.headers, payload: { file: 'JVBERi0xLjQ=' } });
    expect(r4.statusCode).toBe(415);

    const r5 = await sendForm(multipart([{ name: 'document', filename: 'a.pdf', contentType: 'application/pdf', data: makePdf() }]));
    expect(r5.statusCode).toBe(422);

    const broken = {
      payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc'),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    };
    const r6 = await sendForm(broken);
    expect(r6.statusCode).toBeGreaterThanOrEqual(400);
    expect(r6.statusCode).toBeLessThan(500);

    expect(await rowsOf(claim.id)).toEqual([]);
    expect(await blobsOf(claim.id)).toEqual([]);
  });

  it('answers 404 document-not-found for an unknown document id', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/documents/${uuidv7()}`, headers: ada.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('document-not-found');
  });
});
