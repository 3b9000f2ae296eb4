// Care and refunds as money (issue #33). Care the airline did not give is repaid from receipts
// (Art. 9; Sousa Rodríguez C-83/10; McDonagh C-12/11); a hotel only when a night's stay became
// necessary, i.e. the expected new departure is on a later day than the scheduled one (Art. 9(1)(b));
// the refund of Art. 8(1)(a) is the ticket's price, asked for only when the passenger took it.
import { reason, type Assessment, type Reason } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { sayEc261 } from './messages.ts';
import { REFUND_FROM_MINUTES } from './care-times.ts';
import type { CareArticles } from './care.ts';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 24 * 60;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function minutesOfDay(time: unknown): number | undefined {
  const match = typeof time === 'string' ? TIME.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/**
 * Whether the expected new departure falls on a later day than the scheduled one: from the two
 * times of day (a new time no later in the day than the old one is the next day), or the scheduled
 * time and the departure delay; a delay of 24 hours or more always is. Undefined: we need the times.
 */
export function newDepartureOnLaterDay(facts: JourneyFacts): boolean | undefined {
  const delay = finite(facts.departureDelayMinutes) ? facts.departureDelayMinutes : undefined;
  if (delay !== undefined && delay >= DAY_MINUTES) return true;
  const scheduled = minutesOfDay(facts.departureTimes?.scheduled);
  const expected = minutesOfDay(facts.departureTimes?.expected);
  // The same time of day again is a day later: a delay is never zero here.
  if (scheduled !== undefined && expected !== undefined) return expected <= scheduled;
  if (scheduled !== undefined && delay !== undefined) return scheduled + delay >= DAY_MINUTES;
  return undefined;
}

/** The departure delay the two times of day imply (a day when they are equal), when both are given. */
export function delayFromTimes(facts: JourneyFacts): number | undefined {
  const scheduled = minutesOfDay(facts.departureTimes?.scheduled);
  const expected = minutesOfDay(facts.departureTimes?.expected);
  if (scheduled === undefined || expected === undefined) return undefined;
  return (expected - scheduled + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
}

export interface CareCosts {
  /** Per currency, in minor units (hundredths), as the receipts were entered. */
  totals: { amountMinor: number; currency: string }[];
  source: string;
}

const CARE_COST_SOURCE = 'Sousa Rodríguez C-83/10 para 44; McDonagh C-12/11 paras 51–52';

/** Receipts the airline must repay: all kinds once care was owed, a hotel only for a later-day departure. */
export function careCosts(articles: CareArticles, facts: JourneyFacts, careOwed: boolean): { costs?: CareCosts; reasons: Reason[] } {
  const receipts = Array.isArray(facts.careExpenses) ? facts.careExpenses.filter(validReceipt) : [];
  if (receipts.length === 0 || !careOwed) return { reasons: [] };
  const reasons: Reason[] = [];
  const laterDay = newDepartureOnLaterDay(facts);
  const counted = receipts.filter((r) => r.kind !== 'hotel' || laterDay !== false);
  if (counted.length < receipts.length) {
    reasons.push(reason('care-hotel-not-needed', sayEc261('care-money.hotel-not-needed'), `${articles.hotel}`));
  }
  const totals = new Map<string, number>();
  for (const r of counted) totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.amountMinor);
  if (totals.size === 0) return { reasons };
  const source = `${articles.meals}; ${articles.hotel}; ${CARE_COST_SOURCE}`;
  reasons.push(reason('care-costs', sayEc261('care-money.repay-receipts'), source));
  return { costs: { totals: [...totals].map(([currency, amountMinor]) => ({ amountMinor, currency })), source }, reasons };
}

function validReceipt(r: unknown): r is { kind: string; amountMinor: number; currency: string } {
  if (!r || typeof r !== 'object') return false;
  const { kind, amountMinor, currency } = r as Record<string, unknown>;
  return (
    typeof kind === 'string' && Number.isSafeInteger(amountMinor) && (amountMinor as number) > 0 && typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)
  );
}

/** Art. 8(1)(a): owed for a cancellation, a denied boarding, or a delay of five hours or more, when the passenger gave up the flight. */
export function refundRight(articles: CareArticles, facts: JourneyFacts): { refund?: Assessment['refund']; reasons: Reason[] } {
  if (facts.choseRefund !== true) return { reasons: [] };
  const delayed = facts.disruption === 'delayed';
  const waited = finite(facts.departureDelayMinutes) ? facts.departureDelayMinutes : undefined;
  if (delayed && (waited === undefined || waited < REFUND_FROM_MINUTES)) return { reasons: [] };
  const source = delayed ? articles.refundAfterFiveHours : articles.refundOrReroute;
  const price = facts.ticketPrice;
  if (!price || !finite(price.amount) || price.amount <= 0 || typeof price.currency !== 'string') {
    return { reasons: [reason('missing-ticket-price', sayEc261('care-money.missing-ticket-price'), source)] };
  }
  const refund = { amount: price.amount, currency: price.currency, source };
  return { refund, reasons: [reason('refund-owed', sayEc261('care-money.refund', { price: { price: price.amount, currency: price.currency } }), source)] };
}
