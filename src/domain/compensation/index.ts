// src/domain/compensation: the rules engine. Pure TypeScript; it loads the airport table
// statically, so browser code imports it with a dynamic import (its own chunk).
export { assessCompensation } from './assess.ts';
export type { Leg, JourneyFacts, Cause, Disruption } from './journey-facts.ts';
export type { Assessment, Reason, Regime, Currency, Money, Outcome, SdrAmount } from './assessment.ts';
export { BAND_EDGES_KM, BORDERLINE_KM } from './journey.ts';
export { causeAssessment, CAUSE_CATALOGUE, type CauseAssessment, type CauseVerdict, type Judgment } from './causes.ts';
export { moneyInEnglish } from './money.ts';
export { findAirport } from '../airports/directory.ts';
export { findAirline } from '../airlines/directory.ts';
export { regionOfAirport, regionOfCountry, type Region } from '../airports/region.ts';
export { claimDeadline, claimDeadlines, type ClaimDeadline, type ClaimDeadlines } from '../deadlines/claim-deadline.ts';
export { distanceKm } from '../geo/distance.ts';
