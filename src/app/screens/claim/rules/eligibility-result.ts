// What the flight step shows after the eligibility check (spec §2, §8): '✓ Good news!' when
// eligible, '✗ We're sorry' otherwise; the amount per passenger and for everyone on the claim;
// the law it comes from; the reasons with their sources; what is still missing; and whether the
// answer is the server's or a provisional one worked out on this device. Pure: unit tested.
import type { Assessment, Money, Regime } from '../../../../domain/compensation/assessment.ts';
import { eligibilityMessageRef } from '../../../../domain/claim/eligibility-message.ts';
import { careItems, chanceOf, type CareItem, type Chance } from './care-items.ts';
import { textOf, type DomainText } from '../text/domain-message.ts';
import { currentLocale, msg, numberFormat } from '../../../i18n/t.ts';

export const ELIGIBLE_HEADING = msg('✓ Good news!');
export const NOT_ELIGIBLE_HEADING = msg("✗ We're sorry");
/** Not a refusal: the rules cannot answer until the passenger tells us more. */
export const NEEDS_MORE_HEADING = msg('We need a little more information');
export const CHECK_ERROR_MESSAGE = msg('An error occurred while checking eligibility. Please try again.');
export const PROVISIONAL_OFFLINE = msg('Provisional — checked on this device while offline; we confirm it when you are back online');
export const PROVISIONAL_SIGNED_OUT = msg('Provisional — checked on this device; we confirm it when you are signed in and submit your claim');

export const LAW_NAMES: Readonly<Record<Regime, string>> = {
  EC261: 'EC 261/2004',
  UK261: 'UK261',
  'SHY-YOLCU': 'SHY-YOLCU',
  'US-DOT': 'US DOT',
  MC99: 'Montreal Convention 1999',
};

/** server: POST /flights/check-delay; offline / signed-out: the rules engine on this device; failed: neither answered. */
export type CheckSource = 'server' | 'offline' | 'signed-out' | 'failed';

/** As kept in the draft (DraftFields.eligibility); `assessment` holds this object. */
export interface CheckDetails {
  source: CheckSource;
  result: Assessment | null;
}

export interface EligibilityRecord {
  eligible: boolean;
  message: string;
  assessment?: unknown;
  checkedAt: number;
}

export interface EligibilityView {
  eligible: boolean;
  heading: string;
  /** The answer in a sentence: the server's (or device's) English, with the id and values to show it in another language. */
  message: DomainText;
  /** Shown when the answer is the device's, not the server's. */
  provisional: string | null;
  perPassenger: string | null;
  total: string | null;
  passengers: number;
  law: string | null;
  reasons: (DomainText & { source: string })[];
  /** The questions to answer when more information is needed. */
  missing: DomainText[];
  failed: boolean;
  /** The chance of success in plain words when less than certain, and the care owed (care-items.ts). */
  chance: { level: Chance; text: string } | null;
  care: CareItem[];
}

const SYMBOL: Readonly<Record<string, string>> = { EUR: '€', GBP: '£', USD: '$' };

/** '€600' in English; in another language the locale's way (the law's currency either way). */
export function formatAmount(money: Money): string {
  const locale = currentLocale();
  if (locale !== 'en') return numberFormat({ style: 'currency', currency: money.currency, maximumFractionDigits: 2 }).format(money.amount);
  const symbol = SYMBOL[money.currency];
  const amount = money.amount.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  return symbol ? `${symbol}${amount}` : `${amount} ${money.currency}`;
}

/** Reads the details kept in the draft defensively (an older or foreign shape reads as unknown). */
export function detailsOf(record: EligibilityRecord): CheckDetails {
  const value = record.assessment as Partial<CheckDetails> | undefined;
  const sources: CheckSource[] = ['server', 'offline', 'signed-out', 'failed'];
  const source = value && sources.includes(value.source as CheckSource) ? (value.source as CheckSource) : 'server';
  const result = value?.result && typeof value.result === 'object' && 'outcome' in value.result ? value.result : null;
  return { source, result };
}

export function failedCheck(now: number): EligibilityRecord {
  const details: CheckDetails = { source: 'failed', result: null };
  return { eligible: false, message: CHECK_ERROR_MESSAGE, assessment: details, checkedAt: now };
}

export function eligibilityView(record: EligibilityRecord, passengers: number): EligibilityView {
  const { source, result } = detailsOf(record);
  const eligible = record.eligible === true && source !== 'failed';
  const count = Math.max(1, Math.trunc(passengers));
  const money = eligible ? result?.compensation : undefined;
  const provisional = source === 'offline' ? PROVISIONAL_OFFLINE : source === 'signed-out' ? PROVISIONAL_SIGNED_OUT : null;
  const needsMore = result?.outcome === 'needs-more-information';
  return {
    eligible,
    heading: eligible ? ELIGIBLE_HEADING : needsMore ? NEEDS_MORE_HEADING : NOT_ELIGIBLE_HEADING,
    message: source === 'failed' ? { message: CHECK_ERROR_MESSAGE } : decidingMessage(record.message, eligible, result),
    provisional,
    perPassenger: money ? formatAmount(money) : null,
    total: money ? formatAmount({ amount: money.amount * count, currency: money.currency }) : null,
    passengers: count,
    law: result?.regime ? LAW_NAMES[result.regime] : null,
    reasons: needsMore ? [] : (result?.reasons ?? []).map((r) => ({ ...textOf(r), source: r.source })),
    missing: needsMore ? result!.reasons.map(textOf) : [],
    failed: source === 'failed',
    chance: source === 'failed' ? null : chanceOf(result),
    care: source === 'failed' ? [] : careItems(result),
  };
}

/**
 * A refusal leads with its deciding reason (the engine lists it last), not the sentence on which law
 * applies. An answer kept from before messages had ids shows its English as it is.
 */
function decidingMessage(message: string, eligible: boolean, result: Assessment | null): DomainText {
  const reasons = result?.reasons ?? [];
  if (!result || (result.outcome === 'eligible') !== eligible || !reasons.every((r) => typeof r.messageId === 'string')) return { message };
  if (result.outcome === 'not-eligible' && reasons.length > 0) return textOf(reasons[reasons.length - 1]!);
  return { message, ...eligibilityMessageRef(result) };
}
