// src/domain owns the rules: the claim model and status machine, validation with the spec's
// messages, the compensation rules engine, airport and airline data, distance.
// Pure TypeScript: it imports nothing from the DOM, Node or the rest of the project, so the app,
// the service worker and the server all share one source of truth.
//
// Re-exported here: what is light. The rules engine (`./compensation/index.ts`) and the airport
// table (`./airports/directory.ts`, `./airports/data.ts`) carry ~290 KB of airport data, so page
// code reaches them with a dynamic import and they stay off the first page load.
export type { Assessment, Cause, Currency, Disruption, JourneyFacts, Leg, Money, Outcome, Reason, Regime } from './compensation/index.ts';
export type { Airport, AirportRow } from './airports/airport.ts';
export { regionOfAirport, regionOfCountry, type Region } from './airports/region.ts';
export { buildAirportIndex, searchAirports, MAX_AIRPORT_RESULTS, type AirportIndex } from './airports/search.ts';
export { loadAirportRows } from './airports/load.ts';
export { ATTRIBUTION as AIRPORT_DATA_ATTRIBUTION } from './airports/attribution.ts';
export { AIRLINES, type Airline } from './airlines/airlines.ts';
export { findAirline } from './airlines/directory.ts';
export { claimDeadline, claimDeadlines, type ClaimDeadline, type ClaimDeadlines } from './deadlines/claim-deadline.ts';
export { distanceKm } from './geo/distance.ts';
export { moneyInEnglish } from './compensation/money.ts';
