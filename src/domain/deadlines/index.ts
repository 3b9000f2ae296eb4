// src/domain/deadlines: limitation periods for compensation claims by jurisdiction (shortest
// where sources disagree) and the last day to claim for a given flight.
export { claimDeadline, claimDeadlines, type ClaimDeadline, type ClaimDeadlines } from './claim-deadline.ts';
export { limitationPeriod, type LimitationPeriod } from './limitation-periods.ts';
