// Review N6: the passenger's full bank details in the back office only for the payer and the agent
// the claim is assigned to (the access table's `payout-account.read`), every other reader sees it
// masked, and each full read is on the claim's audit log and in the security log.
import { describe, expect, it } from 'vitest';
import { agentMove, createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { captureLog } from './log-capture.ts';
import { useTestApp } from './use-test-app.ts';
import { approvedRunOf, makeReady } from './payout-helpers.ts';

const IBAN = 'AE070331234567890123456';
const log = captureLog();
let passenger: Caller;
let agent: Caller;
let other: Caller;
let payer: Caller;
const t = useTestApp(
  async () => {
    passenger = await newCaller(t.app);
    agent = await newAgent(t.app);
    other = await newAgent(t.app);
    payer = await newAgent(t.app, 'payer');
  },
  { logLevel: 'info' },
  { logStream: log.stream },
);

async function view(caller: Caller, claimId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}`, headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    version: number;
    payout_account: { masked: string; details: { iban?: string } | null };
    events: { action: string; actor_id: string }[];
  };
}

const reads = (events: { action: string; actor_id: string }[]) => events.filter((e) => e.action === 'payout-account-read').map((e) => e.actor_id);

describe('the full payout account in the back office (N6)', () => {
  it('is masked for an unassigned agent, full for the assigned one and the payer, and each full read is recorded', async () => {
    const claim = await createClaim(t.app, passenger);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/claims/${claim.id}/payout-account`,
      headers: passenger.headers,
      payload: { holder_name: 'Ada Lovelace', iban: IBAN, password: passenger.user.password },
    });
    expect(put.statusCode, put.body).toBe(200);

    const unassigned = await view(agent, claim.id);
    expect(unassigned.payout_account).toMatchObject({ masked: 'AE07 •••• 3456', details: null });
    expect(JSON.stringify(unassigned)).not.toContain('0331234567890123456');
    expect(reads(unassigned.events)).toEqual([]);

    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/actions`,
      headers: agent.headers,
      payload: { action: 'assign', version: unassigned.version },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.payout_account.details).toMatchObject({ iban: IBAN });
    expect((await view(other, claim.id)).payout_account.details).toBeNull();
    expect((await view(payer, claim.id)).payout_account.details).toMatchObject({ iban: IBAN });

    const after = await view(other, claim.id);
    expect(reads(after.events)).toEqual([agent.user.id, payer.user.id]);
    const logged = log.events('payout-account.read').filter((e) => e.claimId === claim.id);
    expect(logged.map((e) => e.actorId)).toEqual([agent.user.id, payer.user.id]);
    expect(logged.every((e) => typeof e.ip === 'string')).toBe(true);
    expect(log.text()).not.toContain('0331234567890123456');
  });

  it('a payer may confirm the payout run of an approved claim but not decide it', async () => {
    const claim = await createClaim(t.app, passenger);
    expect((await agentMove(t.app, payer, claim.id, 'processing')).statusCode).toBe(403);
    expect((await agentMove(t.app, agent, claim.id, 'processing')).statusCode).toBe(200);
    expect((await agentMove(t.app, payer, claim.id, 'approved')).statusCode).toBe(403);
    expect((await agentMove(t.app, agent, claim.id, 'approved')).statusCode).toBe(200);
    await makeReady(t.app, passenger, claim.id, agent);
    const runId = await approvedRunOf(t.app, claim.id);
    const url = `/api/backoffice/payout-runs/${runId}/confirm`;
    const paid = await t.app.inject({ method: 'POST', url, headers: payer.headers, payload: { value_date: '2026-12-01', reference: 'BNK-PAYER' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: payer.headers })).json().data.claim.status).toBe('paid');
  });
});
