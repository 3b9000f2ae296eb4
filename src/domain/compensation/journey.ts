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

export function resolveJourney(facts: JourneyFacts): JourneyResult {
  const legs = Array.isArray(facts.legs) ? facts.legs : [];
  if (legs.length === 0) {
    return { missing: [reason('missing-legs', 'Which flights were on your booking? Add at least one flight.', 'EC 261/2004 Art. 2(h)')] };
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
    return { missing: [reason('missing-disrupted-leg', 'Which of your flights was delayed, cancelled or overbooked?', 'Folkerts C-11/11')] };
  }
  const origin = resolved[0]!.from;
  const destination = resolved[resolved.length - 1]!.to;
  if (resolved.length > 1 && origin.iata === destination.iata) {
    return {
      missing: [
        reason(
          'return-journey',
          'Outward and return flights are separate journeys. Enter only the flights of the direction that was disrupted.',
          'Emirates C-173/07',
        ),
      ],
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
  const what = code.trim() === '' ? 'is missing' : `"${code}" is not an airport we know`;
  return reason(
    'unknown-airport',
    `The airport code of flight ${legIndex + 1} ${what}. Which airport was it? Use the three-letter code on your boarding pass.`,
    'EC 261/2004 Art. 3(1)',
  );
}

export function unknownCarrier(code: string): Reason {
  const what = code === '' ? 'is missing' : `"${code}" is not an airline we know`;
  return reason(
    'unknown-carrier',
    `The operating airline ${what}. Which airline operated the flight? It is on your boarding pass as "operated by".`,
    'EC 261/2004 Art. 2(b), Art. 3(1)(b)',
  );
}
