// From a scanned boarding pass to the wizard's draft: the journey's first flight, its connections
// (later legs that continue from where the previous one landed), the passenger's name and the
// booking reference. The passenger sees this summary and confirms or corrects it first. The pass's
// name (Latin capitals) never replaces a name already there: typed, or the account's own (often in
// Persian or Arabic script), which step 3 then fills in with its e-mail.
import type { DraftFields } from '../../../../offline/index.ts';
import { inferFlightDate, type BoardingPass, type BoardingPassLeg } from '../../../../domain/boarding-pass/index.ts';
import { MAX_CONNECTIONS, updateFlight, withConnections, type Connection } from '../rules/flight-form.ts';

export interface ScannedJourney {
  /** The legs that connect, in order (a pass's later legs that do not connect are left out). */
  legs: BoardingPassLeg[];
  /** Legs on the pass that were left out because they do not continue the journey. */
  skipped: number;
  /** The first flight's date with its year inferred (YYYY-MM-DD), for the passenger to confirm. */
  date: string;
  firstName: string;
  lastName: string;
  bookingReference: string;
}

/** The device's local date, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function journeyOf(pass: BoardingPass, today: string): ScannedJourney {
  const legs = [pass.legs[0]!];
  for (const leg of pass.legs.slice(1)) {
    if (leg.from !== legs[legs.length - 1]!.to || legs.length > MAX_CONNECTIONS) break;
    legs.push(leg);
  }
  return {
    legs,
    skipped: pass.legs.length - legs.length,
    date: inferFlightDate(legs[0]!.dayOfYear, today, pass.issued),
    firstName: pass.passenger.firstName,
    lastName: pass.passenger.lastName,
    bookingReference: legs[0]!.bookingReference,
  };
}

/**
 * The draft change that fills the wizard from the journey (the date as the passenger confirmed it);
 * `account` is the signed-in person, whose name wins over the pass's.
 */
export function journeyPatch(
  current: DraftFields,
  journey: ScannedJourney,
  date: string,
  account?: { firstName: string; lastName: string; email: string } | null,
): DraftFields {
  const [first, ...next] = journey.legs;
  const last = journey.legs[journey.legs.length - 1]!;
  const flight = updateFlight(
    current.flight,
    { flightNumber: first!.flightNumber, departureDate: date, departureAirport: first!.from, arrivalAirport: last.to },
    // The flight number names the operating airline; an earlier codeshare answer no longer applies.
    { operating_carrier: undefined, disrupted_leg_index: undefined },
  );
  const connections: Connection[] = next.map((leg) => ({
    airport: leg.from,
    airline: leg.operatingCarrier.length === 2 ? leg.operatingCarrier : '',
    flightNumber: leg.flightNumber,
  }));
  const patch: DraftFields = { flight: withConnections(flight, connections), eligibility: null };
  const named = [current.passenger?.firstName, current.passenger?.lastName, account?.firstName, account?.lastName].some((name) => (name ?? '').trim() !== '');
  const passenger: NonNullable<DraftFields['passenger']> = {};
  if (!named && journey.firstName) passenger.firstName = journey.firstName;
  if (!named && journey.lastName) passenger.lastName = journey.lastName;
  // A name filled here keeps step 3 from filling the passenger from the account: its e-mail comes now.
  if (Object.keys(passenger).length > 0 && account?.email && !current.passenger?.email?.trim()) passenger.email = account.email;
  if (Object.keys(passenger).length > 0) patch.passenger = passenger;
  if (journey.bookingReference) patch.bookingReference = journey.bookingReference;
  return patch;
}
