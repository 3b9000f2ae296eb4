// EC 261/2004 Art. 6, 8 and 9 (and the same articles of UK261 and SHY-YOLCU): the care, refund
// and re-routing owed at the airport. They do not depend on the cause: extraordinary
// circumstances free the airline from compensation, not from care (McDonagh C-12/11).
import type { CareCode, CareRight } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Band } from './amount.ts';
import { CARE_FROM_MINUTES, REFUND_FROM_MINUTES } from './care-times.ts';
import { sayEc261 } from './messages.ts';
import { delayFromTimes, newDepartureOnLaterDay } from './care-money.ts';

export { CARE_FROM_MINUTES, REFUND_FROM_MINUTES };

/** Where each right sits in one regime's text. */
export interface CareArticles {
  delay: string;
  cancellation: string;
  deniedBoarding: string;
  meals: string;
  communication: string;
  hotel: string;
  transfer: string;
  refundOrReroute: string;
  refundAfterFiveHours: string;
  diversionTransfer: string;
}

const right = (code: CareCode, source: string, startsAfterMinutes: number, departureDelay: number | undefined): CareRight => ({
  code,
  ...sayEc261(`care.${code}`),
  source,
  startsAfterMinutes,
  ...(departureDelay !== undefined ? { owedNow: departureDelay >= startsAfterMinutes } : {}),
});

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The rights for this disruption, each with when it starts. */
export function careRights(articles: CareArticles, band: Band, facts: JourneyFacts): CareRight[] {
  // The delay as given, or as the scheduled and expected times of day imply it.
  const waited = finite(facts.departureDelayMinutes) ? facts.departureDelayMinutes : delayFromTimes(facts);
  const at = (code: CareCode, source: string, from: number) => right(code, source, from, waited);
  const board = (why: string, from: number): CareRight[] => [
    at('meals', `${articles.meals}; ${why}`, from),
    at('communication', `${articles.communication}; ${why}`, from),
    at('hotel', `${articles.hotel}; ${why}`, from),
    at('transfer', `${articles.transfer}; ${why}`, from),
  ];
  if (facts.disruption === 'denied-boarding') {
    if (facts.deniedBoarding?.voluntary === true) return [at('refund-or-reroute', articles.deniedBoarding, 0)];
    return withHotelRule(
      [at('refund-or-reroute', `${articles.refundOrReroute}; ${articles.deniedBoarding}`, 0), ...board(articles.deniedBoarding, 0)],
      facts,
      waited,
    );
  }
  if (facts.disruption === 'cancelled') {
    return withHotelRule(
      [at('refund-or-reroute', `${articles.refundOrReroute}; ${articles.cancellation}`, 0), ...board(articles.cancellation, 0)],
      facts,
      waited,
    );
  }
  const from = CARE_FROM_MINUTES[band];
  const rights = withHotelRule([...board(articles.delay, from), at('refund', articles.refundAfterFiveHours, REFUND_FROM_MINUTES)], facts, waited);
  if (!facts.diversion) return rights;
  // Art. 8(3): landed elsewhere, the airline pays the transfer onward, whatever the delay.
  const onward: CareRight = { ...at('transfer', articles.diversionTransfer, 0), ...sayEc261('care.diversion-transfer') };
  return rights.map((r) => (r.code === 'transfer' ? onward : r));
}

/**
 * Art. 9(1)(b)-(c): the hotel (and the transfer to it) is owed when a stay of one or more nights
 * becomes necessary: the expected new departure is on a later day than the scheduled one, not as
 * soon as the care threshold passes. Once care is due and the day is unknown, the right asks for
 * the two times of day.
 */
function withHotelRule(rights: CareRight[], facts: JourneyFacts, waited: number | undefined): CareRight[] {
  const laterDay = newDepartureOnLaterDay(facts);
  return rights.map((r) => {
    if (r.messageId !== 'care.hotel' && r.messageId !== 'care.transfer') return r;
    const reached = r.owedNow === true || (waited === undefined && r.startsAfterMinutes === 0);
    if (laterDay === false) return { ...r, owedNow: false };
    if (laterDay === true) return reached ? { ...r, owedNow: true } : r;
    if (!reached) return r;
    const { owedNow: _unknown, ...rest } = r;
    return r.code === 'hotel' ? { ...rest, ...sayEc261('care.hotel-needs-times'), needs: 'departure-times' } : { ...rest, needs: 'departure-times' };
  });
}
