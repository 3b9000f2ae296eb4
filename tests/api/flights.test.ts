// POST /api/flights/check-delay and GET /api/flights through the real app: the default provider
// (the passenger's own facts), then the AeroDataBox adapter against recorded answers served on
// loopback, where the observed gate arrival is the record and a failing source falls back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlightFixture, startFixtureServer, type FixtureServer } from './flight-fixtures.ts';
import { newCaller, type Caller } from './claims-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const AF_CDG_FCO = { flight_number: 'AF1234', date: '2025-06-01', departure_airport: 'CDG', arrival_airport: 'FCO' };
const AF_JFK_CDG = { flight_number: 'AF7', date: '2025-06-01', departure_airport: 'JFK', arrival_airport: 'CDG' };

describe("with the default provider (the passenger's facts)", () => {
  let ada: Caller;
  const t = useTestApp(async () => {
    ada = await newCaller(t.app);
  });

  const check = (payload: object, caller: Caller | null = ada) =>
    t.app.inject({ method: 'POST', url: '/api/flights/check-delay', headers: caller?.headers ?? {}, payload });

  it("answers the spec's bare {flight_number, date} with not eligible and what is missing", async () => {
    const res = await check({ flight_number: 'AF1234', date: '2025-06-01' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.eligible).toBe(false);
    expect(body.assessment.outcome).toBe('needs-more-information');
    expect(body.message).toMatch(/Which airport did your journey start from\?/);
    expect(body.message).toMatch(/delayed, cancelled or denied boarding/);
    expect(body.assessment.reasons.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['missing-departure-airport', 'missing-arrival-airport', 'missing-disruption-type']),
    );
    expect(body.source_available).toBe(true);
  });

  it('finds a 4-hour delay CDG→FCO on Air France eligible for €250 under EC 261', async () => {
    const res = await check({ ...AF_CDG_FCO, disruption_type: 'delayed', arrival_delay_minutes: 240, cause: 'technical' });
    const body = res.json();
    expect(body.eligible).toBe(true);
    expect(body.assessment).toMatchObject({ outcome: 'eligible', regime: 'EC261', compensation: { amount: 250, currency: 'EUR' } });
    expect(body.message).toBe('Your flight appears eligible for compensation of up to €250 per passenger under EU Regulation 261/2004.');
    expect(body.flight).toMatchObject({ provider: 'passenger', quality: 'passenger-reported', arrival_delay_minutes: 240 });
  });

  it('finds 2 h 59 not eligible, and 3 h 05 eligible', async () => {
    const short = (await check({ ...AF_CDG_FCO, disruption_type: 'delayed', arrival_delay_minutes: 179 })).json();
    expect(short.eligible).toBe(false);
    expect(short.assessment.outcome).toBe('not-eligible');
    expect(short.message.length).toBeGreaterThan(0);
    expect((await check({ ...AF_CDG_FCO, disruption_type: 'delayed', arrival_delay_minutes: 185 })).json().eligible).toBe(true);
  });

  it("uses the flight number's airline when no operator is given, and the given operator when it is", async () => {
    // AF is an EU carrier; from outside the EU into the EU only an EU operator is covered.
    const inbound = { ...AF_JFK_CDG, disruption_type: 'delayed', arrival_delay_minutes: 300 };
    expect((await check(inbound)).json().eligible).toBe(true);
    expect((await check({ ...inbound, operating_carrier: 'DL' })).json().eligible).toBe(false);
  });

  it('handles cancellations by notice, and denied boarding by whether it was voluntary', async () => {
    const cancelled = { ...AF_CDG_FCO, disruption_type: 'cancelled' };
    expect((await check({ ...cancelled, notice_days: 3 })).json().eligible).toBe(true);
    expect((await check({ ...cancelled, notice_days: 20 })).json().eligible).toBe(false);
    const denied = { ...AF_CDG_FCO, disruption_type: 'denied' };
    expect((await check({ ...denied, voluntary: false })).json().eligible).toBe(true);
    expect((await check({ ...denied, voluntary: true })).json().eligible).toBe(false);
  });

  it("refuses bad input with the spec's messages", async () => {
    const cases: [object, string, string][] = [
      [{ flight_number: '', date: '2025-06-01' }, 'flight_number', 'Flight number is required'],
      [{ flight_number: 'B', date: '2025-06-01' }, 'flight_number', 'Please enter a valid flight number'],
      [{ flight_number: 'BA-12!', date: '2025-06-01' }, 'flight_number', 'Please enter a valid flight number'],
      [{ flight_number: 'BA123', date: '' }, 'date', 'Departure date is required'],
      [{ flight_number: 'BA123', date: '2025-02-30' }, 'date', 'Please enter the date as YYYY-MM-DD'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await check(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    for (const payload of [
      { date: '2025-06-01' },
      { flight_number: 123, date: '2025-06-01' },
      { ...AF_CDG_FCO, departure_airport: 'PARIS' },
      { ...AF_CDG_FCO, arrival_delay_minutes: 'lots' },
      { ...AF_CDG_FCO, disruption_type: 'lost-luggage' },
      { ...AF_CDG_FCO, admin: true },
    ]) {
      const res = await check(payload);
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('needs a token', async () => {
    expect((await check(AF_CDG_FCO, null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/flights?flight_number=AF1234&date=2025-06-01' })).statusCode).toBe(401);
  });

  it("GET /api/flights reports back the passenger's facts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flights?flight_number=af1234&date=2025-06-01&departure_airport=CDG', headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ provider: 'passenger', flight_number: 'AF1234', date: '2025-06-01', state: 'unknown', quality: 'passenger-reported', departure_airport: 'CDG' }],
      source_available: true,
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/flights?flight_number=x&date=soon', headers: ada.headers });
    expect(bad.statusCode).toBe(422);
  });
});

describe('with FLIGHT_PROVIDER=aerodatabox against recorded answers', () => {
  let t: TestApp;
  let ada: Caller;
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer();
    t = await createTestApp({ flightProvider: 'aerodatabox', aerodatabox: { apiKey: 'fixture-key', baseUrl: server.baseUrl } });
    ada = await newCaller(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const check = (fixture: string, payload: object) => {
    server.serve(readFlightFixture('aerodatabox', fixture));
    return t.app.inject({
      method: 'POST',
      url: '/api/flights/check-delay',
      headers: ada.headers,
      payload: { flight_number: 'BA456', date: '2024-06-01', ...payload },
    });
  };

  it('fills route, operator and delay from the source: +3:05 at the gate from London is eligible under UK261', async () => {
    const body = (await check('delay-3h05', {})).json();
    expect(body.flight).toMatchObject({
      provider: 'aerodatabox',
      departure_airport: 'LHR',
      arrival_airport: 'MAD',
      arrival_delay_minutes: 185,
      quality: 'live',
    });
    expect(body.eligible).toBe(true);
    expect(body.assessment.regime).toBe('UK261');
    expect(body.source_available).toBe(true);
    expect(server.requests.at(-1)!.headers['x-api-market-key']).toBe('fixture-key');
  });

  it("takes the observed gate arrival over the passenger's figure: +2:59 is not eligible", async () => {
    const body = (await check('delay-2h59', { disruption_type: 'delayed', arrival_delay_minutes: 240 })).json();
    expect(body.flight.arrival_delay_minutes).toBe(179);
    expect(body.eligible).toBe(false);
  });

  it('measures at the gate: runway +3:01 but doors +2:58 is not eligible', async () => {
    expect((await check('runway-over-gate-under', {})).json().eligible).toBe(false);
  });

  it('knows a cancellation from the source; the passenger adds the notice', async () => {
    const late = (await check('cancelled', { notice_days: 2 })).json();
    expect(late.flight.state).toBe('cancelled');
    expect(late.eligible).toBe(true);
    expect((await check('cancelled', { notice_days: 30 })).json().eligible).toBe(false);
  });

  it("falls back to the passenger's facts when the source fails, and says so", async () => {
    for (const fixture of ['error-server', 'error-unauthorized', 'error-quota']) {
      const res = await check(fixture, { departure_airport: 'LHR', arrival_airport: 'MAD', disruption_type: 'delayed', arrival_delay_minutes: 200 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.source_available).toBe(false);
      expect(body.flight).toBeNull();
      expect(body.eligible).toBe(true);
    }
  });

  it("GET /api/flights answers the source's legs, an empty list when it knows none, and never leaks the key", async () => {
    server.serve(readFlightFixture('aerodatabox', 'two-legs'));
    const res = await t.app.inject({ method: 'GET', url: '/api/flights?flight_number=AI101&date=2024-06-01', headers: ada.headers });
    expect(res.json().data.map((l: { departure_airport: string }) => l.departure_airport)).toEqual(['DEL', 'BOM']);
    server.serve(readFlightFixture('aerodatabox', 'not-found'));
    const none = await t.app.inject({ method: 'GET', url: '/api/flights?flight_number=ZZ9999&date=2024-06-01', headers: ada.headers });
    expect(none.json()).toEqual({ data: [], source_available: true });
    server.serve(readFlightFixture('aerodatabox', 'error-unauthorized'));
    const failed = await t.app.inject({ method: 'GET', url: '/api/flights?flight_number=BA456&date=2024-06-01', headers: ada.headers });
    expect(failed.json()).toEqual({ data: [], source_available: false });
    expect(failed.body).not.toContain('fixture-key');
  });
});
