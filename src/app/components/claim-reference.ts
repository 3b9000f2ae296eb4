/** The claim's short reference as the claim page and the confirmation show it ('01A20907'). */
export function claimReference(claimId: string): string {
  return claimId.slice(0, 8).toUpperCase();
}
