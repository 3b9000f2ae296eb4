// What a flight-status source reports about one flight on one day. The provider only reports;
// the rules engine decides. Times are UTC ISO strings. Arrival is measured at the gate (the door
// opens, CJEU C-452/13), so the gate time is kept apart from the runway time.
import type { FlightFactsWire } from '../../domain/claim/index.ts';

export const FLIGHT_STATES = ['scheduled', 'active', 'landed', 'cancelled', 'diverted', 'unknown'] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];

/** live: observed; estimated: predicted or approximate; schedule-only: no movement data;
 *  passenger-reported: what the passenger told us, not checked against any source. */
export const FLIGHT_DATA_QUALITIES = ['live', 'estimated', 'schedule-only', 'passenger-reported'] as const;
export type FlightDataQuality = (typeof FLIGHT_DATA_QUALITIES)[number];

export interface FlightStatus {
  provider: string;
  flight_number: string;
  date: string;
  state: FlightState;
  departure_airport?: string;
  arrival_airport?: string;
  operating_carrier?: string;
  scheduled_departure_utc?: string;
  scheduled_arrival_utc?: string;
  actual_gate_arrival_utc?: string;
  actual_runway_arrival_utc?: string;
  /** Gate arrival minus scheduled arrival; negative when early. */
  arrival_delay_minutes?: number;
  quality: FlightDataQuality;
  /** True when the number is a marketing codeshare of a flight operated under another number. */
  codeshare?: boolean;
}

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

/** Normalises a flight number for comparison: upper case, no spaces ("ba 123" → "BA123"). */
export function normalizeFlightNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
