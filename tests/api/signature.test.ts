// Signatures through the real app: a real PNG data URL is stored as a blob and bound to the
// claim; a new one is shown and the old one kept as history (row and blob); anything that is not a sane PNG is refused
// with a 4xx and leaves nothing behind. The PNG checker is also exercised directly.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimSignatures } from '../../src/server/db/schema/claims.ts';
import { checkPng, checkSignatureDataUrl, MAX_SIGNATURE_BYTES } from '../../src/server/http/signature-png.ts';
import { createClaim, makePng, newCaller, pngDataUrl, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;

const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

const blobsOf = (claimId: string) => {
  const dir = join(t.config.dataDir, 'blobs', 'claims', claimId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const sign = (claimId: string, caller: Caller, signature: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/signature`, headers: caller.headers, payload: { signature } });

describe('POST /api/claims/{id}/signature', () => {
  it('stores a 500×200 PNG and shows it on the claim', async () => {
    const claim = await createClaim(t.app, ada);
    const png = makePng(500, 200);
    const res = await sign(claim.id, ada, pngDataUrl(png));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({ claim_id: claim.id, width: 500, height: 200 });
    const [row] = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id));
    expect(row).toMatchObject({ userId: ada.user.id, size: png.length, width: 500, height: 200 });
    expect(row!.claimSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(blobsOf(claim.id)).toHaveLength(1);
    const seen = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers });
    expect(seen.json().data.signature).toEqual({ signed_at: res.json().data.signed_at, sha256: res.json().data.sha256 });
  });

  it('shows a new signature and keeps the earlier one as history, row and blob (F13: append-only)', async () => {
    const claim = await createClaim(t.app, ada);
    const first = await sign(claim.id, ada, pngDataUrl(makePng(500, 200)));
    const second = await sign(claim.id, ada, pngDataUrl(makePng(400, 150)));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.sha256).not.toBe(first.json().data.sha256);
    const rows = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id));
    expect(rows.map((r) => r.width).sort()).toEqual([400, 500]);
    expect(blobsOf(claim.id).sort()).toEqual(rows.map((r) => r.blobKey.split('/')[2]).sort());
    const seen = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers });
    expect(seen.json().data.signature.sha256).toBe(second.json().data.sha256);
  });

  it('refuses a PNG with data after IEND (F12), and keeps nothing', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await sign(claim.id, ada, pngDataUrl(Buffer.concat([makePng(10, 10), Buffer.from('<?php system($_GET[1]); ?>')])));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('signature-invalid');
    expect(blobsOf(claim.id)).toEqual([]);
  });

  it.each([
    ['not a data URL', 'hello'],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w=='],
    ['an SVG data URL', `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`],
    ['PNG label, HTML inside', `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`],
    ['broken base64', 'data:image/png;base64,iVBORw0KG!!!'],
    ['an empty image', 'data:image/png;base64,'],
    ['a truncated PNG', pngDataUrl(makePng(50, 20).subarray(0, 60))],
    ['too wide', pngDataUrl(makePng(2001, 10))],
    ['a bomb: header claims 100000×100000', pngDataUrl(makePng(10, 10, { width: 100_000, height: 100_000 }))],
    ['a header that lies about its pixels', pngDataUrl(makePng(10, 10, { width: 20, height: 10 }))],
  ])('refuses %s with 422 signature-invalid and keeps nothing', async (_label, signature) => {
    const claim = await createClaim(t.app, ada);
    const res = await sign(claim.id, ada, signature);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('signature-invalid');
    expect(await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id))).toEqual([]);
    expect(blobsOf(claim.id)).toEqual([]);
  });

  it('refuses a PNG over 512 KiB with 413, and a body over the limit with 413', async () => {
    const claim = await createClaim(t.app, ada);
    // Noise does not compress: a 400×400 RGBA of random pixels is about 640 KB.
    const noisy = makeNoisePng(400, 400);
    expect(noisy.length).toBeGreaterThan(MAX_SIGNATURE_BYTES);
    const res = await sign(claim.id, ada, pngDataUrl(noisy));
    expect(res.statusCode).toBe(413);
    const huge = await sign(claim.id, ada, `data:image/png;base64,${'A'.repeat(2_000_000)}`);
    expect(huge.statusCode).toBe(413);
    expect(blobsOf(claim.id)).toEqual([]);
  });

  it('refuses wrong shapes of body with a 4xx', async () => {
    const claim = await createClaim(t.app, ada);
    for (const payload of [{}, { signature: 42 }, { signature: null }, { signature: pngDataUrl(makePng(5, 5)), extra: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/signature`, headers: ada.headers, payload });
      expect(res.statusCode).toBe(422);
    }
  });
});

function makeNoisePng(width: number, height: number): Buffer {
  const png = makePng(width, height);
  // Rebuild IDAT with random pixel bytes (filter byte 0 per row).
  const row = 1 + width * 4;
  const raw = Buffer.alloc(row * height);
  for (let i = 0; i < raw.length; i++) raw[i] = i % row === 0 ? 0 : Math.floor(Math.random() * 256);
  const idat = deflateSync(raw);
  const head = png.subarray(0, 33); // signature + IHDR chunk
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  return Buffer.concat([head, chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

describe('the PNG checker', () => {
  it('accepts a real PNG and reports its size', () => {
    const result = checkSignatureDataUrl(pngDataUrl(makePng(500, 200)));
    expect(result).toMatchObject({ ok: true, image: { width: 500, height: 200 } });
  });

  it('finds a damaged chunk by its CRC', () => {
    const png = Buffer.from(makePng(30, 10));
    png[40] = png[40]! ^ 0xff; // inside IDAT
    expect(checkPng(png)).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('refuses a bomb from its header, before inflating anything', () => {
    // Within the size limits but holding far fewer pixels than it claims: inflating stops at the claim.
    expect(checkPng(makePng(1, 1, { width: 1000, height: 1000 }))).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(checkPng(makePng(1, 1, { width: 60_000, height: 60_000 }))).toMatchObject({ ok: false, reason: 'bad-dimensions' });
  });
});
