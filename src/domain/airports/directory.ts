// Look-up of an airport by IATA code over the full table. Importing this module brings the
// whole table with it; page code should reach it through a dynamic import.
import { AIRPORT_ROWS } from './data.ts';
import { airportFromRow, type Airport } from './airport.ts';

let byIata: Map<string, Airport> | undefined;

/** The airport with this IATA code (any case), or undefined when we do not know it. */
export function findAirport(iata: string): Airport | undefined {
  byIata ??= new Map(AIRPORT_ROWS.map((row) => [row[0], airportFromRow(row)]));
  return byIata.get(iata.trim().toUpperCase());
}

export function allAirports(): Airport[] {
  return AIRPORT_ROWS.map(airportFromRow);
}
