// Money in a currency's minor unit (cents, fils), as integers: never floats. The number of minor
// digits per currency is ISO 4217's (table A.1); a currency not listed has 2.
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLP: 0,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
};

/** ISO 4217 alphabetic code: three capital letters. */
export const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code);

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

/**
 * A decimal amount as given ('600', '600.5', '1234.56') in minor units, or null when it is not a
 * plain decimal with at most the currency's digits. Parsed as text: no float is ever multiplied.
 */
export function parseMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * A major-unit number from an older record (the approve action's amount, the statement's figures,
 * already rounded to the currency's digits) in minor units: its shortest decimal text, parsed.
 */
export function majorToMinor(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  return parseMinor(amount.toFixed(minorDigits(currency)), currency);
}

/** Minor units as the decimal text banks read: 123450 EUR → '1234.50'. */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
