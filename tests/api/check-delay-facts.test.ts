// POST /api/flights/check-delay accepts the rules engine's new facts (issue #16): notice in hours,
// departure delay (care), diversion, downgrade price, what was already received, and the US
// denied-boarding facts; bad values are refused as problem+json, never a 5xx.
import { describe, expect, it } from 'vitest';
import { newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

describe('check-delay: the new optional facts', () => {
  let ada: Caller;
  const t = useTestApp(async () => {
    ada = await newCaller(t.app);
  });

  const check = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flights/check-delay',
      headers: ada.headers,
      payload: { flight_number: 'LH400', date: '2025-06-01', ...payload },
    });
  const fraJfk = { departure_airport: 'FRA', arrival_airport: 'JFK', operating_carrier: 'LH' };
  const aaJfkLax = { flight_number: 'AA1', departure_airport: 'JFK', arrival_airport: 'LAX' };

  it('notice_hours: 335 h (13 days 23 h) is under two weeks, so a cancellation pays (Art. 5(1)(c))', async () => {
    const res = await check({ ...fraJfk, disruption_type: 'cancelled', notice_days: 14, notice_hours: 335 });
    expect(res.statusCode).toBe(200);
    expect(res.json().assessment).toMatchObject({ outcome: 'eligible', compensation: { amount: 600 } });
  });

  it('departure_delay_minutes: care owed now at the gate (Art. 6(1)(c), Art. 9)', async () => {
    const body = (await check({ ...fraJfk, disruption_type: 'delayed', departure_delay_minutes: 250 })).json();
    const meals = body.assessment.care.find((c: { code: string }) => c.code === 'meals');
    expect(meals).toMatchObject({ startsAfterMinutes: 240, owedNow: true });
  });

  it('diversion, downgrade price and a voucher not accepted in writing (C-826/19, Art. 10(2), Art. 7(3))', async () => {
    const body = (
      await check({
        ...fraJfk,
        disruption_type: 'delayed',
        arrival_delay_minutes: 300,
        diversion: 'same-area',
        downgrade_ticket_price: { amount: 1000, currency: 'EUR' },
        already_received: { amount: 300, currency: 'EUR', kind: 'voucher', accepted_in_writing: false },
      })
    ).json();
    expect(body.assessment).toMatchObject({ outcome: 'eligible', compensation: { amount: 600 }, downgradeRefund: { amount: 750, percent: 75 } });
    expect(body.assessment.reasons.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['diversion-same-area', 'downgrade-refund', 'voucher-not-accepted-in-writing']),
    );
  });

  it('already_received cash is deducted (Art. 12(1))', async () => {
    const body = (
      await check({ ...fraJfk, disruption_type: 'delayed', arrival_delay_minutes: 300, already_received: { amount: 200, currency: 'EUR', kind: 'cash' } })
    ).json();
    expect(body.assessment.compensation).toEqual({ amount: 400, currency: 'EUR' });
  });

  it('US denied boarding: no alternative offered, fare, and the under-30-seats exception (14 CFR 250.5, 250.2)', async () => {
    const jfkLax = { ...aaJfkLax, disruption_type: 'denied', one_way_fare: { amount: 300, currency: 'USD' } };
    expect((await check({ ...jfkLax, no_alternative_offered: true })).json().assessment).toMatchObject({
      outcome: 'eligible',
      compensation: { amount: 1200, currency: 'USD' },
    });
    expect((await check({ ...jfkLax, arrival_delay_minutes: 150, aircraft_seats: 29 })).json().assessment.outcome).toBe('not-eligible');
    expect(
      (await check({ ...jfkLax, arrival_delay_minutes: 150, substitute_smaller_aircraft: true }))
        .json()
        .assessment.reasons.map((r: { code: string }) => r.code),
    ).toContain('dot-smaller-aircraft-substituted');
  });

  it('the new causes are accepted: crew illness is not extraordinary (C-156/22 to C-158/22)', async () => {
    const body = (await check({ ...fraJfk, disruption_type: 'delayed', arrival_delay_minutes: 300, cause: 'crew-illness' })).json();
    expect(body.assessment).toMatchObject({ outcome: 'eligible', chance: 'high' });
  });

  it.each([
    ['a diversion that is not one of the two answers', { diversion: 'elsewhere' }],
    ['a negative notice', { notice_hours: -1 }],
    ['a voucher of an unknown kind', { already_received: { amount: 10, currency: 'EUR', kind: 'miles' } }],
    ['an unknown field inside already_received', { already_received: { amount: 10, currency: 'EUR', kind: 'cash', extra: 1 } }],
    ['zero seats', { aircraft_seats: 0 }],
  ])('refuses %s with problem+json 422', async (_name, bad) => {
    const res = await check({ ...fraJfk, disruption_type: 'delayed', ...bad });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json().code).toEqual(expect.any(String));
  });
});
