// Facts the content pages need that company.ts does not hold (legal figures of other regimes,
// cookies, payout partners). Every legal figure is read from the rules engine's constants (small
// modules without the airport table), so a page says what the engine pays;
// tests/unit/content/rights-engine.test.ts ties them.

import { CONSTANTS } from '../company.ts';
import { currentLocale, formatMoney, formatNumber, msg, t } from '../i18n/t.ts';
import { DOWNGRADE_PERCENT } from '../../domain/compensation/ec261/amount.ts';
import { CARE_FROM_MINUTES, REFUND_FROM_MINUTES } from '../../domain/compensation/ec261/care-times.ts';
import { REDUCTION_LIMIT_MINUTES } from '../../domain/compensation/ec261/reduction.ts';
import { SHY_DOMESTIC_EUR, SHY_INTERNATIONAL_EUR } from '../../domain/compensation/shy-yolcu/amount.ts';
import { UK261_AMOUNTS_GBP } from '../../domain/compensation/uk261/amount.ts';
import { DOT_LIMITS_BEFORE_2025_USD, DOT_LIMITS_USD, DOT_MIN_SEATS } from '../../domain/compensation/us-dot/amount.ts';
import { SIGNIFICANT_CHANGE_MINUTES } from '../../domain/compensation/us-dot/significant-change.ts';
import { MC99_ACTION_YEARS, MC99_LIMITS } from '../../domain/compensation/mc99/limits.ts';

/**
 * 1288 -> "1,288" (en-US grouping). Not toLocaleString: every call builds a number formatter, and
 * the content pages format dozens of amounts while they first render on a slow phone.
 */
export function groupThousands(amount: number): string {
  const [whole = '', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** English keeps the pages' own style ("€1,288"); other languages write amounts their way. */
const money =
  (symbol: string, currency: string) =>
  (amount: number): string =>
    currentLocale() === 'en' ? `${symbol}${groupThousands(amount)}` : formatMoney(amount, currency);

export const formatEur = money('€', 'EUR');
export const formatGbp = money('£', 'GBP');
export const formatUsd = money('$', 'USD');

/** "a, b or c", in the page's language. */
export const listOr = (items: readonly string[]): string =>
  currentLocale() === 'en'
    ? items.length < 2
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
    : new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(items);

const [tier1, tier2, tier3] = CONSTANTS.euTiers;

/** EC 261 Art. 7(1) bands, worded precisely ("1,500 km or less" is band (a)); show with t(). */
export const EU_BANDS = [
  { distance: msg('1,500 km or less'), eur: tier1.eur },
  { distance: msg('more than 1,500 km, up to 3,500 km'), eur: tier2.eur },
  { distance: msg('more than 3,500 km'), eur: tier3.eur },
] as const;

/** One-line summary used in running text: "€250, €400 or €600". */
export const euAmountsText = (): string => listOr([tier1.eur, tier2.eur, tier3.eur].map(formatEur));

/** EC 261 Art. 7(2) applied to delays (Sturgeon): 3 to 4 hours on a non-intra-EU flight over 3,500 km. */
export const EU_HALVED_LONG_HAUL_EUR = tier3.eur / 2;

/** Hours, from the engine's minutes. */
const h = (minutes: number): number => minutes / 60;

/** Art. 7(2): the re-routed arrival within which the amount may be halved, by band. */
export const REDUCTION_HOURS = [h(REDUCTION_LIMIT_MINUTES.short), h(REDUCTION_LIMIT_MINUTES.medium), h(REDUCTION_LIMIT_MINUTES.long)] as const;

/** Art. 6(1): departure delay from which care is owed, by band; Art. 6(1)(iii): refund from 5 h. */
export const CARE_HOURS = [h(CARE_FROM_MINUTES.short), h(CARE_FROM_MINUTES.medium), h(CARE_FROM_MINUTES.long)] as const;
export const REFUND_AFTER_HOURS = h(REFUND_FROM_MINUTES);

/** Art. 10(2): share of the ticket price refunded for a downgrade, by band. */
export const DOWNGRADE_PERCENTS = [DOWNGRADE_PERCENT.short, DOWNGRADE_PERCENT.medium, DOWNGRADE_PERCENT.long] as const;

/** UK261 (the retained regulation, in force from 1 January 2021). Same bands as EC 261. */
export const UK261_GBP = [UK261_AMOUNTS_GBP.short, UK261_AMOUNTS_GBP.medium, UK261_AMOUNTS_GBP.long] as const;

/** Dates are English messages: show them with t(). Turkey, SHY-YOLCU as amended by the Regulation in Resmî Gazete 32748 of 10 December 2024. */
export const TURKEY = {
  domesticEur: SHY_DOMESTIC_EUR,
  internationalEur: [SHY_INTERNATIONAL_EUR.short, SHY_INTERNATIONAL_EUR.medium, SHY_INTERNATIONAL_EUR.long] as const,
  amended: msg('10 December 2024'),
} as const;

/** US DOT involuntary denied boarding, 14 CFR 250.5, limits effective 22 January 2025. */
export const US_DOT = {
  lowPercent: 200,
  highPercent: 400,
  lowMaxUsd: DOT_LIMITS_USD.double,
  highMaxUsd: DOT_LIMITS_USD.quadruple,
  lowMaxUsdBefore: DOT_LIMITS_BEFORE_2025_USD.double,
  highMaxUsdBefore: DOT_LIMITS_BEFORE_2025_USD.quadruple,
  effective: msg('22 January 2025'),
  /** 14 CFR 260.2: a "significant change" gives a refund, in hours (domestic, international). */
  refundDomesticHours: h(SIGNIFICANT_CHANGE_MINUTES.domestic),
  refundInternationalHours: h(SIGNIFICANT_CHANGE_MINUTES.international),
  /** 14 CFR 250.2: only aircraft of this many seats or more. */
  minSeats: DOT_MIN_SEATS,
} as const;

const [montrealNow, montrealBefore] = MC99_LIMITS;

/** Montreal Convention 1999: limits for delay (Art. 22(1)) and baggage (Art. 22(2)) in force now, from the engine; limitation period (Art. 35). */
export const MONTREAL = {
  delaySdr: montrealNow!.delay,
  baggageSdr: montrealNow!.baggage,
  baggageSdrBefore: montrealBefore!.baggage,
  // The day montrealNow.from (2024-12-28) as the pages write it; tests/unit/content/rights-engine.test.ts ties them.
  baggageSdrFrom: msg('28 December 2024'),
  limitationYears: MC99_ACTION_YEARS,
} as const;

/** The cookies the app sets (spec §9). */
export const COOKIES = [
  {
    name: 'session_id',
    purpose: 'Keeps you signed in and protects your session while you use the site.',
    category: 'Strictly necessary',
    duration: 'Session (deleted when you close the browser)',
  },
  {
    // Set by the sign-in endpoint only (src/server/identity/known-device.ts).
    name: 'flightclaim_device',
    purpose: 'Remembers that this browser has signed in to your account before, so you can still sign in while someone else is trying wrong passwords on it.',
    category: 'Strictly necessary',
    duration: '90 days',
  },
  {
    name: 'preferences',
    purpose: 'Remembers choices such as language and display settings.',
    category: 'Preferences',
    duration: '1 year',
  },
  {
    name: 'analytics',
    purpose: 'Counts visits and shows which pages are used, in aggregate, so we can improve the service.',
    category: 'Analytics (only with your consent)',
    duration: '2 years',
  },
] as const;

/** Payouts (spec §1). The partners are not named in the spec. */
export const PAYOUTS = {
  localCurrencies: msg('AED and other Middle East currencies'),
  internationalCountries: '70+',
  cardBrands: ['Mastercard', 'Visa'] as const,
} as const;

export const FEE_TEXT = `${CONSTANTS.feePercent}% of the compensation plus VAT`;

/** "1,288 SDR" (the IMF's special drawing rights, the Montreal Convention's unit). */
export const formatSdr = (amount: number): string =>
  currentLocale() === 'en' ? `${groupThousands(amount)} SDR` : t('{amount} SDR', { amount: formatNumber(amount) });
