// The queue's counts per status come from claim_status_counts, kept by triggers in the same
// transaction as every change of a claim (migration 0007; at its commit since 0028): exact once it commits, whatever path changed
// the claim (the API, an agent's action, account erasure, or SQL run by hand). A filtered list's
// total is counted up to TOTAL_CAP rows and flagged when capped; a search broader than one index
// probe (queue-search.ts) lists the same page as a narrow one would.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTAL_CAP } from '../../src/server/backoffice/queue.ts';
import { SEARCH_PROBE } from '../../src/server/backoffice/queue-search.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

let agent: Caller;

const t = useTestApp(async () => {
  agent = await newAgent(t.app);
});

const queue = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?${query}`, headers: agent.headers })).json();

/** What a full count says, to compare the table with. */
async function counted(): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; n: number }>(await t.app.db.execute(sql`select status, count(*)::int as n from claims group by status`));
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe('counts per status', () => {
  it('follow every change at once, through the API or not', async () => {
    const ada = await newCaller(t.app);
    const claim = await createClaim(t.app, ada);
    expect((await queue()).counts).toMatchObject({ submitted: 1, draft: 0 });

    // The passenger withdraws: a status change outside the back office.
    await t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: ada.headers, payload: { status: 'draft' } });
    expect((await queue()).counts).toMatchObject({ submitted: 0, draft: 1 });

    // SQL by hand (an operator's fix): still counted, in the same transaction.
    await t.app.db.execute(sql`update claims set status = 'submitted' where id = ${claim.id}`);
    expect((await queue()).counts).toMatchObject({ submitted: 1, draft: 0 });

    // A rolled-back change leaves no trace.
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`update claims set status = 'paid' where id = ${claim.id}`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await queue()).counts).toMatchObject({ submitted: 1, paid: 0 });

    // Account erasure deletes the claim.
    await t.app.inject({ method: 'DELETE', url: '/api/me', headers: ada.headers, payload: { password: ada.user.password } });
    const after = await queue();
    expect(after.counts).toMatchObject({ submitted: 0, draft: 0 });
    expect(after.page).toMatchObject({ total: 0, total_capped: false });
  });

  it('match a full count after many claims, and a filtered total is counted up to 1,000 only', async () => {
    // Literal figures: the screen says "more than 1,000", and a changed TOTAL_CAP must change this test.
    expect(TOTAL_CAP).toBe(1_000);
    await t.app.db.execute(sql`
      insert into claims (id, user_id, status, disruption_type, flight, regime)
      select gen_random_uuid(), 'bulk', (array['submitted','processing','paid'])[1 + i % 3], 'delayed',
        jsonb_build_object('flight_number', 'LH' || i, 'departure_date', '2025-01-01'), 'EC261'
      from generate_series(1, 1005) as i`);
    const body = await queue('per_page=1');
    const table = Object.fromEntries(Object.entries(body.counts as Record<string, number>).filter(([, n]) => n > 0));
    expect(table).toEqual(await counted());
    expect(body.page).toMatchObject({ total: 1005, total_capped: false });
    expect((await queue('regime=EC261&per_page=1')).page).toMatchObject({ total: 1000, total_capped: true });
    expect((await queue('regime=EC261&airline=LH&flight_date_to=2025-12-31&per_page=1')).page).toMatchObject({ total: 1000, total_capped: true });
    expect((await queue('regime=EC261&status=paid&per_page=1')).page).toMatchObject({ total: 335, total_capped: false });
  });

  // Each count row was locked from a claim's insert to its commit (migration 0007), so claims filed at
  // once waited for each other; migration 0028 keeps the counts at commit. Two connections: PostgreSQL.
  it.runIf(Boolean(process.env.DATABASE_URL))('let two claims be filed at once without one waiting for the other to commit', async () => {
    const before = (await queue()).counts.submitted as number;
    const insert = sql`insert into claims (id, user_id, status, disruption_type, flight)
      values (gen_random_uuid(), 'counts-at-once', 'submitted', 'delayed', '{}'::jsonb)`;
    await t.app.db.transaction(async (first) => {
      await first.execute(insert);
      await t.app.db.transaction(async (second) => {
        // Waiting on the first transaction would never end (it waits for this one): give up instead.
        await second.execute(sql`set local lock_timeout = '2s'`);
        await second.execute(insert);
      });
    });
    expect((await queue()).counts.submitted).toBe(before + 2);
    expect((await counted()).submitted).toBe(before + 2);
  });
});

describe('a search with more matches than one index probe (SEARCH_PROBE)', () => {
  const many = 2005;

  /** The ids the queue must list, newest first, as a full query says. */
  async function newest(where: ReturnType<typeof sql>, limit: number, offset = 0): Promise<string[]> {
    const result = await t.app.db.execute(sql`
      select c.id from claims c join claim_passengers p on p.claim_id = c.id and p.position = 0
      where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  }
  const ids = (body: { data: { id: string }[] }) => body.data.map((c) => c.id);

  it('lists the same page, newest first, and a total capped or counted as for a narrow one', async () => {
    expect(SEARCH_PROBE).toBeLessThan(many); // "bulk" is broad
    await t.app.db.execute(sql`
      insert into claims (id, user_id, status, disruption_type, flight, regime, created_at)
      select gen_random_uuid(), 'bulk-' || i, (array['submitted','processing','paid'])[1 + i % 3], 'delayed',
        jsonb_build_object('flight_number', 'AF' || i, 'departure_date', '2025-01-01'), 'EC261', now() - make_interval(secs => i)
      from generate_series(1, ${many}) as i`);
    await t.app.db.execute(sql`
      insert into claim_passengers (claim_id, position, first_name, last_name, email)
      select id, 0, 'Bulk', 'Passenger', 'bulk' || substr(user_id, 6) || '@example.com' from claims where user_id like 'bulk-%'`);

    // "bulk": every one of them (broad: tested claim by claim in the queue's order).
    const broad = await queue('q=bulk&page=3');
    expect(ids(broad)).toEqual(await newest(sql`p.email like 'bulk%'`, 25, 50));
    expect(broad.page).toMatchObject({ total: 1000, total_capped: true });
    // With a filter the broad search's total is counted: 2005 / 3 paid.
    const paid = await queue('q=bulk&status=paid');
    expect(ids(paid)).toEqual(await newest(sql`p.email like 'bulk%' and c.status = 'paid'`, 25));
    expect(paid.page).toMatchObject({ total: 668, total_capped: false });
    // "bulk19": 1 + 10 + 100 matches, under the probe (fetched by id).
    const narrow = await queue('q=bulk19');
    expect(ids(narrow)).toEqual(await newest(sql`p.email like 'bulk19%'`, 25));
    expect(narrow.page).toMatchObject({ total: 111, total_capped: false });
    // A flight number prefix matching every one of them, and one that matches a single claim.
    expect(ids(await queue('q=AF'))).toEqual(await newest(sql`c.flight_number like 'AF%'`, 25));
    expect((await queue('q=AF1999')).page).toMatchObject({ total: 1, total_capped: false });
  });
});
