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
