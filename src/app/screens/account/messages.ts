// What the account screens say when something goes wrong (spec §8 where it has the words).
import { RegistrationError } from '../../../offline/index.ts';
export const ACCOUNT_MESSAGES = {
  invalidLogin: 'Invalid email or password. Please try again.',
  emailExists: 'Email already exists',
  registrationFailed: 'Registration failed. Please try again.',
  offlineSignIn: "You're offline. Signing in needs a connection: connect to the internet and try again.",
  offlineRegister: "You're offline. Creating an account needs a connection: connect to the internet and try again.",
  offlineAction: "You're offline. This needs a connection: connect to the internet and try again.",
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  unexpected: 'Something went wrong. Please try again.',
  resetRequested:
    "If an account exists for that e-mail address, we've sent it a link to reset your password. The link works for 30 minutes. Check your spam folder if it doesn't arrive.",
  emailVerified: 'Your e-mail address is confirmed. We can now work on your claims.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired. Links work once, for 24 hours.',
  verifyPending:
    "We sent you a link to confirm your e-mail address. Your claims are saved, and we start working on them once the address is confirmed.",
  verifyLinkSent: "We've sent a new link. Check your spam folder if it doesn't arrive.",
  resetLinkInvalid: 'This reset link is invalid or has expired. Links work once, for 30 minutes. Ask for a new one below.',
} as const;

/** Registration failures as the spec words them: 409 is 'Email already exists', anything else the generic line. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof RegistrationError && error.status === 409) return ACCOUNT_MESSAGES.emailExists;
  return ACCOUNT_MESSAGES.registrationFailed;
}
