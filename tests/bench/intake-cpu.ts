// `npm run bench:intake-cpu`: what one whole claim (create, one PDF document, the signature, as
// bench:strike-day files it) costs the server, in process on PostgreSQL, with no other process
// between: the server's CPU milliseconds and the statements it sends per claim, the delivery of
// the claim's mail included. CPU time moves less with the machine's load than wall time, so a
// change to intake's hot path shows here before it shows in the strike day. BENCH_CLAIMS (200)
// claims, 10 at once, after 20 unmeasured; BENCH_PROFILE=DIR writes the measured part's V8 profile.
import '../../src/server/production-env.ts';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { documentBytes, prng } from '../api/device.ts';
import { makePng, newCaller, pngDataUrl, uploadRequest, type Caller } from '../api/claims-helpers.ts';
import { createTestApp, type TestApp } from '../api/harness.ts';
import { notificationJobs } from '../../src/server/db/schema/notifications.ts';
import { benchBlobStore, countStatements, measure, reportPerClaim } from './in-process.ts';

process.env.DATABASE_URL ??= 'postgres://app@127.0.0.1:54329/postgres';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 200);
const WARM = 20;
const AT_ONCE = 10;
const SIGNATURE = pngDataUrl(makePng(240, 80));

countStatements();

async function ok(t: TestApp, request: InjectOptions, what: string) {
  const res = await t.app.inject(request);
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

async function fileClaim(t: TestApp, caller: Caller, n: number) {
  const id = randomUUID();
  const key = () => ({ 'idempotency-key': randomUUID() });
  const payload = {
    ...claimOnFlight({ flight_number: `LH${100 + (n % 50)}`, departure_date: '2026-11-20', departure_airport: 'FRA', arrival_airport: 'FCO' }),
    passenger: { first_name: 'Ada', last_name: `Lovelace${n}`, email: `ada${n}@example.com`, phone: '+44 20 7946 0000', address: '12 Analytical Row, London' },
    additional_passengers: [],
    id,
  };
  await ok(t, { method: 'POST', url: '/api/claims', headers: { ...caller.headers, ...key() }, payload }, 'create');
  const document = documentBytes({ kind: 'pdf', size: 20_000 + Math.floor(prng(n)() * 40_000), seed: n });
  await ok(t, uploadRequest(id, caller, { data: Buffer.from(document.bytes) }, { idempotencyKey: randomUUID(), attachmentId: randomUUID() }), 'upload');
  await ok(t, { method: 'POST', url: `/api/claims/${id}/signature`, headers: { ...caller.headers, ...key() }, payload: { signature: SIGNATURE } }, 'signature');
}

async function run(t: TestApp, callers: Caller[], from: number, count: number) {
  let next = from;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < from + count) {
        const n = next++;
        await fileClaim(t, callers[n % callers.length]!, n);
      }
    }),
  );
}

async function mailsDelivered(t: TestApp) {
  for (;;) {
    const pending = await t.app.db.select({ id: notificationJobs.id }).from(notificationJobs).where(eq(notificationJobs.state, 'pending'));
    if (pending.length === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const blobs = await benchBlobStore();
const t = await createTestApp(blobs.overrides);
try {
  const callers = await Promise.all(Array.from({ length: AT_ONCE * 2 }, () => newCaller(t.app)));
  await run(t, callers, 0, WARM);
  await mailsDelivered(t);
  const measured = await measure('intake', async () => {
    await run(t, callers, WARM, CLAIMS);
    await mailsDelivered(t);
  });
  reportPerClaim(
    `intake in process, PostgreSQL, ${blobs.label}: ${CLAIMS} whole claims (create, one PDF, the signature, the mail), ${AT_ONCE} at once`,
    CLAIMS,
    measured,
  );
} finally {
  await t.close();
  await blobs.stop();
}
