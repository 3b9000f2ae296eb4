// The default flight-status source: no third party, no key, works offline. It reports back what
// the passenger said, marked passenger-reported, so the same check-delay pipeline runs whether or
// not a real source is configured.
import type { FlightQuery, FlightState, FlightStatus, FlightStatusProvider } from './flight-status.ts';
import { normalizeFlightNumber } from './flight-status.ts';

export class PassengerFactsProvider implements FlightStatusProvider {
  readonly name = 'passenger';

  async lookup(query: FlightQuery): Promise<FlightStatus[]> {
    const status: FlightStatus = {
      provider: this.name,
      flight_number: normalizeFlightNumber(query.flight_number),
      date: query.date,
      state: stateFromFacts(query),
      quality: 'passenger-reported',
    };
    if (query.departure_airport) status.departure_airport = query.departure_airport.toUpperCase();
    if (query.arrival_airport) status.arrival_airport = query.arrival_airport.toUpperCase();
    if (query.operating_carrier) status.operating_carrier = query.operating_carrier.toUpperCase();
    if (query.arrival_delay_minutes !== undefined) status.arrival_delay_minutes = query.arrival_delay_minutes;
    return [status];
  }
}

function stateFromFacts(query: FlightQuery): FlightState {
  if (query.disruption_type === 'cancelled') return 'cancelled';
  if (query.arrival_delay_minutes !== undefined) return 'landed';
  return 'unknown';
}
