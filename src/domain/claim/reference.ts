/** How many hex digits of the claim id its short reference shows. */
export const CLAIM_REFERENCE_DIGITS = 8;

/**
 * The claim's short reference as the claim page, the confirmation, the e-mails, file names and the
 * back office show it ('9C41E2B7'): the id's last 8 hex digits. The id is a UUIDv7: its first digits
 * are the time it was made (claims filed within a minute shared them), its last ones are random.
 * The server's SQL for it (src/server/claims/reference-sql.ts) must give the same digits.
 */
export function claimReference(claimId: string): string {
  return claimId.slice(-CLAIM_REFERENCE_DIGITS).toUpperCase();
}
