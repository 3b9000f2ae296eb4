// Combines what the passenger said with what a flight-status source observed. The passenger's
// own words fill the story (what happened, the cause, notice); an observed live gate arrival is
// the record for the delay; observed airports and operator fill gaps the passenger left.
import type { CheckDelayRequest } from '../../domain/claim/index.ts';
import type { FlightStatus } from './flight-status.ts';

export function withObservedFacts(request: CheckDelayRequest, observed: FlightStatus | null): CheckDelayRequest {
  if (!observed || observed.quality === 'passenger-reported') return request;
  const merged: CheckDelayRequest = { ...request };
  if (!merged.legs?.length) {
    merged.departure_airport ??= observed.departure_airport;
    merged.arrival_airport ??= observed.arrival_airport;
    merged.operating_carrier ??= observed.operating_carrier;
  }
  if (observed.state === 'cancelled' && observed.quality === 'live') merged.disruption_type ??= 'cancelled';
  if (observed.state === 'landed' && observed.quality === 'live' && observed.arrival_delay_minutes !== undefined) {
    merged.disruption_type ??= 'delayed';
    if (merged.disruption_type === 'delayed') merged.arrival_delay_minutes = observed.arrival_delay_minutes;
  }
  for (const key of Object.keys(merged) as (keyof CheckDelayRequest)[]) {
    if (merged[key] === undefined) delete merged[key];
  }
  return merged;
}

/** The leg that best matches the passenger's route: exact airports first, then the first leg. */
export function pickLeg(legs: FlightStatus[], request: CheckDelayRequest): FlightStatus | null {
  const from = request.departure_airport?.toUpperCase();
  const to = request.arrival_airport?.toUpperCase();
  return legs.find((l) => (!from || l.departure_airport === from) && (!to || l.arrival_airport === to)) ?? legs[0] ?? null;
}
