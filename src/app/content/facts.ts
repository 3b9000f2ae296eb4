// Facts the content pages need that company.ts does not hold (legal figures of other regimes,
// cookies, payout partners). Amounts of EC 261 itself come from CONSTANTS; sources are in
// /work/shared/research/domain.md §1.

import { CONSTANTS } from '../company.ts';

/**
 * 1288 -> "1,288" (en-US grouping). Not toLocaleString: every call builds a number formatter, and
 * the content pages format dozens of amounts while they first render on a slow phone.
 */
export function groupThousands(amount: number): string {
  const [whole = '', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export const formatEur = (amount: number): string => `€${groupThousands(amount)}`;
export const formatGbp = (amount: number): string => `£${groupThousands(amount)}`;
export const formatUsd = (amount: number): string => `$${groupThousands(amount)}`;

/** "a, b or c" */
export const listOr = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const [tier1, tier2, tier3] = CONSTANTS.euTiers;

/** EC 261 Art. 7(1) bands, worded precisely ("1,500 km or less" is band (a)). */
export const EU_BANDS = [
  { distance: '1,500 km or less', eur: tier1.eur },
  { distance: 'more than 1,500 km, up to 3,500 km', eur: tier2.eur },
  { distance: 'more than 3,500 km', eur: tier3.eur },
] as const;

/** One-line summary used in running text: "€250, €400 or €600". */
export const EU_AMOUNTS_TEXT = listOr([tier1.eur, tier2.eur, tier3.eur].map(formatEur));

/** EC 261 Art. 7(2) applied to delays (Sturgeon): 3 to 4 hours on a non-intra-EU flight over 3,500 km. */
export const EU_HALVED_LONG_HAUL_EUR = tier3.eur / 2;

/** UK261 (the retained regulation, in force from 1 January 2021). Same bands as EC 261. */
export const UK261_GBP = [220, 350, 520] as const;

/** Turkey, SHY-YOLCU as amended by the Regulation in Resmî Gazete 32748 of 10 December 2024. */
export const TURKEY = {
  domesticEur: 100,
  internationalEur: [250, 400, 600] as const,
  amended: '10 December 2024',
} as const;

/** US DOT involuntary denied boarding, 14 CFR 250.5, limits effective 22 January 2025. */
export const US_DOT = {
  lowPercent: 200,
  highPercent: 400,
  lowMaxUsd: 1075,
  highMaxUsd: 2150,
  effective: '22 January 2025',
} as const;

/** Montreal Convention 1999: limits for delay (Art. 22(1)) and baggage (Art. 22(2)) since 28 Dec 2024; limitation period (Art. 35). */
export const MONTREAL = {
  delaySdr: 6303,
  baggageSdr: 1519,
  baggageSdrBefore: 1288,
  baggageSdrFrom: '28 December 2024',
  limitationYears: 2,
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
  localCurrencies: 'AED and other Middle East currencies',
  internationalCountries: '70+',
  cardBrands: ['Mastercard', 'Visa'] as const,
} as const;

export const FEE_TEXT = `${CONSTANTS.feePercent}% of the compensation plus VAT`;

export const formatSdr = (amount: number): string => `${groupThousands(amount)} SDR`;
