// The one rule for a document's bytes, used by the device (before a claim is queued) and by the
// server (on upload, tests/api/upload-polyglots.test.ts): same verdicts on both sides.
import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkDocumentBytes, crc32, DOCUMENT_TYPE_MESSAGE, MAX_DOCUMENT_FILE_BYTES } from '../../../src/domain/claim/document-bytes.ts';
import { checkDocumentStructure } from '../../../src/server/http/document-check.ts';
import { MAX_DOCUMENT_BYTES } from '../../../src/offline/documents.ts';
import { MAX_FILE_BYTES } from '../../../src/server/http/uploads-routes.ts';
import { pdfText, pngBytes } from '../offline/fixtures.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]);

describe('checkDocumentBytes', () => {
  it.each([
    ['a whole PDF', bytes(pdfText('x')), 'application/pdf'],
    ['a whole PNG', pngBytes(), 'image/png'],
    ['a whole JPEG', jpeg, 'image/jpeg'],
  ])('accepts %s', (_, data, type) => {
    expect(checkDocumentBytes(data)).toEqual({ ok: true, type });
  });

  it.each([
    ['a Windows program renamed .pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3])],
    ['a PDF cut short (no %%EOF)', bytes('%PDF-1.7\n1 0 obj\n')],
    ['a PDF with HTML after %%EOF', bytes(`${pdfText('x')}<html>`)],
    ['a JPEG cut short', jpeg.subarray(0, 6)],
    ['a PNG with a damaged chunk', Uint8Array.from(pngBytes(), (b, i) => (i === 20 ? b ^ 1 : b))],
    ['an empty file', new Uint8Array()],
  ])('refuses %s with a reason', (_, data) => {
    const check = checkDocumentBytes(data);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.detail.length).toBeGreaterThan(10);
  });

  it('refuses on the device an image whose header declares more pixels than the budget (the server answers 422 image-too-large)', () => {
    const png = pngBytes();
    const view = new DataView(png.buffer);
    view.setUint32(16, 10_000); // IHDR width
    view.setUint32(20, 10_000); // IHDR height: 100 megapixels, over the 50 megapixel budget
    view.setUint32(29, nodeCrc32(png.subarray(12, 29)));
    const check = checkDocumentBytes(png);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.detail).toMatch(/too many pixels.*10000×10000/);
  });

  it('the server gives the same verdict on the same bytes', () => {
    const cut = Buffer.from('%PDF-1.7\n1 0 obj\n');
    expect(checkDocumentStructure('application/pdf', cut)).toEqual({ ...checkDocumentBytes(cut), reason: 'structure' });
    expect(checkDocumentStructure('image/png', Buffer.from(pngBytes()))).toEqual({ ok: true });
  });

  it('one limit and one message on device and server', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(MAX_DOCUMENT_FILE_BYTES);
    expect(MAX_FILE_BYTES).toBe(MAX_DOCUMENT_FILE_BYTES);
    expect(DOCUMENT_TYPE_MESSAGE).toBe('File type must be one of image/jpeg, image/png, application/pdf');
  });

  it('computes CRC-32 as zlib does', () => {
    const data = bytes('IHDR and some more bytes');
    expect(crc32(data)).toBe(nodeCrc32(data));
  });
});
