// BCBP dates carry no year: a flight date is a day of the year (001-366) and the date of issue a
// day of the year with the year's last digit. The year is inferred against `today` (the caller's
// local date; the domain never reads the clock) and the passenger confirms it.

/** A boarding pass's date of issue: the last digit of the year and the day of the year. */
export interface IssueDate {
  yearDigit: number;
  dayOfYear: number;
}

/**
 * How far past `today` a flight date may be and still count as this occurrence: the departure
 * airport's date can be a day ahead of the phone's (time zones), and a pass can be scanned the
 * evening before a flight after midnight. Beyond it the date is taken from an earlier year.
 */
export const FUTURE_TOLERANCE_DAYS = 1;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The UTC time of day `dayOfYear` of `year`, or null where the year has no such day (366). */
function dayIn(year: number, dayOfYear: number): number | null {
  if (dayOfYear < 1 || dayOfYear > (isLeap(year) ? 366 : 365)) return null;
  return Date.UTC(year, 0, 1) + (dayOfYear - 1) * DAY_MS;
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The most recent date with this day of the year that is not in the future (allowing
 * FUTURE_TOLERANCE_DAYS), as YYYY-MM-DD. Day 366 goes back to the last leap year.
 */
export function mostRecentDayOfYear(dayOfYear: number, today: string): string {
  if (!Number.isInteger(dayOfYear) || dayOfYear < 1 || dayOfYear > 366) throw new RangeError(`Not a day of the year: ${dayOfYear}`);
  const limit = utcDay(today) + FUTURE_TOLERANCE_DAYS * DAY_MS;
  for (let year = new Date(limit).getUTCFullYear(); ; year--) {
    const time = dayIn(year, dayOfYear);
    if (time !== null && time <= limit) return iso(time);
  }
}

/** The most recent date of issue not in the future whose year ends in its digit; null if none fits. */
function issueTime(issue: IssueDate, today: string): number | null {
  const limit = utcDay(today) + FUTURE_TOLERANCE_DAYS * DAY_MS;
  const latest = new Date(limit).getUTCFullYear();
  // Ten years back at most: a digit names one year per decade.
  for (let year = latest; year > latest - 20; year--) {
    if (year % 10 !== issue.yearDigit) continue;
    const time = dayIn(year, issue.dayOfYear);
    if (time !== null && time <= limit) return time;
  }
  return null;
}

/**
 * The date of a flight on a boarding pass. With a date of issue (a pass is issued before its
 * flight, days ahead at most), the flight is the first such day on or after it: this places an
 * old pass in its own year, and a pass issued early for a flight later this week in this week.
 * Without one, the most recent such day not in the future.
 */
export function inferFlightDate(dayOfYear: number, today: string, issued?: IssueDate): string {
  const fallback = mostRecentDayOfYear(dayOfYear, today);
  const from = issued ? issueTime(issued, today) : null;
  if (from === null) return fallback;
  const year = new Date(from).getUTCFullYear();
  for (const candidate of [year, year + 1]) {
    const time = dayIn(candidate, dayOfYear);
    if (time !== null && time >= from) return iso(time);
  }
  return fallback;
}
