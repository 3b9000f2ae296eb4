// Validation rules with the spec's exact messages (spec §5). The app shows these under the
// fields; the server applies the same rules to the wire payloads.
import { toLatinDigits } from '../text/digits.ts';
import { isSingleLineText } from '../text/index.ts';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const MESSAGES = {
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  termsRequired: 'Please agree to the terms and conditions',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  flightNumberRequired: 'Flight number is required',
  flightNumberInvalid: 'Please enter a valid flight number',
  departureDateRequired: 'Departure date is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  airportInvalid: 'Please enter a 3-letter IATA airport code',
  oneLineOfText: 'Please use one line of text, without control characters',
  nameTooLong: 'Please use at most 100 characters',
  delayNotArrived: 'This flight has not arrived yet. A delay can be claimed once the flight has landed.',
  deniedNotHappened: 'This date is in the future. Denied boarding can be claimed once it has happened.',
} as const;

/** What the flight number field says about its format (the spec's error stays as it is). */
export const FLIGHT_NUMBER_HINT = 'The airline code and number as on your boarding pass, e.g. EK 59 or BA1234';
/** Names as the server stores them (claims-schemas.ts reads this). */
export const MAX_NAME_LENGTH = 100;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
// After normalising: an airline designator (2 characters IATA, not both digits, or 3 letters ICAO),
// 1 to 4 digits, and an optional operational suffix letter. 2 to 8 characters, as the spec says.
const FLIGHT_NUMBER = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$/;
// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IATA_AIRPORT = /^[A-Za-z]{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.length <= 254;
}

/**
 * A flight number as printed ("EK 59", "ek-059", "LH0400") in one form ("EK59", "LH400"): upper
 * case, no spaces or hyphens, no leading zeros in the number. Anything else is returned trimmed
 * and upper-cased, for isValidFlightNumber to refuse.
 */
export function normalizeFlightNumber(value: string): string {
  const compact = toLatinDigits(value)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  const match = /^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})(0*)([0-9]{1,4}[A-Z]?)$/.exec(compact);
  if (!match) return compact;
  const [, airline, , rest] = match;
  return `${airline}${rest}`;
}

/** An airline's code as typed ("lh", "۸q") in its one form ("LH", "8Q"). */
export function normalizeAirlineCode(value: string): string {
  return toLatinDigits(value).trim().toUpperCase();
}

export function isValidFlightNumber(value: string): boolean {
  // "123" or "HELLO" cannot be a flight number; "EK 59" and "ek059" are EK59.
  return FLIGHT_NUMBER.test(normalizeFlightNumber(value));
}

/**
 * Whether the disruption can be claimed on this date yet: a delay once the flight has arrived,
 * denied boarding once it happened; a cancellation may be announced before the flight's date.
 * `today` is YYYY-MM-DD: the device's local date, or on the server the latest date anywhere (UTC+14).
 */
export function flightDateProblem(disruptionType: string | undefined, date: string, today: string): string | null {
  if (!isValidIsoDate(date) || date <= today) return null;
  if (disruptionType === 'delayed') return MESSAGES.delayNotArrived;
  if (disruptionType === 'denied') return MESSAGES.deniedNotHappened;
  return null;
}

/** Today's date on this device, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest calendar date anywhere on earth (UTC+14), for the server, which does not know the passenger's zone. */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The first failing rule, in the spec's order; null when the form is valid. */
export function validateRegistration(input: RegistrationInput): string | null {
  return registrationProblems(input)[0] ?? null;
}

/** Every problem of the registration form at once (people fix them in one go), most basic first. */
export function registrationProblems(input: RegistrationInput): string[] {
  const problems: string[] = [];
  if ([input.firstName, input.lastName, input.email, input.password].some(blank)) problems.push(MESSAGES.allFieldsRequired);
  if (![input.firstName, input.lastName, input.email].every(isSingleLineText)) problems.push(MESSAGES.oneLineOfText);
  if (!blank(input.email) && !isValidEmail(input.email)) problems.push(MESSAGES.emailInvalid);
  if (input.password !== input.confirmPassword) problems.push(MESSAGES.passwordsDoNotMatch);
  if (input.password !== '' && input.password.length < MIN_PASSWORD_LENGTH) problems.push(MESSAGES.passwordTooShort);
  if (!input.acceptTerms) problems.push(MESSAGES.termsRequired);
  return problems;
}

export function validateLogin(input: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (blank(input.email)) errors.email = MESSAGES.emailRequired;
  if (!input.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export interface FlightInput {
  flightNumber: string;
  departureDate: string;
  departureAirport?: string;
  arrivalAirport?: string;
}

export function validateFlight(input: FlightInput): FieldErrors<keyof FlightInput> {
  const errors: FieldErrors<keyof FlightInput> = {};
  if (blank(input.flightNumber)) errors.flightNumber = MESSAGES.flightNumberRequired;
  else if (!isValidFlightNumber(input.flightNumber)) errors.flightNumber = MESSAGES.flightNumberInvalid;
  if (blank(input.departureDate)) errors.departureDate = MESSAGES.departureDateRequired;
  for (const key of ['departureAirport', 'arrivalAirport'] as const) {
    const code = input[key];
    if (!blank(code) && !IATA_AIRPORT.test(code!.trim())) errors[key] = MESSAGES.airportInvalid;
  }
  return errors;
}

export interface PersonInput {
  firstName: string;
  lastName: string;
  email: string;
  /** An additional passenger under 18: children often have no e-mail, so theirs is optional. */
  minor?: boolean;
}

type PersonField = 'firstName' | 'lastName' | 'email';

/** Whether this person must give an e-mail: everyone but a minor travelling with the main passenger. */
export function personEmailRequired(input: Pick<PersonInput, 'minor'>): boolean {
  return input.minor !== true;
}

export function validatePerson(input: PersonInput): FieldErrors<PersonField> {
  const errors: FieldErrors<PersonField> = {};
  if (blank(input.firstName)) errors.firstName = MESSAGES.firstNameRequired;
  else if (input.firstName.trim().length > MAX_NAME_LENGTH) errors.firstName = MESSAGES.nameTooLong;
  if (blank(input.lastName)) errors.lastName = MESSAGES.lastNameRequired;
  else if (input.lastName.trim().length > MAX_NAME_LENGTH) errors.lastName = MESSAGES.nameTooLong;
  if (blank(input.email)) {
    if (personEmailRequired(input)) errors.email = MESSAGES.emailRequired;
  } else if (!isValidEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
