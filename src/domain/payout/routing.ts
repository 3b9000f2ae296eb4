// Which file pays an account, and in which currency. EUR to an IBAN of the SEPA scheme goes in the
// ISO 20022 pain.001 SEPA credit transfer file (pain001.ts); everything else in the partner bank's
// CSV (bank-csv.ts). The account's currency is its country's: a payout is never sent in another
// currency than the account's (issue #36: EUR had been "paid" into an AED account).
import { EU_MEMBER_STATES } from '../airports/region.ts';

/**
 * The EPC's list of countries and territories of the SEPA schemes (EPC409-09, v. 2024: the EEA,
 * Switzerland, the UK, Monaco, San Marino, Andorra, the Vatican, Albania, Moldova, Montenegro,
 * North Macedonia and Serbia).
 */
export const SEPA_COUNTRIES: readonly string[] = [...EU_MEMBER_STATES, ...['IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM', 'AD', 'VA', 'AL', 'MD', 'ME', 'MK', 'RS']];

/** The EU member states that keep their own currency; every other member is in the euro area (Bulgaria since 1 January 2026). */
const EU_OWN_CURRENCY: Readonly<Record<string, string>> = { CZ: 'CZK', DK: 'DKK', HU: 'HUF', PL: 'PLN', RO: 'RON', SE: 'SEK' };

/** Outside the EU, the euro by monetary agreement (Monaco, San Marino, Andorra, the Vatican) or adopted (Montenegro). */
const EURO_OUTSIDE_EU: readonly string[] = ['MC', 'SM', 'AD', 'VA', 'ME'];

/** ISO 4217 currency of accounts in a country. */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...EU_MEMBER_STATES, ...EURO_OUTSIDE_EU].map((c) => [c, EU_OWN_CURRENCY[c] ?? 'EUR'])),
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  JO: 'JOD',
  EG: 'EGP',
  TR: 'TRY',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  LI: 'CHF',
  NO: 'NOK',
  IS: 'ISK',
  IN: 'INR',
  PK: 'PKR',
  BD: 'BDT',
  LK: 'LKR',
  NP: 'NPR',
  PH: 'PHP',
  AZ: 'AZN',
  GE: 'GEL',
  KZ: 'KZT',
  IL: 'ILS',
  MA: 'MAD',
  TN: 'TND',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  SG: 'SGD',
  MY: 'MYR',
  JP: 'JPY',
  CN: 'CNY',
};

/** The currency of accounts in `country`, or null when we do not know it. */
export function accountCurrency(country: string): string | null {
  return COUNTRY_CURRENCY[country.toUpperCase()] ?? null;
}

export type PayoutRoute = 'sepa' | 'bank-csv';

/** The SEPA file for EUR to an IBAN of a SEPA country; the bank's CSV otherwise. */
export function payoutRoute(account: { kind: 'iban' | 'account'; country: string }, currency: string): PayoutRoute {
  return account.kind === 'iban' && currency === 'EUR' && SEPA_COUNTRIES.includes(account.country) ? 'sepa' : 'bank-csv';
}
