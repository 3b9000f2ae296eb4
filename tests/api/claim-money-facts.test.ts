// The facts of money beyond the fixed sum on a claim (issue #33): times of day, the refund and the
// ticket's price, a baggage problem, a knock-on delay's original cause. Stored with the claim's
// flight and read by the engine's assessment; refused with the domain's messages (fact-rules.ts,
// as the wizard refuses them) in a 422 validation-failed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FACT_MESSAGES } from '../../src/domain/claim/index.ts';
import type { Assessment } from '../../src/domain/compensation/index.ts';
import { claims } from '../../src/server/db/schema/claims.ts';
import { claimPayload, createClaim, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

/** Emirates EK 45 Dubai → Frankfurt, 5 h late: the Montreal Convention alone. */
const EK45 = {
  disruption_type: 'delayed' as const,
  flight_number: 'EK45',
  departure_date: '2025-06-01',
  departure_airport: 'DXB',
  arrival_airport: 'FRA',
  arrival_delay_minutes: 300,
  cause: 'knock-on-previous-flight' as const,
  original_cause: 'technical' as const,
  departure_times: { scheduled: '08:30', expected: '13:30' },
  chose_refund: false,
  baggage: { kind: 'damaged' as const, received_on: '2025-06-02', cost: { amount_minor: 18950, currency: 'AED' } },
};
const payload = (flight: object) => claimPayload({ flight: { ...EK45, ...flight } });
const post = (flight: object) => t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload: payload(flight) });

describe('a claim with the new facts', () => {
  it('stores them with the flight, answers them back, and the assessment reads them (Montreal Art. 17, 22(2), 31(2))', async () => {
    const claim = await createClaim(t.app, ada, payload({ chose_refund: true, ticket_price: { amount_minor: 81240, currency: 'EUR' } }));
    expect(claim.flight).toMatchObject({
      original_cause: 'technical',
      departure_times: { scheduled: '08:30', expected: '13:30' },
      chose_refund: true,
      ticket_price: { amount_minor: 81240, currency: 'EUR' },
      baggage: { kind: 'damaged', received_on: '2025-06-02', cost: { amount_minor: 18950, currency: 'AED' } },
    });
    const [row] = await t.app.db.select({ assessment: claims.assessment }).from(claims).where(eq(claims.id, claim.id));
    const assessment = row!.assessment as Assessment;
    expect(assessment.regime).toBe('MC99');
    expect(assessment.baggageCap).toEqual({ amount: 1519, currency: 'XDR' });
    expect(assessment.damagesCap).toEqual({ amount: 6303, currency: 'XDR' });
    expect(assessment.claimDeadlines?.complaints).toEqual([expect.objectContaining({ kind: 'baggage-damage', lastDay: '2025-06-09' })]);
  });
});

describe('bad input: 422 validation-failed with the wizard’s message', () => {
  it.each([
    ['a time past midnight', { departure_times: { scheduled: '24:10' } }, 'flight.departure_times.scheduled', FACT_MESSAGES.timeOfDay],
    ['a time in words', { departure_times: { expected: 'noon' } }, 'flight.departure_times.expected', FACT_MESSAGES.timeOfDay],
    ['a ticket of nothing', { ticket_price: { amount_minor: 0, currency: 'EUR' } }, 'flight.ticket_price.amount_minor', FACT_MESSAGES.amountRange],
    ['an unknown currency', { ticket_price: { amount_minor: 100, currency: 'XYZ' } }, 'flight.ticket_price.currency', FACT_MESSAGES.currency],
    ['a bag back before the flight', { baggage: { kind: 'delayed', received_on: '2025-05-31' } }, 'flight.baggage.received_on', FACT_MESSAGES.receivedOn],
    ['a bag back in 2099', { baggage: { kind: 'delayed', received_on: '2099-01-01' } }, 'flight.baggage.received_on', FACT_MESSAGES.receivedOn],
    [
      'a bag cost above the bound',
      { baggage: { kind: 'lost', cost: { amount_minor: 10_000_001, currency: 'EUR' } } },
      'flight.baggage.cost.amount_minor',
      FACT_MESSAGES.amountRange,
    ],
    ['an original cause without a knock-on', { cause: 'weather' }, 'flight.original_cause', FACT_MESSAGES.originalCause],
    ['a knock-on of a knock-on', { original_cause: 'knock-on-previous-flight' }, 'flight.original_cause', FACT_MESSAGES.originalCause],
  ])('%s', async (_name, flight, field, message) => {
    const res = await post(flight);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'validation-failed', status: 422 });
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['an unknown baggage problem', { baggage: { kind: 'stolen' } }],
    ['a field the schema does not know', { baggage: { kind: 'lost', weight_kg: 23 } }],
    ['a negative price', { ticket_price: { amount_minor: -5, currency: 'EUR' } }],
    ['a price in major units', { ticket_price: { amount: 812.4, currency: 'EUR' } }],
    ['an unknown original cause', { original_cause: 'gremlins' }],
  ])('%s: refused by the schema, nothing stored', async (_name, flight) => {
    const before = (await t.app.db.select({ id: claims.id }).from(claims)).length;
    const res = await post(flight);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation-failed');
    expect((await t.app.db.select({ id: claims.id }).from(claims)).length).toBe(before);
  });
});
