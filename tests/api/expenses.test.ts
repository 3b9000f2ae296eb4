// Care expenses (issue #21, "Keep your receipts"): receipts filed with a claim, with amount and
// currency, apart from the five documents, idempotent, in the blob store, read by the owner and
// by agents with a total per currency, refused with problem+json and the domain's messages.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, MAX_EXPENSES_PER_CLAIM } from '../../src/domain/claim/index.ts';
import { createClaim, EXE, makeJpeg, makePdf, multipart, newAgent, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
let agent: Caller;

const t = useTestApp(async () => {
  ada = await newCaller(t.app);
  agent = await newAgent(t.app);
});

interface Receipt {
  kind?: string;
  amount?: string;
  currency?: string;
  expenseId?: string;
  data?: Buffer;
  filename?: string;
  key?: string;
}

function expenseRequest(claimId: string, caller: Caller, receipt: Receipt = {}) {
  const fields = { kind: 'meals', amount: '12.50', currency: 'EUR', ...receipt };
  const form = multipart([
    ...(fields.expenseId ? [{ name: 'expense_id', value: fields.expenseId }] : []),
    { name: 'kind', value: fields.kind },
    { name: 'amount', value: fields.amount },
    { name: 'currency', value: fields.currency },
    { name: 'file', filename: fields.filename ?? 'receipt.jpg', contentType: 'image/jpeg', data: fields.data ?? makeJpeg() },
  ]);
  return {
    method: 'POST' as const,
    url: `/api/claims/${claimId}/expenses`,
    headers: { ...caller.headers, ...form.headers, ...(fields.key ? { 'idempotency-key': fields.key } : {}) },
    payload: form.payload,
  };
}

const expenseBlobs = (claimId: string) => {
  try {
    return readdirSync(join(t.config.dataDir, 'blobs', 'expenses', claimId));
  } catch {
    return [];
  }
};

describe('POST /api/claims/{id}/expenses', () => {
  it('stores a receipt with its amount and currency, in the blob store, and the owner reads it back', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(expenseRequest(claim.id, ada, { kind: 'hotel', amount: '89,9', currency: 'gbp', filename: 'hotel.jpg' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'hotel', amount: '89.90', currency: 'GBP', name: 'hotel.jpg', content_type: 'image/jpeg' });
    expect(expenseBlobs(claim.id)).toHaveLength(1);
    const file = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/expenses/${res.json().data.id}`, headers: ada.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(makeJpeg())).toBe(true);
  });

  it('is not counted against the five documents', async () => {
    const claim = await createClaim(t.app, ada);
    for (let i = 0; i < 5; i++) expect((await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf(`doc ${i}`) }))).statusCode).toBe(201);
    expect((await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('doc 6') }))).statusCode).toBe(422);
    const res = await t.app.inject(expenseRequest(claim.id, ada));
    expect(res.statusCode).toBe(201);
  });

  it('is stored once: the same Idempotency-Key replays, the same expense_id with the same receipt answers the stored one', async () => {
    const claim = await createClaim(t.app, ada);
    const expenseId = uuidv7();
    const key = uuidv7();
    const first = await t.app.inject(expenseRequest(claim.id, ada, { expenseId, key }));
    const replay = await t.app.inject(expenseRequest(claim.id, ada, { expenseId, key }));
    const resent = await t.app.inject(expenseRequest(claim.id, ada, { expenseId, key: uuidv7() }));
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.id).toBe(expenseId);
    const other = await t.app.inject(expenseRequest(claim.id, ada, { expenseId, amount: '13' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('expense-id-conflict');
    const list = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/expenses`, headers: ada.headers });
    expect(list.json().data).toHaveLength(1);
    expect(expenseBlobs(claim.id)).toHaveLength(1);
  });

  it.each([
    ['no kind', { kind: 'champagne' }, 'kind', EXPENSE_MESSAGES.kind],
    ['not an amount', { amount: 'twelve' }, 'amount', EXPENSE_MESSAGES.amount],
    ['three decimals', { amount: '1.234' }, 'amount', EXPENSE_MESSAGES.amount],
    ['nothing paid', { amount: '0' }, 'amount', EXPENSE_MESSAGES.amountRange],
    ['too much', { amount: '100000.01' }, 'amount', EXPENSE_MESSAGES.amountRange],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', EXPENSE_MESSAGES.currency],
  ])('%s: 422 expense-invalid with the domain message, nothing stored', async (_name, receipt, field, message) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(expenseRequest(claim.id, ada, receipt));
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'expense-invalid', errors: [{ field, message }] });
    expect(expenseBlobs(claim.id)).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG or PDF (415) and a claim of another passenger (404)', async () => {
    const claim = await createClaim(t.app, ada);
    const exe = await t.app.inject(expenseRequest(claim.id, ada, { data: EXE, filename: 'receipt.jpg' }));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('unsupported-file-type');
    const mallory = await newCaller(t.app);
    const foreign = await t.app.inject(expenseRequest(claim.id, mallory));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('claim-not-found');
  });

  it(`holds at most ${MAX_EXPENSES_PER_CLAIM} receipts per claim (422 too-many-expenses)`, async () => {
    const claim = await createClaim(t.app, ada);
    const caller = ada;
    for (let i = 0; i < MAX_EXPENSES_PER_CLAIM; i++) {
      expect((await t.app.inject(expenseRequest(claim.id, caller, { amount: String(i + 1) }))).statusCode).toBe(201);
    }
    const over = await t.app.inject(expenseRequest(claim.id, caller));
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('too-many-expenses');
  });
});

describe('reading receipts: a total per currency', () => {
  it('the owner and agents see the receipts and one total per currency, never converted; a passenger may not use the back office', async () => {
    const claim = await createClaim(t.app, ada);
    for (const [kind, amount, currency] of [
      ['meals', '12.50', 'EUR'],
      ['taxi', '30', 'EUR'],
      ['hotel', '89.99', 'GBP'],
      ['other', '0.01', 'EUR'],
    ]) {
      expect((await t.app.inject(expenseRequest(claim.id, ada, { kind, amount, currency }))).statusCode).toBe(201);
    }
    const totals = [
      { currency: 'EUR', amount: '42.51', count: 3 },
      { currency: 'GBP', amount: '89.99', count: 1 },
    ];
    const own = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/expenses`, headers: ada.headers });
    expect(own.json().totals).toEqual(totals);
    expect(own.json().data.map((e: { kind: string }) => e.kind)).toEqual(['meals', 'taxi', 'hotel', 'other']);
    const seen = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}/expenses`, headers: agent.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().totals).toEqual(totals);
    const file = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}/expenses/${seen.json().data[0].id}`, headers: agent.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const passenger = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}/expenses`, headers: ada.headers });
    expect(passenger.statusCode).toBe(403);
    expect(passenger.json().code).toBe('agent-role-required');
  });

  it('deleting the account deletes the receipts and their bytes', async () => {
    const eve = await newCaller(t.app);
    const claim = await createClaim(t.app, eve);
    expect((await t.app.inject(expenseRequest(claim.id, eve))).statusCode).toBe(201);
    expect(expenseBlobs(claim.id)).toHaveLength(1);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: eve.headers, payload: { password: eve.user.password } });
    expect(res.statusCode).toBe(204);
    expect(expenseBlobs(claim.id)).toHaveLength(0);
  });
});
