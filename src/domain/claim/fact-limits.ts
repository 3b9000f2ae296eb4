// How long a disruption's durations may be, for the device's wizard and the server's schemas alike
// (a queued claim the server would refuse must be refused on the device first, with the same words).
import type { SaidMessage } from '../text/message.ts';
import { sayClaim } from './messages.ts';

/** An arrival or departure delay: two weeks covers any real disruption. */
export const MAX_DELAY_MINUTES = 14 * 24 * 60;
/** How much earlier a rerouting departed, or later it arrived, or how far a flight was advanced. */
export const MAX_REROUTE_MINUTES = 7 * 24 * 60;

/** The message for a duration outside 0..max minutes. */
export function durationRangeMessage(maxMinutes: number): SaidMessage {
  return sayClaim('duration.at-most-hours', { hours: maxMinutes / 60 });
}

/** The message when `minutes` is not a whole number of minutes from 0 to `maxMinutes`, else undefined. */
export function durationProblem(minutes: number, maxMinutes: number): SaidMessage | undefined {
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= maxMinutes ? undefined : durationRangeMessage(maxMinutes);
}

export const DURATION_MESSAGES = {
  hours: sayClaim('duration.hours-whole'),
  minutes: sayClaim('duration.minutes-whole'),
} as const;

/**
 * Hours and minutes as typed apart (text, so nothing is changed behind the person's back): the
 * total in minutes, or why it cannot be one. Empty parts count as 0; both empty is no answer.
 */
export function durationFromParts(hours: string, minutes: string, maxMinutes: number): { minutes?: number; problem?: SaidMessage } {
  const h = hours.trim();
  const m = minutes.trim();
  if (h === '' && m === '') return {};
  if (h !== '' && !/^\d+$/.test(h)) return { problem: DURATION_MESSAGES.hours };
  if (m !== '' && (!/^\d+$/.test(m) || Number(m) > 59)) return { problem: DURATION_MESSAGES.minutes };
  const total = Number(h || 0) * 60 + Number(m || 0);
  const problem = durationProblem(total, maxMinutes);
  return problem ? { problem } : { minutes: total };
}
