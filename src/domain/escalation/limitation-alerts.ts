// When the team lead hears that a claim's limitation deadline approaches while no court filing is
// recorded: 60, 30 and 7 days before the last day (issue #35). Days are calendar days in UTC,
// YYYY-MM-DD, so the schedule is the same on every server.

export const LIMITATION_ALERT_DAYS = [60, 30, 7] as const;

export interface LimitationAlertDue {
  daysBefore: number;
  /** YYYY-MM-DD: the day the alert is due. */
  dueOn: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` before `day` (both YYYY-MM-DD); undefined for a day that is not one. */
export function daysBefore(day: string, days: number): string | undefined {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at)) return undefined;
  return new Date(at - days * DAY_MS).toISOString().slice(0, 10);
}

/** The alerts a deadline calls for, earliest first. */
export function limitationAlertsFor(deadline: string): LimitationAlertDue[] {
  return LIMITATION_ALERT_DAYS.flatMap((days) => {
    const dueOn = daysBefore(deadline, days);
    return dueOn ? [{ daysBefore: days, dueOn }] : [];
  });
}
