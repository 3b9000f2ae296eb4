// What the account screens say when something goes wrong (spec §8 where it has the words).
import { RegistrationError } from '../../../offline/index.ts';
import { msg, t } from '../../i18n/t.ts';

/** In English, marked for translation: show them with t(), or use accountText(). */
export const ACCOUNT_MESSAGES = {
  invalidLogin: msg('Invalid email or password. Please try again.'),
  emailExists: msg('Email already exists'),
  registrationFailed: msg('Registration failed. Please try again.'),
  offlineSignIn: msg("You're offline. Signing in needs a connection: connect to the internet and try again."),
  offlineRegister: msg("You're offline. Creating an account needs a connection: connect to the internet and try again."),
  offlineAction: msg("You're offline. This needs a connection: connect to the internet and try again."),
  tooManyAttempts: msg('Too many attempts. Please wait a few minutes and try again.'),
  unexpected: msg('Something went wrong. Please try again.'),
  resetRequested: msg(
    "If an account exists for that e-mail address, we've sent it a link to reset your password. The link works for 30 minutes. Check your spam folder if it doesn't arrive.",
  ),
  emailVerified: msg('Your e-mail address is confirmed. We can now work on your claims.'),
  verifyLinkInvalid: msg('This confirmation link is invalid or has expired. Links work once, for 24 hours.'),
  verifyPending: msg('We sent you a link to confirm your e-mail address. Your claims are saved, and we start working on them once the address is confirmed.'),
  verifyLinkSent: msg("We've sent a new link. Check your spam folder if it doesn't arrive."),
  resetLinkInvalid: msg('This reset link is invalid or has expired. Links work once, for 30 minutes. Ask for a new one below.'),
} as const;

/** Registration failures as the spec words them (in the page's language): 409 is 'Email already exists', anything else the generic line. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof RegistrationError && error.status === 409) return t(ACCOUNT_MESSAGES.emailExists);
  return t(ACCOUNT_MESSAGES.registrationFailed);
}

/** An account message in the page's language. */
export function accountText(key: keyof typeof ACCOUNT_MESSAGES): string {
  return t(ACCOUNT_MESSAGES[key]);
}
