// npm run test:scale: the scale-out on one machine. PostgreSQL, redis-server, an S3-compatible
// server (s3rver), three API instances sharing them, nginx balancing over them; devices (the
// app's real offline layer, tests/api/device.ts) send claims with retries through the fault proxy
// and nginx while one instance is SIGKILLed and restarted and another restarted gracefully.
// Proves: every claim arrives once and whole, the token rate limit is global (not x3), the client
// IP comes through X-Forwarded-For (TRUST_PROXY), and an idempotent retry on another instance gets
// the stored answer, a queued e-mail job runs once across the three, and a rolling restart of all three fails no request. Prints one SCALE line; exits 1 on a duplicate, a loss or a failed check.
//   SCALE_CLAIMS=… SCALE_SEED=… to change it. Not part of npm test (it takes a few minutes).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { verifyOnServer } from '../api/claim-check.ts';
import { claimPayload } from '../api/claims-helpers.ts';
import { createDevice, prng, registerPassenger, type Device, type QueuedClaim } from '../api/device.ts';
import { startFaultProxy, type Fault } from '../api/fault-proxy.ts';
import { startRedis } from '../api/redis-process.ts';
import { startS3Server } from '../api/blobs-s3-server.ts';
import { createServerProcess, freePort, type ServerProcess } from '../api/server-process.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/rate-limits.ts';
import { atCleanup, runHarness } from '../shared/owned-processes.ts';
import { deliveryFileName } from '../../src/server/identity/mailer.ts';
import { startNginx } from './nginx.ts';
import { startPostgres } from './postgres.ts';

const CLAIMS = Number(process.env.SCALE_CLAIMS ?? 30);
const SEED = Number(process.env.SCALE_SEED ?? 20_261_126);
const DEVICES = 3;
const DEADLINE_MS = 300_000;
const PASSWORD = 'correct horse battery';

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

function faultSchedule(seed: number): (index: number) => Fault {
  const random = prng(seed);
  const faults: Fault[] = Array.from({ length: 2000 }, () => {
    const r = random();
    if (r < 0.8) return { kind: 'pass' };
    if (r < 0.84) return { kind: 'drop' };
    if (r < 0.88) return { kind: 'cut-request', fraction: 0.5 };
    if (r < 0.92) return { kind: 'lose-response' };
    if (r < 0.96) return { kind: 'status-after', status: 502 };
    return { kind: 'status', status: 503, retryAfter: 1 };
  });
  return (index) => faults[index % faults.length]!;
}

/** 30 failed token requests from one client (X-Forwarded-For) over the three instances, then 429. */
async function rateLimitIsGlobal(balancer: string): Promise<void> {
  const limit = DEFAULT_RATE_LIMITS.tokenPerIp.max;
  const statuses: number[] = [];
  for (let i = 0; i < limit + 3; i++) {
    const response = await fetch(`${balancer}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.77' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: `nobody-${i}@example.com`, password: 'wrong' }).toString(),
    });
    statuses.push(response.status);
  }
  const first429 = statuses.indexOf(429);
  check(
    first429 === limit && statuses.slice(limit).every((s) => s === 429),
    `rate limit global: first 429 at request ${first429 + 1} (limit ${limit}, 3 instances)`,
  );
  const other = await fetch(`${balancer}/realms/claims/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.78' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: 'nobody@example.com', password: 'wrong' }).toString(),
  });
  check(other.status === 400, `another client IP (X-Forwarded-For through nginx, TRUST_PROXY) is not limited: ${other.status}`);
}

/** The same Idempotency-Key sent to two instances directly: the second answers the first's claim. */
async function idempotentAcrossInstances(a: ServerProcess, b: ServerProcess, token: string): Promise<void> {
  const key = crypto.randomUUID();
  const post = (server: ServerProcess) =>
    fetch(`${server.url}/api/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(claimPayload({ booking_reference: 'IDM001' })),
    }).then(async (r) => ({ status: r.status, id: ((await r.json()) as { data?: { id: string } }).data?.id }));
  const first = await post(a);
  const second = await post(b);
  check(
    first.status === 201 && second.status === 201 && first.id === second.id,
    `idempotent retry on another instance gets the stored answer (${first.status} ${first.id}, ${second.status} ${second.id})`,
  );
}

/** All three restarted gracefully one after another while a client keeps reading: no request fails. */
async function rollingRestart(balancer: string, instances: ServerProcess[], token: string): Promise<void> {
  let done = false;
  let requests = 0;
  const failed: string[] = [];
  const reader = (async () => {
    while (!done) {
      requests += 1;
      const status = await fetch(`${balancer}/api/claims?limit=5`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
        (e: Error) => e.message,
      );
      if (status !== 200) failed.push(String(status));
    }
  })();
  for (const instance of instances) {
    await instance.stop('SIGTERM');
    await instance.start();
  }
  done = true;
  await reader;
  check(failed.length === 0, `rolling restart of all three: ${requests} requests, ${failed.length} failed ${failed.slice(0, 5).join(' ')}`);
}

/**
 * The e-mail each filed claim queues ran once across the three instances, through the SIGKILL and
 * the restarts: every job done, and one mail per job in all the instances' mail folders together
 * (a job taken over from a killed instance must not be sent twice, nor lost).
 */
async function queuedJobsRanOnce(databaseUrl: string, instances: ServerProcess[]): Promise<{ jobs: number; twice: number; lost: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const pendingJobs = async () =>
      Number((await pool.query("select count(*) as n from notification_jobs where channel = 'email' and state = 'pending' and run_at <= now()")).rows[0].n);
    for (const until = Date.now() + 60_000; (await pendingJobs()) > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 500));
    // Due now: a co-passenger's signing reminders wait days ahead.
    const { rows } = await pool.query<{ delivery_key: string; state: string }>(
      "select delivery_key, state from notification_jobs where channel = 'email' and run_at <= now()",
    );
    const written = new Map<string, number>();
    for (const instance of instances) {
      const dir = path.join(instance.dataDir, 'mail');
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) written.set(file, (written.get(file) ?? 0) + 1);
    }
    // A job ran once when it was sent once ('done', one mail), decided against once ('dropped': the
    // passenger turned e-mail off, the notification is gone) or held unsent until the passenger
    // confirms the address ('held', no mail); 'pending' or 'dead' means it did not.
    const states = Object.fromEntries([...new Set(rows.map((job) => job.state))].map((state) => [state, rows.filter((job) => job.state === state).length]));
    const twice = rows.filter((job) => (written.get(deliveryFileName(job.delivery_key)) ?? 0) > 1).length;
    const sent = (job: { delivery_key: string }) => written.has(deliveryFileName(job.delivery_key));
    const lost = rows.filter((job) => !(job.state === 'dropped' || (job.state === 'held' && !sent(job)) || (job.state === 'done' && sent(job)))).length;
    check(
      rows.length > 0 && twice === 0 && lost === 0,
      `every queued e-mail job ran once across the instances (${rows.length} jobs ${JSON.stringify(states)}, ${twice} sent twice, ${lost} not run)`,
    );
    return { jobs: rows.length, twice, lost };
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // Each helper registers its own stop (owned-processes.ts): whatever ends this run, they run.
  const postgres = await startPostgres();
  const redis = await startRedis();
  const s3 = await startS3Server('flightclaim-scale');
  atCleanup(s3.stop);

  const balancerPort = await freePort();
  const balancer = `http://127.0.0.1:${balancerPort}`;
  const env = {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_REDIS_URL: redis.url,
    OIDC_KEY_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    BLOB_STORE: 's3',
    S3_ENDPOINT: s3.options.endpoint!,
    S3_BUCKET: s3.options.bucket,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey!,
    SHUTDOWN_DRAIN_SECONDS: '2',
    IDEMPOTENCY_LEASE_SECONDS: '10',
    WRITES_PER_USER_PER_MINUTE: '1000',
  };
  const instances: ServerProcess[] = [];
  for (let i = 0; i < 3; i++) {
    const instance = await createServerProcess({ publicOrigin: balancer, databaseUrl: postgres.url, env });
    instances.push(instance);
    await instance.start(); // one after another: the first runs the migrations and makes the keys
  }
  await startNginx(
    balancerPort,
    instances.map((s) => s.port),
  );
  console.log(
    `postgres :${new URL(postgres.url).port}, redis :${new URL(redis.url).port}, s3rver, 3 instances (${instances.map((s) => s.port).join(', ')}), nginx at ${balancer}`,
  );

  await rateLimitIsGlobal(balancer);

  const restarts = { SIGKILL: 0, SIGTERM: 0 };
  let chaos: Promise<void> = Promise.resolve();
  const restart = (instance: ServerProcess, signal: 'SIGKILL' | 'SIGTERM') => {
    chaos = chaos.then(async () => {
      console.log(`${signal} instance :${instance.port}`);
      await instance.stop(signal);
      restarts[signal] += 1;
      await instance.start();
    });
  };
  const faultFor = faultSchedule(SEED);
  const proxy = await startFaultProxy({
    upstreamPort: balancerPort,
    faultFor: (index) => faultFor(index),
    onRequest: (index) => {
      if (index === 15) restart(instances[1]!, 'SIGKILL');
      if (index === 45) restart(instances[2]!, 'SIGTERM');
    },
  });
  atCleanup(proxy.close);

  const devices: Device[] = [];
  for (let d = 0; d < DEVICES; d++) {
    const email = `scale-${d}-${SEED}@example.com`;
    await registerPassenger(balancer, email, PASSWORD);
    devices.push(await createDevice({ apiOrigin: proxy.url, idpOrigin: balancer, email, password: PASSWORD, seed: SEED + d }));
  }
  atCleanup(() => Promise.all(devices.map((d) => d.close())));

  const random = prng(SEED);
  const queued: QueuedClaim[][] = devices.map(() => []);
  for (let c = 0; c < CLAIMS; c++) {
    const d = c % DEVICES;
    const documents = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, i) => ({
      kind: (['pdf', 'png', 'jpeg'] as const)[(c + i) % 3]!,
      size: 2000 + Math.floor(random() * 60_000),
      seed: SEED + c * 10 + i,
    }));
    queued[d]!.push(await devices[d]!.queueClaim({ lastName: `Scale${c}`, documents, additionalPassengers: c % 2 }));
  }

  const deadline = Date.now() + DEADLINE_MS;
  let unsent = CLAIMS;
  while (Date.now() < deadline) {
    await Promise.all(devices.map((d) => d.drainOnce().catch(() => undefined)));
    unsent = (await Promise.all(devices.map((d) => d.db.claims.filter((c) => c.syncState !== 'sent').count()))).reduce((a, b) => a + b, 0);
    if (unsent === 0 && restarts.SIGKILL + restarts.SIGTERM === 2) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await chaos;
  check(unsent === 0, `every claim sent before the deadline (${unsent} left)`);
  check(restarts.SIGKILL === 1 && restarts.SIGTERM === 1, `restarts during the run: SIGKILL ${restarts.SIGKILL}, SIGTERM ${restarts.SIGTERM}`);

  let duplicates = 0;
  let losses = 0;
  let corrupt = 0;
  for (const [d, device] of devices.entries()) {
    const result = await verifyOnServer(balancer, device, queued[d]!);
    duplicates += result.duplicates;
    losses += result.losses;
    corrupt += result.corrupt;
    for (const problem of result.problems) console.log(`  device ${d}: ${problem}`);
  }
  check(duplicates + losses + corrupt === 0, `every claim on the server once and whole (duplicates ${duplicates}, losses ${losses}, corrupt ${corrupt})`);

  const token = (await devices[0]!.env.getAccessToken())!;
  await idempotentAcrossInstances(instances[0]!, instances[1]!, token);
  await rollingRestart(balancer, instances, token);
  const jobs = await queuedJobsRanOnce(postgres.url, instances);

  const faults = Object.values(proxy.stats.faults).reduce((n, v) => n + (v ?? 0), 0);
  const documents = queued.flat().reduce((n, c) => n + c.documents.length, 0);
  console.log(
    `SCALE seed=${SEED} instances=3 claims=${CLAIMS} documents=${documents} requests=${proxy.stats.requests} faults=${faults} ${JSON.stringify(proxy.stats.faults)} ` +
      `restarts=SIGKILL:${restarts.SIGKILL},SIGTERM:${restarts.SIGTERM} duplicates=${duplicates} losses=${losses} corrupt=${corrupt} ` +
      `email-jobs=${jobs.jobs} sent-twice=${jobs.twice} not-sent=${jobs.lost} ` +
      `checks-failed=${failures.length} duration=${Math.round((Date.now() - started) / 1000)}s`,
  );
}

// Stops everything it started on success, on a failure and on SIGTERM or SIGINT.
runHarness(async () => {
  await main();
  return failures.length > 0 ? 1 : 0;
});
