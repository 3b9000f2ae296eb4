// A flight brought forward by more than one hour is cancelled (Azurair, joined cases C-146/20,
// C-188/20, C-196/20, C-270/20; Airhelp C-263/20; Corendon C-395/20; all 21 December 2021).

export const ADVANCE_COUNTS_AS_CANCELLATION_MINUTES = 60;

export function advanceIsCancellation(advancedMinutes: number): boolean {
  return advancedMinutes > ADVANCE_COUNTS_AS_CANCELLATION_MINUTES;
}
