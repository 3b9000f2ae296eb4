// `npm run bench:queue`: the back-office queue at rest over 1,000,000 claims on PostgreSQL. Seeds a
// fresh database (DATABASE_URL's server; default the local test server) with BENCH_CLAIMS claims and
// their passengers (one INSERT … SELECT generate_series per table, the status-count trigger off
// during the seed and the counts rebuilt once after it), then times GET /api/backoffice/claims through the real app (token check,
// query, serialization) for the first page, a filtered page, searches, and a filter matching every
// claim (its total counted up to the cap; the counts per status come from claim_status_counts,
// kept by triggers, so nothing is cached). Prints p50/p95 in ms;
// the aim is p95 under 50 ms. The first page, a cancelled flight (its number and date), the filtered
// page and two searches also print their plans (EXPLAIN ANALYZE of the statements the request sent;
// BENCH_EXPLAIN=0 skips them). The database is dropped at the end.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { newAgent } from '../api/claims-helpers.ts';
import { bearer, createTestApp, login } from '../api/harness.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const AIM_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
process.env.DATABASE_URL ??= 'postgres://app@127.0.0.1:54329/postgres';

const t = await createTestApp();

/** The statements one request sends (its queue queries: not the token's grant), each with its plan. */
async function explain(label: string, query: string): Promise<void> {
  const sent: { text: string; values: unknown[] }[] = [];
  const query0 = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const values = (typeof config === 'string' ? args[1] : (config.values ?? args[1])) as unknown[] | undefined;
    if (/^\s*\(?\s*select/i.test(text) && !text.includes('oidc_models')) sent.push({ text, values: values ?? [] });
    return (query0 as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query0;
  try {
    await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?${query}`, headers: agent.headers });
  } finally {
    pg.Client.prototype.query = query0;
  }
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  try {
    console.log(`\n${label}: ${sent.length} statements`);
    for (const { text, values } of sent) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${text}`, values);
      // A search's ids come as one array literal: cut its long lines.
      const lines = plan.rows.map((row) => `    ${row['QUERY PLAN']}`);
      console.log(lines.map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line)).join('\n'));
    }
  } finally {
    await client.end();
  }
}
let agent: Awaited<ReturnType<typeof newAgent>>;
try {
  agent = await newAgent(t.app);
  const started = performance.now();
  // One INSERT … SELECT per table; the per-row status-count trigger and index upkeep would make a
  // million inserts take many minutes, so the trigger is off for the seed and the counts are rebuilt
  // once after it, and the secondary indexes are dropped and built again from their definitions.
  const rowsFor = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(query));
  const indexes = await rowsFor<{ name: string; def: string }>(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relname in ('claims', 'claim_passengers') and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  for (const { name } of indexes) await t.app.db.execute(sql.raw(`drop index ${name}`));
  await t.app.db.execute(sql`alter table claims disable trigger claim_status_counts_insert_delete`);
  await t.app.db.execute(sql`
    insert into claims (id, user_id, status, disruption_type, flight, booking_reference, compensation_amount, compensation_currency, compensation_status, regime, assessment, assigned_to, created_at, updated_at)
    select gen_random_uuid(), 'bench-user-' || (i % 20000),
      (array['submitted','submitted','processing','approved','rejected','paid'])[1 + i % 6],
      'delayed',
      jsonb_build_object('disruption_type', 'delayed', 'flight_number', (array['LH','AF','BA','KL','TK','U2','FR','IB'])[1 + i % 8] || (100 + i % 4000),
        'departure_date', to_char(date '2024-01-01' + (i % 700), 'YYYY-MM-DD'), 'departure_airport', 'FRA', 'arrival_airport', 'JFK'),
      upper(substr(md5(i::text), 1, 6)), 600, 'EUR', 'estimated', (array['EC261','UK261','SHY','US_DOT'])[1 + i % 4],
      jsonb_build_object('outcome', 'eligible', 'reasons', '[]'::jsonb, 'claimDeadlines', jsonb_build_object('shortest', jsonb_build_object('lastDay', to_char(date '2026-01-01' + (i % 1400), 'YYYY-MM-DD')))),
      case when i % 3 = 0 then ${agent.user.id} end,
      now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${CLAIMS}) as i`);
  await t.app.db.execute(sql`
    insert into claim_passengers (claim_id, position, first_name, last_name, email)
    select id, 0, (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Niklaus'])[1 + (abs(hashtext(id::text)) % 8)],
      'Surname' || (abs(hashtext(id::text)) % 50000), 'p' || replace(id::text, '-', '') || '@example.com'
    from claims`);
  const inserted = performance.now();
  await t.app.db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const { def } of indexes) await t.app.db.execute(sql.raw(def));
  await t.app.db.execute(sql`alter table claims enable trigger claim_status_counts_insert_delete`);
  await t.app.db.execute(sql`update claim_status_counts s set n = (select count(*) from claims c where c.status = s.status)`);
  await t.app.db.execute(sql`vacuum analyze`); // what autovacuum does to a table this size
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  console.log(
    `Seeded ${CLAIMS.toLocaleString('en')} claims in ${seconds(started)} s on PostgreSQL (rows ${((inserted - started) / 1000).toFixed(1)} s, ${indexes.length} indexes and statistics ${seconds(inserted)} s).`,
  );
  // The seed outlasts an access token: sign in again.
  agent = { ...agent, headers: bearer((await login(t.app, agent.user.email, agent.user.password)).access_token) };

  const [sample] = await rowsFor<{ booking_reference: string; flight_number: string; flight_date: string }>(
    sql`select booking_reference, flight->>'flight_number' as flight_number, flight->>'departure_date' as flight_date from claims offset 4321 limit 1`,
  );
  const flight = `q=${sample!.flight_number}&flight_date_from=${sample!.flight_date}&flight_date_to=${sample!.flight_date}`;
  const explained = new Set([
    'first page',
    'filter: one flight (number and date)',
    'filtered page (processing, LH, unassigned, flights in 2024, page 3)',
    'search: last name prefix',
    'search: e-mail prefix (two characters, tens of thousands of matches)',
  ]);
  const cases: [string, string][] = [
    ['filter: one flight (number and date)', flight],
    ['filter matching every claim (a new one every run; total capped)', 'flight_date_to=YEAR-01-01'],
    ['first page', ''],
    ['filtered page (processing, LH, unassigned, flights in 2024, page 3)', 'status=processing&airline=LH&assigned_to=none&flight_date_to=2024-12-31&page=3'],
    ['deadline within 90 days', 'deadline_within_days=90&sort=flight_date'],
    ['search: flight number', `q=${sample!.flight_number}`],
    ['search: booking reference', `q=${sample!.booking_reference}`],
    ['search: last name prefix', 'q=surname4242'],
    ['search: e-mail prefix (two characters, tens of thousands of matches)', 'q=p0'],
  ];
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  console.log(`GET /api/backoffice/claims, ${RUNS} runs each (25 a page, with counts per status):`);
  const signIn = async () => (agent = { ...agent, headers: bearer((await login(t.app, agent.user.email, agent.user.password)).access_token) });
  for (const [label, query] of cases) {
    await signIn(); // a slow case can outlast an access token
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS + 10; run++) {
      const begin = performance.now();
      const res = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?${query.replace('YEAR', String(2100 + run))}`, headers: agent.headers });
      const took = performance.now() - begin;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      rows = (res.json() as { page: { total: number } }).page.total;
      if (run >= 10) times.push(took); // the first runs warm caches and plans
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(72)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms (aim ${AIM_MS})   (${rows} matching)`,
    );
  }
  await signIn();
  if (process.env.BENCH_EXPLAIN !== '0') for (const [label, query] of cases.filter(([l]) => explained.has(l))) await explain(label, query);
} finally {
  await t.close();
}
