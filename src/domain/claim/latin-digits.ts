// The codes of a claim as an API client may send them: a phone, a booking reference, flight
// numbers, airline codes and dates typed on an Arabic or Persian keyboard (۰-۹, ٠-٩). The device
// sends them in Latin digits already (toLatinDigits); the server reads them with the same rule
// before it checks them, so both accept the same input.
import { toLatinDigits } from '../text/digits.ts';

/** The fields, wherever they are in the body (legs included), whose digits are read as 0-9. */
export const DIGIT_FIELDS: ReadonlySet<string> = new Set(['phone', 'booking_reference', 'flight_number', 'operating_carrier', 'departure_date', 'date']);

/** A copy of the parsed JSON body with those fields in Latin digits; everything else as sent. */
export function withLatinDigits<T>(body: T): T {
  return latin(body) as T;
}

function latin(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(latin);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, DIGIT_FIELDS.has(key) && typeof value === 'string' ? toLatinDigits(value) : latin(value)]),
  );
}
