// The AeroDataBox adapter against recorded answers served over real HTTP on loopback: how each
// case normalises (gate arrival, not runway; cancellations; diversions; schedule-only; codeshare;
// several legs) and how failures surface (API error bodies, HTML, hang-ups), never leaking the key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AeroDataBoxProvider,
  createFlightStatusProvider,
  FlightProviderError,
  PassengerFactsProvider,
  type FlightStatus,
} from '../../src/server/flights/index.ts';
import { readFlightFixture, startFixtureServer, type FixtureServer } from './flight-fixtures.ts';
import type { FlightQuery } from '../../src/server/flights/index.ts';

const KEY = 'test-key-0123456789';
let server: FixtureServer;
let provider: AeroDataBoxProvider;

beforeAll(async () => {
  server = await startFixtureServer();
  provider = new AeroDataBoxProvider({ apiKey: KEY, baseUrl: server.baseUrl, timeoutMs: 2000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

async function lookupFixture(name: string, query: FlightQuery = { flight_number: 'BA456', date: '2024-06-01' }): Promise<FlightStatus[]> {
  server.serve(readFlightFixture('aerodatabox', name));
  return provider.lookup(query);
}

describe('AeroDataBox adapter: the request', () => {
  it('asks for the number and local departure date with the key in a header, never in the URL', async () => {
    await lookupFixture('on-time', { flight_number: 'ba 456', date: '2024-06-01' });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    const fixture = readFlightFixture('aerodatabox', 'on-time');
    expect(request!.url).toBe(`/api/v1/aedbx/aerodatabox${fixture.request.path}?${fixture.request.query}`);
    expect(request!.headers['x-api-market-key']).toBe(KEY);
    expect(request!.url).not.toContain(KEY);
  });

  it('refuses to start without a key', () => {
    expect(() => new AeroDataBoxProvider({ apiKey: '' })).toThrow(/API key/);
  });
});

describe('AeroDataBox adapter: normalising recorded answers', () => {
  it('on time: landed, live, 4 minutes early', async () => {
    const [leg, ...rest] = await lookupFixture('on-time');
    expect(rest).toEqual([]);
    expect(leg).toMatchObject({
      provider: 'aerodatabox',
      flight_number: 'BA456',
      date: '2024-06-01',
      state: 'landed',
      quality: 'live',
      departure_airport: 'LHR',
      arrival_airport: 'MAD',
      operating_carrier: 'BA',
      scheduled_arrival_utc: '2024-06-01T10:35:00.000Z',
      actual_gate_arrival_utc: '2024-06-01T10:31:00.000Z',
      arrival_delay_minutes: -4,
    });
  });

  it.each([
    ['delay-2h59', 179],
    ['delay-3h05', 185],
    ['overnight', 735],
  ])('%s: gate arrival delay is %i minutes', async (name, minutes) => {
    const [leg] = await lookupFixture(name);
    expect(leg).toMatchObject({ state: 'landed', quality: 'live', arrival_delay_minutes: minutes });
  });

  it('measures at the gate, not the runway: touchdown +3:01, doors +2:58', async () => {
    const [leg] = await lookupFixture('runway-over-gate-under');
    expect(leg!.arrival_delay_minutes).toBe(178);
    expect(leg!.actual_runway_arrival_utc).toBe('2024-06-01T13:36:00.000Z');
    expect(leg!.actual_gate_arrival_utc).toBe('2024-06-01T13:33:00.000Z');
  });

  it('cancelled: no delay, confirmed', async () => {
    const [leg] = await lookupFixture('cancelled');
    expect(leg).toMatchObject({ state: 'cancelled', quality: 'live' });
    expect(leg!.arrival_delay_minutes).toBeUndefined();
  });

  it('CanceledUncertain: cancelled but only estimated', async () => {
    const [leg] = await lookupFixture('cancelled-uncertain');
    expect(leg).toMatchObject({ state: 'cancelled', quality: 'estimated' });
  });

  it('diverted: no gate arrival at the planned airport, so no delay figure', async () => {
    const [leg] = await lookupFixture('diverted', { flight_number: 'IB3166', date: '2024-06-01' });
    expect(leg).toMatchObject({ state: 'diverted', departure_airport: 'MAD', arrival_airport: 'BCN', operating_carrier: 'IB' });
    expect(leg!.arrival_delay_minutes).toBeUndefined();
    expect(leg!.actual_gate_arrival_utc).toBeUndefined();
  });

  it('schedule-only: airports and schedule, nothing observed', async () => {
    const [leg] = await lookupFixture('schedule-only', { flight_number: 'LH400', date: '2024-06-01' });
    expect(leg).toMatchObject({ state: 'unknown', quality: 'schedule-only', departure_airport: 'FRA', arrival_airport: 'JFK' });
    expect(leg!.arrival_delay_minutes).toBeUndefined();
  });

  it('codeshare: flagged, and the marketing airline is not taken as the operator', async () => {
    const [leg] = await lookupFixture('codeshare', { flight_number: 'AA6999', date: '2024-06-01' });
    expect(leg!.codeshare).toBe(true);
    expect(leg!.operating_carrier).toBeUndefined();
  });

  it('two legs under one number: both without a route, the matching one with it', async () => {
    expect(await lookupFixture('two-legs', { flight_number: 'AI101', date: '2024-06-01' })).toHaveLength(2);
    const onRoute = await lookupFixture('two-legs', { flight_number: 'AI101', date: '2024-06-01', departure_airport: 'bom', arrival_airport: 'JFK' });
    expect(onRoute).toHaveLength(1);
    expect(onRoute[0]).toMatchObject({ departure_airport: 'BOM', arrival_airport: 'JFK', state: 'active', quality: 'estimated', arrival_delay_minutes: 35 });
    const through = await lookupFixture('two-legs', { flight_number: 'AI101', date: '2024-06-01', departure_airport: 'DEL', arrival_airport: 'JFK' });
    expect(through.map((leg) => `${leg.departure_airport}-${leg.arrival_airport}`)).toEqual(['DEL-BOM', 'BOM-JFK']);
  });

  it('not found: 204 is an empty list, not an error', async () => {
    expect(await lookupFixture('not-found', { flight_number: 'ZZ9999', date: '2024-06-01' })).toEqual([]);
  });
});

describe('AeroDataBox adapter: failures', () => {
  it.each([
    ['error-unauthorized', 401, /HTTP 401: Invalid API key/],
    ['error-quota', 429, /HTTP 429: You have exceeded/],
    ['error-bad-request', 400, /HTTP 400: Date is invalid/],
    ['error-server', 500, /HTTP 500$/],
  ])('%s → FlightProviderError with status %i', async (name, status, message) => {
    const failure = await lookupFixture(name).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FlightProviderError);
    expect((failure as FlightProviderError).status).toBe(status);
    expect((failure as Error).message).toMatch(message);
    expect((failure as Error).message).not.toContain(KEY);
  });

  it('a 200 that is not a list of flights is an error', async () => {
    server.serve({
      note: '',
      request: { method: 'GET', path: '', query: '' },
      response: { status: 200, contentType: 'application/json', body: { message: 'oops' } },
    });
    await expect(provider.lookup({ flight_number: 'BA456', date: '2024-06-01' })).rejects.toThrow(/not a list/);
  });

  it('a 200 that is not JSON is an error', async () => {
    server.serve({ note: '', request: { method: 'GET', path: '', query: '' }, response: { status: 200, contentType: 'text/html', body: '<html>' } });
    await expect(provider.lookup({ flight_number: 'BA456', date: '2024-06-01' })).rejects.toThrow(/not JSON/);
  });

  it('a hang-up is an error', async () => {
    server.serve(null);
    await expect(provider.lookup({ flight_number: 'BA456', date: '2024-06-01' })).rejects.toThrow(FlightProviderError);
  });

  it('nothing listening is an error', async () => {
    const nowhere = new AeroDataBoxProvider({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(nowhere.lookup({ flight_number: 'BA456', date: '2024-06-01' })).rejects.toThrow(/unreachable/);
  });
});

describe('provider selection and the passenger provider', () => {
  it('defaults to the passenger provider and knows aerodatabox', () => {
    expect(createFlightStatusProvider({})).toBeInstanceOf(PassengerFactsProvider);
    expect(createFlightStatusProvider({ provider: 'aerodatabox', apiKey: 'k' })).toBeInstanceOf(AeroDataBoxProvider);
    expect(() => createFlightStatusProvider({ provider: 'aerodatabox' })).toThrow(/API key/);
    expect(() => createFlightStatusProvider({ provider: 'nope' })).toThrow(/unknown FLIGHT_PROVIDER/);
  });

  it('reports back what the passenger said, marked passenger-reported', async () => {
    const [leg] = await new PassengerFactsProvider().lookup({
      flight_number: 'ba 456',
      date: '2024-06-01',
      departure_airport: 'lhr',
      arrival_airport: 'mad',
      disruption_type: 'delayed',
      arrival_delay_minutes: 200,
    });
    expect(leg).toEqual({
      provider: 'passenger',
      flight_number: 'BA456',
      date: '2024-06-01',
      state: 'landed',
      quality: 'passenger-reported',
      departure_airport: 'LHR',
      arrival_airport: 'MAD',
      arrival_delay_minutes: 200,
    });
    const [cancelled] = await new PassengerFactsProvider().lookup({ flight_number: 'BA456', date: '2024-06-01', disruption_type: 'cancelled' });
    expect(cancelled!.state).toBe('cancelled');
  });
});
