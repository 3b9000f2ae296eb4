// Text rules shared by every layer: what a person may type into a one-line field (no control
// characters: a NUL breaks PostgreSQL, a newline lets a name forge lines in an e-mail), what a
// multi-line field may hold, and the one normal form of an e-mail address as an account key.

/** One line of text: any script, no control characters (C0 and DEL). As a JSON-schema pattern. */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
/** Several lines (addresses, reasons): newlines allowed, other control characters not. */
export const MULTILINE_PATTERN = '^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

export { normalizeBookingReference, normalizePhone, readTypedNumber, toLatinDigits, type NumberRule } from './digits.ts';

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');

export function isSingleLineText(value: string): boolean {
  return SINGLE_LINE.test(value);
}

/**
 * The account key of an e-mail address: NFKC (fullwidth and composed look-alikes fold into one
 * form), trimmed, lower-cased. Registration, login, reset and verification all use this, so two
 * accounts that read the same cannot coexist.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
