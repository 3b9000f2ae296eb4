// The article-by-article walk of Regulation 261/2004. UK261 is the same Regulation as retained in
// UK law, and SHY-YOLCU was modelled on it, so they run this walk with their own scope, amounts
// and citations (RegulationRules).
import { reason, type Assessment, type Reason } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { doesNotApply, type RegimeAnswer, type ScopeDecision } from '../scope-decision.ts';
import { before } from '../in-force.ts';
import { advanceIsCancellation } from './advanced-flight.ts';
import { cancellationExempt, noticeHoursOf, type Reroute } from './cancellation.ts';
import { careRights } from './care.ts';
import { delayIsCompensable } from './delay.ts';
import { deniedBoardingCompensable } from './denied-boarding.ts';
import { causeLabel, classifyCause } from './extraordinary.ts';
import { deductReceived, diversionReason, downgradeRefund } from './extras.ts';
import { halved } from './reduction.ts';
import { bookingBar } from './reservation.ts';
import type { RegulationRules } from './rules.ts';
import { sayEc261 } from './messages.ts';
import { BOOKING_MESSAGES, causeReason, hours, noticeReason, rerouteReductionReason, type CauseDecision } from './texts.ts';

export type { AmountDecision, RegulationRules } from './rules.ts';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function assessUnderRegulation(rules: RegulationRules, journey: Journey, facts: JourneyFacts): RegimeAnswer {
  const scope = inForceScope(rules, journey, rules.scope(journey, facts));
  let assessment = walkArticles(rules, scope, journey, facts);
  const bar = bookingBar(facts);
  if (scope.applies === true && bar === undefined) assessment = withDowngrade(rules, deductReceived(rules, assessment, facts), journey, facts);
  // Care goes to every passenger the regulation covers, even when no compensation is due; not
  // to those Art. 3(2)–(3) leave out (no reservation, no check-in, a non-public fare).
  if (scope.applies === true && (bar === undefined || bar === 'claim-assigned')) {
    assessment.care = careRights(rules.care, rules.amount(journey).band, facts);
  }
  return { covers: scope.applies !== false, assessment };
}

/** A regime covers no flight before it came into force (EC 261 Art. 19; UK261 from 2021). */
function inForceScope(rules: RegulationRules, journey: Journey, scope: ScopeDecision): ScopeDecision {
  const inForce = rules.inForce;
  if (!inForce || scope.applies === false || !before(journey.flightDate, inForce)) return scope;
  return doesNotApply(
    'not-in-force',
    sayEc261('regulation.not-in-force', { law: rules.title, since: { date: inForce.from }, date: { date: journey.flightDate! } }),
    inForce.source,
  );
}

function withDowngrade(rules: RegulationRules, answer: Assessment, journey: Journey, facts: JourneyFacts): Assessment {
  const downgrade = downgradeRefund(rules, journey, facts);
  if (!downgrade) return answer;
  return { ...answer, downgradeRefund: downgrade.refund, reasons: [...answer.reasons, downgrade.reason] };
}

function walkArticles(rules: RegulationRules, scope: ScopeDecision, journey: Journey, facts: JourneyFacts): Assessment {
  const base = {
    regime: rules.regime,
    distanceKm: journey.distanceKm,
    borderline: journey.borderline,
  };
  if (scope.applies === 'unknown') return { ...base, outcome: 'needs-more-information', reasons: [scope.reason] };
  if (scope.applies === false) return { ...base, outcome: 'not-eligible', reasons: [scope.reason] };

  const reasons: Reason[] = [scope.reason];
  let uncertain = scope.uncertain === true;
  let chance: 'high' | 'medium' | 'low' = 'high';
  const contest = (cause: CauseDecision) => {
    if (!cause.contested) return;
    uncertain = true;
    chance = cause.contested;
  };
  const notEligible = (r: Reason): Assessment => ({ ...base, outcome: 'not-eligible', reasons: [...reasons, r], ...(uncertain ? { uncertain } : {}) });
  const needs = (r: Reason): Assessment => ({ ...base, outcome: 'needs-more-information', reasons: [...reasons, r], ...(uncertain ? { uncertain } : {}) });

  const bar = bookingBar(facts);
  if (bar) return notEligible(reason(bar, sayEc261(BOOKING_MESSAGES[bar]), rules.sources.booking[bar]));

  const amount = rules.amount(journey);
  uncertain ||= amount.uncertain === true;
  const pay = (halve: boolean, why: Reason[]): Assessment => {
    const value = halve ? amount.amount / 2 : amount.amount;
    const money = { amount: value, currency: rules.currency };
    return {
      ...base,
      outcome: 'eligible',
      compensation: money,
      reasons: [...reasons, ...why, amount.reason, reason('amount', sayEc261('regulation.amount', { law: rules.title, amount: money }), amount.reason.source)],
      chance,
      ...(uncertain ? { uncertain } : {}),
    };
  };

  // Denied boarding (Art. 4): no extraordinary-circumstances defence.
  if (facts.disruption === 'denied-boarding') {
    if (!deniedBoardingCompensable(facts)) {
      return notEligible(reason('denied-boarding-voluntary', sayEc261('regulation.denied-boarding.voluntary'), rules.sources.voluntary));
    }
    reasons.push(reason('denied-boarding', sayEc261('regulation.denied-boarding.involuntary'), rules.sources.deniedBoarding));
    const arrival = facts.arrivalDelayMinutes;
    if (finite(arrival) && halved(amount.band, arrival)) {
      return pay(true, [rerouteReductionReason(rules, amount.band, arrival)]);
    }
    return pay(false, []);
  }

  // A flight moved earlier by more than an hour is a cancellation (Azurair).
  const advanced = finite(facts.advancedMinutes) && facts.advancedMinutes > 0 ? facts.advancedMinutes : undefined;
  let reroute: Reroute | undefined;
  let cancelled = facts.disruption === 'cancelled';
  if (advanced !== undefined) {
    if (advanceIsCancellation(advanced)) {
      cancelled = true;
      if (!rules.azurairBinding) uncertain = true;
      reasons.push(
        reason(
          'advanced-flight-cancellation',
          rules.azurairBinding
            ? sayEc261('regulation.advanced.cancellation', { minutes: advanced })
            : sayEc261('regulation.advanced.cancellation-unsettled', { minutes: advanced, law: rules.title }),
          rules.sources.advancedFlight,
        ),
      );
      reroute = {
        departedEarlierMinutes: advanced,
        arrivedLaterMinutes: facts.cancellation?.reroute?.arrivedLaterMinutes ?? -advanced,
      };
    } else if (facts.disruption === 'cancelled' || !finite(facts.arrivalDelayMinutes)) {
      return notEligible(
        reason('advanced-one-hour-or-less', sayEc261('regulation.advanced.one-hour-or-less', { minutes: advanced }), rules.sources.advancedFlight),
      );
    }
  }

  if (cancelled) {
    const notice = noticeHoursOf(facts.cancellation);
    if (notice === undefined) {
      return needs(reason('missing-cancellation-notice', sayEc261('regulation.missing-cancellation-notice'), rules.sources.cancellation));
    }
    reroute ??= facts.cancellation?.reroute;
    if (cancellationExempt(notice, reroute)) {
      return notEligible(noticeReason(rules, notice, reroute));
    }
    reasons.push(noticeReason(rules, notice, reroute));
    const cause = causeReason(rules, classifyCause(facts.cause, facts.originalCause), causeLabel(facts.cause, facts.originalCause), 'cancellation');
    if (cause.blocks) return notEligible(cause.reason);
    contest(cause);
    reasons.push(cause.reason);
    // Art. 7(2) concerns a re-routing the airline offered, not the advanced flight itself.
    const arrivedLater = advanced === undefined ? (facts.cancellation?.reroute?.arrivedLaterMinutes ?? facts.arrivalDelayMinutes) : undefined;
    if (finite(arrivedLater) && halved(amount.band, arrivedLater)) {
      return pay(true, [rerouteReductionReason(rules, amount.band, arrivedLater)]);
    }
    return pay(false, []);
  }

  const diverted = diversionReason(rules, journey, facts);
  if (diverted) {
    reasons.push(diverted);
    if (diverted.code === 'diversion-other-area') uncertain = true;
  }
  // Delay (Sturgeon): three hours or more at the final destination.
  const delay = facts.arrivalDelayMinutes;
  if (!finite(delay) || delay < 0) {
    return needs(reason('missing-arrival-delay', sayEc261('regulation.missing-arrival-delay'), rules.sources.delay));
  }
  if (!delayIsCompensable(delay)) {
    return notEligible(reason('delay-under-3-hours', sayEc261('regulation.delay.under-3-hours', hours(delay)), rules.sources.delay));
  }
  const from = rules.delayRuleFrom;
  if (from && journey.flightDate !== undefined && journey.flightDate < from.date) {
    return notEligible(
      reason(
        'delay-rule-not-in-force',
        sayEc261('regulation.delay.rule-not-in-force', { law: rules.title, since: { date: from.date }, date: { date: journey.flightDate } }),
        from.source,
      ),
    );
  }
  reasons.push(reason('delay-3-hours-or-more', sayEc261('regulation.delay.3-hours-or-more', hours(delay)), rules.sources.delay));
  const cause = causeReason(rules, rules.delayCause(facts.cause, facts.originalCause), causeLabel(facts.cause, facts.originalCause), 'delay');
  if (cause.blocks) return cause.missing ? needs(cause.reason) : notEligible(cause.reason);
  contest(cause);
  reasons.push(cause.reason);
  if (rules.halvesLongDelays && amount.band === 'long' && halved('long', delay)) {
    return pay(true, [reason('long-haul-delay-halved', sayEc261('regulation.delay.long-haul-halved', hours(delay)), rules.sources.delayReduction)]);
  }
  return pay(false, []);
}
