// EC 261/2004 Art. 3(2)–(3): conditions on the passenger's booking. UK261 and SHY-YOLCU share them.
import type { JourneyFacts } from '../journey-facts.ts';

export type BookingBar = 'no-confirmed-reservation' | 'no-check-in' | 'free-or-non-public-fare' | 'claim-assigned';

/**
 * Art. 3(2)(a): a confirmed reservation, and presenting for check-in on time, except when the
 * flight was cancelled (Art. 5). Art. 3(3): not free tickets or reduced fares unavailable to the
 * public (frequent-flyer tickets are covered). A claim already assigned to someone else is no
 * longer the passenger's to make.
 */
export function bookingBar(facts: JourneyFacts): BookingBar | undefined {
  const booking = facts.booking ?? {};
  if (booking.confirmedReservation === false) return 'no-confirmed-reservation';
  if (booking.checkedIn === false && facts.disruption !== 'cancelled') return 'no-check-in';
  if (booking.fare === 'free' || booking.fare === 'non-public-discount') return 'free-or-non-public-fare';
  if (booking.claimAssigned === true) return 'claim-assigned';
  return undefined;
}
