// EC 261/2004 Art. 5(1)(c): no compensation if the passenger was told early enough, or was told
// later but offered a replacement close to the original times.

export interface Reroute {
  departedEarlierMinutes: number;
  arrivedLaterMinutes: number;
}

export type NoticeWindow = 'two-weeks-or-more' | 'one-to-two-weeks' | 'under-one-week';

const HOURS_PER_DAY = 24;
/** Art. 5(1)(c)(i): told at least two weeks ahead, no compensation. */
export const NOTICE_NO_COMPENSATION_DAYS = 14;

/**
 * (i) at least two weeks; (ii) between two weeks and seven days; (iii) less than seven days.
 * Measured in hours from when the passenger was told to the scheduled departure, not in whole
 * calendar days: told on the 1st at 20:00 for a flight on the 15th at 08:00 is 13.5 days.
 */
export function noticeWindow(noticeHours: number): NoticeWindow {
  if (noticeHours >= NOTICE_NO_COMPENSATION_DAYS * HOURS_PER_DAY) return 'two-weeks-or-more';
  if (noticeHours >= 7 * HOURS_PER_DAY) return 'one-to-two-weeks';
  return 'under-one-week';
}

/** Hours of notice from the facts: `noticeHours` when given, else `noticeDays` × 24. */
export function noticeHoursOf(cancellation: { noticeDays?: number; noticeHours?: number } | undefined): number | undefined {
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  if (finite(cancellation?.noticeHours)) return cancellation.noticeHours;
  if (finite(cancellation?.noticeDays)) return cancellation.noticeDays * HOURS_PER_DAY;
  return undefined;
}

/**
 * (ii) re-routing departing no more than two hours early and arriving less than four hours late;
 * (iii) no more than one hour early and less than two hours late. "No more than" is ≤, "less
 * than" is <.
 */
export const REROUTE_WINDOWS: Readonly<Record<Exclude<NoticeWindow, 'two-weeks-or-more'>, { earlier: number; later: number }>> = {
  'one-to-two-weeks': { earlier: 120, later: 240 },
  'under-one-week': { earlier: 60, later: 120 },
};

/** True when Art. 5(1)(c) removes the right to compensation. */
export function cancellationExempt(noticeHours: number, reroute: Reroute | undefined): boolean {
  const window = noticeWindow(noticeHours);
  if (window === 'two-weeks-or-more') return true;
  if (!reroute) return false;
  const limits = REROUTE_WINDOWS[window];
  return reroute.departedEarlierMinutes <= limits.earlier && reroute.arrivedLaterMinutes < limits.later;
}
