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
