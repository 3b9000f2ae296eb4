// Matching an unmatched bank credit by hand (issue #36), on PGlite and (DATABASE_URL) PostgreSQL:
// the agent names the claim; the import's rule decides (the claim waits for the airline's payment,
// exactly this amount), a refusal changes nothing, a match is audited with the agent and leaves the
// unmatched list; the statements list counts imported, matched and unmatched credits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { airlinePayments, bankCredits } from '../../src/server/db/schema/money.ts';
import { newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { camtStatement, claimVersion, postStatement, processingClaim } from './money-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let passenger: Caller;
let agent: Caller;
let payer: Caller;

const t = useTestApp(async () => {
  passenger = await newCaller(t.app);
  agent = await newAgent(t.app);
  payer = await newAgent(t.app, 'payer');
});

const match = (creditId: string, claim: string, caller = agent) =>
  t.app.inject({ method: 'POST', url: `/api/backoffice/bank-credits/${creditId}/match`, headers: caller.headers, payload: { claim } });
const get = (url: string, caller = agent) => t.app.inject({ method: 'GET', url: `/api/backoffice${url}`, headers: caller.headers });
const payments = (claimId: string) => t.app.db.select().from(airlinePayments).where(eq(airlinePayments.claimId, claimId));

/** A statement whose credits name no claim; their ids. */
async function unmatchedCredits(id: string, amounts: string[]): Promise<string[]> {
  const credits = amounts.map((amount, i) => ({ amount, reference: `${id}-${i}`, remittance: 'COMPENSATION PAYMENT WITHOUT A REFERENCE' }));
  const res = await postStatement(t.app, agent, camtStatement(id, credits));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.credits.map((c: { id: string; matched: boolean }) => {
    expect(c.matched).toBe(false);
    return c.id;
  });
}

describe('matching a credit by hand', () => {
  it('records the payment with the agent, moves the claim to approved and empties the waiting list', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    const [creditId] = await unmatchedCredits('HAND-1', ['500.00']);
    expect((await get('/bank-statements/unmatched')).json().data.map((c: { id: string }) => c.id)).toContain(creditId);
    const res = await match(creditId!, claim.reference.toLowerCase(), payer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: creditId, claim_id: claim.id, matched: true, unmatched_reason: null });
    expect(await claimVersion(t.app, agent, claim.id)).toMatchObject({ status: 'approved' });
    expect(await payments(claim.id)).toMatchObject([
      { amountMinor: 50000, currency: 'EUR', bankReference: 'HAND-1-0', bankCreditId: creditId, recordedBy: payer.user.id },
    ]);
    const events = (await get(`/claims/${claim.id}`)).json().data.events;
    expect(events.at(-1)).toMatchObject({
      action: 'bank-credit-matched',
      actor_id: payer.user.id,
      to_status: 'approved',
      details: { bank_credit_id: creditId, airline_payment: { amount_minor: 50000, bank_reference: 'HAND-1-0' } },
    });
    expect((await get('/bank-statements/unmatched')).json().data.map((c: { id: string }) => c.id)).not.toContain(creditId);
    const again = await match(creditId!, claim.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('bank-credit-matched');
  });

  it('refuses a claim that does not wait for the payment, or another amount, and changes nothing', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    const [wrongAmount, right] = await unmatchedCredits('HAND-2', ['499.99', '500.00']);
    const mismatch = await match(wrongAmount!, claim.id);
    expect(mismatch.statusCode, mismatch.body).toBe(422);
    expect(mismatch.headers['content-type']).toContain('application/problem+json');
    expect(mismatch.json().code).toBe('airline-payment-mismatch');
    expect(await claimVersion(t.app, agent, claim.id)).toMatchObject({ status: 'processing' });
    expect((await match(right!, claim.id)).statusCode).toBe(200);
    // Now approved: a second credit for it is refused by the status rule.
    const [another] = await unmatchedCredits('HAND-3', ['500.00']);
    const approved = await match(another!, claim.id);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ code: 'claim-not-awaiting-payment', detail: expect.stringContaining('approved') });
    const [row] = await t.app.db.select().from(bankCredits).where(eq(bankCredits.id, another!));
    expect(row).toMatchObject({ claimId: null, unmatchedReason: expect.any(String) });
    expect(await payments(claim.id)).toHaveLength(1);
    expect(await claimVersion(t.app, agent, claim.id)).toMatchObject({ status: 'approved' });
  });

  it('answers a claim or credit that does not exist, and bad input, with a problem', async () => {
    const [creditId] = await unmatchedCredits('HAND-4', ['10.00']);
    expect((await match(creditId!, 'FFFFFFFF')).json().code).toBe('claim-not-found');
    expect((await match(creditId!, 'not a reference')).json().code).toBe('claim-not-found');
    expect((await match(crypto.randomUUID(), 'FFFFFFFF')).json().code).toBe('bank-credit-not-found');
    const empty = await t.app.inject({ method: 'POST', url: `/api/backoffice/bank-credits/${creditId}/match`, headers: agent.headers, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect((await get(`/bank-statements/${crypto.randomUUID()}`)).json().code).toBe('statement-not-found');
  });

  it('lists the imported statements with their matched and unmatched counts, and one with its credits', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    const credits = [
      { amount: '500.00', reference: 'LIST-A', remittance: `CLAIM ${claim.id}` },
      { amount: '12.00', reference: 'LIST-B', remittance: 'NO REFERENCE' },
    ];
    expect((await postStatement(t.app, agent, camtStatement('LIST-1', credits))).statusCode).toBe(200);
    const listed = (await get('/bank-statements')).json().data.find((s: { statement_id: string }) => s.statement_id === 'LIST-1');
    expect(listed).toMatchObject({ credits: 2, matched: 1, unmatched: 1, imported_by: agent.user.id });
    const one = (await get(`/bank-statements/${listed.id}`)).json().data;
    expect(one.items.map((c: { bank_reference: string; matched: boolean }) => [c.bank_reference, c.matched])).toEqual([
      ['LIST-A', true],
      ['LIST-B', false],
    ]);
  });
});
