// `npm run bench:strike-day` (issue #37): a strike day on the scale-out set-up of test:scale — three
// instances behind nginx on PostgreSQL, redis-server and s3rver — with a real SMTP server on
// loopback (Debian's aiosmtpd, counting Message-IDs). STRIKE_CLAIMS passengers (default 10,000)
// over ~200 flights each file one whole claim (create, one document, the signature) with the PWA
// outbox's retries and Idempotency-Keys; agents then send the demand letters in bulk, one action per
// flight; the queue's first page, a filter by flight and a search are timed throughout. Prints one
// line per figure next to its limit measured in this run, then the lost/duplicated/stuck counts.
// Exits 1 only when one of those is above 0, never on a time.
//   STRIKE_CLAIMS=2000 STRIKE_CONCURRENCY=20 STRIKE_CPU_PROF=dir (profiles instance 1)
//   STRIKE_TIMELINE=file (a line every 2 s: cores by process, letters, jobs waiting and in hand)
//   STRIKE_ROUTING=round-robin (every request over all three instances, not the agents on one of their own)
import crypto from 'node:crypto';
import pg from 'pg';
import { startRedis } from '../api/redis-process.ts';
import { createServerProcess, freePort, type ServerProcess } from '../api/server-process.ts';
import { runHarness } from '../shared/owned-processes.ts';
import { startNginx } from '../scale/nginx.ts';
import { startPostgres } from '../scale/postgres.ts';
import { countDay, unfinishedJobs } from './strike/checks.ts';
import { fileClaim, limits, percentile, pool, signIn, type IntakeStats, type Passenger } from './strike/intake.ts';
import { barePrintRate, lettersHtml } from './strike/print-limit.ts';
import { peakRss, pidOf, startChild, startS3Child, storeBytes, type S3Child } from './strike/processes.ts';
import { cpuSnapshot, cpuSpent, parentPid, type CpuGroups } from './strike/cpu-accounting.ts';
import { clearRateLimits, makeAccounts, type Staff } from './strike/setup.ts';
import { startSmtpCounter } from './strike/smtp-counter.ts';
import type { ProbeFigures } from './strike/queue-probe.ts';
import { startTimeline } from './strike/timeline.ts';

const CLAIMS = Number(process.env.STRIKE_CLAIMS ?? 10_000);
const CONCURRENCY = Number(process.env.STRIKE_CONCURRENCY ?? 20);
const BARE_CLAIMS = Math.min(CLAIMS, Number(process.env.STRIKE_BARE_CLAIMS ?? 400));
const LETTERS_DEADLINE_MS = Number(process.env.STRIKE_LETTERS_DEADLINE_S ?? 1800) * 1000;
const AIRLINE = 'claims@lufthansa.test';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const line = (what: string, value: string, limit: string) => console.log(`STRIKE ${what.padEnd(8)} ${value.padEnd(52)} | ${limit}`);
const ms = (n: number) => `${Math.round(n)} ms`;
const intakeFigures = (stats: IntakeStats, elapsed: number) =>
  `${((stats.latencies.length / elapsed) * 1000).toFixed(1)} claims/s, p50 ${ms(percentile(stats.latencies, 50))} p95 ${ms(percentile(stats.latencies, 95))} p99 ${ms(percentile(stats.latencies, 99))}`;
const newStats = (): IntakeStats => ({ latencies: [], retries: 0, replays: 0, refused: [] });

async function api(origin: string, who: Staff, method: string, path: string, body?: unknown): Promise<Response> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = who.token ?? (who.token = await signIn(origin, { index: 0, lastName: '', flight: { number: '', date: '' }, ...who }));
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status !== 401) return res;
    who.token = undefined;
  }
  throw new Error(`${method} ${path}: still 401`);
}

/** Rounds of the bare route after its warm-up: its median round is the limit, as for the printer. */
const BARE_ROUNDS = 3;
const BARE_WARM_UP = 100;

/**
 * The intake limit: the same passengers' claims through the bare route, each round's rows removed
 * after it. The product's instances are warm by then (the passengers signed in through them), so the
 * bare route first files a warm-up round too; a cold first round flattered the ratio.
 */
async function bareIntake(databaseUrl: string, issuer: string, s3: S3Child, passengers: Passenger[]) {
  const bare = await startChild('tests/bench/strike/bare-intake.ts', [
    databaseUrl,
    issuer,
    JSON.stringify({ ...s3.options, bucket: `${s3.options.bucket}-bare` }),
  ]);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const round = async (filers: Passenger[]) => {
    const stats = newStats();
    const ids: string[] = [];
    const elapsed = await pool(filers, CONCURRENCY, async (p) => {
      const id = await fileClaim(bare.info.url as string, p, stats, { n: 0 });
      if (id) ids.push(id);
    });
    await db.query('delete from claims where id = any($1::uuid[])', [ids]);
    await db.query("delete from idempotency_keys where method_path like 'BARE %'");
    return { stats, elapsed };
  };
  try {
    await round(passengers.slice(0, BARE_WARM_UP));
    const rounds = [];
    for (let i = 0; i < BARE_ROUNDS; i++) rounds.push(await round(passengers));
    return rounds.sort((a, b) => a.elapsed - b.elapsed)[Math.floor(BARE_ROUNDS / 2)]!;
  } finally {
    await bare.stop();
    await db.end();
  }
}

/** Every flight's claims, found by the queue's filter, sent in one bulk action each (three agents at once). */
async function sendLetters(origin: string, agents: Staff[], flights: number): Promise<{ queued: number; skipped: number }> {
  const totals = { queued: 0, skipped: 0 };
  const numbers = Array.from({ length: flights }, (_, i) => `LH${1000 + i}`);
  let next = 0;
  await Promise.all(
    agents.map(async (agent) => {
      while (next < numbers.length) {
        const flight = numbers[next++]!;
        const ids: string[] = [];
        for (let page = 1; ; page++) {
          const res = await api(origin, agent, 'GET', `/api/backoffice/claims?q=${flight}&status=submitted&per_page=100&page=${page}`);
          const body = (await res.json()) as { data: { id: string }[] };
          ids.push(...body.data.map((c) => c.id));
          if (body.data.length < 100) break;
        }
        for (let i = 0; i < ids.length; i += 500) {
          const res = await api(origin, agent, 'POST', '/api/backoffice/letters/send', { claim_ids: ids.slice(i, i + 500) });
          const counts = ((await res.json()) as { counts?: Record<string, number> }).counts ?? {};
          totals.queued += counts.queued ?? 0;
          totals.skipped += (counts['already-sent'] ?? 0) + (counts['already-queued'] ?? 0);
        }
      }
    }),
  );
  return totals;
}

async function main(): Promise<number> {
  const started = Date.now();
  const runId = crypto.randomBytes(4).toString('hex');
  const postgres = await startPostgres();
  const redis = await startRedis();
  const s3 = await startS3Child('flightclaim-strike');
  const smtp = await startSmtpCounter();
  const balancerPort = await freePort();
  const origin = `http://127.0.0.1:${balancerPort}`;
  const env = {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_REDIS_URL: redis.url,
    OIDC_KEY_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    BLOB_STORE: 's3',
    S3_ENDPOINT: s3.options.endpoint,
    S3_BUCKET: s3.options.bucket,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    SMTP_URL: smtp.url,
    WRITES_PER_USER_PER_MINUTE: '1000',
    MAX_CONNECTIONS_PER_IP: '1000',
    SHUTDOWN_DRAIN_SECONDS: '2',
    // A phone keeps its session through the day (it would refresh; the bench signs in once).
    ACCESS_TOKEN_TTL: '3600',
  };
  const instances: ServerProcess[] = [];
  for (let i = 0; i < 3; i++) {
    const profile: Record<string, string> =
      i === 0 && process.env.STRIKE_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.STRIKE_CPU_PROF}` } : {};
    const instance = await createServerProcess({ publicOrigin: origin, databaseUrl: postgres.url, env: { ...env, ...profile } });
    instances.push(instance);
    await instance.start();
  }
  // The back office on an instance of its own, the passengers on the others (src/server/README.md,
  // several instances); STRIKE_ROUTING=round-robin sends every request round robin over all three.
  const routing = process.env.STRIKE_ROUTING === 'round-robin' ? {} : { agentsOn: instances.length - 1 };
  const nginx = await startNginx(
    balancerPort,
    instances.map((s) => s.port),
    undefined,
    routing,
  );
  const accounts = await makeAccounts(postgres.url, CLAIMS, runId);
  limits.onSignInLimited = () => clearRateLimits(redis.url);
  const channel = await api(origin, accounts.admin, 'PUT', '/api/backoffice/airlines/LH/claim-channel', {
    channels: [{ kind: 'email', address: AIRLINE, languages: ['en'] }],
    source: 'strike day',
  });
  if (!channel.ok) throw new Error(`the airline's channel was not set: ${channel.status} ${await channel.text()}`);
  const signInTime = await pool(accounts.passengers, 8, (p) => signIn(origin, p));
  console.log(`set-up: ${CLAIMS} passengers on ${accounts.flights} flights signed in in ${Math.round(signInTime / 1000)} s; ${CONCURRENCY} at once`);

  const limit = await bareIntake(postgres.url, `${origin}/realms/claims`, s3, accounts.passengers.slice(0, BARE_CLAIMS));
  const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  const sizeBefore = Number((await db.query('select pg_database_size(current_database()) as n')).rows[0].n);

  const backend = Number((await db.query('select pg_backend_pid() as pid')).rows[0].pid);
  const groups: CpuGroups = {
    instances: instances.map(pidOf).filter((pid) => pid !== undefined),
    named: { s3rver: s3.pid, 'SMTP server': smtp.pid, nginx: nginx.pid, redis: redis.pid },
    postmaster: parentPid(backend),
    database: new URL(postgres.url).pathname.slice(1),
    harness: process.pid,
  };
  // The agent's probe starts probing at once, in its own process: its timings wait on the server, not on the harness.
  const probe = await startChild('tests/bench/strike/queue-probe-child.ts', [origin, JSON.stringify(accounts.agents[0]!)]);
  groups.named['queue probe'] = probe.pid;
  const cpuBefore = cpuSnapshot(groups);
  const timeline = process.env.STRIKE_TIMELINE ? startTimeline(process.env.STRIKE_TIMELINE, db, groups) : null;
  timeline?.phase('intake');
  const stats = newStats();
  const opCounter = { n: 0 };
  const intakeTime = await pool(accounts.passengers, CONCURRENCY, (p) => fileClaim(origin, p, stats, opCounter));
  const underIntake = await probe.ask<ProbeFigures>('take');
  const cpuIntake = cpuSnapshot(groups);

  const lettersStarted = performance.now();
  timeline?.phase('letters');
  const sent = await sendLetters(origin, accounts.agents.slice(1), accounts.flights);
  const airlineMails = () => smtp.received().filter((m) => m.to === AIRLINE).length;
  for (const until = Date.now() + LETTERS_DEADLINE_MS; Date.now() < until;) {
    if (airlineMails() >= sent.queued && (await unfinishedJobs(db)) === 0) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const lettersTime = performance.now() - lettersStarted;
  const underLetters = await probe.ask<ProbeFigures>('take');
  const cpuLetters = cpuSnapshot(groups);
  await timeline?.stop();
  const atRest = await probe.ask<ProbeFigures>('run 20');
  await probe.stop();

  const pdfs = Number(
    (await db.query('select count(*) as n from claim_letters where created_at > now() - make_interval(secs => $1)', [lettersTime / 1000 + 5])).rows[0].n,
  );
  const sample = (await db.query<{ id: string }>("select claim_id as id from claim_letters where kind = 'demand' limit 40")).rows.map((r) => r.id);
  const bareRate = await barePrintRate(CHROMIUM, await lettersHtml(postgres.url, s3.options, sample, origin));
  const mails = smtp.received().length;
  const sizeAfter = Number((await db.query('select pg_database_size(current_database()) as n')).rows[0].n);
  const rss = await peakRss(instances);
  const blobBytes = storeBytes(s3.info.directory as string, s3.options.bucket);
  const counts = await countDay(db, accounts.userIds, smtp, stats.refused.length);
  await db.end();

  const perThousand = (bytes: number) => `${(((bytes / CLAIMS) * 1000) / 1024 / 1024).toFixed(1)} MB`;
  const lettersMin = lettersTime / 60_000;
  const routed = routing.agentsOn === undefined ? 'every request round robin' : 'agents on instance 3, passengers on 1 and 2';
  console.log(`\nSTRIKE DAY claims=${CLAIMS} flights=${accounts.flights} concurrency=${CONCURRENCY}; ${routed} (limits measured in this run)`);
  line(
    'intake',
    intakeFigures(stats, intakeTime),
    `bare Fastify+pg+S3: ${intakeFigures(limit.stats, limit.elapsed)} (${BARE_CLAIMS} claims, warm, median of ${BARE_ROUNDS} rounds)`,
  );
  line(
    '',
    `${(stats.latencies.length / (intakeTime / 1000) / (limit.stats.latencies.length / (limit.elapsed / 1000))).toFixed(2)} of the limit; ${stats.retries} retries, ${stats.replays} answers lost and replayed`,
    'aim: 0.5',
  );
  line(
    'letters',
    `${(pdfs / lettersMin).toFixed(0)} PDFs/min (${pdfs} PDFs, ${sent.queued} claims, ${Math.round(lettersTime / 1000)} s)`,
    `bare Chromium, same HTML: ${bareRate.toFixed(0)} PDFs/min (warm, median of 3 rounds)`,
  );
  line(
    'mails',
    `${(mails / ((lettersTime + intakeTime) / 60_000)).toFixed(0)}/min over the day (${mails} received, ${airlineMails()} to the airline)`,
    'each Message-ID once: see duplicated',
  );
  line(
    'queue',
    `p95 ${ms(underIntake.p95)} during intake, ${ms(underLetters.p95)} during letters (${underIntake.n + underLetters.n} reads)`,
    `at rest after the day: p95 ${ms(atRest.p95)}`,
  );
  line(
    'memory',
    `peak RSS ${rss.map((r) => `${Math.round(r / 1024)} MB`).join(', ')}`,
    `per 1,000 claims: DB ${perThousand(sizeAfter - sizeBefore)}, blobs ${perThousand(blobBytes)}`,
  );
  line('cpu', `intake: ${cpuSpent(cpuBefore, cpuIntake)}`, `letters: ${cpuSpent(cpuIntake, cpuLetters)}`);
  line('counts', `lost=${counts.lost} duplicated=${counts.duplicated} stuck=${counts.stuck}`, counts.details.join('; ') || 'all whole, once, done');
  console.log(`STRIKE duration=${Math.round((Date.now() - started) / 1000)}s refused=${stats.refused.slice(0, 5).join(',')}`);
  return counts.lost + counts.duplicated + counts.stuck > 0 ? 1 : 0;
}

runHarness(main);
