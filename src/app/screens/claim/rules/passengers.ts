// The passenger step's rules (spec §5): the main passenger's first name, last name and e-mail with
// the spec's messages; phone, address and booking reference optional but, when given, in a shape
// the API accepts (so a claim is never refused later for a typo); additional passengers, labelled
// Passenger 2 onward, each with a first and last name and, unless under 18, an e-mail.
import { normalizeBookingReference, normalizePhone } from '../../../../domain/text/digits.ts';
import type { CurrentUser, DraftFields } from '../../../../offline/index.ts';
import { validatePerson, type FieldErrors, type PersonInput } from '../../../../domain/claim/index.ts';
import type { StepErrors } from './flight-form.ts';
import { formatNumber, msg, t } from '../../../i18n/t.ts';

/** The API takes at most 9 additional passengers on one claim. */
export const MAX_ADDITIONAL_PASSENGERS = 9;

export const PASSENGER_MESSAGES = {
  phoneInvalid: msg('Please enter a valid phone number (digits, spaces and + ( ) - . / only)'),
  bookingReferenceInvalid: msg('Please enter a valid booking reference (letters and digits, up to 20)'),
} as const;

// The API's own patterns (claims-schemas.ts).
const PHONE = /^[0-9+()./ -]{0,40}$/;
const BOOKING_REFERENCE = /^([A-Za-z0-9][A-Za-z0-9 -]{0,19})?$/;

export type AdditionalPassenger = NonNullable<DraftFields['additionalPassengers']>[number];

export const emptyPassenger = (): AdditionalPassenger => ({ firstName: '', lastName: '', email: '' });

/** 'Passenger 2' for the first additional passenger (in the page's language). */
export function passengerLabel(additionalIndex: number): string {
  return t('Passenger {n}', { n: formatNumber(additionalIndex + 2) });
}

function person(source: Partial<PersonInput> | undefined): PersonInput {
  return { firstName: source?.firstName ?? '', lastName: source?.lastName ?? '', email: source?.email ?? '', minor: source?.minor === true };
}

/** Keys: 'firstName', 'phone', 'bookingReference', 'additional.0.email', … */
export function validatePassengerStep(fields: DraftFields): StepErrors {
  const errors: Record<string, string> = {};
  const main: FieldErrors = validatePerson(person(fields.passenger));
  for (const [key, message] of Object.entries(main)) if (message) errors[key] = message;
  const phone = normalizePhone(fields.passenger?.phone ?? '');
  if (phone !== '' && !PHONE.test(phone)) errors.phone = PASSENGER_MESSAGES.phoneInvalid;
  const reference = normalizeBookingReference(fields.bookingReference ?? '');
  if (!BOOKING_REFERENCE.test(reference)) errors.bookingReference = PASSENGER_MESSAGES.bookingReferenceInvalid;
  (fields.additionalPassengers ?? []).forEach((p, i) => {
    for (const [key, message] of Object.entries(validatePerson(person(p)))) if (message) errors[`additional.${i}.${key}`] = message;
  });
  return { errors, any: Object.keys(errors).length > 0 };
}

/**
 * Whether a step error is shown, given how many additional passengers were there at the last
 * Continue: a card added since then is not red before the passenger has typed in it.
 */
export function passengerErrorShown(key: string, checkedPassengers: number): boolean {
  const match = /^additional\.(\d+)\./.exec(key);
  return !match || Number(match[1]) < checkedPassengers;
}

/** 1 + additional passengers: who the compensation is counted for. */
export function passengerCount(fields: DraftFields): number {
  return 1 + (fields.additionalPassengers?.length ?? 0);
}

/**
 * The main passenger from the signed-in account, while the passenger's name and e-mail are all
 * still empty (never over what was typed); null when there is nothing to fill in.
 */
export function passengerFromAccount(fields: DraftFields, account: CurrentUser | null | undefined): DraftFields['passenger'] | null {
  if (!account) return null;
  const p = fields.passenger ?? {};
  if ([p.firstName, p.lastName, p.email].some((value) => (value ?? '').trim() !== '')) return null;
  const filled = { firstName: account.firstName.trim(), lastName: account.lastName.trim(), email: account.email.trim() };
  return Object.values(filled).some((value) => value !== '') ? filled : null;
}
