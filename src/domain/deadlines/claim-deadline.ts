// The last day to claim, per jurisdiction, and the shortest of them.
import { limitationPeriod, type LimitationPeriod } from './limitation-periods.ts';

export interface ClaimDeadline extends LimitationPeriod {
  country: string;
  /** YYYY-MM-DD, when the flight date is known. */
  lastDay?: string;
}

export interface ClaimDeadlines {
  shortest: ClaimDeadline;
  /** One per jurisdiction we know, shortest first. */
  byJurisdiction: ClaimDeadline[];
  /** Written complaints due before any claim (Montreal Convention Art. 31(2) for baggage). */
  complaints?: ComplaintDeadline[];
}

export interface ComplaintDeadline {
  kind: 'baggage-damage' | 'baggage-delay';
  /** Days from receiving the bag (damage) or from when it was placed at the passenger's disposal (delay). */
  days: number;
  /** YYYY-MM-DD, when the day of receipt is known. */
  lastDay?: string;
  source: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The limitation period in `country` for a flight on `flightDate` (YYYY-MM-DD), if we know it. */
export function claimDeadline(country: string, flightDate?: string): ClaimDeadline | undefined {
  const period = limitationPeriod(country);
  if (!period) return undefined;
  const lastDay = flightDate ? lastDayToClaim(period, flightDate) : undefined;
  return { country: country.toUpperCase(), ...period, ...(lastDay ? { lastDay } : {}) };
}

/** Deadlines for every jurisdiction listed that we know, shortest first; undefined if none. */
export function claimDeadlines(countries: readonly string[], flightDate?: string): ClaimDeadlines | undefined {
  const unique = [...new Set(countries.map((c) => c.toUpperCase()))];
  const known = unique.flatMap((c) => claimDeadline(c, flightDate) ?? []);
  if (known.length === 0) return undefined;
  known.sort((a, b) => (a.lastDay && b.lastDay ? (a.lastDay < b.lastDay ? -1 : a.lastDay > b.lastDay ? 1 : 0) : a.years - b.years));
  return { shortest: known[0]!, byJurisdiction: known };
}

/** The last day of `period` for a flight on `flightDate`. */
export function lastDayToClaim(period: LimitationPeriod, flightDate: string): string | undefined {
  const match = DATE.exec(flightDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (period.startsAt === 'end-of-year') return `${year + period.years}-12-31`;
  // The period ends the day before the anniversary; 29 February rolls to 28 February.
  const end = new Date(Date.UTC(year + period.years, month - 1, day));
  if (end.getUTCMonth() !== month - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** `days` after `date` (YYYY-MM-DD), or undefined for a malformed date. */
export function daysAfter(date: string, days: number): string | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return undefined;
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
