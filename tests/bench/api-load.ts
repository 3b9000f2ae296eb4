// `npm run bench:api`: the API under load with autocannon, on loopback, bounded in time.
// GET /api/claims and POST /api/claims (a fresh Idempotency-Key and client id per request) at 50
// connections for 20 s each, on PGlite, and on PostgreSQL when DATABASE_URL is set. On PostgreSQL
// the same run also loads a bare Fastify + pg route doing the same queries on the same database
// (bare-claims.ts) and prints the project's share of its throughput (aim: at least 0.7).
// Prints requests per second, p50/p99 latency and the error count (which must be 0).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { startBareClaims } from './bare-claims.ts';
import { passwordSignIn, registerAtRealm } from '../shared/realm-account.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

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

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(server: Pick<RunningServer, 'url'>, token: string, name: string, method: 'GET' | 'POST'): Promise<Figures> {
  const result = await autocannon({
    url: `${server.url}/api/claims`,
    connections: CONNECTIONS,
    duration: DURATION_S,
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
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function benchOn(label: string, env: Record<string, string>): Promise<Figures[]> {
  // The access token must outlive the run.
  // The per-account quota and write rate would answer 429 after 20 claims: raised for the load.
  const server = await startServer({
    ACCESS_TOKEN_TTL: '3600',
    LOG_LEVEL: 'error',
    CLAIMS_PER_USER_PER_DAY: '100000',
    WRITES_PER_USER_PER_MINUTE: '100000',
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
    if (!env.DATABASE_URL)
      return [await load(server, token, `${label} GET /api/claims`, 'GET'), await load(server, token, `${label} POST /api/claims`, 'POST')];
    // Both GETs see the same 20 claims, so each GET runs before either POST.
    const bare = await startBareClaims(env.DATABASE_URL, `${server.url}/realms/claims`, 'flightclaim-api');
    try {
      const get = await load(server, token, `${label} GET /api/claims`, 'GET');
      const bareGet = await load(bare, token, `${label} bare GET`, 'GET');
      const post = await load(server, token, `${label} POST /api/claims`, 'POST');
      const barePost = await load(bare, token, `${label} bare POST`, 'POST');
      ratios.push(
        `${label} GET /api/claims: ${(get.rps / bareGet.rps).toFixed(2)} of the bare route`,
        `${label} POST /api/claims: ${(post.rps / barePost.rps).toFixed(2)} of the bare route`,
      );
      return [get, bareGet, post, barePost];
    } finally {
      await bare.close();
    }
  } finally {
    await server.stop();
  }
}

const ratios: string[] = [];
const rows = await benchOn('PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  // A fresh database per run: the identity keys stored by an earlier run are sealed with its DATA_DIR's key.
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `bench_api_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    rows.push(...(await benchOn('PostgreSQL', { DATABASE_URL: url.href })));
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
console.log('run                                 req/s    p50 ms   p99 ms   requests  errors');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.requests).padStart(10)} ${String(r.errors).padStart(7)}`,
  );
}
if (ratios.length > 0) console.log(`\nThroughput against the bare Fastify + pg route (aim: 0.7 or more)\n${ratios.join('\n')}`);
process.exit(rows.every((r) => r.errors === 0) ? 0 : 1);
