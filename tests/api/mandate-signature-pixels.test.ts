// Security review N7: the printer's Chromium runs without its sandbox, so a passenger's signature
// must reach it only as pixels we encoded ourselves. A crafted PNG (a text chunk, a private chunk,
// and bytes after IEND, as a signature stored before the trailer check or changed at rest would
// have) goes through the real signature route and the blob store; what the printer is given is
// a PNG of IHDR, IDAT and IEND with the same pixels and none of the crafted bytes.
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DiskBlobStore } from '../../src/server/blobs/index.ts';
import { claimSignatures } from '../../src/server/db/schema/claims.ts';
import { loadMandateInputs } from '../../src/server/mandate/inputs.ts';
import { createClaim, makePng, newCaller, pngChunk, pngDataUrl } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

/** The chunk types of a PNG, in order, and whatever follows IEND. */
function chunksOf(png: Buffer): { types: string[]; trailer: number } {
  const types: string[] = [];
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    types.push(png.toString('latin1', offset + 4, offset + 8));
    offset += 12 + length;
    if (types.at(-1) === 'IEND') break;
  }
  return { types, trailer: png.length - offset };
}

/** Each row's filter byte in a PNG of one IDAT, 8-bit RGBA (what reencodeSignature writes). */
function rowFilters(png: Buffer, width: number, height: number): number[] {
  const idatAt = png.indexOf('IDAT', 8, 'latin1');
  const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
  return Array.from({ length: height }, (_, row) => raw[row * (1 + width * 4)]!);
}

/** makePng's image with a tEXt and a private chunk before IEND (the route accepts both). */
function craftedPng(): Buffer {
  const plain = makePng(120, 60);
  const iendAt = plain.length - 12;
  return Buffer.concat([
    plain.subarray(0, iendAt),
    pngChunk('tEXt', Buffer.from('Comment\0MARKER-TEXT <svg onload=alert(1)>', 'latin1')),
    pngChunk('prVt', Buffer.from('MARKER-PRIVATE')),
    plain.subarray(iendAt),
  ]);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('the signature image the mandate printer gets', () => {
  it('is our own re-encoding of the pixels: no text or private chunk, no trailer', async () => {
    const ada = await newCaller(t.app);
    const claim = await createClaim(t.app, ada);
    const crafted = craftedPng();
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: ada.headers,
      payload: { signature: pngDataUrl(crafted) },
    });
    expect(signed.statusCode).toBe(201);

    // The stored bytes as an old or altered blob could be: the crafted PNG and a trailer after IEND.
    const blobs = new DiskBlobStore(path.join(t.config.dataDir, 'blobs'));
    const [row] = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id));
    const stored = await readAll((await blobs.get(row!.blobKey))!);
    expect(chunksOf(stored).types).toContain('tEXt');
    await blobs.put(row!.blobKey, Buffer.concat([stored, Buffer.from('MARKER-TRAILER <?php system($_GET[1]); ?>')]), 'image/png');

    const inputs = await loadMandateInputs(t.app.db, blobs, claim.id);
    const image = inputs!.signatures[0]!.image;
    const printed = Buffer.from(/^data:image\/png;base64,(.+)$/.exec(image)![1]!, 'base64');
    expect(chunksOf(printed)).toEqual({ types: ['IHDR', 'IDAT', 'IEND'], trailer: 0 });
    expect(printed.toString('latin1')).not.toMatch(/MARKER|svg|php/);
    const original = PNG.sync.read(makePng(120, 60));
    const decoded = PNG.sync.read(printed);
    expect([decoded.width, decoded.height]).toEqual([120, 60]);
    expect(decoded.data.equals(original.data)).toBe(true);
    // Written without per-row filters, the cheap encoding (a print re-encodes it every time).
    expect(new Set(rowFilters(printed, 120, 60))).toEqual(new Set([0]));
  });
});
