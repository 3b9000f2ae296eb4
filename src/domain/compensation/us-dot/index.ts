// US DOT, 14 CFR Part 250 (oversales): money only for involuntary denied boarding. The US has no
// statutory cash compensation for delays or cancellations (only refunds, 14 CFR Part 260).
import { reason, type Assessment, type Reason } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { DOT_MIN_SEATS, dotCompensation, dotLimits, dotTier } from './amount.ts';
import { sayUsDot } from './messages.ts';
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
    return result('not-eligible', reason('us-no-delay-compensation', sayUsDot('us-dot.no-delay-compensation'), '14 CFR 250.5; 14 CFR Part 260'));
  }
  if (facts.deniedBoarding?.voluntary === true) {
    return result('not-eligible', reason('denied-boarding-voluntary', sayUsDot('us-dot.voluntary'), '14 CFR 250.2b'));
  }
  const seats = facts.aircraftSeats;
  if (finite(seats) && seats < DOT_MIN_SEATS) {
    return result('not-eligible', reason('dot-small-aircraft', sayUsDot('us-dot.small-aircraft', { min: DOT_MIN_SEATS, seats }), '14 CFR 250.2'));
  }
  if (facts.deniedBoarding?.substituteSmallerAircraft === true) {
    return result('not-eligible', reason('dot-smaller-aircraft-substituted', sayUsDot('us-dot.smaller-aircraft-substituted'), '14 CFR 250.6(b)'));
  }
  if (facts.booking?.checkedIn === false || facts.booking?.confirmedReservation === false) {
    return result('not-eligible', reason('no-check-in', sayUsDot('us-dot.no-check-in'), '14 CFR 250.6(a)'));
  }
  const domestic = journey.destinationRegion === 'US';
  const noAlternative = facts.deniedBoarding?.noAlternativeOffered === true;
  const delay = facts.arrivalDelayMinutes;
  if (!noAlternative && !finite(delay)) {
    return result('needs-more-information', reason('missing-arrival-delay', sayUsDot('us-dot.missing-arrival-delay'), '14 CFR 250.5(a)'));
  }
  const tier = dotTier(noAlternative ? undefined : delay, domestic);
  if (tier === 'none') {
    return result('not-eligible', reason('dot-arrived-within-1-hour', sayUsDot('us-dot.arrived-within-1-hour'), '14 CFR 250.5(a)(1)'));
  }
  const fare = facts.oneWayFare;
  if (!fare || !finite(fare.amount) || fare.amount <= 0) {
    return result('needs-more-information', reason('missing-one-way-fare', sayUsDot('us-dot.missing-fare'), '14 CFR 250.5(a)'));
  }
  if (fare.currency.toUpperCase() !== 'USD') {
    return result('needs-more-information', reason('missing-one-way-fare-usd', sayUsDot('us-dot.missing-fare-usd'), '14 CFR 250.5(a)'));
  }
  const limits = dotLimits(journey.flightDate);
  const money = { amount: dotCompensation(tier, fare.amount, limits), currency: 'USD' as const };
  const percent = { percent: tier === 'double' ? 200 : 400 };
  const hours = domestic ? 2 : 4;
  return {
    ...base,
    outcome: 'eligible',
    compensation: money,
    reasons: [
      ...reasons,
      reason('denied-boarding', sayUsDot('us-dot.denied-boarding'), '14 CFR 250.5'),
      reason(
        'dot-tier',
        tier === 'double'
          ? sayUsDot('us-dot.tier.double', { hours, percent, amount: { amount: limits.double, currency: 'USD' } })
          : noAlternative
            ? sayUsDot('us-dot.tier.no-alternative', { percent, amount: { amount: limits.quadruple, currency: 'USD' } })
            : sayUsDot('us-dot.tier.quadruple', { hours, percent, amount: { amount: limits.quadruple, currency: 'USD' } }),
        `14 CFR 250.5(a); ${limits.source}`,
      ),
      reason('amount', sayUsDot('us-dot.amount', { amount: money }), '14 CFR 250.5'),
    ],
  };
}
