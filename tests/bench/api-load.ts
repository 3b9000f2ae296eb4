// `npm run bench:api`: the API under load with autocannon, on loopback, bounded in time.
// GET /api/claims and POST /api/claims (a fresh Idempotency-Key and client id per request) at 50
// connections, on PGlite, and on PostgreSQL when DATABASE_URL is set. On PostgreSQL the same run
// also loads a bare Fastify + pg route doing the same statements on the same database, in its own
// process like the server (bare-claims.ts), and prints the project's share of its throughput
// (aim: at least 0.8). The two are loaded in turns (project, bare, bare, project…), so a neighbour's
// burst on the shared machine lands on both. Besides requests per second it prints what noise
// moves less: the server process's CPU time per request (from /proc) and PostgreSQL's count of
// transactions per request (each statement outside BEGIN is one: for GET, the statements).
// BENCH_DURATION (s per turn, default 10), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 50),
// BENCH_PGLITE=0 skips PGlite, BENCH_METHODS=GET loads only GET, BENCH_PROFILE=DIR writes the server's CPU profile there. Prints p50/p99 latency and the error count (which must be 0).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { startBareClaims } from './bare-claims.ts';
import { passwordSignIn, registerAtRealm } from '../shared/realm-account.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_S = 3;
const CLOCK_TICKS_PER_S = 100;
const METHODS = (process.env.BENCH_METHODS ?? 'GET,POST').split(',') as ('GET' | 'POST')[];

async function userToken(server: RunningServer): Promise<string> {
  const email = `load-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const realm = `${server.url}/realms/claims`;
  await registerAtRealm(realm, { email, password, firstName: 'Load', lastName: 'Test' });
  return (await passwordSignIn(realm, email, password, { origin: server.url })).access_token;
}

function claimBody(): string {
  return JSON.stringify({
    id: randomUUID(),
    passenger: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    flight: {
      disruption_type: 'delayed',
      flight_number: 'LH400',
      departure_date: '2026-10-01',
      departure_airport: 'FRA',
      arrival_airport: 'JFK',
      arrival_delay_minutes: 240,
    },
    booking_reference: 'ABC123',
  });
}

interface Target {
  url: string;
  /** The serving process, for its CPU time. */
  pid: number;
}

interface Figures {
  name: string;
  requests: number;
  seconds: number;
  p50: number[];
  p99: number[];
  errors: number;
  cpuMs: number;
  /** CPU time of this process (autocannon) while it loaded the target. */
  loadCpuMs: number;
  ioCalls: number;
  statements: number | null;
}

/** User + system CPU time of a process, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Read and write system calls of a process so far (writev and sendmsg count as writes). */
function ioCalls(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  return Number(/syscr: (\d+)/.exec(io)![1]) + Number(/syscw: (\d+)/.exec(io)![1]);
}

/** Transactions committed on the database so far (PostgreSQL's statistics, flushed within a second). */
async function transactions(admin: pg.Client | null, database: string): Promise<number | null> {
  if (!admin) return null;
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const { rows } = await admin.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [database]);
  return Number(rows[0]!.n);
}

async function loadOnce(
  target: Target,
  token: string,
  method: 'GET' | 'POST',
  into: Figures,
  stats: { admin: pg.Client | null; database: string },
  seconds = DURATION_S,
) {
  const cpuBefore = cpuMs(target.pid);
  const loadBefore = process.cpuUsage();
  const ioBefore = ioCalls(target.pid);
  const txBefore = await transactions(stats.admin, stats.database);
  const result = await autocannon({
    url: `${target.url}/api/claims`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      method === 'GET'
        ? { method, headers: { authorization: `Bearer ${token}` } }
        : {
            method,
            setupRequest: (request) => ({
              ...request,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: claimBody(),
            }),
          },
    ],
  });
  into.cpuMs += cpuMs(target.pid) - cpuBefore;
  const load = process.cpuUsage(loadBefore);
  into.loadCpuMs += (load.user + load.system) / 1000;
  into.ioCalls += ioCalls(target.pid) - ioBefore;
  const txAfter = await transactions(stats.admin, stats.database);
  if (txBefore !== null && txAfter !== null) into.statements = (into.statements ?? 0) + txAfter - txBefore;
  into.requests += result.requests.total;
  into.seconds += seconds;
  into.p50.push(result.latency.p50);
  into.p99.push(result.latency.p99);
  into.errors += result.errors + result.timeouts + result.non2xx;
}

const empty = (name: string): Figures => ({ name, requests: 0, seconds: 0, p50: [], p99: [], errors: 0, cpuMs: 0, loadCpuMs: 0, ioCalls: 0, statements: null });

/** The project and the bare route in turns, ROUNDS times, the order flipped every round. */
async function inTurns(targets: [string, Target][], token: string, method: 'GET' | 'POST', stats: { admin: pg.Client | null; database: string }) {
  const figures = targets.map(([name]) => empty(name));
  // An unmeasured turn each first: compiling the response serializer and JIT warm-up are not the steady state.
  for (const [name, target] of targets) await loadOnce(target, token, method, empty(name), stats, WARM_UP_S);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? targets.map((_, i) => i) : targets.map((_, i) => targets.length - 1 - i);
    for (const i of order) await loadOnce(targets[i]![1], token, method, figures[i]!, stats);
  }
  return figures;
}

async function benchOn(label: string, env: Record<string, string>, admin: pg.Client | null): Promise<Figures[]> {
  // The access token must outlive the run.
  // The per-account quota and write rate would answer 429 after 20 claims: raised for the load.
  const server = await startServer({
    ACCESS_TOKEN_TTL: '3600',
    LOG_LEVEL: 'error',
    CLAIMS_PER_USER_PER_DAY: '100000',
    WRITES_PER_USER_PER_MINUTE: '100000',
    // A CPU profile of the server, written when it stops (read it in Chrome's DevTools).
    ...(process.env.BENCH_PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` } : {}),
    ...env,
  });
  try {
    const token = await userToken(server);
    // A passenger with a realistic history: 20 claims listed on every GET.
    for (let i = 0; i < 20; i++) {
      const created = await fetch(`${server.url}/api/claims`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: claimBody(),
      });
      if (created.status !== 201) throw new Error(`seeding failed: ${created.status} ${await created.text()}`);
    }
    const project: Target = { url: server.url, pid: server.process.pid! };
    const stats = { admin, database: env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : '' };
    const bare = env.DATABASE_URL ? await startBareClaims(env.DATABASE_URL, `${server.url}/realms/claims`, 'flightclaim-api') : null;
    try {
      const rows: Figures[] = [];
      // Both GETs see the same 20 claims, so each GET runs before either POST.
      for (const method of METHODS) {
        const targets: [string, Target][] = [[`${label} ${method} /api/claims`, project]];
        if (bare) targets.push([`${label} bare ${method}`, { url: bare.url, pid: bare.pid }]);
        const [own, yardstick] = await inTurns(targets, token, method, stats);
        rows.push(own!);
        if (!yardstick) continue;
        rows.push(yardstick);
        const cpuShare = yardstick.cpuMs / yardstick.requests / (own!.cpuMs / own!.requests);
        ratios.push(
          `${label} ${method} /api/claims: ${(rps(own!) / rps(yardstick)).toFixed(2)} of its requests per second, ${cpuShare.toFixed(2)} by CPU time per request`,
        );
      }
      return rows;
    } finally {
      await bare?.close();
    }
  } finally {
    await server.stop();
  }
}

const rps = (f: Figures) => f.requests / f.seconds;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ratios: string[] = [];
const rows = process.env.BENCH_PGLITE === '0' ? [] : await benchOn('PGlite', { DATABASE_URL: '' }, null);
if (process.env.DATABASE_URL) {
  // A fresh database per run: the identity keys stored by an earlier run are sealed with its DATA_DIR's key.
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `bench_api_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    rows.push(...(await benchOn('PostgreSQL', { DATABASE_URL: url.href }, admin)));
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\n${CONNECTIONS} connections, ${ROUNDS} turns of ${DURATION_S} s each, loopback`);
console.log(
  'run                                 req/s    p50 ms   p99 ms   requests  errors  server CPU ms/req  db transactions/req  read+write calls/req  autocannon CPU ms/req',
);
for (const r of rows) {
  const statements = r.statements === null ? '' : (r.statements / r.requests).toFixed(2);
  console.log(
    `${r.name.padEnd(34)} ${rps(r).toFixed(0).padStart(7)} ${String(median(r.p50)).padStart(9)} ${String(median(r.p99)).padStart(8)} ${String(r.requests).padStart(10)} ${String(r.errors).padStart(7)} ${(r.cpuMs / r.requests).toFixed(2).padStart(18)} ${statements.padStart(19)} ${(r.ioCalls / r.requests).toFixed(1).padStart(21)} ${(r.loadCpuMs / r.requests).toFixed(2).padStart(22)}`,
  );
}
if (ratios.length > 0) console.log(`\nThroughput against the bare Fastify + pg route, same run (aim: 0.8 or more)\n${ratios.join('\n')}`);
process.exit(rows.every((r) => r.errors === 0) ? 0 : 1);
