// Money in (issue #36): the record-airline-payment action and camt.053 statement imports, on
// PGlite and (DATABASE_URL) PostgreSQL. Each payment moves its claim to approved through the one
// workflow; whatever does not match waits for an agent; a second import changes nothing; bad files
// get a problem with a stable code and leave everything as it was.
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { airlinePayments, bankCredits } from '../../src/server/db/schema/money.ts';
import { claimPayload, newAgent, newCaller, type Caller } from './claims-helpers.ts';
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

async function act(claimId: string, body: Record<string, unknown>) {
  const { version } = await claimVersion(t.app, agent, claimId);
  return t.app.inject({ method: 'POST', url: `/api/backoffice/claims/${claimId}/actions`, headers: agent.headers, payload: { ...body, version } });
}

const payments = async (claimId: string) => t.app.db.select().from(airlinePayments).where(eq(airlinePayments.claimId, claimId));

describe('record-airline-payment', () => {
  const good = { action: 'record-airline-payment', amount_minor: 50000, currency: 'eur', value_date: '2026-11-15', bank_reference: 'EB-0001' };

  it('records the amount in minor units, the value date and the reference, and moves the claim to approved', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    const res = await act(claim.id, good);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.claim.status).toBe('approved');
    expect(data.events.at(-1)).toMatchObject({
      action: 'record-airline-payment',
      from_status: 'processing',
      to_status: 'approved',
      details: { airline_payment: { amount_minor: 50000, currency: 'EUR', value_date: '2026-11-15', bank_reference: 'EB-0001' } },
    });
    // The payout statement reads the same payment: 2 × (250.00 less 62.50 and 3.13 VAT, rounded per passenger).
    expect(data.payout.total).toMatchObject({ compensation: 500, fee: 125, vat: 6.26, net: 368.74 });
    expect(await payments(claim.id)).toMatchObject([{ amountMinor: 50000, currency: 'EUR', valueDate: '2026-11-15', bankReference: 'EB-0001' }]);
    const again = await act(claim.id, good);
    expect(again.json().code).toBe('illegal-transition');
    expect(await payments(claim.id)).toHaveLength(1);
  });

  it('refuses an amount or currency the claim does not expect, and changes nothing', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    for (const wrong of [{ amount_minor: 49999 }, { currency: 'AED' }]) {
      const res = await act(claim.id, { ...good, ...wrong });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('airline-payment-mismatch');
    }
    expect((await claimVersion(t.app, agent, claim.id)).status).toBe('processing');
    expect(await payments(claim.id)).toEqual([]);
    // An agreed reduction is recorded when the agent says so.
    const accepted = await act(claim.id, { ...good, amount_minor: 37500, accept_difference: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.events.at(-1).details.difference_accepted).toBe('The claim expects 500.00 EUR; the payment is 375.00 EUR.');
  });

  it.each([
    [{ value_date: '2026-02-30' }, 'value_date'],
    [{ bank_reference: '' }, 'bank_reference'],
    [{ currency: undefined }, 'currency'],
    [{ amount_minor: undefined }, 'amount'],
  ])('refuses %o with the field named', async (change, field) => {
    const claim = await processingClaim(t.app, passenger, agent);
    const res = await act(claim.id, { ...good, ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors?.[0]?.field ?? res.json().code).toBe(field);
  });

  it('the older approve shares the rule: it records the payment too', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    expect((await act(claim.id, { action: 'approve', amount: 500.001, currency: 'EUR' })).statusCode).toBe(422);
    const res = await act(claim.id, { action: 'approve', amount: 500, currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await payments(claim.id)).toMatchObject([{ amountMinor: 50000, currency: 'EUR', bankReference: null }]);
  });
});

describe('camt.053 bank statements', () => {
  it('imports two statements: matched credits become airline payments, the rest waits, a second import changes nothing', async () => {
    const [a, b] = [await processingClaim(t.app, passenger, agent), await processingClaim(t.app, passenger, agent)];
    const first = camtStatement('STMT-A-' + a.reference, [
      { amount: '500.00', reference: `R1-${a.reference}`, remittance: `EU261 CLAIM ${a.id.toUpperCase()} PNR ABC123` },
      { amount: '450.00', reference: `R2-${b.reference}`, remittance: `CE261 DOSSIER ${b.id}` },
      { amount: '80.00', reference: `R3-${a.reference}`, remittance: 'REFUND BOOKING XYZ' },
      { amount: '12.50', reference: `R4-${a.reference}`, remittance: 'BANK CHARGES', debit: true },
    ]);
    const res = await postStatement(t.app, payer, first);
    expect(res.statusCode, res.body).toBe(200);
    const credits = res.json().data.credits;
    expect(
      credits.map((c: { amount_minor: number; matched: boolean; claim_id: string | null; unmatched_reason: string }) => [
        c.amount_minor,
        c.matched,
        c.claim_id,
        c.unmatched_reason,
      ]),
    ).toEqual([
      [50000, true, a.id, null],
      [45000, false, b.id, 'The claim expects 500.00 EUR; the payment is 450.00 EUR.'],
      [8000, false, null, 'The remittance information names no claim reference.'],
    ]);
    expect(await claimVersion(t.app, agent, a.id)).toMatchObject({ status: 'approved' });
    expect(await claimVersion(t.app, agent, b.id)).toMatchObject({ status: 'processing' });
    expect(await payments(a.id)).toMatchObject([{ amountMinor: 50000, bankReference: `R1-${a.reference}`, valueDate: '2026-11-15' }]);

    const before = { a: await claimVersion(t.app, agent, a.id), credits: (await t.app.db.select().from(bankCredits)).length };
    const again = await postStatement(t.app, payer, first);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.already_imported).toBe(true);
    expect(again.json().data.credits).toEqual(credits);
    expect(await claimVersion(t.app, agent, a.id)).toEqual(before.a);
    expect((await t.app.db.select().from(bankCredits)).length).toBe(before.credits);

    const unmatched = (await t.app.inject({ method: 'GET', url: '/api/backoffice/bank-statements/unmatched', headers: agent.headers })).json().data;
    expect(unmatched.map((c: { bank_reference: string }) => c.bank_reference)).toEqual(expect.arrayContaining([`R2-${b.reference}`, `R3-${a.reference}`]));

    // The next day's statement brings the right amount for b.
    const second = await postStatement(
      t.app,
      payer,
      camtStatement('STMT-B-' + b.reference, [{ amount: '500.00', reference: `R5-${b.reference}`, remittance: `CLAIM ${b.id}` }]),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.credits[0]).toMatchObject({ matched: true, claim_id: b.id });
    expect(await claimVersion(t.app, agent, b.id)).toMatchObject({ status: 'approved' });
  });

  it('matches the short claim reference only when it names exactly one claim', async () => {
    // The reference is the id's last 8 digits, 32 random bits: among many claims two can share them.
    const tail = uuidv7().slice(-12);
    const sharing = () => processingClaim(t.app, passenger, agent, claimPayload({ id: `${uuidv7().slice(0, -12)}${tail}` }));
    const [c, d] = [await sharing(), await sharing()];
    expect(c.reference).toBe(d.reference);
    const res = await postStatement(
      t.app,
      payer,
      camtStatement('STMT-S-' + c.id, [{ amount: '500.00', reference: `R6-${c.id}`, remittance: `CLAIM ${c.reference}` }]),
    );
    expect(res.json().data.credits[0]).toMatchObject({ matched: false, claim_id: null });
    expect(res.json().data.credits[0].unmatched_reason).toMatch(/names \d+ claims/);
    expect((await claimVersion(t.app, agent, c.id)).status).toBe('processing');
  });

  it('refuses another file under an imported statement id', async () => {
    const claim = await processingClaim(t.app, passenger, agent);
    const id = 'STMT-C-' + claim.reference;
    expect((await postStatement(t.app, payer, camtStatement(id, []))).statusCode).toBe(200);
    const res = await postStatement(t.app, payer, camtStatement(id, [{ amount: '500.00', reference: 'R9', remittance: `CLAIM ${claim.reference}` }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('statement-conflict');
    expect((await claimVersion(t.app, agent, claim.id)).status).toBe('processing');
  });

  it.each([
    ['malformed XML', '<Document><BkToCstmrStmt>', 'application/xml', 400, 'statement-malformed'],
    ['a DOCTYPE', '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e "x">]><Document>&e;</Document>', 'application/xml', 400, 'statement-malformed'],
    [
      'a payment order (pain.001)',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
      'text/xml',
      422,
      'statement-not-camt053',
    ],
    ['an unreadable amount', camtStatement('STMT-BAD', [{ amount: '5,00', reference: 'R', remittance: 'x' }]), 'application/xml', 422, 'statement-invalid'],
    ['JSON', '{"statement":1}', 'application/json', 415, 'unsupported-media-type'],
  ])('answers %s with a problem and keeps nothing', async (_what, body, type, status, code) => {
    const before = (await t.app.db.select().from(bankCredits)).length;
    const res = await postStatement(t.app, payer, body, type);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe(code);
    expect((await t.app.db.select().from(bankCredits)).length).toBe(before);
  });
});
