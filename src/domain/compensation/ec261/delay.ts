// Long delay: compensated like a cancellation (Sturgeon C-402/07, Nelson C-581/10).

/**
 * Three hours or more late at the final destination (Folkerts C-11/11), measured when the first
 * door opens (Germanwings C-452/13). The departure delay does not matter.
 */
export const COMPENSABLE_DELAY_MINUTES = 180;

export function delayIsCompensable(arrivalDelayMinutes: number): boolean {
  return arrivalDelayMinutes >= COMPENSABLE_DELAY_MINUTES;
}
