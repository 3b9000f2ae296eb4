// The answer: outcome, regime, amount, and the reasons with the rule behind each.
import type { ClaimDeadlines } from '../deadlines/claim-deadline.ts';
import type { MessageValues, SaidMessage } from '../text/message.ts';

export type Regime = 'EC261' | 'UK261' | 'SHY-YOLCU' | 'US-DOT' | 'MC99';
export type Currency = 'EUR' | 'GBP' | 'USD';
export type Outcome = 'eligible' | 'not-eligible' | 'needs-more-information';

export interface Reason {
  /** Stable, for code and tests; e.g. 'missing-arrival-delay'. */
  code: string;
  /** For the passenger, in English; a question when something is missing. */
  message: string;
  /** The message's id (its English template in src/domain/messages.ts), for showing it in another language. */
  messageId: string;
  /** The values of the template's placeholders (MessageValue says how each reads). */
  values?: MessageValues;
  /** The article or judgment applied. */
  source: string;
}

/** What the passenger is owed at the airport besides compensation (EC 261 Art. 6, 8, 9 and kin). */
export type CareCode = 'meals' | 'communication' | 'hotel' | 'transfer' | 'refund-or-reroute' | 'refund';

export interface CareRight {
  /** Stable, for code and tests. */
  code: CareCode;
  /** For the passenger, in English, including any condition (a hotel only when a night's stay is needed). */
  message: string;
  /** The message's id and values, as on a Reason. */
  messageId: string;
  values?: MessageValues;
  /** The article applied. */
  source: string;
  /** Minutes of departure delay from which the right applies (0: at once). */
  startsAfterMinutes: number;
  /** Set when the departure delay is known: whether the right applies already. */
  owedNow?: boolean;
}

export interface Money {
  amount: number;
  currency: Currency;
}

/** An amount in Special Drawing Rights (ISO 4217 'XDR'), as the Montreal Convention's limits are set. */
export interface SdrAmount {
  amount: number;
  currency: 'XDR';
}

export interface Assessment {
  outcome: Outcome;
  regime?: Regime;
  /** Per passenger. */
  compensation?: Money;
  /** Great-circle (WGS84 geodesic) distance, first departure to final destination. */
  distanceKm?: number;
  /** Within BORDERLINE_KM of 1500 or 3500 km, where earth models disagree on the band. */
  borderline?: boolean;
  /** True where the answer rests on a point courts have not settled (the reasons say which). */
  uncertain?: boolean;
  /**
   * For an eligible answer, how likely the claim succeeds: 'low' when the airline may prove an
   * extraordinary circumstance, 'medium' when that turns on a causal link it must show.
   */
  chance?: 'high' | 'medium' | 'low';
  reasons: Reason[];
  /** Limitation periods where the claim can be brought, shortest first. */
  claimDeadlines?: ClaimDeadlines;
  /** Art. 10(2): the part of the ticket price refunded for a downgrade (any currency, per passenger). */
  downgradeRefund?: { amount: number; currency: string; percent: number };
  /** Care, refund and re-routing owed at the airport, whatever the compensation outcome. */
  care?: CareRight[];
  /** Montreal Convention Art. 22(1): the most the airline owes for proven damage caused by delay, per passenger. */
  damagesCap?: SdrAmount;
  /** Montreal Convention Art. 22(2): the most it owes for destroyed, lost, damaged or delayed baggage, per passenger. */
  baggageCap?: SdrAmount;
  /** Other regimes covering the same journey (the passenger collects once). */
  alsoApplicable?: Assessment[];
}

/** A reason: its code, the message (id, values and English, from `said`) and the rule applied. */
export function reason(code: string, text: SaidMessage, source: string): Reason {
  return { code, message: text.message, messageId: text.messageId, ...(text.values ? { values: text.values } : {}), source };
}
