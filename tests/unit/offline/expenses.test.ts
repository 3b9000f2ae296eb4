// "Keep your receipts" on the device (issue #21): receipts stored with the draft (they survive a
// reload), checked by the server's rule, apart from the five documents, queued after the claim
// and sent exactly once, their bytes dropped once the claim is on the server.
import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../src/domain/claim/index.ts';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { drain } from '../../../src/offline/drain.ts';
import { resubmitClaim } from '../../../src/offline/submit.ts';
import { createDraftStore } from '../../../src/offline/draft-store.ts';
import { addExpense, listExpenseRows, removeExpense } from '../../../src/offline/expenses.ts';
import { clock, drainEnv, FakeApi, jpegFile, pdf, readyDraft } from './fixtures.ts';
import { useFreshDb } from './use-fresh-db.ts';

let db: ClaimsDb;
let time: ReturnType<typeof clock>;

useFreshDb((fresh) => {
  db = fresh;
  time = clock();
});

async function draftWithDocuments(count: number) {
  const store = createDraftStore({ db, now: time.now, journal: null });
  const draftId = await readyDraft(
    store,
    Array.from({ length: count }, (_, i) => `doc-${i}.pdf`),
  );
  return { store, draftId };
}

describe('receipts in the draft', () => {
  it('are stored in IndexedDB with amount and currency, and a reopened store finds them', async () => {
    const { draftId } = await draftWithDocuments(1);
    await addExpense({ db, now: time.now }, draftId, jpegFile('lunch.jpg'), { kind: 'meals', amount: '12,5', currency: 'eur' });
    const reopened = createDraftStore({ db, journal: null });
    const snapshot = await reopened.loadDraft();
    expect(snapshot?.draft.id).toBe(draftId);
    const rows = await listExpenseRows(db, draftId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'meals', amountMinor: 1250, currency: 'EUR', name: 'lunch.jpg', type: 'image/jpeg' });
    expect(rows[0]!.blob?.size).toBeGreaterThan(0);
  });

  it.each([
    [{ kind: 'meals', amount: 'lots', currency: 'EUR' }, EXPENSE_MESSAGES.amount],
    [{ kind: 'meals', amount: '5', currency: 'XXX' }, EXPENSE_MESSAGES.currency],
    [{ kind: 'spa', amount: '5', currency: 'EUR' }, EXPENSE_MESSAGES.kind],
  ])("refuses %j with the server's message, storing nothing", async (input, message) => {
    const { draftId } = await draftWithDocuments(1);
    await expect(addExpense({ db }, draftId, jpegFile('r.jpg'), input)).rejects.toThrow(expect.objectContaining({ name: 'ExpenseError', message }));
    expect(await listExpenseRows(db, draftId)).toEqual([]);
  });

  it('does not count against the five documents, and the passenger can remove one', async () => {
    const { store, draftId } = await draftWithDocuments(5);
    await expect(store.addAttachment(draftId, pdf('sixth.pdf'))).rejects.toThrow();
    const taxi = await addExpense({ db }, draftId, pdf('taxi.pdf'), { kind: 'taxi', amount: '30', currency: 'EUR' });
    await addExpense({ db }, draftId, pdf('hotel.pdf'), { kind: 'hotel', amount: '90', currency: 'GBP' });
    await removeExpense(db, taxi.id);
    expect((await listExpenseRows(db, draftId)).map((r) => r.name)).toEqual(['hotel.pdf']);
  });

  it('go with a discarded draft', async () => {
    const { store, draftId } = await draftWithDocuments(1);
    await addExpense({ db }, draftId, pdf('taxi.pdf'), { kind: 'taxi', amount: '30', currency: 'EUR' });
    await store.discardDraft(draftId);
    expect(await db.expenses.count()).toBe(0);
  });
});

/** A claim with one document and a meal receipt, submitted and drained once against a server that fails `path` as `reply`. */
async function sendMealClaimFailing(path: string, reply: Parameters<FakeApi['failNext']>[1]) {
  const { store, draftId } = await draftWithDocuments(1);
  const meal = await addExpense({ db }, draftId, jpegFile('meal.jpg'), { kind: 'meals', amount: '8.40', currency: 'EUR' });
  const claimId = await store.submit('user-a');
  const api = new FakeApi();
  api.failNext(path, reply);
  await drain(drainEnv(db, api, { now: time.now }).env);
  return { meal, claimId, api };
}

describe('receipts in the outbox', () => {
  it('are queued after the claim, documents and signature, and sent once even when an answer is lost', async () => {
    const { store, draftId } = await draftWithDocuments(1);
    const meal = await addExpense({ db }, draftId, jpegFile('meal.jpg'), { kind: 'meals', amount: '8.40', currency: 'EUR' });
    const hotel = await addExpense({ db }, draftId, pdf('hotel.pdf'), { kind: 'hotel', amount: '120', currency: 'EUR' });
    const claimId = await store.submit('user-a');
    const kinds = (await db.outbox.where('claimId').equals(claimId).sortBy('seq')).map((op) => op.kind);
    expect(kinds).toEqual(['createClaim', 'uploadFile', 'putSignature', 'uploadExpense', 'uploadExpense']);

    const api = new FakeApi();
    api.failNext('/expenses', 'lost');
    await drain(drainEnv(db, api, { now: time.now }).env);
    time.advance(60 * 60_000);
    await drain(drainEnv(db, api, { now: time.now }).env);

    expect(api.expenses.get(claimId)).toEqual([meal.id, hotel.id]);
    const sent = api.requests.filter((r) => r.path.endsWith('/expenses'));
    expect(sent).toHaveLength(3);
    expect(sent[0]!.headers['idempotency-key']).toBe(sent[1]!.headers['idempotency-key']);
    expect(sent[0]!.body).toBe(sent[1]!.body);
    expect(sent[0]!.body).toMatch(/name="amount"\r\n\r\n8\.40\r\n/);
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    const rows = await listExpenseRows(db, claimId);
    expect(rows.map((r) => [r.kind, r.amountMinor, r.blob])).toEqual([
      ['meals', 840, null],
      ['hotel', 12000, null],
    ]);
  });

  it('a receipt the server refuses keeps its reason and file and holds up nothing', async () => {
    const { meal, claimId } = await sendMealClaimFailing('/expenses', {
      status: 409,
      body: { type: 'about:blank', title: 'This claim is being processed', status: 409, code: 'claim-locked' },
    });
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    const row = await db.expenses.get(meal.id);
    expect(row?.refused).toBe('This claim is being processed');
    expect(row?.blob).not.toBeNull();
  });

  it('a refused claim sent again after a correction still sends its receipts', async () => {
    const { meal, claimId, api } = await sendMealClaimFailing('POST /api/claims', {
      status: 422,
      body: { type: 'about:blank', title: 'Invalid', status: 422, code: 'validation-failed' },
    });
    expect((await db.claims.get(claimId))?.syncState).toBe('rejected');
    await resubmitClaim(db, claimId, { payload: { booking_reference: 'XYZ789' } }, time.now);
    await drain(drainEnv(db, api, { now: time.now }).env);
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    expect(api.expenses.get(claimId)).toEqual([meal.id]);
  });
});
