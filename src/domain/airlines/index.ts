// src/domain/airlines: the curated carrier table (IATA code → licensing state, with a source per
// entry) and its look-up. Small enough to ship in any chunk.
export { AIRLINES, type Airline } from './airlines.ts';
export { findAirline } from './directory.ts';
