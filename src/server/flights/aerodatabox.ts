// AeroDataBox (API.market) adapter: GET /flights/number/{number}/{dateLocal}. Answers an array of
// FlightContract, 204 when it knows no such flight. The arrival's revisedTime with Live quality
// is the gate (in-block) arrival; runwayTime is touchdown, which the delay rule does not use.
import type { FlightDataQuality, FlightQuery, FlightState, FlightStatus, FlightStatusProvider } from './flight-status.ts';
import { FlightProviderError, normalizeFlightNumber } from './flight-status.ts';
import { configDefault } from '../config-variables.ts';

export const AERODATABOX_BASE_URL = configDefault('AERODATABOX_BASE_URL');

export interface AeroDataBoxOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

// The parts of AeroDataBox's FlightContract this adapter reads.
interface TimeContract {
  utc?: string;
  local?: string;
}

interface MovementContract {
  airport?: { iata?: string; icao?: string; name?: string };
  scheduledTime?: TimeContract;
  revisedTime?: TimeContract;
  predictedTime?: TimeContract;
  runwayTime?: TimeContract;
  quality?: string[];
}

interface FlightContract {
  number?: string;
  status?: string;
  codeshareStatus?: string;
  airline?: { name?: string; iata?: string; icao?: string };
  departure?: MovementContract;
  arrival?: MovementContract;
}

const STATES: Record<string, FlightState> = {
  Unknown: 'unknown',
  Expected: 'scheduled',
  CheckIn: 'scheduled',
  Boarding: 'scheduled',
  GateClosed: 'scheduled',
  Delayed: 'scheduled',
  Departed: 'active',
  EnRoute: 'active',
  Approaching: 'active',
  Arrived: 'landed',
  Canceled: 'cancelled',
  CanceledUncertain: 'cancelled',
  Diverted: 'diverted',
};

export class AeroDataBoxProvider implements FlightStatusProvider {
  readonly name = 'aerodatabox';
  private readonly options: Required<AeroDataBoxOptions>;

  constructor(options: AeroDataBoxOptions) {
    if (!options.apiKey) throw new Error('FLIGHT_PROVIDER=aerodatabox needs an API key');
    this.options = { baseUrl: AERODATABOX_BASE_URL, timeoutMs: 8000, ...options };
  }

  async lookup(query: FlightQuery): Promise<FlightStatus[]> {
    const number = normalizeFlightNumber(query.flight_number);
    const url =
      `${this.options.baseUrl.replace(/\/+$/, '')}/flights/number/${encodeURIComponent(number)}/${encodeURIComponent(query.date)}` +
      '?dateLocalRole=Departure&withAircraftImage=false&withLocation=false';
    const body = await this.fetchJson(url);
    if (body === null) return [];
    if (!Array.isArray(body)) throw new FlightProviderError(this.name, 'unexpected answer (not a list of flights)');
    const legs = (body as FlightContract[]).map((contract) => normalizeAeroDataBox(contract, number, query.date));
    return matchRoute(legs, query);
  }

  /** The parsed JSON body, or null when the source knows no such flight. */
  private async fetchJson(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'x-api-market-key': this.options.apiKey },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new FlightProviderError(this.name, reason);
    }
    if (response.status === 204 || response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    if (!response.ok) throw new FlightProviderError(this.name, `HTTP ${response.status}${errorMessage(text)}`, response.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new FlightProviderError(this.name, 'unexpected answer (not JSON)', response.status);
    }
  }
}

// Error bodies look like {"message": "..."}; keep a short, printable excerpt for the logs.
function errorMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') return `: ${message.replace(/[^\x20-\x7e]/g, '').slice(0, 200)}`;
  } catch {
    // not JSON
  }
  return '';
}

/** One AeroDataBox FlightContract as a FlightStatus. Exported for the fixture tests. */
export function normalizeAeroDataBox(contract: FlightContract, queriedNumber: string, date: string): FlightStatus {
  const state = STATES[contract.status ?? 'Unknown'] ?? 'unknown';
  const arrival = contract.arrival ?? {};
  const status: FlightStatus = {
    provider: 'aerodatabox',
    flight_number: contract.number ? normalizeFlightNumber(contract.number) : queriedNumber,
    date,
    state,
    quality: 'schedule-only',
  };
  const set = <K extends keyof FlightStatus>(key: K, value: FlightStatus[K] | undefined) => {
    if (value !== undefined) status[key] = value;
  };
  set('departure_airport', contract.departure?.airport?.iata?.toUpperCase());
  set('arrival_airport', arrival.airport?.iata?.toUpperCase());
  const codeshare = contract.codeshareStatus === 'IsCodeshared';
  if (codeshare) status.codeshare = true;
  // Under a codeshare number the airline shown is the marketing one, not who operates.
  else set('operating_carrier', contract.airline?.iata?.toUpperCase());
  set('scheduled_departure_utc', toIso(contract.departure?.scheduledTime?.utc));
  const scheduledArrival = toIso(arrival.scheduledTime?.utc);
  set('scheduled_arrival_utc', scheduledArrival);
  set('actual_runway_arrival_utc', state === 'landed' ? toIso(arrival.runwayTime?.utc) : undefined);

  const live = (arrival.quality ?? []).includes('Live');
  const revised = toIso(arrival.revisedTime?.utc);
  const predicted = toIso(arrival.predictedTime?.utc);
  let gateArrival: string | undefined;
  let quality: FlightDataQuality = 'schedule-only';
  if (state === 'landed' && live && revised) {
    gateArrival = revised;
    quality = 'live';
    status.actual_gate_arrival_utc = revised;
  } else if (revised ?? predicted) {
    gateArrival = revised ?? predicted;
    quality = 'estimated';
  }
  if (state === 'cancelled') quality = contract.status === 'CanceledUncertain' ? 'estimated' : 'live';
  status.quality = quality;
  if (gateArrival && scheduledArrival && state !== 'cancelled') {
    status.arrival_delay_minutes = Math.round((Date.parse(gateArrival) - Date.parse(scheduledArrival)) / 60_000);
  }
  return status;
}

// AeroDataBox writes "2024-06-01 17:05Z"; anything unparseable is treated as absent.
function toIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.trim().replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** With several legs under one number, keep the ones on the passenger's route. */
export function matchRoute(legs: FlightStatus[], query: FlightQuery): FlightStatus[] {
  const from = query.departure_airport?.toUpperCase();
  const to = query.arrival_airport?.toUpperCase();
  if (!from && !to) return legs;
  const exact = legs.filter((leg) => (!from || leg.departure_airport === from) && (!to || leg.arrival_airport === to));
  if (exact.length > 0) return exact;
  // A through flight (A→B→C under one number) booked A→C: the legs touching either end.
  return legs.filter((leg) => (from && leg.departure_airport === from) || (to && leg.arrival_airport === to));
}
