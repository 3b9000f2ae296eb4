/** The claim's short reference as the claim page, the confirmation and the e-mails show it ('01A20907'). */
export function claimReference(claimId: string): string {
  return claimId.slice(0, 8).toUpperCase();
}
