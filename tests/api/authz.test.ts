// The authorization matrix: for every claims endpoint, another user's claim, document and
// signature are never readable or writable, and answer exactly like ids that do not exist (404,
// hiding existence). No token, or a forged one, is 401 everywhere. A claims agent may decide on
// anyone's claim; a passenger may not decide even on their own.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { claimDocuments, claims, claimSignatures } from '../../src/server/db/schema/claims.ts';
import { claimExpenses } from '../../src/server/db/schema/expenses.ts';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { createClaim, makePdf, makePng, multipart, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller, agentMove } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let alice: Caller;
let mallory: Caller;
let agent: Caller;
let aliceClaim: ClaimWire;
let aliceDocId: string;
let aliceExpenseId: string;
let malloryClaim: ClaimWire;

const t = useTestApp(async () => {
  alice = await newCaller(t.app);
  mallory = await newCaller(t.app);
  agent = await newAgent(t.app);
  aliceClaim = await createClaim(t.app, alice);
  const upload = await t.app.inject(uploadRequest(aliceClaim.id, alice, { data: makePdf('alice secret') }));
  aliceDocId = upload.json().data.id;
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${aliceClaim.id}/signature`,
    headers: alice.headers,
    payload: { signature: pngDataUrl(makePng(50, 20)) },
  });
  malloryClaim = await createClaim(t.app, mallory);
  const receipt = await t.app.inject(expenseRequest(aliceClaim.id, alice, makePdf('alice receipt')));
  aliceExpenseId = receipt.json().data.id;
});

/** A care-expense receipt (issue #21): its own route, authorized like documents. */
function expenseRequest(claimId: string, caller: Caller | null, data: Buffer): Request {
  const form = multipart([
    { name: 'kind', value: 'meals' },
    { name: 'amount', value: '9.90' },
    { name: 'currency', value: 'EUR' },
    { name: 'file', filename: 'receipt.pdf', contentType: 'application/pdf', data },
  ]);
  return { method: 'POST', url: `/api/claims/${claimId}/expenses`, headers: { ...(caller?.headers ?? {}), ...form.headers }, payload: form.payload };
}

type Request = InjectOptions;

/** Every claims endpoint, aimed at a claim id (and a document id), as `caller`. */
function endpoints(claimId: string, docId: string, caller: Caller | null): [string, Request][] {
  const headers = caller?.headers ?? {};
  const upload = uploadRequest(claimId, caller ?? ({ headers: {} } as Caller), { data: makePdf('intruder') });
  return [
    ['GET claim', { method: 'GET', url: `/api/claims/${claimId}`, headers }],
    ['PATCH status', { method: 'PATCH', url: `/api/claims/${claimId}/status`, headers, payload: { status: 'draft' } }],
    ['POST upload', { ...upload, headers: { ...upload.headers, ...headers } }],
    ['POST signature', { method: 'POST', url: `/api/claims/${claimId}/signature`, headers, payload: { signature: pngDataUrl(makePng(40, 10)) } }],
    ['GET document', { method: 'GET', url: `/api/claims/${claimId}/documents/${docId}`, headers }],
    ['POST expense', expenseRequest(claimId, caller, makePdf('intruder receipt'))],
    ['GET expenses', { method: 'GET', url: `/api/claims/${claimId}/expenses`, headers }],
    ['GET expense', { method: 'GET', url: `/api/claims/${claimId}/expenses/${aliceExpenseId}`, headers }],
  ];
}

async function snapshot(claimId: string) {
  const [claim] = await t.app.db.select().from(claims).where(eq(claims.id, claimId));
  const docs = await t.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claimId));
  const sigs = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claimId));
  const blobs = readdirSync(join(t.config.dataDir, 'blobs', 'claims', claimId)).sort();
  const expenses = await t.app.db.select().from(claimExpenses).where(eq(claimExpenses.claimId, claimId));
  const expenseBlobs = readdirSync(join(t.config.dataDir, 'blobs', 'expenses', claimId)).sort();
  return { claim, docs, sigs, blobs, expenses, expenseBlobs };
}

describe("another user's claim", () => {
  it('is 404 claim-not-found on every endpoint, exactly like an unknown id, and nothing changes', async () => {
    const before = await snapshot(aliceClaim.id);
    const unknownId = uuidv7();
    const foreign = endpoints(aliceClaim.id, aliceDocId, mallory);
    const missing = endpoints(unknownId, aliceDocId, mallory);
    for (const [i, [name, request]] of foreign.entries()) {
      const res = await t.app.inject(request);
      const ghost = await t.app.inject(missing[i]![1]);
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual(ghost.json());
      expect(res.json().code, name).toBe('claim-not-found');
      expect(res.body, name).not.toContain('Lovelace');
    }
    expect(await snapshot(aliceClaim.id)).toEqual(before);
  });

  it("is not in the other user's list", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/claims', headers: mallory.headers });
    expect(res.json().data.map((c: ClaimWire) => c.id)).toEqual([malloryClaim.id]);
  });

  it("has documents that cannot be reached through one's own claim id either", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${malloryClaim.id}/documents/${aliceDocId}`, headers: mallory.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('document-not-found');
    const receipt = await t.app.inject({ method: 'GET', url: `/api/claims/${malloryClaim.id}/expenses/${aliceExpenseId}`, headers: mallory.headers });
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().code).toBe('expense-not-found');
  });

  it('is readable by its owner on every read endpoint', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/claims/${aliceClaim.id}`, headers: alice.headers })).statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: `/api/claims/${aliceClaim.id}/documents/${aliceDocId}`, headers: alice.headers });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('alice secret');
    const receipt = await t.app.inject({ method: 'GET', url: `/api/claims/${aliceClaim.id}/expenses/${aliceExpenseId}`, headers: alice.headers });
    expect(receipt.body).toContain('alice receipt');
    const receipts = await t.app.inject({ method: 'GET', url: `/api/claims/${aliceClaim.id}/expenses`, headers: alice.headers });
    expect(receipts.json().totals).toEqual([{ currency: 'EUR', amount: '9.90', count: 1 }]);
  });
});

describe('no token or a bad token', () => {
  it.each([
    ['none', null],
    ['garbage', 'not.a.token'],
  ])('is 401 on every endpoint (%s)', async (_label, token) => {
    const caller = token === null ? null : ({ headers: { authorization: `Bearer ${token}` } } as Caller);
    const all: [string, Request][] = [
      ...endpoints(aliceClaim.id, aliceDocId, caller),
      ['GET list', { method: 'GET', url: '/api/claims', headers: caller?.headers ?? {} }],
      ['POST claim', { method: 'POST', url: '/api/claims', headers: caller?.headers ?? {}, payload: {} }],
      [
        'check-delay',
        { method: 'POST', url: '/api/flights/check-delay', headers: caller?.headers ?? {}, payload: { flight_number: 'AF1', date: '2025-01-01' } },
      ],
      ['GET flights', { method: 'GET', url: '/api/flights?flight_number=AF1&date=2025-01-01', headers: caller?.headers ?? {} }],
      ['referral', { method: 'GET', url: '/api/referral', headers: caller?.headers ?? {} }],
    ];
    for (const [name, request] of all) {
      const res = await t.app.inject(request);
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [head, payload, signature] = alice.token.split('.');
    const claimsPart = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claimsPart, sub: mallory.user.id, roles: ['claims-agent'] })).toString('base64url')}.${signature}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${malloryClaim.id}/status`,
      headers: { authorization: `Bearer ${forged}` },
      payload: { status: 'processing' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('status decisions', () => {
  it("are the claims agent's on anyone's claim, and never the passenger's", async () => {
    const claim = await createClaim(t.app, alice);
    const own = await t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: alice.headers, payload: { status: 'processing' } });
    expect(own.statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${claim.id}/status`,
      headers: mallory.headers,
      payload: { status: 'processing' },
    });
    expect(stranger.statusCode).toBe(404);
    const decided = await agentMove(t.app, agent, claim.id, 'rejected', { text: 'documents incomplete' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.claim.status_history.at(-1)).toMatchObject({ status: 'rejected', reason: 'documents incomplete', by_user_id: agent.user.id });
  });

  it("do not let an agent read, upload to or sign another user's claim through the passenger API", async () => {
    for (const [name, request] of endpoints(aliceClaim.id, aliceDocId, agent).filter(([n]) => n !== 'PATCH status')) {
      expect((await t.app.inject(request)).statusCode, name).toBe(404);
    }
  });
});
