// How long a disruption's durations may be, for the device's wizard and the server's schemas alike
// (a queued claim the server would refuse must be refused on the device first, with the same words).

/** An arrival or departure delay: two weeks covers any real disruption. */
export const MAX_DELAY_MINUTES = 14 * 24 * 60;
/** How much earlier a rerouting departed, or later it arrived, or how far a flight was advanced. */
export const MAX_REROUTE_MINUTES = 7 * 24 * 60;

/** The message for a duration outside 0..max minutes. */
export function durationRangeMessage(maxMinutes: number): string {
  return `Please enter at most ${maxMinutes / 60} hours`;
}

/** The message when `minutes` is not a whole number of minutes from 0 to `maxMinutes`, else undefined. */
export function durationProblem(minutes: number, maxMinutes: number): string | undefined {
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= maxMinutes ? undefined : durationRangeMessage(maxMinutes);
}
