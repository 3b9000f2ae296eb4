// EC 261/2004 Art. 5(1)(c): no compensation if the passenger was told early enough, or was told
// later but offered a replacement close to the original times.

export interface Reroute {
  departedEarlierMinutes: number;
  arrivedLaterMinutes: number;
}

export type NoticeWindow = 'two-weeks-or-more' | 'one-to-two-weeks' | 'under-one-week';

/** (i) at least two weeks; (ii) between two weeks and seven days; (iii) less than seven days. */
export function noticeWindow(noticeDays: number): NoticeWindow {
  if (noticeDays >= 14) return 'two-weeks-or-more';
  if (noticeDays >= 7) return 'one-to-two-weeks';
  return 'under-one-week';
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
export function cancellationExempt(noticeDays: number, reroute: Reroute | undefined): boolean {
  const window = noticeWindow(noticeDays);
  if (window === 'two-weeks-or-more') return true;
  if (!reroute) return false;
  const limits = REROUTE_WINDOWS[window];
  return reroute.departedEarlierMinutes <= limits.earlier && reroute.arrivedLaterMinutes < limits.later;
}
