// Bad input on every claims endpoint: missing fields, wrong types, out-of-range values, extra
// fields (mass assignment), bad UUIDs, malformed and huge bodies. Always a clear 4xx problem
// (never a 5xx, never a stack trace), and nothing half-written.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimPassengers, claims } from '../../src/server/db/schema/claims.ts';
import { claimPayload, createClaim, makePdf, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; body: string }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(String(res.headers['content-type']), label).toMatch(/^application\/problem\+json/);
  expect(res.body, label).not.toMatch(/\.ts:\d+|at [A-Za-z]+ \(/);
}

const base = claimPayload();
const withPassenger = (p: object) => ({ ...base, passenger: { ...base.passenger, ...p } });
const withFlight = (f: object) => ({ ...base, flight: { ...base.flight, ...f } });

describe('POST /api/claims', () => {
  const cases: [string, unknown, string?][] = [
    ['no body fields', {}],
    ['no passenger', { flight: base.flight }, 'passenger'],
    ['no flight', { passenger: base.passenger }, 'flight'],
    ['passenger as a string', { ...base, passenger: 'Ada' }, 'passenger'],
    ['flight as a list', { ...base, flight: [] }, 'flight'],
    ['additional passengers as an object', { ...base, additional_passengers: {} }, 'additional_passengers'],
    ['no disruption type', { ...base, flight: { flight_number: 'AF1' } }, 'flight.disruption_type'],
    ['unknown disruption type', withFlight({ disruption_type: 'lost-luggage' }), 'flight.disruption_type'],
    ['number as first name', withPassenger({ first_name: 42 }), 'passenger.first_name'],
    ['first name of 101 characters', withPassenger({ first_name: 'x'.repeat(101) }), 'passenger.first_name'],
    ['control characters in a name', withPassenger({ last_name: 'Love\u0000lace' }), 'passenger.last_name'],
    ['phone with letters', withPassenger({ phone: 'call me maybe' }), 'passenger.phone'],
    ['a negative delay', withFlight({ delay_duration_hours: -1 }), 'flight.delay_duration_hours'],
    ['a delay of 1000 hours', withFlight({ delay_duration_hours: 1000 }), 'flight.delay_duration_hours'],
    ['delay as text', withFlight({ delay_duration_hours: 'four' }), 'flight.delay_duration_hours'],
    ['an airport that is not a code', withFlight({ departure_airport: 'Paris CDG' }), 'flight.departure_airport'],
    ['a flight number with symbols', withFlight({ flight_number: 'AF-12!' }), 'flight.flight_number'],
    ['a date that is not a date', withFlight({ departure_date: '01/06/2025' }), 'flight.departure_date'],
    ['a booking reference with script', { ...base, booking_reference: '<script>' }, 'booking_reference'],
    [
      'ten additional passengers',
      { ...base, additional_passengers: Array.from({ length: 10 }, () => base.additional_passengers![0]) },
      'additional_passengers',
    ],
    ['a client id that is not a UUID', { ...base, id: 'claim-1' }, 'id'],
    ['a status (mass assignment)', { ...base, status: 'paid' }, 'status'],
    ['a user id (mass assignment)', { ...base, user_id: '00000000-0000-0000-0000-000000000000' }, 'user_id'],
    ['a compensation (mass assignment)', { ...base, compensation: { amount: 99999, currency: 'EUR', status: 'paid' } }, 'compensation'],
    ['an unknown flight fact', withFlight({ payout_iban: 'DE00' }), 'flight.payout_iban'],
    ['a JSON array', [base]],
    ['JSON null', null],
  ];

  it.each(cases)('refuses %s with a 4xx problem naming the field', async (label, payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expectProblem(res, label);
    if (field)
      expect(
        res.json().errors?.map((e: { field: string }) => e.field),
        label,
      ).toContain(field);
  });

  it("uses the spec's messages for people", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: ada.headers,
      payload: {
        ...base,
        passenger: { first_name: '  ', last_name: '', email: 'not-an-email' },
        additional_passengers: [{ first_name: 'Bo', last_name: 'B', email: '' }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'passenger.first_name', message: 'First name is required' },
        { field: 'passenger.last_name', message: 'Last name is required' },
        { field: 'passenger.email', message: 'Please enter a valid email address' },
        { field: 'additional_passengers.0.email', message: 'Email is required' },
      ]),
    );
  });

  it('refuses malformed JSON (400), the wrong content type (415) and a huge body (413)', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{"passenger": ',
    });
    expect(malformed.statusCode).toBe(400);
    expectProblem(malformed, 'malformed');
    // Only JSON is read: text/plain is 415 like any other type.
    const text = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...ada.headers, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expectProblem(text, 'text/plain');
    const xml = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...ada.headers, 'content-type': 'application/xml' }, payload: '<claim/>' });
    expect(xml.statusCode).toBe(415);
    expectProblem(xml, 'xml');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: ada.headers,
      payload: withPassenger({ address: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expectProblem(huge, 'huge');
  });

  it('wrote nothing for any of the refused requests', async () => {
    const rows = await t.app.db.select().from(claims).where(eq(claims.userId, ada.user.id));
    expect(rows).toEqual([]);
    const [orphans] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claimPassengers)
      .where(sql`${claimPassengers.claimId} not in (select id from claims)`);
    expect(orphans!.n).toBe(0);
  });
});

describe('bad ids in paths', () => {
  it.each(['not-a-uuid', '123', '00000000-0000-0000-0000-00000000000g', "1' or '1'='1", '%00', 'x'.repeat(99)])(
    'answers %j with a 4xx on every claim route, never a 5xx',
    async (badId) => {
      const id = encodeURIComponent(badId);
      const requests = [
        { method: 'GET' as const, url: `/api/claims/${id}`, headers: ada.headers },
        { method: 'PATCH' as const, url: `/api/claims/${id}/status`, headers: ada.headers, payload: { status: 'draft' } },
        { method: 'POST' as const, url: `/api/claims/${id}/signature`, headers: ada.headers, payload: { signature: 'data:image/png;base64,' } },
        { ...uploadRequest(id, ada, { data: makePdf() }) },
        { method: 'GET' as const, url: `/api/claims/${id}/documents/${id}`, headers: ada.headers },
      ];
      for (const request of requests) {
        const res = await t.app.inject(request);
        expectProblem(res, `${request.method} ${request.url}`);
        expect([400, 404, 422]).toContain(res.statusCode);
      }
    },
  );

  it('answers an over-long id with 414 problem+json (the router refuses it before any route runs)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${'x'.repeat(300)}`, headers: ada.headers });
    expect(res.statusCode).toBe(414);
    expectProblem(res, 'over-long id');
    expect(res.json().code).toBe('uri-too-long');
  });

  it('answers a bad document id on a real claim with a 4xx', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/documents/nope`, headers: ada.headers });
    expectProblem(res, 'doc id');
  });
});

describe('PATCH /api/claims/{id}/status', () => {
  it.each([
    ['no status', {}],
    ['a number', { status: 3 }],
    ['a list', { status: ['paid'] }],
    ['an extra field', { status: 'draft', by: 'agent' }],
    ['a reason of 501 characters', { status: 'draft', reason: 'x'.repeat(501) }],
  ])('refuses %s with a 4xx and leaves the claim alone', async (label, payload) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: ada.headers, payload });
    expectProblem(res, label);
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.status).toBe('submitted');
    expect(row!.statusHistory).toHaveLength(1);
  });
});

describe('query strings', () => {
  it('refuses missing or malformed flight look-ups with a 4xx', async () => {
    for (const url of [
      '/api/flights',
      '/api/flights?date=2025-01-01',
      '/api/flights?flight_number=AF1',
      '/api/flights?flight_number=AF1&date=2025-01-01&departure_airport=12345',
      '/api/flights?flight_number=AF1&date=2025-01-01&x=1',
    ]) {
      expectProblem(await t.app.inject({ method: 'GET', url, headers: ada.headers }), url);
    }
  });
});
