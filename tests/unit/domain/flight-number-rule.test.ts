// Issue #14: a flight number has one normal form, from one function in src/domain, wherever it
// is read: the wizard's check and legs, the outbox payload, the rules engine's journey, the
// flight-status providers. Each place is asked about the same table and must answer alike.
import { describe, expect, it } from 'vitest';
import { carrierOfFlightNumber, isValidFlightNumber, normalizeFlightNumber, toJourneyFacts } from '../../../src/domain/claim/index.ts';
import { normalizeFlightNumber as providerNormal } from '../../../src/server/flights/flight-status.ts';
import { buildCheckRequest, legsFor } from '../../../src/app/screens/claim/rules/flight-form.ts';
import { buildCreatePayload } from '../../../src/offline/submit.ts';

// typed, normal form, valid
const TABLE: [string, string, boolean][] = [
  ['EK 59', 'EK59', true],
  ['EK0059', 'EK59', true],
  ['ek59', 'EK59', true],
  ['ek-059', 'EK59', true],
  [' LH 4 00 ', 'LH400', true],
  ['TK ۱۹۸۹', 'TK1989', true],
  ['U2 01234', 'U21234', true],
  ['HELLO', 'HELLO', false],
  ['123', '123', false],
  ['E K', 'EK', false],
];

const flight = (flightNumber: string) => ({ flightNumber, departureDate: '2026-03-01', departureAirport: 'DXB', arrivalAirport: 'FRA' });

describe.each(TABLE)('%s', (typed, normal, valid) => {
  it(`is ${valid ? 'valid' : 'refused'}, as ${normal}`, () => {
    expect(isValidFlightNumber(typed)).toBe(valid);
    expect(normalizeFlightNumber(typed)).toBe(normal);
  });

  it('reads the same in the flight-status providers', () => {
    expect(providerNormal(typed)).toBe(normal);
  });

  it("reads the same in the wizard's check request and its legs", () => {
    expect(buildCheckRequest({ disruptionType: 'delayed', flight: flight(typed) }).flight_number).toBe(normal);
    const legs = legsFor(flight(typed), [{ airport: 'IST', airline: '', flightNumber: typed }]);
    expect(legs?.map((leg) => leg.flight_number)).toEqual([normal, normal]);
  });

  it('reads the same in the outbox payload', () => {
    const payload = buildCreatePayload('0190a0a0-0000-7000-8000-000000000000', {
      disruptionType: 'delayed',
      flight: flight(typed),
      passenger: { firstName: 'A', lastName: 'B', email: 'a@b.example' },
    });
    expect(payload.flight.flight_number).toBe(normal);
  });

  it("reads the same in the rules engine's journey, and names the same airline", () => {
    const result = toJourneyFacts({
      disruption_type: 'delayed',
      flight_number: typed,
      date: '2026-03-01',
      departure_airport: 'DXB',
      arrival_airport: 'FRA',
      operating_carrier: 'EK',
    });
    const legs = result.facts?.legs ?? [];
    expect(legs[0]?.flightNumber).toBe(normal);
    expect(carrierOfFlightNumber(typed)).toBe(valid ? normal.slice(0, 2) : carrierOfFlightNumber(normal));
  });
});
