// The back-office API (/api/backoffice/…): who may call it (passenger 403, agent and admin yes,
// no token 401), the queue (filters, search, paging, sort, counts), the claim view with its
// documents and audit log, and actions with the version check and the append-only audit log.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { claimEvents, claims } from '../../src/server/db/schema/claims.ts';
import { claimPayload, createClaim, makePdf, makePng, multipart, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { payThroughRun } from './payout-helpers.ts';
import { fillPath, routeName, ROUTES } from './route-table.ts';

let alice: Caller;
let bob: Caller;
let agent: Caller;
let admin: Caller;
let aliceClaim: ClaimWire;
let bobClaim: ClaimWire;
let docId: string;

// The claims' back office; the payout's routes (runs, a written consent) are tested in authz-backoffice.test.ts and payout-runs.test.ts.
const BACKOFFICE = ROUTES.filter((r) => r.path.startsWith('/api/backoffice/') && !/\/payout-(runs|consent)/.test(r.path));

const t = useTestApp(async () => {
  alice = await newCaller(t.app, { firstName: 'Alice', lastName: 'Aardvark' });
  bob = await newCaller(t.app);
  agent = await newAgent(t.app);
  admin = await newAgent(t.app, 'admin');
  aliceClaim = await createClaim(
    t.app,
    alice,
    claimPayload({
      passenger: { first_name: 'Alice', last_name: 'Aardvark', email: 'alice.a@example.com' },
      booking_reference: 'QWE987',
    }),
  );
  bobClaim = await createClaim(
    t.app,
    bob,
    claimPayload({
      flight: { ...claimPayload().flight, flight_number: 'LH400', departure_date: '2025-03-02' },
      passenger: { first_name: 'Bob', last_name: 'Bobcat', email: 'bob@example.com' },
    }),
  );
  docId = (await t.app.inject(uploadRequest(aliceClaim.id, alice, { data: makePdf('boarding pass') }))).json().data.id;
  // A receipt (issue #21) under the same id, so the table's :expenseId routes reach a real one.
  const receipt = multipart([
    { name: 'expense_id', value: docId },
    { name: 'kind', value: 'taxi' },
    { name: 'amount', value: '25' },
    { name: 'currency', value: 'EUR' },
    { name: 'file', filename: 'taxi.pdf', contentType: 'application/pdf', data: makePdf('taxi') },
  ]);
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${aliceClaim.id}/expenses`,
    headers: { ...alice.headers, ...receipt.headers },
    payload: receipt.payload,
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${aliceClaim.id}/signature`,
    headers: alice.headers,
    payload: { signature: pngDataUrl(makePng(50, 20)) },
  });
});

const get = (caller: Caller, url: string) => t.app.inject({ method: 'GET', url, headers: caller.headers });
const act = (caller: Caller, id: string, body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${id}/actions`,
    headers: { ...caller.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((c) => c.id);

describe('who may use the back office', () => {
  it('has routes in the route table', () => {
    expect(BACKOFFICE.map(routeName)).toHaveLength(32);
  });

  it('answers 403 agent-role-required to a passenger on every route, and changes nothing', async () => {
    for (const route of BACKOFFICE) {
      const res = await t.app.inject({
        method: route.method,
        url: fillPath(route.path, { id: aliceClaim.id, docId }),
        headers: alice.headers,
        ...(route.body === 'json' ? { payload: { action: 'process', version: 1 } } : {}),
      });
      expect(res.statusCode, routeName(route)).toBe(403);
      expect(res.json().code, routeName(route)).toBe('agent-role-required');
    }
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, aliceClaim.id));
    expect(row!.status).toBe('submitted');
  });

  it('lets a claims agent and an admin read every route', async () => {
    for (const caller of [agent, admin]) {
      // The notification dead letters, the accountant's report and the desk's figures are the admins' (403 for an agent);
      // a document's id names no airline letter (desk.test.ts reads one); an airline message's file
      // needs a message (inbound-mail.test.ts); a bank statement or an invoice needs one (bank-credit-match.test.ts,
      // invoices.test.ts), and the invoices are the admins' and payers'.
      const readable = BACKOFFICE.filter(
        (r) =>
          r.method === 'GET' && !r.path.includes('/letters/') && !r.path.includes('/airline-messages/') && !/\/(bank-statements|invoices)\/:id/.test(r.path),
      );
      for (const route of readable.filter((r) => caller === admin || !/\/(notifications\/|reports\/|invoices|desk\/insights)/.test(r.path))) {
        const res = await get(caller, fillPath(route.path, { id: aliceClaim.id, docId }));
        expect(res.statusCode, routeName(route)).toBe(200);
      }
    }
  });
});

describe('the queue', () => {
  it('lists every claim with counts per status and a page', async () => {
    const res = await get(agent, '/api/backoffice/claims');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((c: { id: string }) => c.id)).toEqual([bobClaim.id, aliceClaim.id]);
    expect(body.page).toEqual({ number: 1, size: 25, total: 2, total_capped: false });
    expect(body.counts).toMatchObject({ submitted: 2, processing: 0 });
    expect(body.data[0]).toMatchObject({ flight_number: 'LH400', airline: 'LH', passenger_name: 'Bob Bobcat', flight_date: '2025-03-02' });
  });

  const claimOf = (who: 'alice' | 'bob') => (who === 'alice' ? aliceClaim : bobClaim);
  it.each<{ by: string; q: string; finds: ('alice' | 'bob')[] }>([
    { by: 'flight number', q: 'lh4', finds: ['bob'] },
    { by: 'flight number with a space', q: 'LH 40', finds: ['bob'] },
    { by: 'booking reference', q: 'qwe9', finds: ['alice'] },
    { by: 'last name', q: 'aard', finds: ['alice'] },
    { by: 'full name', q: 'Alice Aardvark', finds: ['alice'] },
    { by: 'e-mail', q: 'ALICE.A@', finds: ['alice'] },
    { by: 'e-mail with a LIKE wildcard', q: '%', finds: [] },
  ])('finds by $by', async ({ q, finds }) => {
    const res = await get(agent, `/api/backoffice/claims?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(finds.map((who) => claimOf(who).id));
  });

  it("finds by claim reference (the id's last 8 digits)", async () => {
    const res = await get(agent, `/api/backoffice/claims?q=${claimReference(aliceClaim.id)}`);
    expect(ids(res)).toContain(aliceClaim.id);
  });

  it('filters by airline, flight date, regime and assignment, sorts and pages', async () => {
    expect(ids(await get(agent, '/api/backoffice/claims?airline=af'))).toEqual([aliceClaim.id]);
    expect(ids(await get(agent, '/api/backoffice/claims?flight_date_to=2025-04-01'))).toEqual([bobClaim.id]);
    expect(ids(await get(agent, '/api/backoffice/claims?regime=EC261'))).toHaveLength(2);
    expect(ids(await get(agent, '/api/backoffice/claims?assigned_to=me'))).toEqual([]);
    expect(ids(await get(agent, '/api/backoffice/claims?sort=created_at'))).toEqual([aliceClaim.id, bobClaim.id]);
    expect(ids(await get(agent, '/api/backoffice/claims?sort=flight_date'))).toEqual([bobClaim.id, aliceClaim.id]);
    const second = await get(agent, '/api/backoffice/claims?per_page=1&page=2');
    expect(second.json()).toMatchObject({ page: { number: 2, size: 1, total: 2 } });
    expect(ids(second)).toEqual([aliceClaim.id]);
    expect(ids(await get(agent, '/api/backoffice/claims?deadline_within_days=0'))).toEqual([]);
  });

  it('answers bad queries with 422 problem+json', async () => {
    for (const query of ['status=lost', 'page=0', 'per_page=101', 'sort=name', 'airline=ABC', 'assigned_to=x', 'q=%00', 'extra=1']) {
      const res = await get(agent, `/api/backoffice/claims?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.headers['content-type'], query).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('the claim view', () => {
  it('has everything filed, the assessment and deadline, and documents an agent can download, sandboxed', async () => {
    const res = await get(agent, `/api/backoffice/claims/${aliceClaim.id}`);
    const { data } = res.json();
    expect(data.claim.passenger).toMatchObject({ first_name: 'Alice', email: 'alice.a@example.com' });
    expect(data.claim.documents).toHaveLength(1);
    expect(data.claim.signature).not.toBeNull();
    expect(data.assessment.reasons.length).toBeGreaterThan(0);
    expect(data.limitation_deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.version).toBe(1);
    const doc = await get(agent, `/api/backoffice/claims/${aliceClaim.id}/documents/${docId}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('boarding pass');
    expect(doc.headers['content-security-policy']).toContain('sandbox');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['content-disposition']).toMatch(/^attachment/);
    const signature = await get(agent, `/api/backoffice/claims/${aliceClaim.id}/signature`);
    expect(signature.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for unknown claims and documents', async () => {
    expect((await get(agent, `/api/backoffice/claims/${crypto.randomUUID()}`)).json().code).toBe('claim-not-found');
    expect((await get(agent, `/api/backoffice/claims/${bobClaim.id}/documents/${docId}`)).json().code).toBe('document-not-found');
    expect((await get(agent, `/api/backoffice/claims/${bobClaim.id}/signature`)).statusCode).toBe(404);
  });
});

describe('actions', () => {
  it('take a claim from the queue to paid, each one audited with the agent, and the passenger never sees notes', async () => {
    const id = aliceClaim.id;
    const steps: Record<string, unknown>[] = [
      { action: 'assign' },
      { action: 'request-info', text: 'Please upload the boarding pass of Charles.' },
      { action: 'note', text: 'Internal: airline usually pays in 6 weeks' },
      { action: 'process' },
      { action: 'approve', amount: 500, currency: 'eur' },
    ];
    for (const [index, step] of steps.entries()) {
      const res = await act(agent, id, { ...step, version: index + 1 });
      expect(res.statusCode, JSON.stringify(step)).toBe(200);
    }
    // Paid only through a payout run the bank confirmed (issue #36): no action marks a claim paid.
    expect((await act(agent, id, { action: 'pay', version: 6 })).statusCode).toBe(422);
    expect((await payThroughRun(t.app, alice, id)).statusCode).toBe(200);
    const { data } = (await get(agent, `/api/backoffice/claims/${id}`)).json();
    expect(data).toMatchObject({ assigned_to: agent.user.id });
    expect(data.open_request_at).not.toBeNull();
    expect(data.claim.status).toBe('paid');
    const actions = data.events.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 5)).toEqual(['assign', 'request-info', 'note', 'process', 'approve']);
    // The payout run's confirmation: one pay event, by an admin (the agent's view after it reads the account).
    const paid = data.events.filter((e: { action: string }) => e.action === 'pay');
    expect(paid).toEqual([
      expect.objectContaining({ from_status: 'approved', to_status: 'paid', details: expect.objectContaining({ bank_reference: expect.any(String) }) }),
    ]);
    expect(paid[0].actor_id).not.toBe(agent.user.id);
    expect(data.events.slice(0, 5).every((e: { actor_id: string }) => e.actor_id === agent.user.id)).toBe(true);
    expect(data.events[4]).toMatchObject({ from_status: 'processing', to_status: 'approved', details: { amount_received: { amount: 500, currency: 'EUR' } } });
    expect((await get(agent, `/api/backoffice/claims?assigned_to=me&open_request=true`)).json().data.map((c: { id: string }) => c.id)).toEqual([id]);
    const passengerView = await get(alice, `/api/claims/${id}`);
    expect(passengerView.json().data.status).toBe('paid');
    expect(passengerView.body).not.toContain('Internal: airline');
  });

  it('refuses a stale version with 409 version-conflict that says what changed, and changes nothing', async () => {
    const claim = await createClaim(t.app, bob);
    expect((await act(admin, claim.id, { action: 'process', version: 1 })).statusCode).toBe(200);
    const stale = await act(agent, claim.id, { action: 'reject', text: 'Extraordinary circumstances', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version-conflict' });
    expect(stale.json().detail).toContain('process (submitted → processing)');
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row).toMatchObject({ status: 'processing', version: 2 });
  });

  it('refuses moves the status machine does not have (409) and incomplete actions (422)', async () => {
    const claim = await createClaim(t.app, bob);
    expect((await act(agent, claim.id, { action: 'approve', amount: 400, currency: 'EUR', version: 1 })).json().code).toBe('illegal-transition');
    expect((await act(agent, claim.id, { action: 'reject', version: 1 })).statusCode).toBe(422);
    expect((await act(agent, claim.id, { action: 'request-info', text: '  ', version: 1 })).statusCode).toBe(422);
    expect((await act(agent, claim.id, { action: 'assign', assignee: bob.user.id, version: 1 })).statusCode).toBe(422);
    expect((await act(agent, claim.id, { action: 'approve', version: 1, amount: -5, currency: 'EUR' })).statusCode).toBe(422);
    expect((await act(agent, claim.id, { action: 'fly', version: 1 })).statusCode).toBe(422);
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row).toMatchObject({ status: 'submitted', version: 1, assignedTo: null });
  });

  it('are idempotent with an Idempotency-Key: the retry replays the answer and acts once', async () => {
    const claim = await createClaim(t.app, bob);
    const first = await act(agent, claim.id, { action: 'assign', assignee: admin.user.id, version: 1 }, 'key-1');
    const again = await act(agent, claim.id, { action: 'assign', assignee: admin.user.id, version: 1 }, 'key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const events = await t.app.db.select().from(claimEvents).where(eq(claimEvents.claimId, claim.id));
    expect(events).toHaveLength(1);
  });

  it("refuses an agent's PATCH /api/claims/{id}/status on another's claim (N2): no version check or approval rule skipped", async () => {
    const claim = await createClaim(t.app, bob);
    const patch = (status: string) => t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: agent.headers, payload: { status } });
    const rejected = await patch('rejected');
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json()).toMatchObject({ code: 'use-backoffice-actions' });
    expect(rejected.json().detail).toContain(`/api/backoffice/claims/${claim.id}/actions`);
    // The attack of the review: straight to approved without the amount received, then paid.
    await act(agent, claim.id, { action: 'process', version: 1 });
    expect((await patch('approved')).statusCode).toBe(403);
    const { data } = (await get(agent, `/api/backoffice/claims/${claim.id}`)).json();
    expect(data.claim.status).toBe('processing');
    expect(data.version).toBe(2);
    expect(data.events.map((e: { action: string }) => e.action)).toEqual(['process']);
  });
});

describe('the audit log', () => {
  it("is append-only: the database refuses UPDATE and DELETE, but the claim's erasure takes its events along", async () => {
    const claim = await createClaim(t.app, bob);
    await act(agent, claim.id, { action: 'note', text: 'to be kept', version: 1 });
    await expect(t.app.db.update(claimEvents).set({ reason: 'rewritten' }).where(eq(claimEvents.claimId, claim.id))).rejects.toThrow();
    await expect(t.app.db.delete(claimEvents).where(eq(claimEvents.claimId, claim.id))).rejects.toThrow();
    await t.app.db.delete(claims).where(eq(claims.id, claim.id));
    const [left] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claimEvents)
      .where(eq(claimEvents.claimId, claim.id));
    expect(left!.n).toBe(0);
  });
});
