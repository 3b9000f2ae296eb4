// Montreal Convention 1999: the written complaint for baggage (Art. 31(2)) and the two years to
// bring an action (Art. 35), in the shape of the other regimes' claim deadlines.
import { daysAfter, lastDayToClaim, type ClaimDeadlines, type ComplaintDeadline } from '../../deadlines/claim-deadline.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';

export const ART_35 = 'Montreal Convention 1999 Art. 35(1)';
/** Art. 31(2): 7 days from receipt for damage, 21 days from the bag's being placed at the passenger's disposal for delay. */
export const COMPLAINT_DAYS = { 'baggage-damage': 7, 'baggage-delay': 21 } as const;

/**
 * Art. 35(1): the right is extinguished two years from the arrival at the destination (or when
 * the aircraft ought to have arrived): a condition of the right, the same in every court. Counted
 * here from the flight's date, which is never later, so the warning is never late.
 */
export function mc99Deadlines(journey: Journey, facts: JourneyFacts): ClaimDeadlines {
  const lastDay = journey.flightDate ? lastDayToClaim({ years: 2, startsAt: 'flight-date', source: ART_35 }, journey.flightDate) : undefined;
  const action = {
    country: journey.destination.country,
    years: 2,
    startsAt: 'flight-date' as const,
    source: ART_35,
    note: 'a condition of the right under the Convention, the same wherever the claim is brought',
    ...(lastDay ? { lastDay } : {}),
  };
  const complaint = complaintDeadline(facts);
  return { shortest: action, byJurisdiction: [action], ...(complaint ? { complaints: [complaint] } : {}) };
}

export function complaintDeadline(facts: JourneyFacts): ComplaintDeadline | undefined {
  const bag = facts.baggage;
  if (!bag || bag.kind === 'lost') return undefined;
  const kind = bag.kind === 'damaged' ? 'baggage-damage' : 'baggage-delay';
  const days = COMPLAINT_DAYS[kind];
  const lastDay = typeof bag.receivedOn === 'string' ? daysAfter(bag.receivedOn, days) : undefined;
  return { kind, days, ...(lastDay ? { lastDay } : {}), source: 'Montreal Convention 1999 Art. 31(2)' };
}
