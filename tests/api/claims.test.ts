// Claims through the real app: create (with the rules engine's estimate, passengers in one
// transaction, the client's id), list newest first, read one, and the status machine.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { claimPassengers, claims } from '../../src/server/db/schema/claims.ts';
import { carrierOfFlightNumber, normalizeFlightNumber, type ClaimWire } from '../../src/domain/claim/index.ts';
import { claimPayload, createClaim, newAgent, newCaller, type Caller, agentMove } from './claims-helpers.ts';
import { payThroughRun } from './payout-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;

const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

describe('POST /api/claims', () => {
  it('creates a submitted claim with its passengers and the per-passenger estimate', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload: claimPayload() });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const claim = (res.json() as { data: ClaimWire }).data;
    expect(claim.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claim).toMatchObject({
      status: 'submitted',
      disruption_type: 'delayed',
      passenger: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', address: '12 Analytical Row, London' },
      additional_passengers: [{ first_name: 'Charles', last_name: 'Babbage', email: 'charles@example.com' }],
      booking_reference: 'ABC123',
      // CDG–FCO is about 1,100 km: the first band, per passenger (not ×2 for two passengers).
      compensation: { amount: 250, currency: 'EUR', status: 'estimated', regime: 'EC261' },
      documents: [],
      signature: null,
    });
    expect(claim.flight).toMatchObject({ flight_number: 'AF1234', departure_airport: 'CDG', arrival_airport: 'FCO', delay_duration_hours: 4 });
    expect(claim.status_history).toEqual([{ status: 'submitted', at: expect.any(String), by: 'passenger', by_user_id: ada.user.id }]);
    const passengers = await t.app.db.select().from(claimPassengers).where(eq(claimPassengers.claimId, claim.id));
    expect(passengers).toHaveLength(2);
  });

  it('has no estimate when the rules say not eligible (delay under 3 hours)', async () => {
    const payload = claimPayload({ flight: { ...claimPayload().flight, delay_duration_hours: 2.5 } });
    const claim = await createClaim(t.app, ada, payload);
    expect(claim.compensation).toBeNull();
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.assessment?.outcome).toBe('not-eligible');
  });

  it('has no estimate, but is still filed, when the facts are incomplete (no airports)', async () => {
    const { departure_airport: _d, arrival_airport: _a, ...flight } = claimPayload().flight;
    const claim = await createClaim(t.app, ada, claimPayload({ flight }));
    expect(claim.status).toBe('submitted');
    expect(claim.compensation).toBeNull();
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.assessment?.outcome).toBe('needs-more-information');
  });

  it("keeps the client's UUID, and re-sending it answers the stored claim instead of a second one", async () => {
    const id = uuidv7();
    const first = await t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload: claimPayload({ id }) });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.id).toBe(id);
    const again = await t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload: claimPayload({ id }) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(id);
    expect(await t.app.db.select().from(claims).where(eq(claims.id, id))).toHaveLength(1);
  });

  it("refuses another user's claim id with 409 and changes nothing", async () => {
    const id = uuidv7();
    await createClaim(t.app, ada, claimPayload({ id }));
    const bob = await newCaller(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: bob.headers, payload: claimPayload({ id, booking_reference: 'XYZ999' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('claim-id-taken');
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    expect(row!.userId).toBe(ada.user.id);
    expect(row!.bookingReference).toBe('ABC123');
  });

  it('stores names in any script, and script-like text, as plain text', async () => {
    const payload = claimPayload({
      passenger: { first_name: 'Zoë-Łucja 李', last_name: '<script>alert(1)</script>', email: 'zoe@example.com' },
      additional_passengers: [{ first_name: 'محمد', last_name: "O'Brien; DROP TABLE claims;--", email: 'm@example.com' }],
    });
    const claim = await createClaim(t.app, ada, payload);
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.passenger).toMatchObject({ first_name: 'Zoë-Łucja 李', last_name: '<script>alert(1)</script>' });
    expect(res.json().data.additional_passengers[0].last_name).toBe("O'Brien; DROP TABLE claims;--");
  });
});

describe('an additional passenger under 18 (issue #15: children have no e-mail)', () => {
  const child = (email: string, minor?: boolean) =>
    claimPayload({ additional_passengers: [{ first_name: 'Lily', last_name: 'Lovelace', email, ...(minor === undefined ? {} : { minor }) }] });

  it('is filed without an e-mail, and read back as a minor with none', async () => {
    const claim = await createClaim(t.app, ada, child('', true));
    expect(claim.additional_passengers).toEqual([{ first_name: 'Lily', last_name: 'Lovelace', email: '', minor: true }]);
  });

  it("refuses an adult without an e-mail, and a minor's bad e-mail, with the device's messages", async () => {
    for (const [payload, message] of [
      [child(''), 'Email is required'],
      [child('not-an-address', true), 'Please enter a valid email address'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'additional_passengers.0.email', message }]);
    }
  });
});

describe('the flight columns the database derives (issue #14: tied to the domain rule)', () => {
  // claims.flight_number and claims.airline are generated in SQL for the back office's indexes; the
  // route stores the domain's normal form, so the SQL must read it back unchanged.
  it.each(['ek 0059', 'Ek 059', 'ek ٥٩', ' lh 4 00 ', 'U2 01234', 'KLM1234'])('%s', async (typed) => {
    const claim = await createClaim(t.app, ada, claimPayload({ flight: { ...claimPayload().flight, flight_number: typed } }));
    const [row] = await t.app.db.select({ flightNumber: claims.flightNumber, airline: claims.airline }).from(claims).where(eq(claims.id, claim.id));
    expect(row).toEqual({ flightNumber: normalizeFlightNumber(typed), airline: carrierOfFlightNumber(typed) });
  });
});

describe('GET /api/claims and /api/claims/{id}', () => {
  it("lists only the caller's claims, newest first", async () => {
    const carol = await newCaller(t.app);
    const a = await createClaim(t.app, carol);
    const b = await createClaim(t.app, carol, claimPayload({ booking_reference: 'SECOND' }));
    await createClaim(t.app, ada);
    const res = await t.app.inject({ method: 'GET', url: '/api/claims', headers: carol.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.map((c: ClaimWire) => c.id)).toEqual([b.id, a.id]);
  });

  it('lists nothing for a new user', async () => {
    const dave = await newCaller(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/claims', headers: dave.headers });
    expect(res.json()).toEqual({ data: [], next_cursor: null });
  });

  it('reads one claim, and 404 claim-not-found for an unknown id', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers });
    expect(res.statusCode).toBe(200);
    // The one claim also says what happens next at the airline desk (desk.test.ts).
    const { next_step, airline_offer, ...rest } = res.json().data;
    expect(rest).toEqual(claim);
    expect([next_step.message_id, airline_offer]).toEqual(['desk.next.preparing', null]);
    const missing = await t.app.inject({ method: 'GET', url: `/api/claims/${uuidv7()}`, headers: ada.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('claim-not-found');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/claims' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/claims', payload: claimPayload() })).statusCode).toBe(401);
  });
});

describe('PATCH /api/claims/{id}/status', () => {
  const patch = (id: string, caller: Caller, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/claims/${id}/status`, headers: caller.headers, payload });

  it('lets the passenger withdraw (submitted → draft) and submit again, recording each move', async () => {
    const claim = await createClaim(t.app, ada);
    const withdrawn = await patch(claim.id, ada, { status: 'draft', reason: 'wrong date' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.status).toBe('draft');
    const again = await patch(claim.id, ada, { status: 'submitted' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status_history.map((h: { status: string }) => h.status)).toEqual(['submitted', 'draft', 'submitted']);
    expect(again.json().data.status_history[1].reason).toBe('wrong date');
  });

  it("refuses a passenger's decision on their own claim with 403, and leaves it as it was", async () => {
    const claim = await createClaim(t.app, ada);
    for (const status of ['processing', 'rejected']) {
      const res = await patch(claim.id, ada, { status });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('transition-forbidden');
    }
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.status).toBe('submitted');
  });

  it('refuses a move the machine does not have with 409 (skipping steps, or staying put)', async () => {
    const claim = await createClaim(t.app, ada);
    for (const status of ['paid', 'approved', 'submitted']) {
      const res = await patch(claim.id, ada, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('illegal-transition');
    }
  });

  it('lets a claims agent take a claim through processing and approval, and a payout run pay it', async () => {
    const agent = await newAgent(t.app);
    const claim = await createClaim(t.app, ada);
    for (const status of ['processing', 'approved']) {
      const res = await agentMove(t.app, agent, claim.id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.claim.status).toBe(status);
    }
    // No action marks a claim paid (issue #36): only a confirmed payout run does.
    expect((await agentMove(t.app, agent, claim.id, 'paid', { action: 'pay' })).statusCode).toBe(422);
    expect((await payThroughRun(t.app, ada, claim.id)).statusCode).toBe(200);
    const seen = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers });
    expect(seen.json().data.status).toBe('paid');
    expect(seen.json().data.compensation).toMatchObject({ amount: 250, status: 'paid' });
    const backwards = await agentMove(t.app, agent, claim.id, 'processing');
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().code).toBe('illegal-transition');
  });

  it('refuses an unknown status value with a 4xx problem', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await patch(claim.id, ada, { status: 'withdrawn-and-paid' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors[0].field).toBe('status');
  });
});

describe('the OpenAPI document', () => {
  it('describes the claims, documents, signature, flights, airports and referral routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/claims',
        '/api/claims/{id}',
        '/api/claims/{id}/status',
        '/api/claims/{id}/upload',
        '/api/claims/{id}/signature',
        '/api/claims/{id}/documents/{docId}',
        '/api/flights/check-delay',
        '/api/flights',
        '/api/airports',
        '/api/referral',
      ]),
    );
  });
});
