// Validation rules with the spec's exact messages (spec §5). The app shows these under the
// fields; the server applies the same rules to the wire payloads.
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
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const FLIGHT_NUMBER = /^[A-Za-z0-9]{2,8}$/;
// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IATA_AIRPORT = /^[A-Za-z]{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.length <= 254;
}

export function isValidFlightNumber(value: string): boolean {
  return FLIGHT_NUMBER.test(value.trim());
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
  if ([input.firstName, input.lastName, input.email, input.password].some(blank)) return MESSAGES.allFieldsRequired;
  if (![input.firstName, input.lastName, input.email].every(isSingleLineText)) return MESSAGES.oneLineOfText;
  if (!isValidEmail(input.email)) return MESSAGES.emailInvalid;
  if (input.password !== input.confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (input.password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (!input.acceptTerms) return MESSAGES.termsRequired;
  return null;
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
}

export function validatePerson(input: PersonInput): FieldErrors<keyof PersonInput> {
  const errors: FieldErrors<keyof PersonInput> = {};
  if (blank(input.firstName)) errors.firstName = MESSAGES.firstNameRequired;
  if (blank(input.lastName)) errors.lastName = MESSAGES.lastNameRequired;
  if (blank(input.email)) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
