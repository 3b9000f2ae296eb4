// Money in minor units (integers: fils, cents), never floats. Amounts arrive as decimal text
// (a bank statement's "600.00", a form's "1234.5") and are read digit by digit; every share of an
// amount (a fee, VAT, a conversion) is computed in integers and rounded half up once.

/** ISO 4217 minor-unit exponents that differ from 2 (ISO 4217 table A.1, "Minor unit" column). */
const EXPONENT_NOT_2: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** A three-letter ISO 4217 code, upper case. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}

/** Digits after the decimal point in the currency's minor unit (ISO 4217). */
export function exponentOf(currency: string): number {
  return EXPONENT_NOT_2[currency.toUpperCase()] ?? 2;
}

/**
 * "600.00" EUR → 60000; null when the text is not a plain non-negative decimal or has more
 * decimals than the currency's minor unit (an amount we cannot hold exactly is refused, never rounded).
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const exponent = exponentOf(currency);
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > exponent) return null;
  const minor = Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * A major-unit number from an older record (the approve action's amount_received, the statement's
 * figures, already rounded to the currency's digits) in minor units: its decimal text, parsed.
 */
export function majorToMinor(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  return toMinorUnits(amount.toFixed(exponentOf(currency)), currency);
}

/** 60000 EUR → "600.00" (a dot, no grouping: for files and CSV; screens format through i18n). */
export function formatMinorUnits(minor: number, currency: string): string {
  const exponent = exponentOf(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * 1005 EUR → 10.05, 1005 JPY → 1005, 1005 KWD → 1.005: minor units as the major-unit number a wire
 * or a screen shows, converted once at that edge (the arithmetic stays in minor units).
 */
export function minorToMajor(minor: number, currency: string): number {
  return Number(formatMinorUnits(minor, currency));
}

/** numerator / denominator rounded half up (away from zero for negatives), in integers. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** A rate in basis points (25 % = 2500) of an amount in minor units, rounded half up. */
export function shareOf(minor: number, basisPoints: number): number {
  return Number(divideHalfUp(BigInt(minor) * BigInt(basisPoints), 10_000n));
}

/** A rate given as a share (0.25) in basis points (2500); settings hold at most two decimals of a percent. */
export function basisPoints(rate: number): number {
  return Math.round(rate * 10_000);
}

/**
 * `total` minor units shared in proportion to `weights` by the largest-remainder method (Hamilton):
 * each share's whole part first, then the units left over one each to the largest remainders (ties
 * to the earlier share). The shares always add up to `total`; all in integers.
 */
export function largestRemainderSplit(total: number, weights: readonly number[]): number[] {
  const whole = Math.max(0, Math.trunc(total));
  const clean = weights.map((w) => (Number.isSafeInteger(w) && w > 0 ? w : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  if (sum === 0) return clean.map((_, i) => (i === 0 ? whole : 0));
  const exact = clean.map((w) => BigInt(whole) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(sum)));
  const remainders = exact.map((e, i) => ({ i, r: e % BigInt(sum) }));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = whole - shares.reduce((a, b) => a + b, 0);
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
