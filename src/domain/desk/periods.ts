// The periods the desk's clock runs on, each with its source. Statutory: what a law or a regulator
// gives the airline before the passenger may go further. Policy: our own choices (settings), which
// the server may override; they never shorten a statutory period.
import type { Regime } from '../compensation/assessment.ts';

export type DeskRegime = Regime;

export type EscalationBody = 'national-enforcement-body' | 'adr' | 'shgm' | 'dot' | 'court';

export interface ReplyPeriod {
  days: number;
  source: string;
  /** Where the claim goes when the airline does not answer in time, or answers badly. */
  escalateTo: EscalationBody;
}

// prettier-ignore
export const REPLY_PERIODS: Readonly<Record<DeskRegime, ReplyPeriod>> = {
  EC261: { days: 42, escalateTo: 'national-enforcement-body', source: 'Air passenger rights EU complaint form (European Commission), instruction 2: no reply within 6 weeks of receipt, then the national enforcement body of the State where the incident took place' },
  UK261: { days: 56, escalateTo: 'adr', source: 'UK CAA, Alternative dispute resolution: no final response in eight or more weeks, then the airline\'s ADR body (AviationADR or CEDR)' },
  'SHY-YOLCU': { days: 10, escalateTo: 'shgm', source: 'SHGM, Yolcu Hakları Başvuru Usul ve Esasları (Genelge 23.05.2014): no answer within 10 days, then the SHGM complaint' },
  'US-DOT': { days: 60, escalateTo: 'dot', source: '14 CFR 259.5(b)(5): a substantive response to a written complaint within 60 days of receipt' },
  MC99: { days: 42, escalateTo: 'court', source: 'No statutory reply period (Montreal Convention 1999); our policy waits as long as the EU complaint form' },
};

/** How long the escalation body usually takes, where a source says so. */
// prettier-ignore
export const BODY_PERIODS: Readonly<Record<EscalationBody, { days: number; source: string }>> = {
  'national-enforcement-body': { days: 90, source: 'Policy: national enforcement bodies set no binding period; we ask again after 90 days' },
  adr: { days: 90, source: 'CEDR Aviation Adjudication Scheme: decided within the 90-day limit the CAA requires' },
  shgm: { days: 30, source: 'SHGM digital passenger-rights system (2025): the airline has 30 days to answer the complaint' },
  dot: { days: 60, source: 'Policy: the DOT forwards the complaint to the airline, which answers within 60 days (14 CFR 259.5(b)(5))' },
  court: { days: 180, source: 'Policy: we review a court case every 180 days' },
};

/** Our policy, in days (server settings may override each). */
export interface DeskPolicy {
  /** After the claim is submitted and verified, the letter goes within this many days. */
  sendWithinDays: number;
  /** The date by which the letter asks the airline to pay. */
  payWithinDays: number;
  /** The reminder goes this many days after the pay-by date passes without an answer. */
  remindAfterPayByDays: number;
  /** The passenger has this long to accept or refuse an offer. */
  offerDecisionDays: number;
  /** We answer a rejection (rebuttal, documents, check) within this many days. */
  answerRejectionDays: number;
  /** We go to court at the latest this many days before the limitation deadline. */
  courtBeforeLimitationDays: number;
}

export const DEFAULT_DESK_POLICY: DeskPolicy = {
  sendWithinDays: 2,
  payWithinDays: 14,
  remindAfterPayByDays: 1,
  offerDecisionDays: 14,
  answerRejectionDays: 7,
  courtBeforeLimitationDays: 90,
};

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus `days` (calendar days, UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
