// The English that reaches the screens from src/domain and the server (status and disruption
// labels, the person and account validation messages), marked for translation in one place. A
// screen shows `domainText(english)`, never compares the sentence. The claim wizard's own domain
// messages are marked in its area (src/app/screens/claim).
import { DISRUPTION_LABELS, MESSAGES, STATUS_LABELS, type ClaimStatus, type DisruptionType } from '../../domain/claim/index.ts';
import { msg, t } from '../i18n/t.ts';

/** Every domain English string the common and account screens show, as msg() so extraction finds it. */
export const DOMAIN_MESSAGES: ReadonlySet<string> = new Set([
  // Claim statuses (src/domain/claim/status.ts)
  msg('Draft'),
  msg('Submitted'),
  msg('Processing'),
  msg('Approved'),
  msg('Rejected'),
  msg('Paid'),
  // The compensation's state from the server ('estimated', then the decision's status)
  msg('Estimated'),
  // Disruption types (src/domain/claim/wire.ts)
  msg('Flight Delay'),
  msg('Flight Cancellation'),
  msg('Denied Boarding'),
  // Person and account validation (src/domain/claim/validation.ts), the device's and the server's
  msg('All fields are required'),
  msg('Passwords do not match'),
  msg('Password must be at least 8 characters long'),
  msg('Please agree to the terms and conditions'),
  msg('Email is required'),
  msg('Password is required'),
  msg('First name is required'),
  msg('Last name is required'),
  msg('Please enter a valid email address'),
  msg('Please use one line of text, without control characters'),
  msg('Please use at most 100 characters'),
  // The payout account's rule (src/domain/claim/payout-account.ts), the device's and the server's
  msg("Enter the account holder's name as the bank knows it"),
  msg('Enter an IBAN, or an account number and BIC if your country has no IBANs'),
  msg('This IBAN does not start with a known country code'),
  msg('This IBAN has the wrong number of characters for its country'),
  msg('This IBAN does not have the format of its country'),
  msg('This IBAN has a typo: its check digits do not match'),
  msg('Choose the country of the account'),
  msg('Banks in this country use IBANs: enter the IBAN instead'),
  msg('Enter the account number: 4 to 34 letters or digits'),
  msg('Enter the bank’s BIC (SWIFT code): 8 or 11 characters, e.g. CHASUS33'),
  msg("The BIC's country (its 5th and 6th characters) must be the account's country"),
  // An answer to our team's question (src/offline/answers.ts)
  msg('Write your answer'),
  msg('Your answer can be at most 2000 characters'),
  msg('Attach at most 5 files'),
]);

/** The account-related validation messages of src/domain this map must cover (tested). */
export const PERSON_MESSAGES = [
  MESSAGES.allFieldsRequired,
  MESSAGES.passwordsDoNotMatch,
  MESSAGES.passwordTooShort,
  MESSAGES.termsRequired,
  MESSAGES.emailRequired,
  MESSAGES.passwordRequired,
  MESSAGES.firstNameRequired,
  MESSAGES.lastNameRequired,
  MESSAGES.emailInvalid,
  MESSAGES.oneLineOfText,
  MESSAGES.nameTooLong,
] as const;

/** A domain or server English string in the page's language (unknown text is shown as it came). */
export function domainText(english: string): string {
  return DOMAIN_MESSAGES.has(english) ? t(english) : english;
}

/** 'Processing' in the page's language. */
export function statusLabel(status: ClaimStatus): string {
  return t(STATUS_LABELS[status]);
}

/** 'Flight Delay' in the page's language. */
export function disruptionLabel(type: DisruptionType): string {
  return t(DISRUPTION_LABELS[type]);
}

/** The server's compensation state ('estimated', 'approved'…) as a label in the page's language. */
export function compensationStateLabel(state: string): string {
  const english = state ? state[0]!.toUpperCase() + state.slice(1) : state;
  return domainText(english);
}
