// The article-by-article walk of Regulation 261/2004. UK261 is the same Regulation as retained in
// UK law, and SHY-YOLCU was modelled on it, so they run this walk with their own scope, amounts
// and citations (RegulationRules).
import { reason, type Assessment, type Currency, type Reason, type Regime } from '../assessment.ts';
import type { Cause, JourneyFacts } from '../facts.ts';
import type { Journey } from '../journey.ts';
import { formatMoney } from '../money.ts';
import type { RegimeAnswer, ScopeDecision } from '../scope-decision.ts';
import type { Band } from './amount.ts';
import { advanceIsCancellation } from './advanced-flight.ts';
import { cancellationExempt, noticeHoursOf, noticeWindow, REROUTE_WINDOWS, type Reroute } from './cancellation.ts';
import { delayIsCompensable } from './delay.ts';
import { deniedBoardingCompensable } from './denied-boarding.ts';
import { classifyCause, type CauseClass } from './extraordinary.ts';
import { halved, REDUCTION_LIMIT_MINUTES } from './reduction.ts';
import { bookingBar, type BookingBar } from './reservation.ts';

export interface AmountDecision {
  band: Band;
  amount: number;
  reason: Reason;
  uncertain?: boolean;
}

/** Where one regime's text differs from EC 261/2004. */
export interface RegulationRules {
  regime: Regime;
  currency: Currency;
  /** As the passenger reads it: 'EC 261/2004', 'UK261', 'SHY-YOLCU'. */
  title: string;
  scope(journey: Journey, facts: JourneyFacts): ScopeDecision;
  amount(journey: Journey): AmountDecision;
  /** Whether a delay of three hours or more is compensated given its cause. */
  delayCause(cause: Cause | undefined): { class: CauseClass; source: string };
  /** SHY-YOLCU pays for delays only for stated technical or operational causes. */
  delayCauseMustBeKnown: boolean;
  /** A delay rule that exists only for flights from a date on (SHY-YOLCU Art. 7(3), 10 Dec 2024). */
  delayRuleFrom?: { date: string; source: string };
  /** Sturgeon's 50% for long-haul delays under four hours. */
  halvesLongDelays: boolean;
  /** False where the Azurair rule is not binding (UK courts after 2020, Turkish courts). */
  azurairBinding: boolean;
  sources: {
    booking: Readonly<Record<BookingBar, string>>;
    delay: string;
    delayReduction: string;
    cancellation: string;
    rerouteReduction: string;
    advancedFlight: string;
    deniedBoarding: string;
    voluntary: string;
    extraordinary: string;
  };
}

const BOOKING_MESSAGES: Readonly<Record<BookingBar, string>> = {
  'no-confirmed-reservation': 'Compensation needs a confirmed reservation on the flight.',
  'no-check-in': 'Compensation for a delay or denied boarding needs you to have checked in on time.',
  'free-or-non-public-fare': 'Free tickets and discounts not available to the public are not covered (frequent-flyer tickets are).',
  'claim-assigned': 'You have already assigned this claim to someone else, so it is theirs to make.',
};

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function assessUnderRegulation(rules: RegulationRules, journey: Journey, facts: JourneyFacts): RegimeAnswer {
  const scope = rules.scope(journey, facts);
  return { covers: scope.applies !== false, assessment: walkArticles(rules, scope, journey, facts) };
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
  const notEligible = (r: Reason): Assessment => ({ ...base, outcome: 'not-eligible', reasons: [...reasons, r], ...(uncertain ? { uncertain } : {}) });
  const needs = (r: Reason): Assessment => ({ ...base, outcome: 'needs-more-information', reasons: [...reasons, r], ...(uncertain ? { uncertain } : {}) });

  const bar = bookingBar(facts);
  if (bar) return notEligible(reason(bar, BOOKING_MESSAGES[bar], rules.sources.booking[bar]));

  const amount = rules.amount(journey);
  uncertain ||= amount.uncertain === true;
  const pay = (halve: boolean, why: Reason[]): Assessment => {
    const value = halve ? amount.amount / 2 : amount.amount;
    const money = { amount: value, currency: rules.currency };
    return {
      ...base,
      outcome: 'eligible',
      compensation: money,
      reasons: [...reasons, ...why, amount.reason, reason('amount', `${rules.title} pays ${formatMoney(money)} per passenger.`, amount.reason.source)],
      ...(uncertain ? { uncertain } : {}),
    };
  };

  // Denied boarding (Art. 4): no extraordinary-circumstances defence.
  if (facts.disruption === 'denied-boarding') {
    if (!deniedBoardingCompensable(facts)) {
      return notEligible(reason('denied-boarding-voluntary', 'You gave up your seat voluntarily: you get the benefits you agreed with the airline, not fixed compensation.', rules.sources.voluntary));
    }
    reasons.push(reason('denied-boarding', 'You were denied boarding against your will, which is compensated at once whatever the cause.', rules.sources.deniedBoarding));
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
      reasons.push(reason(
        'advanced-flight-cancellation',
        `Your flight was moved ${advanced} minutes earlier, more than an hour, which counts as a cancellation.` +
          (rules.azurairBinding ? '' : ` Courts applying ${rules.title} are not bound by this 2021 EU ruling, so this point is open.`),
        rules.sources.advancedFlight,
      ));
      reroute = {
        departedEarlierMinutes: advanced,
        arrivedLaterMinutes: facts.cancellation?.reroute?.arrivedLaterMinutes ?? -advanced,
      };
    } else if (facts.disruption === 'cancelled' || !finite(facts.arrivalDelayMinutes)) {
      return notEligible(reason('advanced-one-hour-or-less', `Your flight was moved ${advanced} minutes earlier; an hour or less does not count as a cancellation.`, rules.sources.advancedFlight));
    }
  }

  if (cancelled) {
    const notice = noticeHoursOf(facts.cancellation);
    if (notice === undefined) {
      return needs(reason('missing-cancellation-notice', 'When did the airline tell you about the change or cancellation, and when was the flight due to leave?', rules.sources.cancellation));
    }
    reroute ??= facts.cancellation?.reroute;
    if (cancellationExempt(notice, reroute)) {
      return notEligible(noticeReason(rules, notice, reroute));
    }
    reasons.push(noticeReason(rules, notice, reroute));
    const cause = causeReason(rules, classifyCause(facts.cause), 'cancellation');
    if (cause.blocks) return notEligible(cause.reason);
    reasons.push(cause.reason);
    // Art. 7(2) concerns a re-routing the airline offered, not the advanced flight itself.
    const arrivedLater = advanced === undefined ? (facts.cancellation?.reroute?.arrivedLaterMinutes ?? facts.arrivalDelayMinutes) : undefined;
    if (finite(arrivedLater) && halved(amount.band, arrivedLater)) {
      return pay(true, [rerouteReductionReason(rules, amount.band, arrivedLater)]);
    }
    return pay(false, []);
  }

  // Delay (Sturgeon): three hours or more at the final destination.
  const delay = facts.arrivalDelayMinutes;
  if (!finite(delay) || delay < 0) {
    return needs(reason('missing-arrival-delay', 'How late did you arrive at your final destination? Count from the scheduled arrival to when the doors opened.', rules.sources.delay));
  }
  if (!delayIsCompensable(delay)) {
    return notEligible(reason('delay-under-3-hours', `You arrived ${hours(delay)} late; compensation starts at 3 hours at the final destination.`, rules.sources.delay));
  }
  const from = rules.delayRuleFrom;
  if (from && journey.flightDate !== undefined && journey.flightDate < from.date) {
    return notEligible(reason('delay-rule-not-in-force', `${rules.title} has paid compensation for delays only for flights from ${from.date} on; your flight on ${journey.flightDate} falls under the earlier rules, which give care and a refund but no fixed sum for a delay.`, from.source));
  }
  reasons.push(reason('delay-3-hours-or-more', `You arrived ${hours(delay)} late at your final destination: 3 hours or more is compensated like a cancellation.`, rules.sources.delay));
  const cause = causeReason(rules, rules.delayCause(facts.cause), 'delay');
  if (cause.blocks) return cause.missing ? needs(cause.reason) : notEligible(cause.reason);
  reasons.push(cause.reason);
  if (rules.halvesLongDelays && amount.band === 'long' && halved('long', delay)) {
    return pay(true, [reason('long-haul-delay-halved', `On a flight over 3500 km, a delay of ${hours(delay)} (not more than 4 hours) halves the compensation.`, rules.sources.delayReduction)]);
  }
  return pay(false, []);
}

function hours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `${h} h ${String(m).padStart(2, '0')} min`;
}

function noticeReason(rules: RegulationRules, notice: number, reroute: Reroute | undefined): Reason {
  const window = noticeWindow(notice);
  const source = rules.sources.cancellation;
  if (window === 'two-weeks-or-more') {
    return reason('cancellation-notice-two-weeks', `You were told ${noticeText(notice)} ahead, at least two weeks: no compensation, though refund or re-routing remain.`, source);
  }
  const limits = REROUTE_WINDOWS[window];
  const span = `${noticeText(notice)} ahead (${window === 'one-to-two-weeks' ? 'between one and two weeks' : 'less than 7 days'})`;
  if (reroute && cancellationExempt(notice, reroute)) {
    return reason('cancellation-reroute-within-window', `You were told ${span} and offered a flight leaving at most ${limits.earlier / 60} h earlier and arriving less than ${limits.later / 60} h later: no compensation.`, source);
  }
  return reason('cancellation-compensable', `You were told ${span} and no replacement kept within ${limits.earlier / 60} h earlier and under ${limits.later / 60} h later: compensation is due.`, source);
}

/** "5 days", or "13 days 12 h" when the hours matter. */
function noticeText(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  if (days === 0) return `${rest} h`;
  return rest === 0 ? `${days} day${days === 1 ? '' : 's'}` : `${days} day${days === 1 ? '' : 's'} ${rest} h`;
}

function rerouteReductionReason(rules: RegulationRules, band: Band, arrivedLater: number): Reason {
  return reason(
    'reroute-halved',
    `Your replacement arrived ${hours(Math.max(0, arrivedLater))} late, within ${REDUCTION_LIMIT_MINUTES[band] / 60} hours for this distance, so the airline may halve the compensation.`,
    rules.sources.rerouteReduction,
  );
}

function causeReason(
  rules: RegulationRules,
  cause: { class: CauseClass; source: string },
  what: 'delay' | 'cancellation',
): { blocks: boolean; missing?: boolean; reason: Reason } {
  if (cause.class === 'extraordinary') {
    return {
      blocks: true,
      reason: reason('extraordinary-circumstances', `The ${what} was caused by extraordinary circumstances, so no compensation is due if the airline proves it took all reasonable measures. Care and refund rights remain.`, `${rules.sources.extraordinary}; ${cause.source}`),
    };
  }
  if (cause.class === 'ordinary') {
    return {
      blocks: false,
      reason: reason('not-extraordinary', `That cause is part of the airline's normal operations, not an extraordinary circumstance.`, cause.source),
    };
  }
  if (rules.delayCauseMustBeKnown && what === 'delay') {
    return {
      blocks: true,
      missing: true,
      reason: reason('missing-delay-cause', 'What reason did the airline give for the delay? Turkish rules pay for delays with technical or operational causes.', cause.source),
    };
  }
  return {
    blocks: false,
    reason: reason('cause-unproven', 'Unless the airline proves extraordinary circumstances, compensation is due.', cause.source),
  };
}
