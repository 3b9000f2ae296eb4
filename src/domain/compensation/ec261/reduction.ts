// EC 261/2004 Art. 7(2): compensation may be halved when the re-routed arrival is close to the
// original; Sturgeon C-402/07 (para 63) applies the same reduction to long delays.
import type { Band } from './amount.ts';

/** "does not exceed the scheduled arrival time … (a) by two hours, (b) by three, (c) by four". */
export const REDUCTION_LIMIT_MINUTES: Readonly<Record<Band, number>> = { short: 120, medium: 180, long: 240 };

/** True when the arrival, `arrivedLaterMinutes` after schedule, stays within the band's limit. */
export function halved(band: Band, arrivedLaterMinutes: number): boolean {
  return arrivedLaterMinutes <= REDUCTION_LIMIT_MINUTES[band];
}
