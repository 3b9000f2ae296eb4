// The rules engine's part of "Your rights right now", loaded only when the card first has facts
// to judge (its own chunk, with the airport table), so it never weighs on the first page load.
import type { CheckDelayRequest } from '../../../../domain/claim/index.ts';
import { checkEligibility } from '../../../../domain/claim/eligibility.ts';
import { rightsNow, type RightNow } from '../../../../domain/compensation/rights-now.ts';
import type { Disruption } from '../../../../domain/compensation/journey-facts.ts';
import { montrealView, type MontrealView } from './montreal.ts';

const DISRUPTIONS: Readonly<Record<string, Disruption>> = { delayed: 'delayed', cancelled: 'cancelled', denied: 'denied-boarding' };

/**
 * The rights owed at the airport for these facts, judged on this device (no network); null while
 * the engine still lacks a fact it needs to name the rules (e.g. the airline, from the flight number).
 */
export function rightsNowOf(request: CheckDelayRequest, today: string): RightNow[] | null {
  const { assessment } = checkEligibility(request, today);
  if (!assessment.regime && assessment.outcome === 'needs-more-information') return null;
  const disruption = request.disruption_type ? DISRUPTIONS[request.disruption_type] : undefined;
  return rightsNow({ assessment, disruption, voluntary: request.voluntary });
}

/** The Montreal Convention's outcome and next step for these facts, judged on this device; null when it does not apply. */
export function montrealOf(request: CheckDelayRequest, today: string): MontrealView | null {
  return montrealView(checkEligibility(request, today).assessment);
}
