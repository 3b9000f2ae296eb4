// Digits as typed on an Arabic or Persian keyboard (٠١٢٣٤٥٦٧٨٩, ۰۱۲۳۴۵۶۷۸۹) are the same numbers as
// 0-9: every code, date and amount is turned into Latin digits before it is checked or stored, on
// the device and on the server alike, so "EK ٥٩" is the flight EK59 everywhere.

/** The digits toLatinDigits turns into 0-9, as a character-class range for JSON-schema patterns. */
export const NATIVE_DIGITS = '\\u0660-\\u0669\\u06f0-\\u06f9';

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** The text with Arabic-Indic and Persian (Extended Arabic-Indic) digits written as 0-9. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** A booking reference (PNR) in its one form: Latin digits, trimmed, upper case. */
export function normalizeBookingReference(value: string): string {
  return toLatinDigits(value).trim().toUpperCase();
}

/** A phone number in its one form: Latin digits, trimmed (the device and the server alike). */
export function normalizePhone(value: string): string {
  return toLatinDigits(value).trim();
}

/** Arabic and Persian keyboards type ٫ (U+066B) as the decimal separator and ٬ (U+066C) between thousands. */
const ARABIC_DECIMAL = /\u066b/g;
const ARABIC_THOUSANDS = /\u066c/g;

/** What a number field allows: whole numbers or up to `decimals` places, from `min` to `max`. */
export interface NumberRule {
  min: number;
  max: number;
  /** Places after the decimal point (0: whole numbers). */
  decimals: number;
}

/**
 * What a number field makes of the text typed so far: '' when empty, the number, or null when the
 * keystroke cannot be part of an allowed number (a letter, a minus, too many decimals, beyond
 * min or max), so the field keeps what it had. Every digit goes through toLatinDigits, so ۳, ٣
 * and 3 are the same; "12." and "12," (still typing the decimals) read 12.
 */
export function readTypedNumber(text: string, rule: NumberRule): number | '' | null {
  const latin = toLatinDigits(text).replace(ARABIC_DECIMAL, '.').replace(ARABIC_THOUSANDS, '').trim();
  if (latin === '') return '';
  const decimals = rule.decimals > 0 ? `(?:[.,](\\d{0,${rule.decimals}}))?` : '';
  const match = new RegExp(`^(\\d+)${decimals}$`).exec(latin);
  if (!match) return null;
  const value = Number(`${match[1]}.${match[2] ?? ''}0`);
  return value >= rule.min && value <= rule.max ? value : null;
}
