// Paying a claim the one way there is (issue #36): the passenger gives the payout account with
// the password, an agent records each adult co-passenger's written consent, one admin makes a
// payout run, a second approves it, and the bank's confirmation (date and reference) marks it paid.
import type { App } from '../../src/server/app.ts';
import { claimPassengers } from '../../src/server/db/schema/claims.ts';
import { eq } from 'drizzle-orm';
import { newAgent, type Caller } from './claims-helpers.ts';

export const PAYOUT_IBAN = 'DE89370400440532013000';

const admins = new WeakMap<App, Promise<[Caller, Caller]>>();

/** Two admins per app (four eyes), made once. */
export function twoAdmins(app: App): Promise<[Caller, Caller]> {
  let pair = admins.get(app);
  if (!pair) {
    pair = Promise.all([newAgent(app, 'admin'), newAgent(app, 'admin')]);
    admins.set(app, pair);
  }
  return pair;
}

function expectOk(res: { statusCode: number; body: string }, step: string): void {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
}

/** Everything before the run: the account given with the password, and every co-passenger's consent. */
export async function makeReady(app: App, owner: Caller, claimId: string, consenter: Caller): Promise<void> {
  const account = { holder_name: 'Ada Lovelace', iban: PAYOUT_IBAN, town: 'Berlin', address_country: 'DE', password: owner.user.password };
  expectOk(await app.inject({ method: 'PUT', url: `/api/claims/${claimId}/payout-account`, headers: owner.headers, payload: account }), 'payout account');
  const others = await app.db.select({ position: claimPassengers.position }).from(claimPassengers).where(eq(claimPassengers.claimId, claimId));
  for (const { position } of others.filter((p) => p.position > 0)) {
    const url = `/api/backoffice/claims/${claimId}/payout-consent`;
    const res = await app.inject({ method: 'POST', url, headers: consenter.headers, payload: { position, note: 'Signed letter on file' } });
    if (res.statusCode !== 201 && res.statusCode !== 422) throw new Error(`consent: ${res.statusCode} ${res.body}`);
  }
}

/** An approved run of the claim (made by one admin, approved by the other); its id. */
export async function approvedRunOf(app: App, claimId: string): Promise<string> {
  const [maker, approver] = await twoAdmins(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/backoffice/payout-runs',
    headers: maker.headers,
    payload: { claim_ids: [claimId], execution_date: '2026-11-30' },
  });
  expectOk(created, 'run');
  const id = created.json().data.id as string;
  expectOk(await app.inject({ method: 'POST', url: `/api/backoffice/payout-runs/${id}/approve`, headers: approver.headers }), 'approval');
  return id;
}

/** The bank's confirmation of a run: the answer of the confirm route. */
export async function confirmRun(app: App, runId: string, reference = `BNK-${runId.slice(0, 8)}`) {
  const [maker] = await twoAdmins(app);
  return app.inject({
    method: 'POST',
    url: `/api/backoffice/payout-runs/${runId}/confirm`,
    headers: maker.headers,
    payload: { value_date: '2026-12-01', reference },
  });
}

/** Pays an approved claim through a payout run; the confirm route's answer (200 when paid). */
export async function payThroughRun(app: App, owner: Caller, claimId: string) {
  const [maker] = await twoAdmins(app);
  await makeReady(app, owner, claimId, maker);
  return confirmRun(app, await approvedRunOf(app, claimId));
}
