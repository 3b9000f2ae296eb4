// The passenger-facing explanations of the walk in assess.ts: one function per kind of reason.
// The sentences themselves are in messages.ts.
import { reason, type Reason } from '../assessment.ts';
import type { MessageRef, MessageValue } from '../../text/message.ts';
import type { Band } from './amount.ts';
import { cancellationExempt, noticeWindow, REROUTE_WINDOWS, type Reroute } from './cancellation.ts';
import type { CauseClass } from './extraordinary.ts';
import { sayEc261, type Ec261MessageId } from './messages.ts';
import { REDUCTION_LIMIT_MINUTES } from './reduction.ts';
import type { BookingBar } from './reservation.ts';
import type { RegulationRules } from './rules.ts';

export const BOOKING_MESSAGES: Readonly<Record<BookingBar, Ec261MessageId>> = {
  'no-confirmed-reservation': 'regulation.booking.no-confirmed-reservation',
  'no-check-in': 'regulation.booking.no-check-in',
  'free-or-non-public-fare': 'regulation.booking.free-or-non-public-fare',
  'claim-assigned': 'regulation.booking.claim-assigned',
};

/** A duration in minutes as the values of '{hours} h {minutes} min' ("5 h 07 min"). */
export function hours(minutes: number): { hours: MessageValue; minutes: MessageValue } {
  return { hours: Math.floor(minutes / 60), minutes: { number: Math.round(minutes % 60), minDigits: 2 } };
}

export function noticeReason(rules: RegulationRules, notice: number, reroute: Reroute | undefined): Reason {
  const window = noticeWindow(notice);
  const source = rules.sources.cancellation;
  if (window === 'two-weeks-or-more') {
    return reason('cancellation-notice-two-weeks', sayEc261('regulation.notice.two-weeks-or-more', { notice: { spanHours: notice } }), source);
  }
  const limits = REROUTE_WINDOWS[window];
  const span = window === 'one-to-two-weeks' ? 'one-to-two-weeks' : 'under-7-days';
  const values = { notice: { spanHours: notice }, earlier: limits.earlier / 60, later: limits.later / 60 };
  if (reroute && cancellationExempt(notice, reroute)) {
    return reason('cancellation-reroute-within-window', sayEc261(`regulation.notice.${span}.rerouted`, values), source);
  }
  return reason('cancellation-compensable', sayEc261(`regulation.notice.${span}.compensable`, values), source);
}

export function rerouteReductionReason(rules: RegulationRules, band: Band, arrivedLater: number): Reason {
  return reason(
    'reroute-halved',
    sayEc261('regulation.reroute-halved', { ...hours(Math.max(0, arrivedLater)), within: REDUCTION_LIMIT_MINUTES[band] / 60 }),
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
  label: MessageRef | undefined,
  what: 'delay' | 'cancellation',
): CauseDecision {
  // Only 'other' and 'unknown' have no name, and both are classed 'unknown'.
  const named = (): MessageRef => {
    if (!label) throw new Error(`a ${cause.class} cause without a name`);
    return label;
  };
  const mustBeOperational = rules.delayCauseMustBeKnown && what === 'delay';
  if (cause.class === 'extraordinary' || cause.class === 'depends') {
    if (mustBeOperational && cause.class === 'extraordinary') {
      return {
        blocks: true,
        reason: reason(
          'delay-cause-not-operational',
          sayEc261('regulation.cause.not-operational', { law: rules.title, cause: named() }),
          `${rules.sources.delay}; ${cause.source}`,
        ),
      };
    }
    const text = sayEc261(`regulation.cause.${cause.class === 'depends' ? 'knock-on' : 'extraordinary'}.${what}`, { cause: named() });
    return {
      blocks: false,
      contested: cause.class === 'depends' ? 'medium' : 'low',
      reason: reason('extraordinary-circumstances-possible', text, `${rules.sources.extraordinary}; ${cause.source}`),
    };
  }
  if (cause.class === 'ordinary') {
    return {
      blocks: false,
      reason: reason('not-extraordinary', sayEc261('regulation.cause.ordinary', { cause: named() }), cause.source),
    };
  }
  if (mustBeOperational) {
    return {
      blocks: true,
      missing: true,
      reason: reason('missing-delay-cause', sayEc261('regulation.cause.missing'), cause.source),
    };
  }
  return { blocks: false, reason: reason('cause-unproven', sayEc261('regulation.cause.unproven'), cause.source) };
}
