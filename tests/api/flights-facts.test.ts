// toJourneyFacts: the wire's flight facts (check-delay request or a claim's flight) as the rules
// engine's JourneyFacts, or the list of what is missing; and the answer built on it.
import { describe, expect, it } from 'vitest';
import { carrierOfFlightNumber, toJourneyFacts } from '../../src/domain/claim/wire-to-journey.ts';
import { checkEligibility, eligibilityMessage } from '../../src/domain/claim/eligibility.ts';
import { withObservedFacts } from '../../src/server/flights/observed-facts.ts';

describe('carrierOfFlightNumber', () => {
  it.each([
    ['BA456', 'BA'],
    ['ba 456', 'BA'],
    ['U21234', 'U2'],
    ['9W123', '9W'],
    ['LH400', 'LH'],
    ['1234', undefined],
    ['B', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (number, carrier) => {
    expect(carrierOfFlightNumber(number)).toBe(carrier);
  });
});

describe('toJourneyFacts', () => {
  const AF1_CDG_FCO = { flight_number: 'AF1', departure_airport: 'CDG', arrival_airport: 'FCO' };

  it('makes one leg from the airports, the operator from the flight number, and maps the disruption', () => {
    expect(
      toJourneyFacts({
        flight_number: 'af 1234',
        date: '2025-06-01',
        departure_airport: 'cdg',
        arrival_airport: 'FCO',
        disruption_type: 'denied',
        voluntary: false,
      }),
    ).toEqual({
      facts: {
        legs: [{ from: 'CDG', to: 'FCO', operatingCarrier: 'AF', flightNumber: 'AF1234', departureDate: '2025-06-01' }],
        disruption: 'denied-boarding',
        deniedBoarding: { voluntary: false },
      },
      missing: [],
    });
  });

  it("prefers the stated operator over the flight number's airline (codeshares)", () => {
    const result = toJourneyFacts({
      flight_number: 'AA6999',
      date: '2025-06-01',
      departure_airport: 'LHR',
      arrival_airport: 'MAD',
      operating_carrier: 'ba',
      disruption_type: 'delayed',
    });
    expect(result.facts?.legs[0]?.operatingCarrier).toBe('BA');
  });

  it("reads a claim's flight: departure_date, and the delay in hours as minutes", () => {
    const result = toJourneyFacts({ ...AF1_CDG_FCO, departure_date: '2025-06-01', disruption_type: 'delayed', delay_duration_hours: 3.5 });
    expect(result.facts).toMatchObject({ disruption: 'delayed', arrivalDelayMinutes: 210, legs: [{ departureDate: '2025-06-01' }] });
    const exact = toJourneyFacts({ ...AF1_CDG_FCO, disruption_type: 'delayed', delay_duration_hours: 5, arrival_delay_minutes: 181 });
    expect(exact.facts?.arrivalDelayMinutes).toBe(181);
  });

  it('maps a connection leg by leg, and cancellation facts with the reroute', () => {
    const result = toJourneyFacts({
      flight_number: 'LH400',
      date: '2025-06-01',
      disruption_type: 'cancelled',
      notice_days: 5,
      reroute_departed_earlier_minutes: 30,
      reroute_arrived_later_minutes: 150,
      legs: [
        { from: 'muc', to: 'FRA', flight_number: 'LH101' },
        { from: 'FRA', to: 'JFK', operating_carrier: 'UA' },
      ],
      disrupted_leg_index: 1,
      cause: 'weather',
    });
    expect(result.facts).toEqual({
      legs: [
        { from: 'MUC', to: 'FRA', operatingCarrier: 'LH', flightNumber: 'LH101' },
        { from: 'FRA', to: 'JFK', operatingCarrier: 'UA' },
      ],
      disruption: 'cancelled',
      disruptedLegIndex: 1,
      cancellation: { noticeDays: 5, reroute: { departedEarlierMinutes: 30, arrivedLaterMinutes: 150 } },
      cause: 'weather',
    });
  });

  it('lists what is missing instead of guessing', () => {
    expect(toJourneyFacts({ flight_number: 'AF1234', date: '2025-06-01' }).missing.map((m) => m.field)).toEqual([
      'departure_airport',
      'arrival_airport',
      'disruption_type',
    ]);
    expect(
      toJourneyFacts({ flight_number: '1234', date: '2025-06-01', departure_airport: 'CDG', arrival_airport: 'FCO', disruption_type: 'delayed' }).missing,
    ).toEqual([{ field: 'operating_carrier', message: 'Which airline operated the flight?', messageId: 'facts.operating-carrier' }]);
    expect(
      toJourneyFacts({ flight_number: 'X', date: '', legs: [{ from: 'CDG', to: 'FCO' }], disruption_type: 'delayed' }).missing.map((m) => m.field),
    ).toEqual(['legs.0.operating_carrier']);
  });

  it('ignores cancellation facts on a delay and denied-boarding facts on a cancellation', () => {
    const result = toJourneyFacts({ ...AF1_CDG_FCO, date: '2025-06-01', disruption_type: 'delayed', notice_days: 2, voluntary: true });
    expect(result.facts).not.toHaveProperty('cancellation');
    expect(result.facts).not.toHaveProperty('deniedBoarding');
  });
});

describe('checkEligibility and its message', () => {
  it('says eligible with the amount and regime, or what is missing', () => {
    const yes = checkEligibility(
      { flight_number: 'AF1234', date: '2025-06-01', departure_airport: 'CDG', arrival_airport: 'FCO', disruption_type: 'delayed', arrival_delay_minutes: 240 },
      '2025-07-01',
    );
    expect(yes).toMatchObject({ eligible: true, assessment: { regime: 'EC261', compensation: { amount: 250, currency: 'EUR' } } });
    const missing = checkEligibility({ flight_number: 'AF1234', date: '2025-06-01' });
    expect(missing.eligible).toBe(false);
    expect(missing.message).toMatch(/^We need a little more information: /);
    expect(eligibilityMessage({ outcome: 'not-eligible', reasons: [] })).toBe('This flight does not appear to be eligible for compensation.');
  });
});

describe('withObservedFacts', () => {
  const observed = {
    provider: 'aerodatabox',
    flight_number: 'BA456',
    date: '2024-06-01',
    state: 'landed' as const,
    quality: 'live' as const,
    departure_airport: 'LHR',
    arrival_airport: 'MAD',
    operating_carrier: 'BA',
    arrival_delay_minutes: 179,
  };

  it("fills gaps from the source, and the live gate delay overrides the passenger's figure", () => {
    expect(withObservedFacts({ flight_number: 'BA456', date: '2024-06-01', disruption_type: 'delayed', arrival_delay_minutes: 240 }, observed)).toEqual({
      flight_number: 'BA456',
      date: '2024-06-01',
      disruption_type: 'delayed',
      arrival_delay_minutes: 179,
      departure_airport: 'LHR',
      arrival_airport: 'MAD',
      operating_carrier: 'BA',
    });
  });

  it('keeps what the passenger said about the route and the disruption', () => {
    const merged = withObservedFacts({ flight_number: 'BA456', date: '2024-06-01', departure_airport: 'LGW', disruption_type: 'denied' }, observed);
    expect(merged).toMatchObject({ departure_airport: 'LGW', disruption_type: 'denied' });
    expect(merged.arrival_delay_minutes).toBeUndefined();
  });

  it('does not trust estimates or the passenger provider as a record', () => {
    const request = { flight_number: 'BA456', date: '2024-06-01', arrival_delay_minutes: 240 };
    expect(withObservedFacts(request, { ...observed, quality: 'estimated' }).arrival_delay_minutes).toBe(240);
    expect(withObservedFacts(request, { ...observed, quality: 'passenger-reported' })).toBe(request);
    expect(withObservedFacts(request, null)).toBe(request);
  });
});
