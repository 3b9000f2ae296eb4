// The sync soak: claims queued on a device (the app's real offline layer) and drained by the real
// drain engine through a fault-injecting proxy to the real server, which is killed (SIGTERM or
// SIGKILL) and restarted on the same data at random moments. fast-check draws the claims, the
// fault schedule and the restarts from a printed seed. At the end every claim is on the server
// exactly once, whole: its documents byte-identical (SHA-256) in order, its signature; the device
// keeps no document or signature; and the database and blob store agree (no orphan blob, no
// half-written row).
//   SOAK_SEED=… SOAK_RUNS=… SOAK_CLAIMS=… to replay or lengthen it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyOnServer } from './claim-check.ts';
import { createDevice, registerPassenger, type DocSpec, type QueuedClaim } from './device.ts';
import { startFaultProxy, type Fault, type FaultKind, type FaultProxy } from './fault-proxy.ts';
import { createServerProcess, freePort, ROOT, type ServerProcess } from './server-process.ts';
import { checkStore, sweepAfterGrace } from './store-consistency.ts';

const SEED = Number(process.env.SOAK_SEED ?? 20_261_004);
const RUNS = Number(process.env.SOAK_RUNS ?? 2);
const MAX_CLAIMS = Number(process.env.SOAK_CLAIMS ?? 6);
/** Each run must finish its drain within this (wall clock): the soak always stops by itself. */
const RUN_DEADLINE_MS = 100_000;
const FAULT_SCHEDULE_LENGTH = 400;

// Names that must arrive as typed: quotes, SQL and script metacharacters, other scripts.
const LAST_NAMES = ["O'Brien", 'Zoë-Łukasiewicz', "Robert'); DROP TABLE claims;--", '<script>alert(1)</script>', 'Δημητρίου', '山田', 'Smith'];

const docArb: fc.Arbitrary<DocSpec> = fc.record({
  kind: fc.constantFrom('pdf' as const, 'png' as const, 'jpeg' as const),
  size: fc.integer({ min: 500, max: 400_000 }),
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
});

const claimArb = fc.record({
  lastName: fc.constantFrom(...LAST_NAMES),
  documents: fc.array(docArb, { minLength: 1, maxLength: 3 }),
  additionalPassengers: fc.integer({ min: 0, max: 2 }),
  /** Queued after this many drain passes, so claims join while others are on their way. */
  queueAfterPass: fc.integer({ min: 0, max: 6 }),
});

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Fault>({ kind: 'pass' }) },
  { weight: 1, arbitrary: fc.constant<Fault>({ kind: 'drop' }) },
  { weight: 1, arbitrary: fc.double({ min: 0.05, max: 0.95, noNaN: true }).map<Fault>((fraction) => ({ kind: 'cut-request', fraction })) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1500 }).map<Fault>((ms) => ({ kind: 'delay', ms })) },
  { weight: 1, arbitrary: fc.constant<Fault>({ kind: 'lose-response' }) },
  { weight: 1, arbitrary: fc.constantFrom(500 as const, 502 as const, 503 as const).map<Fault>((status) => ({ kind: 'status-after', status })) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        status: fc.constantFrom(429 as const, 500 as const, 502 as const, 503 as const),
        retryAfter: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
      })
      .map<Fault>(({ status, retryAfter }) => (retryAfter === undefined ? { kind: 'status', status } : { kind: 'status', status, retryAfter })),
  },
);

const restartArb = fc.record({
  atRequest: fc.integer({ min: 2, max: 45 }),
  delayMs: fc.integer({ min: 0, max: 200 }),
  signal: fc.constantFrom('SIGTERM' as const, 'SIGKILL' as const),
});

const scenarioArb = fc.record({
  claims: fc.array(claimArb, { minLength: Math.min(4, MAX_CLAIMS), maxLength: MAX_CLAIMS }),
  faults: fc.array(faultArb, { minLength: FAULT_SCHEDULE_LENGTH, maxLength: FAULT_SCHEDULE_LENGTH }),
  restarts: fc.uniqueArray(restartArb, { minLength: 1, maxLength: 3, selector: (r) => r.atRequest }),
  deviceSeed: fc.integer({ min: 1, max: 2 ** 30 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

interface Figures {
  runs: number;
  claims: number;
  documents: number;
  requests: number;
  faults: Partial<Record<FaultKind, number>>;
  restarts: { SIGTERM: number; SIGKILL: number };
  duplicates: number;
  losses: number;
  corrupt: number;
  drainPasses: number;
}

const figures: Figures = {
  runs: 0,
  claims: 0,
  documents: 0,
  requests: 0,
  faults: {},
  restarts: { SIGTERM: 0, SIGKILL: 0 },
  duplicates: 0,
  losses: 0,
  corrupt: 0,
  drainPasses: 0,
};

let server: ServerProcess;
let proxy: FaultProxy;
/** The schedule of the run in progress; the proxy reads it. */
let current: { scenario: Scenario; restarting: Promise<void> } | null = null;
let restartChain: Promise<void> = Promise.resolve();
/** Proxy request index where the current run started (its schedule counts from there). */
let runStart = 0;

function restart(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  // One restart at a time; a kill during a restart waits for it.
  restartChain = restartChain.then(async () => {
    figures.restarts[signal] += 1;
    await server.stop(signal);
    await server.start();
  });
  return restartChain;
}

beforeAll(async () => {
  const port = await freePort();
  proxy = await startFaultProxy({
    upstreamPort: port,
    faultFor: (index) => current?.scenario.faults[index - runStart] ?? { kind: 'pass' },
    onRequest: (index) => {
      const event = current?.scenario.restarts.find((r) => r.atRequest === index - runStart);
      if (event && current)
        current.restarting = current.restarting.then(() => new Promise((r) => setTimeout(r, event.delayMs))).then(() => restart(event.signal));
    },
  });
  // The announced origin is the proxy's: what the device reaches. PostgreSQL has no DATA_DIR lock
  // to release held keys at start, so its lease is shortened to keep the soak within its time.
  server = await createServerProcess({ port, publicOrigin: proxy.url, env: process.env.DATABASE_URL ? { IDEMPOTENCY_LEASE_SECONDS: '10' } : {} });
  await server.start();
}, 120_000);

afterAll(async () => {
  await restartChain.catch(() => {});
  await proxy?.close();
  await server?.dispose();
});

async function runScenario(scenario: Scenario, run: number): Promise<void> {
  runStart = proxy.stats.requests;
  current = { scenario, restarting: Promise.resolve() };
  const email = `soak-${run}-${scenario.deviceSeed}@example.com`;
  await registerPassenger(server.url, email, 'correct horse battery');
  const device = await createDevice({ apiOrigin: proxy.url, idpOrigin: server.url, email, password: 'correct horse battery', seed: scenario.deviceSeed });
  try {
    const waiting = [...scenario.claims];
    const queued: QueuedClaim[] = [];
    const deadline = Date.now() + RUN_DEADLINE_MS;
    let pass = 0;
    while (Date.now() < deadline) {
      for (const claim of waiting.filter((c) => c.queueAfterPass <= pass)) {
        queued.push(await device.queueClaim(claim));
        waiting.splice(waiting.indexOf(claim), 1);
      }
      await device.drainOnce().catch(() => undefined);
      pass += 1;
      const unsent = await device.db.claims.filter((c) => c.syncState !== 'sent').count();
      if (waiting.length === 0 && unsent === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await current.restarting;
    await restartChain;
    figures.drainPasses += pass;

    const states = await device.db.claims.toArray();
    const stuck = states.filter((c) => c.syncState !== 'sent');
    expect(
      stuck.map((c) => `${c.id} ${c.syncState} ${JSON.stringify(c.problem)}`),
      `run ${run}: every claim is sent before the deadline`,
    ).toEqual([]);
    expect(waiting, `run ${run}: every claim was queued`).toEqual([]);
    // Privacy: once sent, nothing of the documents or signatures stays on the device.
    expect(await device.db.attachments.count()).toBe(0);
    expect(await device.db.signatures.count()).toBe(0);
    expect(await device.db.outbox.count()).toBe(0);

    const result = await verifyOnServer(server.url, device, queued);
    figures.claims += queued.length;
    figures.documents += queued.reduce((n, c) => n + c.documents.length, 0);
    figures.duplicates += result.duplicates;
    figures.losses += result.losses;
    figures.corrupt += result.corrupt;
    expect(result.problems, `run ${run}`).toEqual([]);
    expect(result.duplicates).toBe(0);
    expect(result.losses).toBe(0);
  } finally {
    current = null;
    figures.runs += 1;
    await device.close();
  }
}

describe('the sync soak', () => {
  it('delivers every claim exactly once, whole, through dropped and cut connections, errors and server kills', async () => {
    const started = Date.now();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        await runScenario(scenario, run++);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    // The store as the server left it, with the server stopped (PGlite has one owner at a time).
    await server.stop('SIGTERM');
    const sweptAfterGrace = server.databaseUrl ? await sweepAfterGrace(server.dataDir, server.databaseUrl) : [];
    const store = await checkStore(server.dataDir, server.databaseUrl);
    figures.requests = proxy.stats.requests;
    figures.faults = { ...proxy.stats.faults, ...(proxy.stats.upstreamDown ? { 'upstream-down': proxy.stats.upstreamDown } : {}) } as Figures['faults'];
    const swept = [...server.output().matchAll(/"count":(\d+).*deleted blobs no row refers to/g)].reduce((n, m) => n + Number(m[1]), 0);
    const faultTotal = Object.values(proxy.stats.faults).reduce((n, v) => n + (v ?? 0), 0);
    const seconds = Math.round((Date.now() - started) / 1000);
    const database = server.databaseUrl ? 'postgresql' : 'pglite';
    const line =
      `SOAK seed=${SEED} db=${database} runs=${figures.runs} claims=${figures.claims} documents=${figures.documents} requests=${figures.requests} ` +
      `faults=${faultTotal} ${JSON.stringify(proxy.stats.faults)} gateway502=${proxy.stats.upstreamDown} restarts=SIGTERM:${figures.restarts.SIGTERM},SIGKILL:${figures.restarts.SIGKILL} ` +
      `orphan-blobs-swept-at-restart=${swept} swept-after-grace=${sweptAfterGrace.length} duplicates=${figures.duplicates} losses=${figures.losses} corrupt=${figures.corrupt} duration=${seconds}s`;
    console.log(line);
    mkdirSync(path.join(ROOT, 'tests/.results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, `tests/.results/soak-${database}.json`),
      JSON.stringify({ line, seed: SEED, database, ...figures, faultTotal, swept, seconds, store }, null, 2),
    );

    expect(store.claims).toBe(figures.claims);
    expect(store.documents).toBe(figures.documents);
    expect(store.signatures).toBe(figures.claims);
    expect(store.orphanBlobs).toEqual([]);
    expect(store.brokenRows).toEqual([]);
    expect(store.halfWritten).toEqual([]);
    expect(store.tempFiles).toEqual([]);
    expect(store.heldKeys).toBe(0);
    // Documents, signatures, and each signed mandate's PDF the server had printed (in the background) by then.
    expect(store.blobs).toBe(figures.documents + figures.claims + store.mandateBlobs);
    expect(figures.duplicates + figures.losses + figures.corrupt).toBe(0);
    expect(faultTotal).toBeGreaterThan(0);
  }, 400_000);
});
