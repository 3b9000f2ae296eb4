// From what the passenger (or a flight-status source) told us on the wire to the facts the rules
// engine reads. Pure: the server runs it for /flights/check-delay and claims, the app for the
// offline estimate. When a fact the engine cannot do without is missing, it says which, with a
// question for the passenger, instead of guessing.
import type { Disruption, JourneyFacts, Leg } from '../compensation/journey-facts.ts';
import type { SaidMessage } from '../text/message.ts';
import { minorToMajor } from '../money/minor-units.ts';
import { sayClaim } from './messages.ts';
import { normalizeFlightNumber } from './validation.ts';
import type { CheckDelayRequest, ClaimCreatePayload, DisruptionType, LegWire } from './wire.ts';

export interface MissingFact extends SaidMessage {
  field: string;
}

export type JourneyFactsResult = { facts: JourneyFacts; missing: [] } | { facts: null; missing: MissingFact[] };

/** Either the spec's check-delay request or the flight part of a claim. */
export type FlightFactsSource = CheckDelayRequest | ClaimCreatePayload['flight'];

const DISRUPTIONS: Record<DisruptionType, Disruption> = {
  delayed: 'delayed',
  cancelled: 'cancelled',
  denied: 'denied-boarding',
};

/** The question for each missing fact. */
export const MISSING_MESSAGES = {
  departure_airport: sayClaim('facts.departure-airport'),
  arrival_airport: sayClaim('facts.arrival-airport'),
  disruption_type: sayClaim('facts.disruption-type'),
  operating_carrier: sayClaim('facts.operating-carrier'),
} as const;

// An IATA airline designator is two characters, letters or digits, not both digits ("U2", "9W").
const AIRLINE_PREFIX = /^([A-Z][A-Z0-9]|[0-9][A-Z])/;

/** The operating airline a flight number implies: its two-character IATA prefix, if it has one. */
export function carrierOfFlightNumber(flightNumber: string | undefined): string | undefined {
  const compact = flightNumber === undefined ? undefined : normalizeFlightNumber(flightNumber);
  if (!compact || compact.length < 3) return undefined;
  return AIRLINE_PREFIX.exec(compact)?.[1];
}

const upper = (code: string | undefined) => (code && code.trim() !== '' ? code.trim().toUpperCase() : undefined);

function flightNumberOf(source: FlightFactsSource): string | undefined {
  return source.flight_number?.trim() ? normalizeFlightNumber(source.flight_number) : undefined;
}

function dateOf(source: FlightFactsSource): string | undefined {
  if ('date' in source && typeof source.date === 'string') return source.date;
  if ('departure_date' in source && typeof source.departure_date === 'string') return source.departure_date;
  return undefined;
}

function legsOf(source: FlightFactsSource, missing: MissingFact[]): Leg[] {
  if (source.legs && source.legs.length > 0) {
    return source.legs.map((leg, i) => legFromWire(leg, i, missing));
  }
  const from = upper(source.departure_airport);
  const to = upper(source.arrival_airport);
  if (!from) missing.push({ field: 'departure_airport', ...MISSING_MESSAGES.departure_airport });
  if (!to) missing.push({ field: 'arrival_airport', ...MISSING_MESSAGES.arrival_airport });
  const flightNumber = flightNumberOf(source);
  const carrier = upper(source.operating_carrier) ?? carrierOfFlightNumber(flightNumber);
  if (!carrier) missing.push({ field: 'operating_carrier', ...MISSING_MESSAGES.operating_carrier });
  if (!from || !to || !carrier) return [];
  const leg: Leg = { from, to, operatingCarrier: carrier };
  if (flightNumber) leg.flightNumber = flightNumber;
  const date = dateOf(source);
  if (date) leg.departureDate = date;
  return [leg];
}

function legFromWire(wire: LegWire, index: number, missing: MissingFact[]): Leg {
  const carrier = upper(wire.operating_carrier) ?? carrierOfFlightNumber(wire.flight_number);
  if (!carrier) missing.push({ field: `legs.${index}.operating_carrier`, ...MISSING_MESSAGES.operating_carrier });
  const leg: Leg = { from: wire.from.trim().toUpperCase(), to: wire.to.trim().toUpperCase(), operatingCarrier: carrier ?? '' };
  if (wire.flight_number) leg.flightNumber = normalizeFlightNumber(wire.flight_number);
  if (wire.departure_date) leg.departureDate = wire.departure_date;
  return leg;
}

function arrivalDelayOf(source: FlightFactsSource): number | undefined {
  if (source.arrival_delay_minutes !== undefined) return source.arrival_delay_minutes;
  // The spec's claim payload gives the delay in hours.
  if ('delay_duration_hours' in source && typeof source.delay_duration_hours === 'number') {
    return Math.round(source.delay_duration_hours * 60);
  }
  return undefined;
}

/** The engine's facts for this flight, or the list of what is still missing. */
export function toJourneyFacts(source: FlightFactsSource): JourneyFactsResult {
  const missing: MissingFact[] = [];
  const legs = legsOf(source, missing);
  const disruption = source.disruption_type ? DISRUPTIONS[source.disruption_type] : undefined;
  if (!disruption) missing.push({ field: 'disruption_type', ...MISSING_MESSAGES.disruption_type });
  if (missing.length > 0 || !disruption) return { facts: null, missing };

  const facts: JourneyFacts = { legs, disruption };
  if (source.disrupted_leg_index !== undefined) facts.disruptedLegIndex = source.disrupted_leg_index;
  const delay = arrivalDelayOf(source);
  if (delay !== undefined) facts.arrivalDelayMinutes = delay;
  if (disruption === 'cancelled' && (source.notice_days !== undefined || source.notice_hours !== undefined)) {
    facts.cancellation = {};
    if (source.notice_days !== undefined) facts.cancellation.noticeDays = source.notice_days;
    if (source.notice_hours !== undefined) facts.cancellation.noticeHours = source.notice_hours;
    if (source.reroute_departed_earlier_minutes !== undefined || source.reroute_arrived_later_minutes !== undefined) {
      facts.cancellation.reroute = {
        departedEarlierMinutes: source.reroute_departed_earlier_minutes ?? 0,
        arrivedLaterMinutes: source.reroute_arrived_later_minutes ?? 0,
      };
    }
  }
  if (source.advanced_minutes !== undefined) facts.advancedMinutes = source.advanced_minutes;
  if (disruption === 'denied-boarding') addDeniedBoarding(facts, source);
  if (source.cause) facts.cause = source.cause;
  if (source.cause === 'knock-on-previous-flight' && source.original_cause) facts.originalCause = source.original_cause;
  if (source.one_way_fare) facts.oneWayFare = { amount: source.one_way_fare.amount, currency: source.one_way_fare.currency };
  addCareAndDeductions(facts, source);
  return { facts, missing: [] };
}

function addDeniedBoarding(facts: JourneyFacts, source: FlightFactsSource): void {
  const denied: NonNullable<JourneyFacts['deniedBoarding']> = { voluntary: source.voluntary === true };
  if (source.no_alternative_offered !== undefined) denied.noAlternativeOffered = source.no_alternative_offered;
  if (source.substitute_smaller_aircraft !== undefined) denied.substituteSmallerAircraft = source.substitute_smaller_aircraft;
  if (source.voluntary !== undefined || Object.keys(denied).length > 1) facts.deniedBoarding = denied;
  if (source.aircraft_seats !== undefined) facts.aircraftSeats = source.aircraft_seats;
}

/** The facts behind the rights beyond compensation: care, diversion, downgrading, deductions. */
function addCareAndDeductions(facts: JourneyFacts, source: FlightFactsSource): void {
  if (source.departure_delay_minutes !== undefined) facts.departureDelayMinutes = source.departure_delay_minutes;
  if (source.diversion) facts.diversion = { sameArea: source.diversion === 'same-area' };
  if (source.downgrade_ticket_price) facts.downgrade = { ticketPrice: { ...source.downgrade_ticket_price } };
  addMoneyFacts(facts, source);
  const got = source.already_received;
  if (got) {
    facts.alreadyReceived = { amount: got.amount, currency: got.currency, kind: got.kind };
    if (got.accepted_in_writing !== undefined) facts.alreadyReceived.acceptedInWriting = got.accepted_in_writing;
  }
}

/** The facts behind money beyond the fixed sum (issue #33): hotel night, refund, baggage. */
function addMoneyFacts(facts: JourneyFacts, source: FlightFactsSource): void {
  if (source.departure_times) facts.departureTimes = { ...source.departure_times };
  if (source.chose_refund !== undefined) facts.choseRefund = source.chose_refund;
  // The wire keeps minor units (as receipts); the engine reads the price as on the ticket.
  if (source.ticket_price)
    facts.ticketPrice = { amount: minorToMajor(source.ticket_price.amount_minor, source.ticket_price.currency), currency: source.ticket_price.currency };
  const bag = source.baggage;
  if (bag) facts.baggage = { kind: bag.kind, ...(bag.received_on ? { receivedOn: bag.received_on } : {}) };
}
