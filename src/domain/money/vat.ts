// The VAT rate on our fee by place of supply (UAE). Our fee is a service supplied from the UAE, so
// UAE VAT applies at the standard rate unless the supply is an export of services. This is the
// product's reading of the law; the company's tax adviser must confirm it before it is relied on.
//
// - Federal Decree-Law No. 8 of 2017 on Value Added Tax, Art. 3: VAT at the standard rate (5 %).
// - Same Decree-Law, Art. 29: the place of supply of services is the supplier's place of residence.
// - Same Decree-Law, Art. 45(2) and Executive Regulation (Cabinet Decision No. 52 of 2017), Art. 31
//   (export of services): zero-rated where the recipient has no place of residence in the UAE and
//   is outside the UAE when the service is performed.
// - Decree-Law Art. 65 and Executive Regulation Art. 59: what a tax invoice shows (the invoice).
//
// Zero-rating needs evidence of non-residence, so it applies only when the setting says we keep it
// and only when the passenger is known not to be resident; an unknown residence pays the standard rate.
// The residence is the passenger's own answer (asked with the payout account), never the bank's
// country or the account holder's address. Art. 31 also asks that the recipient be outside the UAE
// when the service is performed (a stay under 30 days not connected with the supply counts as
// outside: FTA public clarification VATP019); research: /work/shared/research/market-2.md §5.2.

export const UAE_STANDARD_VAT_BASIS_POINTS = 500;

export interface VatInput {
  /** true: resident in the UAE; false: known not to be; undefined: not known. */
  residentInUae: boolean | undefined;
  /** The setting INVOICE_ZERO_RATING. */
  zeroRateNonResidents: boolean;
  /** The standard rate in basis points (the setting PAYOUT_VAT_RATE; UAE: 500). */
  standardBasisPoints: number;
}

export type VatTreatment = 'standard' | 'zero-rated';

export interface VatDecision {
  treatment: VatTreatment;
  basisPoints: number;
  source: string;
}

const STANDARD_SOURCE = 'Federal Decree-Law No. 8 of 2017, Art. 3 and Art. 29 (place of supply: the supplier’s residence)';
const EXPORT_SOURCE = 'Federal Decree-Law No. 8 of 2017, Art. 45(2); Executive Regulation (Cabinet Decision No. 52 of 2017), Art. 31 (export of services)';

export function vatOnFee(input: VatInput): VatDecision {
  if (input.zeroRateNonResidents && input.residentInUae === false) return { treatment: 'zero-rated', basisPoints: 0, source: EXPORT_SOURCE };
  return { treatment: 'standard', basisPoints: input.standardBasisPoints, source: STANDARD_SOURCE };
}

/** ISO 3166 alpha-2 of the United Arab Emirates. */
export const UAE = 'AE';

/**
 * The passenger's country of residence (ISO 3166 alpha-2) as the VAT rule reads it: the UAE is
 * resident, another valid code is not, and no answer (or an unreadable one) is unknown.
 */
export function residentInUaeOf(country: string | null | undefined): boolean | undefined {
  const code = (country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  return code === UAE;
}

/** The VAT decision for a passenger living in `country` (unknown: null), under the settings. */
export function vatForResidence(country: string | null | undefined, settings: Omit<VatInput, 'residentInUae'>): VatDecision {
  return vatOnFee({ ...settings, residentInUae: residentInUaeOf(country) });
}
