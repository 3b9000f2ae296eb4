// The passenger's side of the back office: the agents' questions and decisions on the claim page
// (notes never), answering a question with text and documents (once, idempotent), the payout
// statement (the same figures as the agent's, VAT a setting) and the payout account: checked in
// src/domain, encrypted at rest, answered masked, problem+json for bad input.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payout } from '../../src/domain/claim/payout.ts';
import { BANK_KEY_FILE } from '../../src/server/backoffice/payout-accounts.ts';
import { createClaim, makePdf, newAgent, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

let t: TestApp;
let ada: Caller;
let agent: Caller;

beforeAll(async () => {
  t = await createTestApp({ payoutVatRate: 0.2 });
  ada = await newCaller(t.app);
  agent = await newAgent(t.app);
});
afterAll(async () => {
  await t?.close();
});

const act = async (id: string, body: Record<string, unknown>) => {
  const detail = (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${id}`, headers: agent.headers })).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${id}/actions`,
    headers: agent.headers,
    payload: { version: detail.version, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const progress = async (caller: Caller, id: string) => t.app.inject({ method: 'GET', url: `/api/claims/${id}/progress`, headers: caller.headers });
const answer = (id: string, body: Record<string, unknown>, key: string) =>
  t.app.inject({ method: 'POST', url: `/api/claims/${id}/answers`, headers: { ...ada.headers, 'idempotency-key': key }, payload: body });
/** With the caller's password, which the server asks for again (review N3; refusals: payout-account-change.test.ts). */
const putAccount = (caller: Caller, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/claims/${id}/payout-account`, headers: caller.headers, payload: { ...body, password: caller.user.password } });

describe('questions and answers', () => {
  it('shows the question (not the notes), takes one answer with a document, and the agent sees it', async () => {
    const claim = await createClaim(t.app, ada);
    await act(claim.id, { action: 'process' });
    await act(claim.id, { action: 'note', text: 'internal: looks fine' });
    await act(claim.id, { action: 'request-info', text: 'Please send your boarding pass.' });

    const before = (await progress(ada, claim.id)).json().data;
    expect(before.open_question).toMatchObject({ text: 'Please send your boarding pass.' });
    expect(before.updates.map((u: { kind: string }) => u.kind)).toEqual(['sent-to-airline', 'question']);
    expect(JSON.stringify(before)).not.toContain('internal');

    // The claim is locked (processing), but an open question takes documents.
    const upload = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('boarding pass for the answer') }));
    expect(upload.statusCode, upload.body).toBe(201);
    const docId = upload.json().data.id;

    const body = { request_id: before.open_question.id, text: 'Here it is.', document_ids: [docId] };
    const first = await answer(claim.id, body, 'answer-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const replay = await answer(claim.id, body, 'answer-key-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await answer(claim.id, body, 'answer-key-2');
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().code).toBe('question-not-open');

    const after = (await progress(ada, claim.id)).json().data;
    expect(after.open_question).toBeNull();
    expect(after.updates.at(-1)).toMatchObject({ kind: 'answer', text: 'Here it is.', documents: [{ id: docId }] });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: agent.headers })).json().data;
    expect(detail.open_request_at).toBeNull();
    expect(detail.events.filter((e: { action: string }) => e.action === 'answer')).toHaveLength(1);
    expect(detail.claim.documents.map((d: { id: string }) => d.id)).toContain(docId);

    // Closed again: no more documents.
    expect((await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('late') }))).statusCode).toBe(409);
  });

  it('refuses bad answers with problem+json, and nothing else than the owner may answer', async () => {
    const claim = await createClaim(t.app, ada);
    await act(claim.id, { action: 'request-info', text: 'Which seat?' });
    const id = (await progress(ada, claim.id)).json().data.open_question.id;
    for (const body of [
      { request_id: id, text: '' },
      { request_id: id },
      { request_id: id, text: 'x', extra: 1 },
      { request_id: id, text: 'x', document_ids: ['nope'] },
    ]) {
      const res = await answer(claim.id, body, `bad-${JSON.stringify(body)}`);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const unknownDoc = await answer(claim.id, { request_id: id, text: 'x', document_ids: ['0190a0b0-0000-7000-8000-000000000000'] }, 'bad-doc');
    expect(unknownDoc.statusCode).toBe(422);
    const wrongQuestion = await answer(claim.id, { request_id: id + 1000, text: 'x' }, 'bad-question');
    expect(wrongQuestion.json().code).toBe('question-not-open');
    const mallory = await newCaller(t.app);
    expect((await progress(mallory, claim.id)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/answers`,
      headers: mallory.headers,
      payload: { request_id: id, text: 'mine now' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await progress(ada, claim.id)).json().data.open_question).not.toBeNull();
  });
});

describe('payout statement and account', () => {
  it('gives the passenger and the agent the same statement, with the VAT rate of the settings', async () => {
    const claim = await createClaim(t.app, ada); // two passengers
    await act(claim.id, { action: 'process' });
    const detail = await act(claim.id, { action: 'approve', amount: 500, currency: 'EUR' });
    const mine = (await progress(ada, claim.id)).json().data.statement;
    const expected = payout(250, 'EUR', 2, { feeRate: 0.25, vatRate: 0.2 });
    const line = { compensation: 25000, fee: 6250, vat: 1250, net: 17500 };
    expect(mine).toEqual({
      currency: 'EUR',
      passengers: 2,
      fee_rate: 0.25,
      vat_rate: 0.2,
      per_passenger: expected.perPassenger,
      total: expected.total,
      minor: { shares: [line, line], total: { compensation: 50000, fee: 12500, vat: 2500, net: 35000 } },
    });
    expect(detail.payout).toEqual(mine);
    expect(mine.total).toEqual({ compensation: 500, fee: 125, vat: 25, net: 350 });
  });

  it('stores an AE IBAN encrypted, answers it masked, and the agent can read it', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await putAccount(ada, claim.id, { holder_name: 'Ada Lovelace', iban: 'ae07 0331 2345 6789 0123 456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'iban', masked: 'AE07 •••• 3456', holder_name: 'Ada Lovelace' });
    expect(res.body).not.toContain('0331234567890123456');
    const stored = rowsOf<unknown>(await t.app.db.execute(sql`select * from claim_payout_accounts`));
    expect(JSON.stringify(stored)).not.toContain('0331234567890123456');
    expect(JSON.stringify(stored)).not.toContain('Lovelace');
    const mine = (await progress(ada, claim.id)).json().data;
    expect(mine.payout_account).toMatchObject({ masked: 'AE07 •••• 3456' });
    expect(JSON.stringify(mine)).not.toContain('0331234567890123456');
    await act(claim.id, { action: 'assign' });
    const agentView = (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: agent.headers })).json().data;
    expect(agentView.payout_account.details).toMatchObject({ iban: 'AE070331234567890123456' });
    const keyFile = path.join(t.config.dataDir, BANK_KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(keyFile)).mode & 0o777).toBe(0o700);
  });

  it('takes an account number and BIC where there are no IBANs', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await putAccount(ada, claim.id, { holder_name: 'Ada Lovelace', account_number: '000123456789', bic: 'CHASUS33', country: 'US' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'account', masked: '•••• 6789 (CHASUS33)' });
  });

  it.each([
    ['a typo in the IBAN', { holder_name: 'A', iban: 'AE070331234567890123457' }, 'iban'],
    ['no holder', { holder_name: ' ', iban: 'AE070331234567890123456' }, 'holder_name'],
    ['nothing', { holder_name: 'A' }, 'iban'],
    ['a country with IBANs', { holder_name: 'A', account_number: '12345678', bic: 'DEUTDEFF', country: 'DE' }, 'country'],
    ['a BIC of another country', { holder_name: 'A', account_number: '12345678', bic: 'DEUTDEFF', country: 'US' }, 'bic'],
  ])('refuses %s with 422 and the field', async (_label, body, field) => {
    const claim = await createClaim(t.app, ada);
    const res = await putAccount(ada, claim.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'validation-failed', errors: [expect.objectContaining({ field })] });
  });

  it('refuses unknown fields, another user and a paid claim', async () => {
    const claim = await createClaim(t.app, ada);
    expect((await putAccount(ada, claim.id, { holder_name: 'A', iban: 'AE070331234567890123456', pin: '1234' })).statusCode).toBe(422);
    const mallory = await newCaller(t.app);
    expect((await putAccount(mallory, claim.id, { holder_name: 'M', iban: 'AE070331234567890123456' })).statusCode).toBe(404);
    await act(claim.id, { action: 'process' });
    await act(claim.id, { action: 'approve', amount: 600, currency: 'EUR' });
    // Setup, not under test: paid (a payout run's confirmation, tests/api/payout-runs.test.ts).
    await t.app.db.execute(sql`update claims set status = 'paid' where id = ${claim.id}`);
    const closed = await putAccount(ada, claim.id, { holder_name: 'A', iban: 'AE070331234567890123456' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('payout-account-closed');
  });
});
