// `npm run bench:growth`: what grows with a passenger's history and a claim's file, at n and 2n, so
// a figure that grows faster than its data shows (2n/n above 2). On PostgreSQL (DATABASE_URL's
// server; default the local test server), through the real app (token check, queries,
// serialization), in process:
// - a passenger with 200 claims and 1,000 notifications: the dashboard online (every page of
//   GET /api/claims, as the PWA's api-client follows next_cursor) and the inbox (GET /api/me/notifications);
// - a back-office claim with 50 documents and 100 events: GET /api/backoffice/claims/{id}.
// Each at BENCH_GROWTH_SCALES (default 1,2) times those sizes; prints the median of BENCH_RUNS (default 30)
// and the statements each load sends (a count that grows with the data is an N+1).
// Never asserts on time.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createClaim, newAgent, newCaller, type Caller } from '../api/claims-helpers.ts';
import { createTestApp, type TestApp } from '../api/harness.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,2').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
process.env.DATABASE_URL ??= 'postgres://app@127.0.0.1:54329/postgres';

interface Figure {
  label: string;
  size: string;
  medianMs: number;
  statements: number;
}

/** Statements sent to PostgreSQL while `work` runs (every pg client of this process). */
async function countStatements(work: () => Promise<void>): Promise<number> {
  let count = 0;
  const query0 = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count++;
    return (query0 as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query0;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query0;
  }
  return count;
}

async function timed(label: string, size: string, work: () => Promise<void>): Promise<Figure> {
  for (let i = 0; i < 3; i++) await work(); // warm plans and serializers
  const statements = await countStatements(work);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const begin = performance.now();
    await work();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return { label, size, medianMs: times[Math.floor(times.length / 2)]!, statements };
}

async function get(t: TestApp, caller: Caller, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** A passenger whose one filed claim and its notification are copied to `claims` and `notifications`. */
async function passengerWith(t: TestApp, claims: number, notifications: number): Promise<Caller> {
  const caller = await newCaller(t.app);
  const template = await createClaim(t.app, caller);
  await t.app.db.execute(sql`
    insert into claims (id, user_id, status, disruption_type, flight, booking_reference, compensation_amount, compensation_currency, compensation_status, regime, assessment, status_history, created_at, updated_at)
    select gen_random_uuid(), user_id, status, disruption_type, flight, booking_reference, compensation_amount, compensation_currency, compensation_status, regime, assessment, status_history,
      created_at - make_interval(mins => i), updated_at - make_interval(mins => i)
    from claims, generate_series(1, ${claims - 1}) as i where id = ${template.id}`);
  await t.app.db.execute(sql`
    insert into claim_passengers (claim_id, position, first_name, last_name, email)
    select c.id, p.position, p.first_name, p.last_name, p.email from claims c, claim_passengers p
    where c.user_id = ${caller.user.id} and c.id <> ${template.id} and p.claim_id = ${template.id}`);
  await t.app.db.execute(sql`
    insert into notifications (id, user_id, claim_id, kind, event_key, data, created_at, read_at)
    select gen_random_uuid(), user_id, claim_id, kind, event_key || ':' || i, data, created_at - make_interval(mins => i), case when i % 3 = 0 then now() end
    from notifications, generate_series(1, ${notifications - 1}) as i where user_id = ${caller.user.id} and claim_id = ${template.id}`);
  return caller;
}

/** A claim with `documents` documents and `events` audit events, seen by an agent. */
async function backOfficeClaimWith(t: TestApp, agent: Caller, documents: number, events: number): Promise<string> {
  const owner = await newCaller(t.app);
  const claim = await createClaim(t.app, owner);
  await t.app.db.execute(sql`
    insert into claim_documents (claim_id, id, user_id, position, name, content_type, size, sha256, blob_key)
    select ${claim.id}, gen_random_uuid(), ${owner.user.id}, i, 'receipt-' || i || '.pdf', 'application/pdf', 100000 + i, md5(i::text) || md5(i::text), 'bench/' || gen_random_uuid()
    from generate_series(0, ${documents - 1}) as i`);
  await t.app.db.execute(sql`
    insert into claim_events (claim_id, actor_id, action, reason, details)
    select ${claim.id}, ${agent.user.id}, 'note', 'Called the passenger, note ' || i, '{}'::jsonb from generate_series(1, ${events}) as i`);
  return claim.id;
}

// No delivery worker: its polls would be counted with the loads' statements.
const t = await createTestApp({ notify: { ...loadNotifyConfig({}, []), worker: false } });
try {
  const agent = await newAgent(t.app);
  const figures: Figure[] = [];
  for (const scale of SCALES) {
    const [claims, notifications, documents, events] = [200 * scale, 1000 * scale, 50 * scale, 100 * scale];
    const passenger = await passengerWith(t, claims, notifications);
    const claimId = await backOfficeClaimWith(t, agent, documents, events);
    await t.app.db.execute(sql`analyze`);
    figures.push(
      await timed('dashboard online: every page of GET /api/claims', `${claims} claims`, async () => {
        let cursor: unknown = null;
        let seen = 0;
        do {
          const page = await get(t, passenger, `/api/claims${cursor ? `?cursor=${String(cursor)}` : ''}`);
          seen += (page.data as unknown[]).length;
          cursor = page.next_cursor;
        } while (cursor);
        if (seen !== claims) throw new Error(`the dashboard listed ${seen} of ${claims} claims`);
      }),
      await timed('inbox: GET /api/me/notifications', `${notifications} notifications`, async () => {
        await get(t, passenger, '/api/me/notifications');
      }),
      await timed('back office: GET /api/backoffice/claims/{id}', `${documents} documents, ${events} events`, async () => {
        await get(t, agent, `/api/backoffice/claims/${claimId}`);
      }),
    );
  }
  console.log(
    `\nIn process on PostgreSQL, median of ${RUNS} runs, ×${SCALES.join(', ×')} the sizes (time ratio above 2 for twice the data: faster than linear)`,
  );
  for (const label of [...new Set(figures.map((f) => f.label))]) {
    const rows = figures.filter((f) => f.label === label);
    console.log(`  ${label}`);
    for (const row of rows) {
      const ratio = row === rows[0] ? '' : `  ×${(row.medianMs / rows[0]!.medianMs).toFixed(2)} the time of the first size`;
      console.log(`    ${row.size.padEnd(28)} ${row.medianMs.toFixed(1).padStart(7)} ms   ${String(row.statements).padStart(4)} statements${ratio}`);
    }
  }
} finally {
  await t.close();
}
