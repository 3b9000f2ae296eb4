// US DOT, 14 CFR Part 250 (oversales): money only for involuntary denied boarding. The US has no
// statutory cash compensation for delays or cancellations (only refunds, 14 CFR Part 260).
import { reason, type Assessment, type Reason } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { moneyInEnglish } from '../money.ts';
import { DOT_MIN_SEATS, dotCompensation, dotLimits, dotTier } from './amount.ts';
import { usRefundRights } from './refund.ts';
import { usDotScope } from './scope.ts';
import type { RegimeAnswer } from '../scope-decision.ts';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function assessUsDot(journey: Journey, facts: JourneyFacts): RegimeAnswer {
  const scope = usDotScope(journey);
  if (scope.applies !== true) {
    return {
      covers: false,
      assessment: { regime: 'US-DOT', outcome: 'not-eligible', distanceKm: journey.distanceKm, borderline: journey.borderline, reasons: [scope.reason] },
    };
  }
  const care = usRefundRights(journey, facts);
  const assessment = assessDeniedBoarding(journey, facts, scope.reason);
  return { covers: true, assessment: care.length > 0 ? { ...assessment, care } : assessment };
}

function assessDeniedBoarding(journey: Journey, facts: JourneyFacts, scopeReason: Reason): Assessment {
  const base = { regime: 'US-DOT' as const, distanceKm: journey.distanceKm, borderline: journey.borderline };
  const reasons: Reason[] = [scopeReason];
  const result = (outcome: Assessment['outcome'], r: Reason): Assessment => ({ ...base, outcome, reasons: [...reasons, r] });

  if (facts.disruption !== 'denied-boarding') {
    return result(
      'not-eligible',
      reason(
        'us-no-delay-compensation',
        'US rules pay no fixed compensation for delays or cancellations; you may be owed a refund instead.',
        '14 CFR 250.5; 14 CFR Part 260',
      ),
    );
  }
  if (facts.deniedBoarding?.voluntary === true) {
    return result(
      'not-eligible',
      reason('denied-boarding-voluntary', 'You volunteered your seat: what you get is what you agreed with the airline.', '14 CFR 250.2b'),
    );
  }
  const seats = facts.aircraftSeats;
  if (finite(seats) && seats < DOT_MIN_SEATS) {
    return result(
      'not-eligible',
      reason('dot-small-aircraft', `The US rule covers only aircraft with ${DOT_MIN_SEATS} or more passenger seats; yours had ${seats}.`, '14 CFR 250.2'),
    );
  }
  if (facts.deniedBoarding?.substituteSmallerAircraft === true) {
    return result(
      'not-eligible',
      reason(
        'dot-smaller-aircraft-substituted',
        'The airline swapped in a smaller aircraft for operational or safety reasons, which the US rule exempts from denied-boarding compensation.',
        '14 CFR 250.6(b)',
      ),
    );
  }
  if (facts.booking?.checkedIn === false || facts.booking?.confirmedReservation === false) {
    return result(
      'not-eligible',
      reason('no-check-in', 'Denied boarding compensation needs a confirmed reservation and check-in by the deadline.', '14 CFR 250.6(a)'),
    );
  }
  const domestic = journey.destinationRegion === 'US';
  const noAlternative = facts.deniedBoarding?.noAlternativeOffered === true;
  const delay = facts.arrivalDelayMinutes;
  if (!noAlternative && !finite(delay)) {
    return result(
      'needs-more-information',
      reason('missing-arrival-delay', 'How much later than planned did the replacement flight arrive? If the airline offered none, say so.', '14 CFR 250.5(a)'),
    );
  }
  const tier = dotTier(noAlternative ? undefined : delay, domestic);
  if (tier === 'none') {
    return result(
      'not-eligible',
      reason(
        'dot-arrived-within-1-hour',
        'Your replacement was planned to arrive within an hour of the original: no compensation is due.',
        '14 CFR 250.5(a)(1)',
      ),
    );
  }
  const fare = facts.oneWayFare;
  if (!fare || !finite(fare.amount) || fare.amount <= 0) {
    return result(
      'needs-more-information',
      reason(
        'missing-one-way-fare',
        'What did the one-way fare to your destination (or first stopover) cost, including taxes and fees, in US dollars?',
        '14 CFR 250.5(a)',
      ),
    );
  }
  if (fare.currency.toUpperCase() !== 'USD') {
    return result(
      'needs-more-information',
      reason('missing-one-way-fare-usd', 'What was the one-way fare in US dollars, as charged? The US rule counts the fare in dollars.', '14 CFR 250.5(a)'),
    );
  }
  const limits = dotLimits(journey.flightDate);
  const money = { amount: dotCompensation(tier, fare.amount, limits), currency: 'USD' as const };
  const percent = tier === 'double' ? 200 : 400;
  const window = domestic ? '2 hours or more' : '4 hours or more';
  return {
    ...base,
    outcome: 'eligible',
    compensation: money,
    reasons: [
      ...reasons,
      reason('denied-boarding', 'You were denied boarding against your will on an oversold flight.', '14 CFR 250.5'),
      reason(
        'dot-tier',
        tier === 'quadruple'
          ? `${noAlternative ? 'No alternative was offered' : `Your replacement arrived ${window} late`}: ${percent}% of the one-way fare, at most ${moneyInEnglish({ amount: limits.quadruple, currency: 'USD' })}.`
          : `Your replacement arrived more than 1 hour but less than ${domestic ? 2 : 4} hours late: ${percent}% of the one-way fare, at most ${moneyInEnglish({ amount: limits.double, currency: 'USD' })}.`,
        `14 CFR 250.5(a); ${limits.source}`,
      ),
      reason('amount', `The US DOT rule pays ${moneyInEnglish(money)} per passenger.`, '14 CFR 250.5'),
    ],
  };
}
