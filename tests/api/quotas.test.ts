// F5 of the security review: one account cannot grow memory, disk or rows without bound. Claims
// per day, bytes kept, uploads at once, withdrawals per claim and the request rate of the write
// routes are capped; each refusal is a clear problem with its own code; an upload streams to a
// temp file instead of memory. Limits are set low here.
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimPayload, createClaim, makeJpeg, makePdf, multipart, newCaller, uploadRequest } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let port: number;
const t = useTestApp(
  async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  },
  { limits: { claimsPerDay: 3, writesPerMinutePerUser: 8, withdrawalsPerClaim: 2, storedBytesPerUser: 10_000, uploadsAtOncePerUser: 1 } },
);

describe('per-account limits (F5)', () => {
  it('refuses a claim past the daily quota with 429 claim-quota and a Retry-After', async () => {
    const ada = await newCaller(t.app);
    for (let i = 0; i < 3; i++) await createClaim(t.app, ada);
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload: claimPayload() });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('claim-quota');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    await createClaim(t.app, await newCaller(t.app));
  });

  it('limits the request rate of a write route per account', async () => {
    const bob = await newCaller(t.app);
    const codes = [];
    for (let i = 0; i < 9; i++)
      codes.push((await t.app.inject({ method: 'POST', url: '/api/claims', headers: bob.headers, payload: { junk: true } })).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(422));
    expect(codes[8]).toBe(429);
  });

  it('allows a claim to be withdrawn only so many times (the status history stays bounded)', async () => {
    const cy = await newCaller(t.app);
    const claim = await createClaim(t.app, cy);
    const move = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: cy.headers, payload: { status, reason: 'x'.repeat(500) } });
    for (const status of ['draft', 'submitted', 'draft', 'submitted']) expect((await move(status)).statusCode).toBe(200);
    const third = await move('draft');
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('withdrawal-limit');
  });

  it('refuses a file that would take the account past its storage quota, and stores nothing', async () => {
    const di = await newCaller(t.app);
    const claim = await createClaim(t.app, di);
    expect((await t.app.inject(uploadRequest(claim.id, di, { data: makePdf() }))).statusCode).toBe(201);
    const res = await t.app.inject(uploadRequest(claim.id, di, { data: makeJpeg(12_000), filename: 'big.jpg', contentType: 'image/jpeg' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('storage-quota');
    const seen = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: di.headers });
    expect(seen.json().data.documents).toHaveLength(1);
  });

  it('takes one upload at a time per account here: a second one meanwhile is 429 uploads-busy', async () => {
    const ed = await newCaller(t.app);
    const claim = await createClaim(t.app, ed);
    // The first upload over a real socket: headers and half the body, then a pause.
    const form = multipart([{ name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: makePdf() }]);
    const socket = net.connect({ port, host: '127.0.0.1' });
    const answer = new Promise<string>((resolve) => socket.once('data', (d) => resolve(d.toString('latin1'))));
    const half = Math.floor(form.payload.length / 2);
    socket.write(
      `POST /api/claims/${claim.id}/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${ed.headers.authorization}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    socket.write(form.payload.subarray(0, half));
    // Wait until the first upload is in flight (its temp file exists), however slow the machine.
    const tempDir = join(t.config.dataDir, 'upload-tmp');
    await expect.poll(() => (existsSync(tempDir) ? readdirSync(tempDir).length : 0), { timeout: 20_000, interval: 50 }).toBe(1);
    const second = await t.app.inject(uploadRequest(claim.id, ed, { data: makePdf() }));
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('uploads-busy');
    expect(second.headers['retry-after']).toBeDefined();
    // The file arriving is streamed to a temp file (not held in memory), removed once stored.
    expect(readdirSync(tempDir)).toHaveLength(1);
    socket.write(form.payload.subarray(half));
    expect(await answer).toMatch(/^HTTP\/1\.1 201/);
    socket.destroy();
    for (let attempt = 0; attempt < 50 && readdirSync(tempDir).length > 0; attempt++) await new Promise((r) => setTimeout(r, 20));
    expect(readdirSync(tempDir)).toEqual([]);
    expect((await t.app.inject(uploadRequest(claim.id, ed, { data: makePdf('another') }))).statusCode).toBe(201);
  });
});
