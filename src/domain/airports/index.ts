// src/domain/airports: the airport table (OurAirports + OPTD time zones), IATA look-up, the
// EU/UK/TR/US region classifier and the ranked search. Importing this index loads the table;
// browser code that must stay light imports region.ts or search.ts directly and the table
// through `loadAirportRows()`.
export type { Airport, AirportRow } from './airport.ts';
export { airportFromRow } from './airport.ts';
export { ATTRIBUTION } from './attribution.ts';
export { findAirport, allAirports } from './directory.ts';
export { regionOfAirport, regionOfCountry, type Region } from './region.ts';
export { buildAirportIndex, searchAirports, foldForSearch, MAX_AIRPORT_RESULTS, type AirportIndex } from './search.ts';
export { loadAirportRows } from './load.ts';
