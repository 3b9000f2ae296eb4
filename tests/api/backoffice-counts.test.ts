// The queue's counts per status come from claim_status_counts, kept by triggers in the same
// transaction as every change of a claim (migration 0007): exact at once, whatever path changed
// the claim (the API, an agent's action, account erasure, or SQL run by hand). A filtered list's
// total is counted up to TOTAL_CAP rows and flagged when capped.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTAL_CAP } from '../../src/server/backoffice/queue.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;

const t = useTestApp(async () => {
  agent = await newAgent(t.app);
});

const queue = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?${query}`, headers: agent.headers })).json();

/** What a full count says, to compare the table with. */
async function counted(): Promise<Record<string, number>> {
  const result = (await t.app.db.execute(sql`select status, count(*)::int as n from claims group by status`)) as unknown as {
    rows: { status: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.status, r.n]));
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

  it('match a full count after many claims, and a broad filtered total is capped', async () => {
    await t.app.db.execute(sql`
      insert into claims (id, user_id, status, disruption_type, flight, regime)
      select gen_random_uuid(), 'bulk', (array['submitted','processing','paid'])[1 + i % 3], 'delayed',
        jsonb_build_object('flight_number', 'LH' || i, 'departure_date', '2025-01-01'), 'EC261'
      from generate_series(1, ${TOTAL_CAP + 5}) as i`);
    const body = await queue('per_page=1');
    const table = Object.fromEntries(Object.entries(body.counts as Record<string, number>).filter(([, n]) => n > 0));
    expect(table).toEqual(await counted());
    expect(body.page).toMatchObject({ total: TOTAL_CAP + 5, total_capped: false });
    expect((await queue('regime=EC261&per_page=1')).page).toMatchObject({ total: TOTAL_CAP, total_capped: true });
    expect((await queue('regime=EC261&status=paid&per_page=1')).page).toMatchObject({ total: Math.floor((TOTAL_CAP + 5) / 3), total_capped: false });
  });
});
