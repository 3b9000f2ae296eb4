// The rules of the facts behind money beyond the fixed sum (issue #33): the two times of day of a
// delayed departure, the ticket's price, a baggage problem and the original cause of a knock-on
// delay. One rule for the wizard (before anything is queued) and the claims API (422
// validation-failed with the same messages), keyed by the fact's path in the flight's wire facts.
import { toLatinDigits } from '../text/digits.ts';
import { EXPENSE_CURRENCIES, EXPENSE_MESSAGES, MAX_EXPENSE_AMOUNT } from './expense.ts';
import { isValidIsoDate } from './validation.ts';
import type { FlightFactsWire, MoneyMinorWire } from './wire.ts';

export const FACT_MESSAGES = {
  timeOfDay: 'Enter the time on a 24-hour clock as hours and minutes, e.g. 07:45',
  amountRange: EXPENSE_MESSAGES.amountRange,
  currency: 'Choose the currency from the list, e.g. EUR',
  receivedOn: 'Enter the day you got your bag back: not before your flight and not in the future',
  originalCause: 'Choose what went wrong on the earlier flight (not another earlier flight)',
} as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time as typed ('7:45', '۰۷:۴۵', '07.45') in its one form, '07:45'; anything else trimmed, as typed. */
export function normalizeTimeOfDay(typed: string): string {
  const latin = toLatinDigits(typed)
    .trim()
    .replace(/[.\u066b]/, ':');
  const match = /^(\d{1,2}):(\d{2})$/.exec(latin);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : latin;
}

export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && TIME_OF_DAY.test(value);

export interface FactProblem {
  /** The path in the flight's wire facts: 'departure_times.scheduled', 'baggage.cost.amount_minor'. */
  field: string;
  message: string;
}

/** An amount in hundredths: a whole number above 0 and at most a receipt's bound, in a currency we know. */
export function moneyMinorProblems(path: string, money: MoneyMinorWire): FactProblem[] {
  const problems: FactProblem[] = [];
  const minor = money.amount_minor;
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor > MAX_EXPENSE_AMOUNT * 100) {
    problems.push({ field: `${path}.amount_minor`, message: FACT_MESSAGES.amountRange });
  }
  if (!(EXPENSE_CURRENCIES as readonly string[]).includes(money.currency)) problems.push({ field: `${path}.currency`, message: FACT_MESSAGES.currency });
  return problems;
}

/** Every problem of the facts above in one flight's wire facts; `today` bounds the baggage's day (YYYY-MM-DD). */
export function moneyFactProblems(flight: FlightFactsWire & { departure_date?: string }, today: string): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const which of ['scheduled', 'expected'] as const) {
    const time = flight.departure_times?.[which];
    if (time !== undefined && !isTimeOfDay(time)) problems.push({ field: `departure_times.${which}`, message: FACT_MESSAGES.timeOfDay });
  }
  if (flight.ticket_price) problems.push(...moneyMinorProblems('ticket_price', flight.ticket_price));
  const bag = flight.baggage;
  if (bag?.cost) problems.push(...moneyMinorProblems('baggage.cost', bag.cost));
  if (bag?.received_on !== undefined && !receivedOnFits(bag.received_on, flight.departure_date, today)) {
    problems.push({ field: 'baggage.received_on', message: FACT_MESSAGES.receivedOn });
  }
  const original = flight.original_cause;
  if (original !== undefined && (flight.cause !== 'knock-on-previous-flight' || original === 'knock-on-previous-flight')) {
    problems.push({ field: 'original_cause', message: FACT_MESSAGES.originalCause });
  }
  return problems;
}

/** A lost bag never came back; a delayed or damaged one came back on or after the flight's day, and not after today. */
function receivedOnFits(day: string, flightDate: string | undefined, today: string): boolean {
  if (!isValidIsoDate(day) || day > today) return false;
  return flightDate === undefined || !isValidIsoDate(flightDate) || day >= flightDate;
}
