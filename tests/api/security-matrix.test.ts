// The authorization matrix over every endpoint (ASVS 8.2.1–8.2.3), with two passengers and a
// claims agent: the route table covers every route the server has; every bearer route is 401
// problem+json without a token; per-user routes only ever show the caller's own data; and every
// status change (6 × 6 statuses × owner, agent, stranger on PATCH, and every agent action from every
// status) gets exactly the answer the product's status machine gives, written out here by hand
// rather than computed from the same code.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClaimStatus, ClaimWire } from '../../src/domain/claim/index.ts';
import { claims } from '../../src/server/db/schema/claims.ts';
import { createClaim, makePdf, newAgent, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { documentedRoutes, fillPath, routeName, ROUTES } from './route-table.ts';
import { STATUS_MOVES } from '../shared/status-moves.ts';

let alice: Caller;
let bob: Caller;
let agent: Caller;
let aliceClaim: ClaimWire;
let aliceDoc: string;

const t = useTestApp(async () => {
  alice = await newCaller(t.app, { firstName: 'Alice', lastName: 'Aardvark' });
  bob = await newCaller(t.app, { firstName: 'Bob', lastName: 'Bobcat' });
  agent = await newAgent(t.app);
  aliceClaim = await createClaim(t.app, alice);
  aliceDoc = (await t.app.inject(uploadRequest(aliceClaim.id, alice, { data: makePdf('alice') }))).json().data.id;
});

describe('the route table', () => {
  it('classifies every route the server documents', () => {
    const known = new Set(ROUTES.map(routeName));
    const missing = documentedRoutes(t.app).filter((name) => !known.has(name));
    expect(missing).toEqual([]);
  });
});

describe('without a token', () => {
  it('every bearer route answers 401 (problem+json on the API) and runs nothing', async () => {
    for (const route of ROUTES.filter((r) => r.access === 'bearer')) {
      const res = await t.app.inject({ method: route.method, url: fillPath(route.path, { id: aliceClaim.id, docId: aliceDoc }) });
      expect(res.statusCode, routeName(route)).toBe(401);
      if (route.problemJson) expect(res.headers['content-type'], routeName(route)).toMatch(/^application\/problem\+json/);
    }
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, aliceClaim.id));
    expect(row!.status).toBe('submitted');
  });
});

describe("per-user routes show only the caller's own data", () => {
  it.each([['/api/me'], ['/api/me/export'], ['/api/referral'], ['/api/claims']])('%s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bob.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(alice.user.id);
    expect(res.body).not.toContain(alice.user.email);
    expect(res.body).not.toContain(aliceClaim.id);
    expect(res.body).not.toContain('Aardvark');
  });

  it('PATCH /api/me changes the caller only', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bob.headers, payload: { lastName: 'Bobcat II' } });
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me', headers: alice.headers });
    expect(mine.json()).toMatchObject({ id: alice.user.id, lastName: 'Aardvark' });
  });
});

const STATUSES: ClaimStatus[] = ['draft', 'submitted', 'processing', 'approved', 'rejected', 'paid'];

function expected(from: ClaimStatus, to: ClaimStatus, actor: 'owner' | 'agent' | 'stranger'): number {
  if (actor === 'stranger') return 404;
  // The team's moves go through the back-office actions only (review N2): PATCH refuses them all.
  if (actor === 'agent') return 403;
  const who = STATUS_MOVES[`${from}>${to}`];
  if (!who) return 409;
  if (who === 'agent' && actor === 'owner') return 403;
  return 200;
}

describe('the status machine', () => {
  it('answers every move by every actor as the product says, and changes the claim only when allowed', async () => {
    const claim = await createClaim(t.app, alice);
    const actors = { owner: alice, agent, stranger: bob } as const;
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        for (const [actor, caller] of Object.entries(actors) as ['owner' | 'agent' | 'stranger', Caller][]) {
          // Setup, not under test: put the claim in `from` directly.
          await t.app.db.update(claims).set({ status: from }).where(eq(claims.id, claim.id));
          const res = await t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: caller.headers, payload: { status: to } });
          const [row] = await t.app.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claim.id));
          const want = expected(from, to, actor);
          seen.push(`${from}>${to} ${actor}`);
          if (res.statusCode !== want) wrong.push(`${from}>${to} by ${actor}: ${res.statusCode}, want ${want}`);
          if (row!.status !== (want === 200 ? to : from)) wrong.push(`${from}>${to} by ${actor}: claim is ${row!.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(seen).toHaveLength(108);
  });

  it("answers every agent move through the back-office actions as the machine says, the version and each action's rule checked", async () => {
    const claim = await createClaim(t.app, alice);
    const actions: [ClaimStatus, Record<string, unknown>][] = [
      ['processing', { action: 'process' }],
      ['approved', { action: 'approve', amount: 400, currency: 'EUR' }],
      ['rejected', { action: 'reject', text: 'Extraordinary circumstances' }],
    ];
    const wrong: string[] = [];
    for (const from of STATUSES) {
      for (const [to, body] of actions) {
        await t.app.db.update(claims).set({ status: from, version: 7 }).where(eq(claims.id, claim.id));
        const url = `/api/backoffice/claims/${claim.id}/actions`;
        const stale = await t.app.inject({ method: 'POST', url, headers: agent.headers, payload: { ...body, version: 6 } });
        if (stale.statusCode !== 409 || stale.json().code !== 'version-conflict') wrong.push(`${from}>${to} at an old version: ${stale.statusCode}`);
        const res = await t.app.inject({ method: 'POST', url, headers: agent.headers, payload: { ...body, version: 7 } });
        const want = STATUS_MOVES[`${from}>${to}`] === 'agent' ? 200 : 409;
        if (res.statusCode !== want) wrong.push(`${from}>${to}: ${res.statusCode}, want ${want}`);
      }
    }
    await t.app.db.update(claims).set({ status: 'processing', version: 7 }).where(eq(claims.id, claim.id));
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/actions`,
      headers: agent.headers,
      payload: { action: 'approve', version: 7 },
    });
    if (bare.statusCode !== 422) wrong.push(`approve without the amount received: ${bare.statusCode}`);
    // approved > paid is the payout run's confirmation only (issue #36): no action makes it.
    await t.app.db.update(claims).set({ status: 'approved', version: 7 }).where(eq(claims.id, claim.id));
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/actions`,
      headers: agent.headers,
      payload: { action: 'pay', version: 7 },
    });
    if (pay.statusCode !== 422) wrong.push(`the old pay action: ${pay.statusCode}`);
    expect(wrong).toEqual([]);
  });
});
