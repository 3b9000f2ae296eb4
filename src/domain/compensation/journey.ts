// One booking as one journey: connecting flights are assessed from the first departure to the
// final destination (Folkerts C-11/11; Bossen C-559/16; Wegener C-537/17).
import { findAirport } from '../airports/directory.ts';
import { regionOfAirport, type Region } from '../airports/region.ts';
import type { Airport } from '../airports/airport.ts';
import { findAirline } from '../airlines/directory.ts';
import type { Airline } from '../airlines/airlines.ts';
import { distanceKm } from '../geo/distance.ts';
import { reason, type Reason } from './assessment.ts';
import type { JourneyFacts } from './journey-facts.ts';
import { sayCompensation } from './messages.ts';

export interface JourneyLeg {
  from: Airport;
  to: Airport;
  fromRegion: Region;
  toRegion: Region;
  carrierCode: string;
  /** Undefined when we do not know the code; asked for only when a rule needs the licence. */
  carrier?: Airline;
  departureDate?: string;
}

export interface Journey {
  legs: JourneyLeg[];
  origin: Airport;
  destination: Airport;
  originRegion: Region;
  destinationRegion: Region;
  disruptedLeg: JourneyLeg;
  distanceKm: number;
  borderline: boolean;
  /** The date limitation periods run from: the disrupted leg's, else the first leg's. */
  flightDate?: string;
}

/** Band edges of EC 261 Art. 7(1) and its siblings, and how close counts as borderline. */
export const BAND_EDGES_KM = [1500, 3500] as const;
export const BORDERLINE_KM = 10;

export type JourneyResult = { journey: Journey } | { missing: Reason[] };

/** `roundTrip`: accept a booking that returns to its first airport (for the Montreal Convention only). */
export function resolveJourney(facts: JourneyFacts, options: { roundTrip?: boolean } = {}): JourneyResult {
  const legs = Array.isArray(facts.legs) ? facts.legs : [];
  if (legs.length === 0) {
    return { missing: [reason('missing-legs', sayCompensation('journey.missing-legs'), 'EC 261/2004 Art. 2(h)')] };
  }
  const missing: Reason[] = [];
  const resolved: JourneyLeg[] = [];
  for (const [i, leg] of legs.entries()) {
    const from = findAirport(String(leg?.from ?? ''));
    const to = findAirport(String(leg?.to ?? ''));
    for (const [code, airport] of [
      [leg?.from, from],
      [leg?.to, to],
    ] as const) {
      if (!airport) missing.push(unknownAirport(String(code ?? ''), i));
    }
    if (!from || !to) continue;
    const carrierCode = String(leg.operatingCarrier ?? '')
      .trim()
      .toUpperCase();
    const carrier = findAirline(carrierCode);
    resolved.push({
      from,
      to,
      fromRegion: regionOfAirport(from),
      toRegion: regionOfAirport(to),
      carrierCode,
      ...(carrier ? { carrier } : {}),
      ...(leg.departureDate ? { departureDate: leg.departureDate } : {}),
    });
  }
  if (missing.length > 0) return { missing };

  const index = facts.disruptedLegIndex ?? 0;
  const disruptedLeg = resolved[index];
  if (!Number.isInteger(index) || !disruptedLeg) {
    return { missing: [reason('missing-disrupted-leg', sayCompensation('journey.missing-disrupted-leg'), 'Folkerts C-11/11')] };
  }
  const origin = resolved[0]!.from;
  const destination = resolved[resolved.length - 1]!.to;
  if (resolved.length > 1 && origin.iata === destination.iata && !options.roundTrip) {
    return {
      missing: [reason('return-journey', sayCompensation('journey.return-journey'), 'Emirates C-173/07')],
    };
  }
  const distance = distanceKm(origin, destination);
  const flightDate = disruptedLeg.departureDate ?? resolved[0]!.departureDate;
  return {
    journey: {
      legs: resolved,
      origin,
      destination,
      originRegion: regionOfAirport(origin),
      destinationRegion: regionOfAirport(destination),
      disruptedLeg,
      distanceKm: Math.round(distance * 10) / 10,
      borderline: BAND_EDGES_KM.some((edge) => Math.abs(distance - edge) <= BORDERLINE_KM),
      ...(flightDate ? { flightDate } : {}),
    },
  };
}

export type CarrierSearch = { leg: JourneyLeg; carrier: Airline } | { unknown: string } | undefined;

/**
 * The operating carrier on this journey that satisfies `licensed`, the disrupted leg's first:
 * the Community carrier that performs part of an inbound journey is liable for it (SP v KLM
 * C-367/20). `unknown` (with the code to ask about) when no known carrier qualifies but one we
 * do not know might.
 */
export function carrierOnJourney(journey: Journey, licensed: (carrier: Airline) => boolean): CarrierSearch {
  const legs = [journey.disruptedLeg, ...journey.legs.filter((l) => l !== journey.disruptedLeg)];
  const found = legs.find((l) => l.carrier && licensed(l.carrier));
  if (found) return { leg: found, carrier: found.carrier! };
  const unknown = legs.find((l) => !l.carrier);
  return unknown ? { unknown: unknown.carrierCode } : undefined;
}

/** A leg of the journey, not its first, leaves from `region`: a stopover there. */
export function stopsOverIn(journey: Journey, region: Region): JourneyLeg | undefined {
  return journey.legs.slice(1).find((l) => l.fromRegion === region);
}

function unknownAirport(code: string, legIndex: number): Reason {
  const text =
    code.trim() === ''
      ? sayCompensation('journey.airport-missing', { flight: legIndex + 1 })
      : sayCompensation('journey.airport-unknown', { flight: legIndex + 1, code });
  return reason('unknown-airport', text, 'EC 261/2004 Art. 3(1)');
}

export function unknownCarrier(code: string): Reason {
  const text = code === '' ? sayCompensation('journey.airline-missing') : sayCompensation('journey.airline-unknown', { code });
  return reason('unknown-carrier', text, 'EC 261/2004 Art. 2(b), Art. 3(1)(b)');
}
