// Look-up of an operating carrier by IATA designator.
import { AIRLINES, type Airline } from './airlines.ts';

let byIata: Map<string, Airline> | undefined;

/** The airline using this IATA designator (any case), or undefined when we do not know it. */
export function findAirline(iata: string): Airline | undefined {
  byIata ??= new Map(AIRLINES.map((a) => [a.iata, a]));
  return byIata.get(iata.trim().toUpperCase());
}
