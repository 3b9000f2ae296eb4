// Every stable `code` of an RFC 9457 problem (src/README.md §5), in one place. The server's HttpProblem
// takes only these; the API client, the outbox and the screens compare codes typed by this list, so
// a misspelt code is a compile error. The "Problem codes" table of src/server/README.md must match it (tested).

/** Codes the server answers, with the HTTP status each is sent with and what it means. */
export const PROBLEM_CODES = {
  'bad-request': { status: 400, meaning: 'The request is malformed' },
  'idempotency-key-invalid': { status: 400, meaning: 'The Idempotency-Key header is not a UUID' },
  'invalid-reset-token': { status: 400, meaning: 'The password reset link is invalid or has expired' },
  'invalid-verification-token': { status: 400, meaning: 'The e-mail confirmation link is invalid or has expired' },
  'malformed-multipart': { status: 400, meaning: 'The multipart body cannot be read' },
  unauthorized: { status: 401, meaning: 'Authentication required' },
  'token-expired': { status: 401, meaning: 'The access token has expired' },
  forbidden: { status: 403, meaning: 'Forbidden' },
  'wrong-password': { status: 403, meaning: 'The password is not correct' },
  'transition-forbidden': { status: 403, meaning: 'Only a claims agent can make this status change' },
  'use-backoffice-actions': { status: 403, meaning: "Agents change a claim's status through the back office's actions" },
  'agent-role-required': { status: 403, meaning: 'Only claims agents may use the back office' },
  'permission-required': { status: 403, meaning: 'Your role may not do this' },
  'admin-role-required': { status: 403, meaning: 'Only admins may manage agents' },
  'not-found': { status: 404, meaning: 'No such resource' },
  'claim-not-found': { status: 404, meaning: 'No such claim for this account' },
  'document-not-found': { status: 404, meaning: 'No such document' },
  'signature-not-found': { status: 404, meaning: 'The claim has no signature' },
  'agent-not-found': { status: 404, meaning: 'No such agent' },
  'referral-unavailable': { status: 404, meaning: 'No referral code for this account' },
  'method-not-allowed': { status: 405, meaning: 'Method not allowed' },
  'not-acceptable': { status: 406, meaning: 'Not acceptable' },
  'request-timeout': { status: 408, meaning: 'The request took too long to arrive' },
  conflict: { status: 409, meaning: 'Conflict' },
  'attachment-id-conflict': { status: 409, meaning: 'This attachment id already holds another file' },
  'claim-id-taken': { status: 409, meaning: 'The claim id is already in use' },
  'claim-locked': { status: 409, meaning: 'The claim can no longer be changed' },
  'email-taken': { status: 409, meaning: 'That e-mail already has an account' },
  'email-exists': { status: 409, meaning: 'That e-mail already has an account (identity admin API)' },
  'email-unverified': { status: 409, meaning: 'The owner has not verified their e-mail yet' },
  'firm-exists': { status: 409, meaning: 'A partner firm with that name exists' },
  'idempotency-in-progress': { status: 409, meaning: 'A request with this Idempotency-Key is still running' },
  'illegal-transition': { status: 409, meaning: 'This status change is not possible' },
  'version-conflict': { status: 409, meaning: 'Someone else changed this claim' },
  'withdrawal-limit': { status: 409, meaning: 'The claim cannot be withdrawn again' },
  'length-required': { status: 411, meaning: 'Length required' },
  'payload-too-large': { status: 413, meaning: 'The request body is too large' },
  'file-too-large': { status: 413, meaning: 'The file is over the size limit' },
  'too-many-parts': { status: 413, meaning: 'Send one file per upload' },
  'signature-too-large': { status: 413, meaning: 'The signature image is too large' },
  'uri-too-long': { status: 414, meaning: 'The URL is too long' },
  'unsupported-media-type': { status: 415, meaning: 'Unsupported media type' },
  'multipart-required': { status: 415, meaning: 'Send the file as multipart/form-data' },
  'unsupported-file-type': { status: 415, meaning: 'The file is not a JPEG, PNG or PDF' },
  'validation-failed': { status: 422, meaning: 'The request is not valid (field errors in `errors`)' },
  'unexpected-file': { status: 422, meaning: 'Send exactly one file, in the field named "file"' },
  'file-required': { status: 422, meaning: 'No file was sent' },
  'file-empty': { status: 422, meaning: 'The file is empty' },
  'document-unsafe': { status: 422, meaning: 'The document has active content' },
  'image-too-large': { status: 422, meaning: 'The image has too many pixels' },
  'signature-invalid': { status: 422, meaning: 'The signature is not a usable PNG image' },
  'too-many-files': { status: 422, meaning: 'The claim holds the most documents allowed' },
  'storage-quota': { status: 422, meaning: 'The account has no room for this file' },
  'password-required': { status: 422, meaning: 'Enter the password to delete the account' },
  'cannot-deactivate-self': { status: 422, meaning: 'An admin cannot deactivate themselves' },
  'idempotency-key-reused': { status: 422, meaning: 'The Idempotency-Key was used for a different request' },
  'rate-limited': { status: 429, meaning: 'Too many requests (see Retry-After)' },
  'claim-quota': { status: 429, meaning: 'The most claims allowed in one day' },
  'uploads-busy': { status: 429, meaning: 'Too many uploads at once' },
  'client-error': { status: 400, meaning: 'Any other 4xx refusal' },
  'internal-error': { status: 500, meaning: 'Something went wrong on our side (details in the log only)' },
  'managed-by-identity-provider': { status: 501, meaning: 'Change this in the identity provider' },
  'cosigner-not-found': { status: 404, meaning: 'No such co-passenger on this claim' },
  'dead-letter-not-found': { status: 404, meaning: 'No such dead-letter notification' },
  'expense-not-found': { status: 404, meaning: 'No such care-expense receipt' },
  'mandate-not-signed': { status: 404, meaning: 'The claim has no signed mandate yet' },
  'signing-link-invalid': { status: 404, meaning: 'The signing link is not valid' },
  'cosigner-signed': { status: 409, meaning: 'This co-passenger has already signed' },
  'expense-id-conflict': { status: 409, meaning: 'This receipt id already holds another receipt' },
  'payout-account-closed': { status: 409, meaning: 'The payout account can no longer be changed' },
  'question-not-open': { status: 409, meaning: 'The question was already answered or withdrawn' },
  'signing-link-expired': { status: 410, meaning: 'The signing link has expired' },
  'signing-link-used': { status: 410, meaning: 'The signing link has already been used' },
  'expense-invalid': { status: 422, meaning: 'The receipt amount, currency or kind is not valid' },
  'mandate-version-unknown': { status: 422, meaning: 'The mandate text version signed is not one we offer' },
  'push-endpoint-refused': { status: 422, meaning: 'The push subscription names an endpoint we do not send to' },
  'too-many-expenses': { status: 422, meaning: 'The claim already has the most receipts allowed' },
  'case-stage-conflict': { status: 409, meaning: 'The airline case is not at a stage that allows this' },
  'no-open-offer': { status: 409, meaning: 'The airline has made no offer waiting for an answer' },
  'airline-unknown': { status: 422, meaning: 'The claim names no airline in our claims directory' },
  'airline-channel-missing': { status: 422, meaning: 'No known way to send this airline a claim yet' },
  'airline-answer-invalid': { status: 422, meaning: "The airline's answer is not valid (field errors in `errors`)" },
} as const satisfies Record<string, { status: number; meaning: string }>;

/** A code the server sends. */
export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Codes the device gives a request that got no usable problem from the server. */
export const DEVICE_PROBLEM_CODES = {
  'network-error': 'The request got no answer (offline, connection lost)',
  'not-signed-in': 'The device has no session to send with',
  'local-data-missing': 'A document or signature the operation needs is gone from the device',
} as const;

/** `http-<status>`: an answer that was not a problem body (a proxy's 502, say). */
export type HttpStatusCode = `http-${number}`;

/** Any code a client may hold: the server's, the device's own, or a bare status. */
export type KnownProblemCode = ProblemCode | keyof typeof DEVICE_PROBLEM_CODES | HttpStatusCode;

export function isProblemCode(value: string): value is ProblemCode {
  return Object.hasOwn(PROBLEM_CODES, value);
}
