// Hostile documents (ASVS 5.2.1–5.2.2, 5.3.2): executables under document names, polyglots (a real
// header with something else appended), files cut short, a PNG bomb, path tricks in names and a
// zero-byte file. Each is refused with a clear 4xx problem, and nothing is stored: no row, no blob.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments } from '../../src/server/db/schema/claims.ts';
import { createClaim, EXE, HTML, makeJpeg, makePdf, makePng, newCaller, PHP, uploadRequest, type Caller } from './claims-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let ada: Caller;
beforeAll(async () => {
  t = await createTestApp();
  ada = await newCaller(t.app);
});
afterAll(async () => {
  await t?.close();
});

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60, 1), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18, 0)]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A PNG whose header claims 60000×60000 pixels over a few bytes of data: a bomb for its viewer. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([makePng(1, 1).subarray(0, 8), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(4096))), chunk('IEND', Buffer.alloc(0))]);
}

const refused: [string, Buffer, string, string][] = [
  ['a Windows executable renamed .pdf', EXE, 'invoice.pdf', 'application/pdf'],
  ['a Linux executable renamed .jpg', ELF, 'photo.jpg', 'image/jpeg'],
  ['a ZIP renamed .pdf', ZIP, 'ticket.pdf', 'application/pdf'],
  ['a JPEG with a ZIP appended (polyglot)', Buffer.concat([makeJpeg(), ZIP]), 'photo.jpg', 'image/jpeg'],
  ['a JPEG with a script page appended (polyglot)', Buffer.concat([makeJpeg(), HTML]), 'photo.jpg', 'image/jpeg'],
  ['a PNG with PHP after its end (polyglot)', Buffer.concat([makePng(20, 10), PHP]), 'sig.png', 'image/png'],
  ['a PDF with HTML after %%EOF (polyglot)', Buffer.concat([makePdf(), HTML]), 'boarding.pdf', 'application/pdf'],
  ['a PDF header on an HTML page', Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]), 'boarding.pdf', 'application/pdf'],
  ['a JPEG cut short', makeJpeg().subarray(0, 1000), 'photo.jpg', 'image/jpeg'],
  ['a PNG with a damaged chunk', (() => { const p = Buffer.from(makePng(30, 10)); p[40] = p[40]! ^ 0xff; return p; })(), 'scan.png', 'image/png'],
  ['a PNG bomb (60000×60000 declared)', pngBomb(), 'scan.png', 'image/png'],
];

describe('hostile documents', () => {
  it.each(refused)('refuses %s with 415 and stores nothing', async (_label, data, filename, contentType) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data, filename, contentType }));
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'unsupported-file-type', detail: expect.any(String) });
    expect(await t.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claim.id))).toEqual([]);
    const dir = join(t.config.dataDir, 'blobs', 'claims', claim.id);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('accepts the same kinds of file when they are whole and clean (the checks are not blanket refusals)', async () => {
    const claim = await createClaim(t.app, ada);
    for (const [data, filename] of [[makeJpeg(), 'a.jpg'], [makePng(20, 10), 'b.png'], [makePdf(), 'c.pdf'], [Buffer.concat([makePdf(), Buffer.from('\r\n\0\0 ')]), 'padded.pdf']] as const) {
      expect((await t.app.inject(uploadRequest(claim.id, ada, { data, filename }))).statusCode, filename).toBe(201);
    }
  });

  it.each([
    ['../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system32\\boot.pdf', 'boot.pdf'],
    ['C:\\Users\\ada\\scan.pdf', 'scan.pdf'],
    ['/absolute/path/ticket.pdf', 'ticket.pdf'],
    ['....//....//x.pdf', 'x.pdf'],
    ['evil.php.pdf', 'evil.php.pdf'],
    ['.htaccess', 'htaccess.pdf'],
    ['a%00.pdf.exe', 'a%00.pdf.pdf'],
    ['<img src=x onerror=alert(1)>.pdf', 'img src=x onerror=alert(1).pdf'],
  ])('stores %j under a server key and names it %j (no path, the real extension)', async (filename, shown) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf(), filename }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe(shown);
    const [row] = await t.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claim.id));
    expect(row!.blobKey).toMatch(new RegExp(`^claims/${claim.id}/[0-9a-f-]{36}$`));
  });
});
