// 14 CFR Part 260 (final rule of 26 April 2024, core provisions in force 28 October 2024): the
// US has no meals or hotel rule, but a cancelled or significantly changed flight gives a cash
// refund when the passenger declines what the airline offers instead.
import type { CareRight } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { sayUsDot } from './messages.ts';
import { SIGNIFICANT_CHANGE_MINUTES } from './significant-change.ts';

export { SIGNIFICANT_CHANGE_MINUTES };

export function usRefundRights(journey: Journey, facts: JourneyFacts): CareRight[] {
  if (facts.disruption === 'denied-boarding') return [];
  const domestic = journey.originRegion === 'US' && journey.destinationRegion === 'US';
  const from = facts.disruption === 'cancelled' ? 0 : SIGNIFICANT_CHANGE_MINUTES[domestic ? 'domestic' : 'international'];
  const message =
    facts.disruption === 'cancelled'
      ? sayUsDot('us-dot.refund.cancelled')
      : sayUsDot('us-dot.refund.significant-change', { hours: SIGNIFICANT_CHANGE_MINUTES[domestic ? 'domestic' : 'international'] / 60 });
  const waited = facts.departureDelayMinutes;
  return [
    {
      code: 'refund',
      ...message,
      source: '14 CFR 260.2; 14 CFR 260.6',
      startsAfterMinutes: from,
      ...(typeof waited === 'number' && Number.isFinite(waited) && waited >= 0 ? { owedNow: waited >= from } : {}),
    },
  ];
}
