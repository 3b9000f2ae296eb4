// GET /api/claims sends the JSON PostgreSQL writes (src/server/http/claims-wire-sql.ts), not
// toClaimWire's objects through the response schema. Both must say the same for every kind of
// claim: passengers with and without phone, address and minors, documents, a replaced signature,
// money facts, an estimate with cents, none at all, a status history with reasons, a sync
// problem, and nulls. Held against toClaimWire on the stored rows and against GET /api/claims/{id}
// (which still goes through toClaimWire and the schema). PGlite, or PostgreSQL with DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { claims } from '../../src/server/db/schema/claims.ts';
import { allOwnClaims, toClaimWire } from '../../src/server/http/claims-store.ts';
import { claimPayload, createClaim, makePdf, makePng, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

async function json(caller: Caller, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as { data: ClaimWire[] | ClaimWire; next_cursor?: string | null };
}

async function sign(caller: Caller, claimId: string, width: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/signature`,
    headers: caller.headers,
    payload: { signature: pngDataUrl(makePng(width, 20)) },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Claims of every shape for one passenger; returns their ids. */
async function fileVariedClaims(caller: Caller): Promise<void> {
  await createClaim(t.app, caller);
  const plain = await createClaim(
    t.app,
    caller,
    claimPayload({
      passenger: { first_name: 'Ali', last_name: 'Yılmaz', email: 'ali@example.com', phone: ' ', address: '' },
      booking_reference: undefined,
      additional_passengers: [
        { first_name: 'Elif', last_name: 'Yılmaz', email: 'elif@example.com', minor: true },
        { first_name: 'Can', last_name: 'Yılmaz', email: 'can@example.com', minor: false },
      ],
      // An hour late: no compensation, so no estimate.
      flight: {
        disruption_type: 'delayed',
        flight_number: 'TK1',
        departure_date: '2025-06-01',
        departure_airport: 'IST',
        arrival_airport: 'LHR',
        delay_duration_hours: 1,
      },
    }),
  );
  const facts = await createClaim(
    t.app,
    caller,
    claimPayload({
      additional_passengers: [],
      passenger: { first_name: 'نادیا', last_name: 'رضایی', email: 'n@example.com', address: '12 "Quoted" Street\nTehran' },
      flight: {
        disruption_type: 'delayed',
        flight_number: 'EK45',
        departure_date: '2025-06-01',
        departure_airport: 'DXB',
        arrival_airport: 'FRA',
        arrival_delay_minutes: 300,
        cause: 'knock-on-previous-flight',
        original_cause: 'technical',
        departure_times: { scheduled: '08:30', expected: '13:30' },
        chose_refund: false,
        ticket_price: { amount_minor: 81240, currency: 'EUR' },
        baggage: { kind: 'damaged', received_on: '2025-06-02', cost: { amount_minor: 18950, currency: 'AED' } },
      },
    }),
  );
  // Two documents and two signatures: the list shows both documents and the latest signature.
  for (const text of ['boarding pass', 'booking confirmation']) {
    expect((await t.app.inject(uploadRequest(facts.id, caller, { data: makePdf(text) }))).statusCode).toBe(201);
  }
  await sign(caller, facts.id, 40);
  await sign(caller, facts.id, 60);
  // A withdrawal with a reason, a sync problem, and an estimate with cents and no regime or status.
  const withdrawn = await t.app.inject({
    method: 'PATCH',
    url: `/api/claims/${plain.id}/status`,
    headers: { ...caller.headers, 'idempotency-key': crypto.randomUUID() },
    payload: { status: 'draft', reason: 'Wrong date, will fix' },
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  const problem = { code: 'unsupported-file-type', title: 'File type must be PDF', detail: 'x.exe: not a PDF' };
  expect((await t.app.inject({ method: 'PUT', url: `/api/claims/${plain.id}/sync-problem`, headers: caller.headers, payload: problem })).statusCode).toBe(204);
  const odd = await createClaim(t.app, caller);
  await t.app.db
    .update(claims)
    .set({
      compensationAmount: 250.5,
      compensationStatus: null,
      regime: '',
      statusHistory: sql`${claims.statusHistory} || '[{"status":"submitted","at":"2025-06-03T10:00:00.000Z","by":"","reason":""}]'::jsonb`,
    })
    .where(eq(claims.id, odd.id));
}

describe('GET /api/claims as JSON written by the database', () => {
  it('says what toClaimWire and GET /api/claims/{id} say, on the first page and on cursor pages', async () => {
    const caller = await newCaller(t.app);
    await fileVariedClaims(caller);
    const expected = JSON.parse(JSON.stringify((await allOwnClaims(t.app.db, caller.user.id)).map(toClaimWire))) as ClaimWire[];
    expect(expected).toHaveLength(4);
    // The cases above did happen (or this test would compare nothing interesting).
    expect(expected.some((c) => c.compensation === null)).toBe(true);
    expect(expected.some((c) => c.signature !== null && c.documents.length === 2)).toBe(true);
    expect(expected.some((c) => c.sync_problem !== null && c.status_history.some((h) => h.reason))).toBe(true);
    expect(expected.some((c) => c.additional_passengers.some((p) => p.minor))).toBe(true);

    const first = await json(caller, '/api/claims');
    expect(first).toEqual({ data: expected, next_cursor: null });

    const walked: ClaimWire[] = [];
    let cursor: string | null | undefined = null;
    do {
      const page = await json(caller, `/api/claims?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...(page.data as ClaimWire[]));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(expected);

    for (const claim of expected) {
      const {
        next_step: _step,
        airline_offer: _offer,
        ...one
      } = (await json(caller, `/api/claims/${claim.id}`)).data as ClaimWire & { next_step?: unknown; airline_offer?: unknown };
      expect(claim).toEqual(one);
    }
  });
});
