// The server killed with SIGKILL in the middle of uploads, then started again on the same data:
// every write it acknowledged is still there (durable commits), no row points at missing or other
// bytes, the bytes a crash left without a row are swept at start, and the device's outbox then
// completes with every claim on the server exactly once. PGlite refuses a second process on the
// same DATA_DIR; with PostgreSQL there is no such lock, and a second server shares the database.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyOnServer } from './claim-check.ts';
import { makePdf, multipart } from './claims-helpers.ts';
import { createDevice, registerPassenger, type Device, type QueuedClaim } from './device.ts';
import { createServerProcess, type ServerProcess } from './server-process.ts';
import { checkStore, sweepAfterGrace } from './store-consistency.ts';

let server: ServerProcess;
let device: Device;
const queued: QueuedClaim[] = [];
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  server = await createServerProcess(process.env.DATABASE_URL ? { env: { IDEMPOTENCY_LEASE_SECONDS: '5' } } : {});
  await server.start();
  await registerPassenger(server.url, 'crash@example.com', PASSWORD);
  device = await createDevice({ apiOrigin: server.url, idpOrigin: server.url, email: 'crash@example.com', password: PASSWORD, seed: 7 });
}, 120_000);

afterAll(async () => {
  await device?.close();
  await server?.dispose();
});

/** An upload that sends its headers and half its body, then waits: it is mid-upload until the kill. */
function halfUpload(claimId: string, token: string): Promise<void> {
  const form = multipart([{ name: 'file', filename: 'half.pdf', contentType: 'application/pdf', data: makePdf('x'.repeat(500_000)) }]);
  return new Promise((resolve) => {
    const request = http.request(`${server.url}/api/claims/${claimId}/upload`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}`, 'content-length': String(form.payload.length) },
    });
    request.on('error', () => resolve()); // the server dies under it
    request.on('response', () => resolve());
    request.write(form.payload.subarray(0, form.payload.length >> 1), () => resolve());
  });
}

async function waitFor(condition: () => Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('SIGKILL during uploads', () => {
  it('keeps every acknowledged write, leaves no row without its bytes, and the outbox then completes exactly once', async () => {
    for (let i = 0; i < 3; i++) {
      queued.push(
        await device.queueClaim({
          lastName: `Crash${i}`,
          additionalPassengers: 1,
          documents: [
            { kind: 'pdf', size: 900_000, seed: 10 + i },
            { kind: 'jpeg', size: 600_000, seed: 20 + i },
            { kind: 'png', size: 40_000, seed: 30 + i },
          ],
        }),
      );
    }
    // Drain until the first claim is created and an upload is on the wire, then kill -9.
    let draining = true;
    const drainer = (async () => {
      while (draining) await device.drainOnce().catch(() => undefined);
    })();
    await waitFor(async () => (await device.db.outbox.filter((op) => op.kind === 'uploadFile' && op.state === 'sending').count()) > 0, 'an upload in flight');
    const token = (await device.env.getAccessToken())!;
    const pending = halfUpload(queued[0]!.claimId, token);
    await new Promise((r) => setTimeout(r, 30));
    await server.stop('SIGKILL');
    draining = false;
    await drainer;
    await pending;

    // What the device saw acknowledged (operations done) before the kill.
    const acknowledged = await device.db.outbox.filter((op) => op.state === 'done').toArray();
    expect(acknowledged.length).toBeGreaterThan(0);

    // Straight after the crash: rows never point at missing or other bytes; unreferenced bytes may exist.
    const crashed = await checkStore(server.dataDir, server.databaseUrl);
    expect(crashed.brokenRows).toEqual([]);
    expect(crashed.halfWritten).toEqual([]);

    await server.start();
    // Durable: everything acknowledged before the kill is there after it.
    const response = await fetch(`${server.url}/api/claims`, { headers: { authorization: `Bearer ${await device.env.getAccessToken()}` } });
    const onServer = (await response.json()).data as { id: string; documents: { id: string }[]; signature: unknown }[];
    for (const op of acknowledged) {
      const claim = onServer.find((c) => c.id === op.claimId);
      expect(claim, `${op.kind} ${op.claimId}`).toBeDefined();
      if (op.kind === 'uploadFile') expect(claim!.documents.map((d) => d.id)).toContain(op.attachmentId);
      if (op.kind === 'putSignature') expect(claim!.signature).not.toBeNull();
    }

    // The outbox completes: every claim once, whole.
    const deadline = Date.now() + 90_000;
    while ((await device.db.claims.filter((c) => c.syncState !== 'sent').count()) > 0 && Date.now() < deadline) {
      await device.drainOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await device.db.claims.toArray()).map((c) => c.syncState)).toEqual(['sent', 'sent', 'sent']);
    const delivery = await verifyOnServer(server.url, device, queued);
    expect(delivery.problems).toEqual([]);
    expect(delivery).toMatchObject({ duplicates: 0, losses: 0, corrupt: 0 });

    // After the restart the store is exactly what the rows say: no orphan bytes, no temp files.
    // PostgreSQL: a server leaves bytes younger than the grace period (another instance may be
    // writing them), so the kill's leftovers stay until it has passed; nothing else may be orphaned.
    await server.stop('SIGTERM');
    if (server.databaseUrl) {
      const beforeGrace = await checkStore(server.dataDir, server.databaseUrl);
      expect(crashed.orphanBlobs).toEqual(expect.arrayContaining(beforeGrace.orphanBlobs));
      expect((await sweepAfterGrace(server.dataDir, server.databaseUrl)).sort()).toEqual([...beforeGrace.orphanBlobs].sort());
    }
    const after = await checkStore(server.dataDir, server.databaseUrl);
    expect(after).toMatchObject({ claims: 3, documents: 9, signatures: 3, orphanBlobs: [], brokenRows: [], halfWritten: [], tempFiles: [], heldKeys: 0 });
    // Documents and signatures, plus each signed mandate's PDF the server had printed by then.
    expect(after.blobs).toBe(12 + after.mandateBlobs);
    await server.start();
  }, 240_000);
});

describe('one owner of the data', () => {
  it.runIf(!process.env.DATABASE_URL)(
    'PGlite: a second server on the same DATA_DIR refuses to start, and the first goes on',
    async () => {
      const second = await createServerProcess({ env: { DATA_DIR: server.dataDir } });
      try {
        await expect(second.start()).rejects.toThrow(/Another flightclaim server \(pid \d+\) is using DATA_DIR/);
      } finally {
        await second.dispose();
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
    120_000,
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'PostgreSQL: there is no DATA_DIR lock; a second server shares the database and sees the same claims',
    async () => {
      // Same database, same blob folder, same issuer: two instances of one deployment.
      const second = await createServerProcess({ publicOrigin: server.url, env: { DATABASE_URL: server.databaseUrl!, DATA_DIR: server.dataDir } });
      try {
        await second.start();
        const token = await device.env.getAccessToken();
        const [one, two] = await Promise.all(
          [server.url, second.url].map(async (origin) => {
            const res = await fetch(`${origin}/api/claims`, { headers: { authorization: `Bearer ${token}` } });
            return ((await res.json()).data as { id: string }[]).map((c) => c.id).sort();
          }),
        );
        expect(two).toEqual(one);
        expect(one).toHaveLength(3);
      } finally {
        await second.dispose();
      }
    },
    120_000,
  );
});
