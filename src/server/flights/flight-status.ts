// What a flight-status source reports about one flight on one day. The provider only reports;
// the rules engine decides. Times are UTC ISO strings. Arrival is measured at the gate (the door
// opens, CJEU C-452/13), so the gate time is kept apart from the runway time.
import type { FlightFactsWire, FlightStatusWire } from '../../domain/claim/index.ts';

export { FLIGHT_DATA_QUALITIES, FLIGHT_STATES } from '../../domain/claim/index.ts';
export type { FlightDataQuality, FlightState } from '../../domain/claim/index.ts';

/** One flight on one day as a source reports it: the wire shape itself. */
export type FlightStatus = FlightStatusWire;

/** A flight by number and local departure date, with whatever the passenger already said. */
export interface FlightQuery extends FlightFactsWire {
  flight_number: string;
  date: string;
}

export interface FlightStatusProvider {
  readonly name: string;
  /** Every leg the source knows under this number that day (empty when it knows none). */
  lookup(query: FlightQuery): Promise<FlightStatus[]>;
}

/** The source failed (network, quota, bad key, bad answer). Callers fall back to the
 *  passenger's facts; `status` is the source's HTTP status when there was one. */
export class FlightProviderError extends Error {
  readonly provider: string;
  readonly status: number | undefined;

  constructor(provider: string, message: string, status?: number) {
    super(`${provider}: ${message}`);
    this.name = 'FlightProviderError';
    this.provider = provider;
    this.status = status;
  }
}

// One rule for the device, the API and the providers: "ba 0123" → "BA123" (src/domain).
export { normalizeFlightNumber } from '../../domain/claim/validation.ts';
