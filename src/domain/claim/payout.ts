// What the passenger is paid: the compensation per passenger and for everyone on the claim, less
// our fee (25 % of the compensation) and VAT on that fee. One function for the wizard, the
// dashboard, the claim page and the back office's payout statement. The split itself is
// money/fee.ts's, in cents (integers), rounded half up once.
import { feeSplit, type FeeSplit } from '../money/fee.ts';
import { perPassengerShares } from '../money/invoice.ts';
import { basisPoints, majorToMinor, minorToMajor } from '../money/minor-units.ts';

export interface FeeSettings {
  /** Our fee as a share of the compensation. */
  feeRate: number;
  /** VAT charged on the fee (UAE: 5 %). */
  vatRate: number;
}

/** The product's fee terms (FAQ, How It Works, terms): 25 % plus VAT, UAE VAT 5 %. */
export const DEFAULT_FEE_SETTINGS: Readonly<FeeSettings> = { feeRate: 0.25, vatRate: 0.05 };

export interface PayoutLine {
  compensation: number;
  fee: number;
  vat: number;
  /** What the passenger receives. */
  net: number;
}

export interface Payout {
  currency: string;
  passengers: number;
  perPassenger: PayoutLine;
  total: PayoutLine;
  settings: FeeSettings;
}

const timesSplit = (split: FeeSplit, count: number): FeeSplit => ({
  compensation: split.compensation * count,
  fee: split.fee * count,
  vat: split.vat * count,
  net: split.net * count,
});

/** The split for `passengers` people, each owed `perPassenger` (the total is per passenger × people, so the lines add up). */
export function payout(perPassenger: number, currency: string, passengers: number, settings: FeeSettings = DEFAULT_FEE_SETTINGS): Payout {
  const count = Math.max(1, Math.trunc(Number.isFinite(passengers) ? passengers : 1));
  const rates = { feeBasisPoints: basisPoints(settings.feeRate), vatBasisPoints: basisPoints(settings.vatRate) };
  const one = feeSplit(majorToMinor(Math.max(0, perPassenger), currency) ?? 0, rates);
  return {
    currency,
    passengers: count,
    perPassenger: toMajorLine(one, currency),
    total: toMajorLine(timesSplit(one, count), currency),
    settings,
  };
}

/** '25 % + 5 % VAT' for the fee's label. */
export function feeLabel(settings: FeeSettings = DEFAULT_FEE_SETTINGS): string {
  const pct = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;
  return `${pct(settings.feeRate)} + ${pct(settings.vatRate)} VAT`;
}

/** The payout statement on the wire (server → claim page and back office): one computation, statementOfPayment(). */
export interface StatementWire {
  currency: string;
  passengers: number;
  fee_rate: number;
  vat_rate: number;
  /** The first (largest) passenger's line, in major units for the screens (exact: read from minor units). */
  per_passenger: PayoutLine;
  total: PayoutLine;
  /** The same figures in minor units: each passenger's line (shares of the payment by the largest remainder) and their sum. */
  minor: { shares: FeeSplit[]; total: FeeSplit };
}

const sumLines = (lines: readonly FeeSplit[]): FeeSplit =>
  lines.reduce((a, b) => ({ compensation: a.compensation + b.compensation, fee: a.fee + b.fee, vat: a.vat + b.vat, net: a.net + b.net }), {
    compensation: 0,
    fee: 0,
    vat: 0,
    net: 0,
  });

function toMajorLine(line: FeeSplit, currency: string): PayoutLine {
  const major = (minor: number) => minorToMajor(minor, currency);
  return { compensation: major(line.compensation), fee: major(line.fee), vat: major(line.vat), net: major(line.net) };
}

/**
 * The statement of what the airline paid for the claim (`receivedMinor`, minor units) shared among
 * `passengers` by the largest remainder (100.01 over 3: 33.34, 33.34, 33.33), each share split into
 * fee, VAT and net in integers (money/fee.ts), the total their sum: the same lines as the tax invoice.
 */
export function statementOfPayment(receivedMinor: number, currency: string, passengers: number, settings: FeeSettings = DEFAULT_FEE_SETTINGS): StatementWire {
  const rates = { feeBasisPoints: basisPoints(settings.feeRate), vatBasisPoints: basisPoints(settings.vatRate) };
  const shares = perPassengerShares(Math.max(0, receivedMinor), passengers).map((share) => feeSplit(share, rates));
  const total = sumLines(shares);
  return {
    currency,
    passengers: shares.length,
    fee_rate: settings.feeRate,
    vat_rate: settings.vatRate,
    per_passenger: toMajorLine(shares[0]!, currency),
    total: toMajorLine(total, currency),
    minor: { shares, total },
  };
}
