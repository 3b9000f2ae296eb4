// Payout runs (issue #36, money out) on the real database (PGlite, and PostgreSQL with DATABASE_URL):
// a run with nothing ready, a claim blocked for a co-passenger's missing mandate, four eyes, the
// SEPA pain.001 validated by xmllint against the EPC's schema, the bank CSV with a converted amount,
// a confirmation that marks the claim paid, issues the fee's tax invoice in the same transaction and
// tells the passenger the amount, date and reference, a second confirmation refused, and a bank report whose amount does not match changing nothing.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYOUT_ACCOUNT_CHANGED } from '../../src/server/backoffice/payout-change.ts';
import { claimEvents, claims } from '../../src/server/db/schema/claims.ts';
import { invoices } from '../../src/server/db/schema/money.ts';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { xmllint } from '../shared/xmllint.ts';
import { agentMove, claimPayload, createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

const DE_IBAN = 'DE89370400440532013000';
const AE_IBAN = 'AE070331234567890123456';
const DEBTOR = { name: 'Flightclaim FZ-LLC', iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPPXXX', town: 'Dubai', country: 'AE' };
const RATE = { from: 'EUR', to: 'AED', rate: '3.9512', date: '2026-11-27' };

let passenger: Caller;
let agent: Caller;
let admin: Caller;
let secondAdmin: Caller;
const t = useTestApp(
  async () => {
    passenger = await newCaller(t.app);
    agent = await newAgent(t.app);
    admin = await newAgent(t.app, 'admin');
    secondAdmin = await newAgent(t.app, 'admin');
  },
  {
    payoutDebtor: DEBTOR,
    payoutCsvColumns: ['end_to_end_id', 'reference', 'beneficiary_name', 'iban', 'amount', 'currency'],
    invoice: {
      supplierName: 'Flightclaim Technologies FZ-LLC',
      supplierAddress: 'Bay Square, Building 5, Business Bay, Dubai, United Arab Emirates',
      supplierTrn: '100123456700003',
      zeroRateNonResidents: false,
      aedRates: { EUR: '4.0517' },
    },
  },
);

/** Gives the payout account the way the passenger does, with the password (review N3), which records the event readiness reads. */
async function giveAccount(claimId: string, account: Record<string, string>) {
  const url = `/api/claims/${claimId}/payout-account`;
  const res = await t.app.inject({ method: 'PUT', url, headers: passenger.headers, payload: { ...account, password: passenger.user.password } });
  expect(res.statusCode, res.body).toBe(200);
  const events = await t.app.db
    .select()
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.action, PAYOUT_ACCOUNT_CHANGED)));
  expect(events.at(-1)?.details).toMatchObject({ after: res.json().data.masked });
}

/** A claim approved with €600 received for one passenger (net €442.50 after 25 % + 5 % VAT). */
async function approvedClaim(additional = claimPayload({ additional_passengers: [] }).additional_passengers) {
  const claim = await createClaim(t.app, passenger, claimPayload({ additional_passengers: additional }));
  expect((await agentMove(t.app, agent, claim.id, 'processing')).statusCode).toBe(200);
  expect((await agentMove(t.app, agent, claim.id, 'approved')).statusCode).toBe(200);
  return claim;
}

const post = (url: string, caller: Caller, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/backoffice/payout-runs${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
const get = (url: string, caller: Caller) => t.app.inject({ method: 'GET', url: `/api/backoffice/payout-runs${url}`, headers: caller.headers });
const invoiceAvailable = async (claimId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/progress`, headers: passenger.headers })).json().data.invoice_available as boolean;
const statusOf = async (id: string) => (await t.app.db.select({ status: claims.status }).from(claims).where(eq(claims.id, id)))[0]!.status;

async function approvedRun(claimId: string, rates: unknown[] = []) {
  const created = await post('', admin, { claim_ids: [claimId], execution_date: '2026-11-30', rates });
  expect(created.statusCode, created.body).toBe(201);
  const run = created.json().data;
  expect((await post(`/${run.id}/approve`, secondAdmin)).statusCode).toBe(200);
  return run as { id: string; message_id: string; items: { end_to_end_id: string; payout: { amount: number; currency: string } }[] };
}

describe('payout runs', () => {
  it('a run with nothing ready is refused, saying what each approved claim misses', async () => {
    const claim = await approvedClaim();
    const res = await post('', admin, { execution_date: '2026-11-30' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('payout-nothing-ready');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: claim.id, messageId: 'payout.not-ready.no-account' }));
  });

  it('screening: the server refuses an account in a country our partners cannot pay, with the form’s message', async () => {
    const claim = await createClaim(t.app, passenger, claimPayload({ additional_passengers: [] }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/claims/${claim.id}/payout-account`,
      headers: passenger.headers,
      payload: { holder_name: 'Sara Ahmadi', iban: 'IR062960000000100324200001', town: 'Tehran', address_country: 'IR' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'iban', messageId: 'payout.screen.unsupported-country' }));
  });

  it('a claim whose adult co-passenger has not signed the mandate is refused with why, and no run is made', async () => {
    const claim = await approvedClaim([{ first_name: 'Charles', last_name: 'Babbage', email: 'charles@example.com' }]);
    await giveAccount(claim.id, { holder_name: 'Ada Lovelace', iban: DE_IBAN, town: 'Berlin', address_country: 'DE' });
    const res = await post('', admin, { claim_ids: [claim.id], execution_date: '2026-11-30' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'payout-claim-not-ready' });
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: claim.id, messageId: 'payout.not-ready.mandate', message: expect.stringContaining('Charles Babbage') }),
    ]);
    expect((await get('', admin)).json().data).toEqual([]);
    // Charles consents in writing to be paid through Ada: the agent records it, and the claim is ready.
    const consent = (position: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backoffice/claims/${claim.id}/payout-consent`,
        headers: agent.headers,
        payload: { position, note: 'Signed letter, document 2' },
      });
    expect((await consent(2)).statusCode).toBe(422);
    expect((await consent(1)).statusCode).toBe(201);
    const ready = (await get('/candidates', admin)).json().data.find((c: { claim_id: string }) => c.claim_id === claim.id);
    expect(ready).toMatchObject({ ready: true, reasons: [] });
  });

  it('a claim whose payment was recorded with record-airline-payment (not the older approve) is ready too', async () => {
    const claim = await createClaim(t.app, passenger, claimPayload({ additional_passengers: [] }));
    expect((await agentMove(t.app, agent, claim.id, 'processing')).statusCode).toBe(200);
    const recorded = await agentMove(t.app, agent, claim.id, 'approved', {
      action: 'record-airline-payment',
      amount_minor: 60000,
      currency: 'EUR',
      value_date: '2026-11-20',
      bank_reference: 'EB-RECORDED',
      accept_difference: true,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    await giveAccount(claim.id, { holder_name: 'Ada Lovelace', iban: DE_IBAN, town: 'Berlin', address_country: 'DE' });
    const run = await approvedRun(claim.id);
    expect(run.items.map((i) => i.payout)).toEqual([{ amount: 44250, currency: 'EUR' }]);
  });

  it('four eyes: the creator cannot approve their own run, a second admin can, once; an agent cannot create one', async () => {
    const claim = await approvedClaim();
    await giveAccount(claim.id, { holder_name: 'Ada Lovelace', iban: DE_IBAN, town: 'Berlin', address_country: 'DE' });
    expect((await post('', agent, { claim_ids: [claim.id], execution_date: '2026-11-30' })).statusCode).toBe(403);
    const created = await post('', admin, { claim_ids: [claim.id], execution_date: '2026-11-30' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await get(`/${id}/pain.001`, admin)).json().code).toBe('payout-run-state');
    const own = await post(`/${id}/approve`, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('own-approval-refused');
    const second = await post(`/${id}/approve`, secondAdmin);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'approved', approved_by: secondAdmin.user.id, created_by: admin.user.id });
    expect((await post(`/${id}/approve`, secondAdmin)).json().code).toBe('payout-run-state');
    // The claim is in an open run: a second run cannot take it.
    expect((await post('', admin, { claim_ids: [claim.id], execution_date: '2026-11-30' })).json().errors).toContainEqual(
      expect.objectContaining({ messageId: 'payout.not-ready.in-run' }),
    );
  });

  it('exports the EUR payout as a pain.001 that xmllint validates against the EPC schema', async () => {
    const claim = await approvedClaim();
    await giveAccount(claim.id, { holder_name: 'Ada Lovelace', iban: DE_IBAN, town: 'Berlin', address_country: 'DE' });
    const run = await approvedRun(claim.id);
    expect(run.items[0]!.payout).toEqual({ amount: 44250, currency: 'EUR' });
    const res = await get(`/${run.id}/pain.001`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(xmllint(res.body)).toMatchObject({ ok: true });
    expect(res.body).toContain(`<EndToEndId>${run.items[0]!.end_to_end_id}</EndToEndId>`);
    expect(res.body).toContain('<InstdAmt Ccy="EUR">442.50</InstdAmt>');
    expect(res.body).toContain(`<IBAN>${DE_IBAN}</IBAN>`);
    expect(res.body).toContain('<TwnNm>Berlin</TwnNm><Ctry>DE</Ctry>');
    expect((await get(`/${run.id}/bank.csv`, admin)).statusCode).toBe(404);
  });

  it('exports an AED payout in the bank CSV, converted at the recorded rate, both amounts kept', async () => {
    const claim = await approvedClaim();
    await giveAccount(claim.id, { holder_name: 'Fatima Al Mansoori', iban: AE_IBAN, town: 'Dubai', address_country: 'AE' });
    const noRate = await post('', admin, { claim_ids: [claim.id], execution_date: '2026-11-30' });
    expect(noRate.json().errors).toContainEqual(expect.objectContaining({ messageId: 'payout.not-ready.rate' }));
    const run = await approvedRun(claim.id, [RATE]);
    const detail = (await get(`/${run.id}`, admin)).json().data;
    expect(detail.items[0]).toMatchObject({ source: { amount: 44250, currency: 'EUR' }, payout: { amount: 174841, currency: 'AED' }, rate: RATE });
    const res = await get(`/${run.id}/bank.csv`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(
      `end_to_end_id,reference,beneficiary_name,iban,amount,currency\r\n${run.items[0]!.end_to_end_id},${detail.items[0].reference},Fatima Al Mansoori,${AE_IBAN},1748.41,AED\r\n`,
    );
  });

  it('a confirmation marks the claim paid with the date and reference, invoices the fee and tells the passenger; a second is refused', async () => {
    const claim = await approvedClaim();
    await giveAccount(claim.id, { holder_name: 'Ada Lovelace', iban: DE_IBAN, town: 'Berlin', address_country: 'DE' });
    const run = await approvedRun(claim.id);
    expect(await invoiceAvailable(claim.id)).toBe(false);
    const res = await post(`/${run.id}/confirm`, admin, { value_date: '2026-12-01', reference: 'BNK-2026-7781' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', confirmed: { paid: 1, rejected: 0, pending: 0 } });
    expect(res.json().data.items[0]).toMatchObject({ status: 'paid', value_date: '2026-12-01', bank_reference: 'BNK-2026-7781' });
    expect(await statusOf(claim.id)).toBe('paid');
    // The fee's tax invoice, issued by the confirmation itself (the PDF route would issue a missing one).
    const issued = await t.app.db.select().from(invoices).where(eq(invoices.claimId, claim.id));
    expect(issued).toEqual([expect.objectContaining({ kind: 'invoice', currency: 'EUR', compensationMinor: 60000, feeMinor: 15000 })]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/invoice.pdf`, headers: passenger.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(await invoiceAvailable(claim.id)).toBe(true);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.claimId, claim.id), eq(notifications.kind, 'payout-sent')));
    expect(told.map((n) => n.data)).toEqual([
      expect.objectContaining({ paid_amount: 44250, paid_currency: 'EUR', value_date: '2026-12-01', bank_reference: 'BNK-2026-7781' }),
    ]);
    const again = await post(`/${run.id}/confirm`, admin, { value_date: '2026-12-02', reference: 'BNK-OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payout-run-confirmed');
    expect((await get(`/${run.id}`, admin)).json().data.items[0].bank_reference).toBe('BNK-2026-7781');
  });

  it('a pain.002 whose amount does not match changes nothing; the right one marks the claim paid', async () => {
    const claim = await approvedClaim();
    await giveAccount(claim.id, { holder_name: 'Ada Lovelace', iban: DE_IBAN, town: 'Berlin', address_country: 'DE' });
    const run = await approvedRun(claim.id);
    const e2e = run.items[0]!.end_to_end_id;
    const report = (amount: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-1</MsgId><CreDtTm>2026-12-01T08:00:00Z</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${run.message_id}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>${run.message_id}</OrgnlPmtInfId><TxInfAndSts><OrgnlEndToEndId>${e2e}</OrgnlEndToEndId><TxSts>ACSC</TxSts>
<AccptncDtTm>2026-12-01T07:00:00Z</AccptncDtTm><AcctSvcrRef>BNK-99</AcctSvcrRef><OrgnlTxRef><Amt><InstdAmt Ccy="EUR">${amount}</InstdAmt></Amt></OrgnlTxRef></TxInfAndSts></OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
    const wrong = await post(`/${run.id}/confirm`, admin, { pain002: report('442.60') });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().code).toBe('payout-amount-mismatch');
    expect(await statusOf(claim.id)).toBe('approved');
    expect((await post(`/${run.id}/confirm`, admin, { pain002: 'not xml' })).json().code).toBe('payout-report-invalid');
    const right = await post(`/${run.id}/confirm`, admin, { pain002: report('442.50') });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.items[0]).toMatchObject({ status: 'paid', value_date: '2026-12-01', bank_reference: 'BNK-99' });
    expect(await statusOf(claim.id)).toBe('paid');
  });
});
