// A problem's stable code (src/domain/problem-codes.ts) → what the passenger reads, in the page's
// language. Screens decide on the code, never on the server's English title or detail.
import type { DEVICE_PROBLEM_CODES, KnownProblemCode, PROBLEM_CODES } from '../../domain/problem-codes.ts';
import { msg, t } from '../i18n/t.ts';

const AGAIN = msg('Something went wrong. Please try again.');
const SIGN_IN = msg('Please sign in again.');
const NOT_ALLOWED = msg('You are not allowed to do this.');
const NOT_FOUND = msg('We could not find this. It may have been removed.');
const TOO_LARGE = msg('The file is too large.');
const FILE_TYPE = msg('This file type is not accepted: send a JPEG, PNG or PDF.');
const ONE_FILE = msg('Send one file at a time.');
const CHANGED = msg('This claim was changed in the meantime. Reload the page and try again.');
const LOCKED = msg('This claim can no longer be changed.');
const EMAIL_TAKEN = msg('Email already exists');
const BUSY = msg('Too many attempts. Please wait a few minutes and try again.');
const LINK_INVALID = msg('This link is not valid. Ask for a new one.');
const LINK_EXPIRED = msg('This link has expired. Ask for a new one.');
const CHECK = msg('Some details are not valid. Please check them and try again.');

type Code = keyof typeof PROBLEM_CODES | keyof typeof DEVICE_PROBLEM_CODES;

/** One message per code; codes that mean the same to a passenger share one. */
export const PROBLEM_MESSAGES: Record<Code, string> = {
  'bad-request': AGAIN,
  'idempotency-key-invalid': AGAIN,
  'invalid-reset-token': msg('This reset link is invalid or has expired. Links work once, for 30 minutes. Ask for a new one below.'),
  'invalid-verification-token': msg('This confirmation link is invalid or has expired. Links work once, for 24 hours.'),
  'malformed-multipart': AGAIN,
  unauthorized: SIGN_IN,
  'token-expired': SIGN_IN,
  forbidden: NOT_ALLOWED,
  'wrong-password': msg('The password is not correct'),
  'transition-forbidden': NOT_ALLOWED,
  'use-backoffice-actions': NOT_ALLOWED,
  'agent-role-required': NOT_ALLOWED,
  'admin-role-required': NOT_ALLOWED,
  'permission-required': NOT_ALLOWED,
  'not-found': NOT_FOUND,
  'claim-not-found': NOT_FOUND,
  'document-not-found': NOT_FOUND,
  'signature-not-found': NOT_FOUND,
  'agent-not-found': NOT_FOUND,
  'airline-not-found': NOT_FOUND,
  'referral-unavailable': msg("Referrals aren't available for this account."),
  'method-not-allowed': AGAIN,
  'not-acceptable': AGAIN,
  'request-timeout': msg('The connection was too slow. Please try again.'),
  conflict: CHANGED,
  'attachment-id-conflict': AGAIN,
  'claim-id-taken': AGAIN,
  'claim-locked': LOCKED,
  'email-taken': EMAIL_TAKEN,
  'email-exists': EMAIL_TAKEN,
  'email-unverified': msg('Please confirm your e-mail address first.'),
  // An agent's answer only (resend-verification): the address was confirmed since the page loaded.
  'email-already-verified': CHANGED,
  'firm-exists': CHECK,
  'idempotency-in-progress': msg('This is still being sent. Please wait a moment.'),
  'illegal-transition': LOCKED,
  'version-conflict': CHANGED,
  'withdrawal-limit': msg('This claim cannot be withdrawn again.'),
  'length-required': AGAIN,
  'payload-too-large': TOO_LARGE,
  'file-too-large': TOO_LARGE,
  'too-many-parts': ONE_FILE,
  'signature-too-large': msg('The signature is too large. Please sign again.'),
  'uri-too-long': AGAIN,
  'unsupported-media-type': FILE_TYPE,
  'multipart-required': ONE_FILE,
  'unsupported-file-type': FILE_TYPE,
  'validation-failed': CHECK,
  'unexpected-file': ONE_FILE,
  'file-required': msg('No file was sent. Please choose a file.'),
  'file-empty': msg('The file is empty.'),
  'document-unsafe': msg('This document contains active content (scripts or forms) and cannot be accepted.'),
  'image-too-large': msg('The image is too large. Please use a smaller photo.'),
  'signature-invalid': msg('The signature could not be read. Please sign again.'),
  'too-many-files': msg('This claim already has the most documents allowed.'),
  'storage-quota': msg('Your account has no room left for this file.'),
  'password-required': msg('Enter your password to delete the account'),
  'cannot-deactivate-self': NOT_ALLOWED,
  'idempotency-key-reused': AGAIN,
  'rate-limited': BUSY,
  'claim-quota': msg('You have filed the most claims allowed in one day. Please try again tomorrow.'),
  'uploads-busy': msg('Too many uploads at once. Please wait a moment.'),
  'client-error': AGAIN,
  'internal-error': AGAIN,
  'managed-by-identity-provider': msg('Your account is managed by your sign-in provider: change this there.'),
  'cosigner-not-found': NOT_FOUND,
  'dead-letter-not-found': NOT_FOUND,
  'expense-not-found': NOT_FOUND,
  'mandate-not-signed': msg('The mandate has not been signed yet.'),
  'mandate-version-unknown': msg('This version of the mandate is no longer offered. Read the mandate again and sign it.'),
  'signing-link-invalid': LINK_INVALID,
  'cosigner-signed': msg('This passenger has already signed.'),
  'expense-id-conflict': AGAIN,
  'payout-account-closed': msg('The payout account can no longer be changed.'),
  'payout-run-not-found': NOT_FOUND,
  'own-approval-refused': NOT_ALLOWED,
  'payout-run-state': AGAIN,
  'payout-run-confirmed': AGAIN,
  'payout-account-changed': AGAIN,
  'payout-not-configured': AGAIN,
  'payout-claim-not-ready': AGAIN,
  'payout-nothing-ready': AGAIN,
  'payout-report-invalid': AGAIN,
  'payout-amount-mismatch': AGAIN,
  'question-not-open': msg('This question was already answered or withdrawn.'),
  'signing-link-expired': LINK_EXPIRED,
  'signing-link-used': msg('This link has already been used.'),
  'expense-invalid': msg('The receipt amount, currency or kind is not valid.'),
  'push-endpoint-refused': msg('Notifications cannot be sent to this browser.'),
  'too-many-expenses': msg('This claim already has the most receipts allowed.'),
  // The airline desk's codes reach agents; the back office shows the server's detail beside these.
  'case-stage-conflict': CHANGED,
  'no-open-offer': CHANGED,
  'airline-unknown': CHECK,
  'airline-channel-missing': CHECK,
  'airline-answer-invalid': CHECK,
  'escalation-too-early': CHECK,
  'escalation-not-competent': CHECK,
  // Money in and the tax invoice (issue #36): back-office work, and an invoice not issued yet.
  'airline-payment-mismatch': CHECK,
  'statement-malformed': CHECK,
  'statement-not-camt053': CHECK,
  'statement-invalid': CHECK,
  'statement-conflict': CHANGED,
  'statement-not-found': NOT_FOUND,
  'bank-credit-not-found': NOT_FOUND,
  'bank-credit-matched': CHANGED,
  'claim-not-awaiting-payment': CHANGED,
  'claim-reference-ambiguous': CHECK,
  'no-airline-payment': CHANGED,
  'invoice-not-found': NOT_FOUND,
  'invoice-not-creditable': CHANGED,
  'invoice-settings-missing': AGAIN,
  'network-error': msg("You're offline. This needs a connection: connect to the internet and try again."),
  'not-signed-in': SIGN_IN,
  'local-data-missing': msg('A document or signature is missing from this device. Please add it again.'),
};

/** What a problem code means to the passenger, in the page's language (a bare `http-…` code: try again). */
export function problemText(code: KnownProblemCode | string): string {
  return t(Object.hasOwn(PROBLEM_MESSAGES, code) ? PROBLEM_MESSAGES[code as Code] : AGAIN);
}
