// The passenger-facing explanations of the walk in assess.ts: one function per kind of reason.
import { reason, type Reason } from '../assessment.ts';
import type { Band } from './amount.ts';
import { cancellationExempt, noticeWindow, REROUTE_WINDOWS, type Reroute } from './cancellation.ts';
import type { CauseClass } from './extraordinary.ts';
import { REDUCTION_LIMIT_MINUTES } from './reduction.ts';
import type { BookingBar } from './reservation.ts';
import type { RegulationRules } from './rules.ts';

export const BOOKING_MESSAGES: Readonly<Record<BookingBar, string>> = {
  'no-confirmed-reservation': 'Compensation needs a confirmed reservation on the flight.',
  'no-check-in': 'Compensation for a delay or denied boarding needs you to have checked in on time.',
  'free-or-non-public-fare': 'Free tickets and discounts not available to the public are not covered (frequent-flyer tickets are).',
  'claim-assigned': 'You have already assigned this claim to someone else, so it is theirs to make.',
};

export function hours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `${h} h ${String(m).padStart(2, '0')} min`;
}

export function noticeReason(rules: RegulationRules, notice: number, reroute: Reroute | undefined): Reason {
  const window = noticeWindow(notice);
  const source = rules.sources.cancellation;
  if (window === 'two-weeks-or-more') {
    return reason(
      'cancellation-notice-two-weeks',
      `You were told ${noticeText(notice)} ahead, at least two weeks: no compensation, though refund or re-routing remain.`,
      source,
    );
  }
  const limits = REROUTE_WINDOWS[window];
  const span = `${noticeText(notice)} ahead (${window === 'one-to-two-weeks' ? 'between one and two weeks' : 'less than 7 days'})`;
  if (reroute && cancellationExempt(notice, reroute)) {
    return reason(
      'cancellation-reroute-within-window',
      `You were told ${span} and offered a flight leaving at most ${limits.earlier / 60} h earlier and arriving less than ${limits.later / 60} h later: no compensation.`,
      source,
    );
  }
  return reason(
    'cancellation-compensable',
    `You were told ${span} and no replacement kept within ${limits.earlier / 60} h earlier and under ${limits.later / 60} h later: compensation is due.`,
    source,
  );
}

/** "5 days", or "13 days 12 h" when the hours matter. */
function noticeText(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  if (days === 0) return `${rest} h`;
  return rest === 0 ? `${days} day${days === 1 ? '' : 's'}` : `${days} day${days === 1 ? '' : 's'} ${rest} h`;
}

export function rerouteReductionReason(rules: RegulationRules, band: Band, arrivedLater: number): Reason {
  return reason(
    'reroute-halved',
    `Your replacement arrived ${hours(Math.max(0, arrivedLater))} late, within ${REDUCTION_LIMIT_MINUTES[band] / 60} hours for this distance, so the airline may halve the compensation.`,
    rules.sources.rerouteReduction,
  );
}

export interface CauseDecision {
  /** Stops compensation under this regime. */
  blocks: boolean;
  /** Blocks only until the passenger tells us the cause. */
  missing?: boolean;
  /** The airline may escape paying if it proves its case: the answer is uncertain. */
  contested?: 'low' | 'medium';
  reason: Reason;
}

/**
 * A cause that may be extraordinary does not stop a claim: the airline must prove it and that
 * it took all reasonable measures (Art. 5(3)); the chance of success is lower. Under SHY-YOLCU,
 * delays are paid only for technical or operational reasons, so there it does block.
 */
export function causeReason(
  rules: RegulationRules,
  cause: { class: CauseClass; source: string },
  label: string,
  what: 'delay' | 'cancellation',
): CauseDecision {
  const mustBeOperational = rules.delayCauseMustBeKnown && what === 'delay';
  if (cause.class === 'extraordinary' || cause.class === 'depends') {
    if (mustBeOperational && cause.class === 'extraordinary') {
      return {
        blocks: true,
        reason: reason(
          'delay-cause-not-operational',
          `${rules.title} pays for delays only when they have technical or operational reasons, not for ${label}. Care and refund rights remain.`,
          `${rules.sources.delay}; ${cause.source}`,
        ),
      };
    }
    const text =
      cause.class === 'depends'
        ? `The airline may say the ${what} came from ${label}. That frees it only if it proves a direct link to an extraordinary event on the earlier flight and that it took all reasonable measures; until then compensation is due.`
        : `The airline may refuse because of ${label}, which can be an extraordinary circumstance. It must prove that, and that it took all reasonable measures to avoid the ${what}; until it does, compensation is due. This lowers the chance of success. Care and refund rights remain either way.`;
    return {
      blocks: false,
      contested: cause.class === 'depends' ? 'medium' : 'low',
      reason: reason('extraordinary-circumstances-possible', text, `${rules.sources.extraordinary}; ${cause.source}`),
    };
  }
  if (cause.class === 'ordinary') {
    return {
      blocks: false,
      reason: reason('not-extraordinary', `${capitalise(label)} is part of the airline's normal operations, not an extraordinary circumstance.`, cause.source),
    };
  }
  if (mustBeOperational) {
    return {
      blocks: true,
      missing: true,
      reason: reason(
        'missing-delay-cause',
        'What reason did the airline give for the delay? Turkish rules pay for delays with technical or operational causes.',
        cause.source,
      ),
    };
  }
  return { blocks: false, reason: reason('cause-unproven', 'Unless the airline proves extraordinary circumstances, compensation is due.', cause.source) };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
