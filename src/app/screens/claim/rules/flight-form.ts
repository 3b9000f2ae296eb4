// The flight step's data: the spec's four fields plus the facts eligibility needs (connections on
// one booking, the operating airline, and per disruption the delay, the notice and replacement
// flight, or whether boarding was refused against the passenger's will, and the cause). They are
// kept in the draft as wire facts (FlightFactsWire), ready for the check and for the claim.
import type { DraftFields } from '../../../../offline/index.ts';
import { msg } from '../../../i18n/t.ts';
import { EXTRA_COMMON_FACTS, EXTRA_FACTS_BY_TYPE } from './extra-questions.ts';
import { carrierOfFlightNumber } from '../../../../domain/claim/wire-to-journey.ts';
import {
  durationProblem,
  flightDateProblem,
  isValidFlightNumber,
  MAX_DELAY_MINUTES,
  MAX_REROUTE_MINUTES,
  localToday,
  MESSAGES,
  moneyFactProblems,
  normalizeFlightNumber,
  validateFlight,
  type CheckDelayRequest,
  type DisruptionCause,
  type DisruptionType,
  type FlightFactsWire,
  type LegWire,
} from '../../../../domain/claim/index.ts';

export type FlightDraft = NonNullable<DraftFields['flight']>;

/** A change of planes: where, and the next flight's airline and number. */
export interface Connection {
  airport: string;
  airline: string;
  flightNumber: string;
}

/** One booking has at most 6 flights (the API's bound), so at most 5 connections. */
export const MAX_CONNECTIONS = 5;
/** The hours field's upper bound (the whole duration is bounded by MAX_DELAY_MINUTES). */
export const MAX_DELAY_HOURS = MAX_DELAY_MINUTES / 60;

export const CAUSE_LABELS: Readonly<Record<DisruptionCause, string>> = {
  unknown: msg("I don't know"),
  technical: msg('A technical problem with the aircraft'),
  'own-staff-strike': msg("A strike by the airline's own staff"),
  weather: msg('Bad weather'),
  'air-traffic-control': msg('Air traffic control restrictions'),
  security: msg('A security risk'),
  'bird-strike': msg('A bird strike'),
  'political-instability': msg('Political instability'),
  'airport-staff-strike': msg('A strike by airport or air traffic control staff'),
  'medical-emergency': msg('A medical emergency on board'),
  'crew-illness': msg('A crew member fell ill'),
  'hidden-manufacturing-defect': msg('A hidden manufacturing defect the manufacturer or an authority revealed'),
  'airport-fuel-supply': msg("A failure of the airport's fuel supply"),
  'knock-on-previous-flight': msg('A problem on an earlier flight of the same aircraft'),
  'unruly-passenger': msg('A disruptive passenger'),
  other: msg('Another reason'),
};

export const FLIGHT_MESSAGES = {
  airlineInvalid: msg('Please enter the 2-character airline code, e.g. BA'),
  startRequired: msg('Choose the airport your journey started from'),
  destinationRequired: msg('Choose your final destination'),
  connectionAirportRequired: msg('Choose the airport where you changed planes'),
  connectionFlightRequired: msg('Enter the airline code or the flight number of this flight'),
  minutesRange: msg('Minutes must be a whole number from 0 to 59'),
  noticeRange: msg('Enter a whole number of days from 0 to 366'),
} as const;

const COMMON_FACTS = ['operating_carrier', 'legs', 'disrupted_leg_index', 'cause', 'original_cause'] as const;
const FACTS_BY_TYPE: Readonly<Record<DisruptionType, readonly (keyof FlightFactsWire)[]>> = {
  delayed: ['arrival_delay_minutes'],
  cancelled: ['notice_days', 'reroute_departed_earlier_minutes', 'reroute_arrived_later_minutes'],
  denied: ['voluntary'],
};

const AIRLINE_CODE = /^[A-Za-z0-9]{2}$/;
const blank = (value: string | undefined) => !value || value.trim() === '';
const code = (value: string | undefined) => (blank(value) ? undefined : value!.trim().toUpperCase());

/** Only the facts that matter for this disruption, with its defaults (cause unknown, not voluntary). */
export function pruneFacts(facts: FlightFactsWire, type: DisruptionType | undefined): FlightFactsWire {
  const keep = new Set<string>([...COMMON_FACTS, ...EXTRA_COMMON_FACTS, ...(type ? [...FACTS_BY_TYPE[type], ...EXTRA_FACTS_BY_TYPE[type]] : [])]);
  const pruned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(facts)) if (keep.has(key) && value !== undefined) pruned[key] = value;
  const result = pruned as FlightFactsWire;
  result.cause ??= 'unknown';
  // The earlier flight's cause belongs to a knock-on delay only.
  if (result.cause !== 'knock-on-previous-flight') delete result.original_cause;
  if (type === 'denied') result.voluntary ??= false;
  return result;
}

export function connectionsOf(flight: FlightDraft | undefined): Connection[] {
  const legs = flight?.facts?.legs ?? [];
  return legs.slice(1).map((leg) => ({ airport: leg.from, airline: leg.operating_carrier ?? '', flightNumber: leg.flight_number ?? '' }));
}

/** The booking's flights in order, or undefined for a direct flight (departure → arrival). */
export function legsFor(flight: FlightDraft, connections: Connection[]): LegWire[] | undefined {
  if (connections.length === 0) return undefined;
  const stops = [flight.departureAirport ?? '', ...connections.map((c) => c.airport), flight.arrivalAirport ?? ''];
  return stops.slice(0, -1).map((from, i): LegWire => {
    const leg: LegWire = { from: from.trim().toUpperCase(), to: stops[i + 1]!.trim().toUpperCase() };
    const carrier = i === 0 ? code(flight.facts?.operating_carrier) : code(connections[i - 1]!.airline);
    const number = i === 0 ? code(flight.flightNumber) : code(connections[i - 1]!.flightNumber);
    if (carrier) leg.operating_carrier = carrier;
    if (number) leg.flight_number = normalizeFlightNumber(number);
    if (i === 0 && flight.departureDate) leg.departure_date = flight.departureDate;
    return leg;
  });
}

/** The flight with its legs rebuilt from its connections (call after any change). */
export function withConnections(flight: FlightDraft, connections: Connection[]): FlightDraft {
  const facts: FlightFactsWire = { ...flight.facts };
  const legs = legsFor(flight, connections);
  if (legs) facts.legs = legs;
  else delete facts.legs;
  if (facts.disrupted_leg_index !== undefined && facts.disrupted_leg_index > connections.length) {
    facts.disrupted_leg_index = connections.length;
  }
  if (!legs) delete facts.disrupted_leg_index;
  return { ...flight, facts };
}

/** A change to the flight (fields or facts), with the legs kept in step with it. */
export function updateFlight(flight: FlightDraft | undefined, patch: Partial<FlightDraft>, facts?: Partial<FlightFactsWire>): FlightDraft {
  const current = flight ?? {};
  const next: FlightDraft = { ...current, ...patch, facts: { ...current.facts, ...facts } };
  return withConnections(next, connectionsOf(current));
}

export interface Duration {
  hours: number | '';
  minutes: number | '';
}

export function durationOf(totalMinutes: number | undefined): Duration {
  if (totalMinutes === undefined) return { hours: '', minutes: '' };
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Minutes from hours and minutes typed apart; undefined while both are empty. */
export function minutesOf(duration: Duration): number | undefined {
  if (duration.hours === '' && duration.minutes === '') return undefined;
  return Number(duration.hours || 0) * 60 + Number(duration.minutes || 0);
}

export interface StepErrors {
  errors: Record<string, string>;
  any: boolean;
}

function validDuration(errors: Record<string, string>, key: string, minutes: number | undefined, maxMinutes: number): void {
  if (minutes === undefined) return;
  const problem = durationProblem(minutes, maxMinutes);
  if (problem) errors[key] = problem.message;
}

/** Every message of the flight step, keyed by field ('connections.0.airport' for a connection). */
export function validateFlightStep(fields: DraftFields): StepErrors {
  const flight = fields.flight ?? {};
  const facts = flight.facts ?? {};
  const errors: Record<string, string> = {};
  Object.assign(
    errors,
    validateFlight({
      flightNumber: flight.flightNumber ?? '',
      departureDate: flight.departureDate ?? '',
      departureAirport: flight.departureAirport ?? '',
      arrivalAirport: flight.arrivalAirport ?? '',
    }),
  );
  const dateProblem = flightDateProblem(fields.disruptionType, flight.departureDate ?? '', localToday());
  if (dateProblem) errors.departureDate ??= dateProblem;
  if (!blank(facts.operating_carrier) && !AIRLINE_CODE.test(facts.operating_carrier!.trim())) errors.operatingCarrier = FLIGHT_MESSAGES.airlineInvalid;

  const connections = connectionsOf(flight);
  if (connections.length > 0) {
    if (blank(flight.departureAirport)) errors.departureAirport ??= FLIGHT_MESSAGES.startRequired;
    if (blank(flight.arrivalAirport)) errors.arrivalAirport ??= FLIGHT_MESSAGES.destinationRequired;
  }
  connections.forEach((c, i) => {
    if (blank(c.airport)) errors[`connections.${i}.airport`] = FLIGHT_MESSAGES.connectionAirportRequired;
    if (!blank(c.airline) && !AIRLINE_CODE.test(c.airline.trim())) errors[`connections.${i}.airline`] = FLIGHT_MESSAGES.airlineInvalid;
    if (!blank(c.flightNumber) && !isValidFlightNumber(c.flightNumber)) {
      errors[`connections.${i}.flightNumber`] = MESSAGES.flightNumberInvalid;
    }
    if (blank(c.airline) && (blank(c.flightNumber) || !carrierOfFlightNumber(c.flightNumber))) {
      errors[`connections.${i}.airline`] ??= FLIGHT_MESSAGES.connectionFlightRequired;
    }
  });

  if (fields.disruptionType === 'delayed') validDuration(errors, 'arrivalDelay', facts.arrival_delay_minutes, MAX_DELAY_MINUTES);
  if (fields.disruptionType === 'cancelled') {
    const notice = facts.notice_days;
    if (notice !== undefined && (!Number.isInteger(notice) || notice < 0 || notice > 366)) errors.noticeDays = FLIGHT_MESSAGES.noticeRange;
    validDuration(errors, 'rerouteEarlier', facts.reroute_departed_earlier_minutes, MAX_REROUTE_MINUTES);
    validDuration(errors, 'rerouteLater', facts.reroute_arrived_later_minutes, MAX_REROUTE_MINUTES);
  }
  // Times of day, ticket price, baggage, original cause: the API's rule, keyed by the fact's wire path.
  const wire = { ...pruneFacts(facts, fields.disruptionType), ...(flight.departureDate ? { departure_date: flight.departureDate } : {}) };
  for (const problem of moneyFactProblems(wire, localToday())) errors[problem.field] ??= problem.message;
  return { errors, any: Object.keys(errors).length > 0 };
}

/** The body of POST /flights/check-delay for the draft (the same facts the claim will carry). */
export function buildCheckRequest(fields: DraftFields): CheckDelayRequest {
  const flight = fields.flight ?? {};
  const request: CheckDelayRequest = {
    ...pruneFacts(flight.facts ?? {}, fields.disruptionType),
    flight_number: normalizeFlightNumber(flight.flightNumber ?? ''),
    date: flight.departureDate ?? '',
  };
  if (fields.disruptionType) request.disruption_type = fields.disruptionType;
  const from = code(flight.departureAirport);
  const to = code(flight.arrivalAirport);
  if (from) request.departure_airport = from;
  if (to) request.arrival_airport = to;
  const carrier = code(request.operating_carrier);
  if (carrier) request.operating_carrier = carrier;
  else delete request.operating_carrier;
  return request;
}
