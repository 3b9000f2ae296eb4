// When the "Your rights right now" card has enough to go on, and its words. Pure: unit tested.
import type { CheckDelayRequest } from '../../../../domain/claim/index.ts';
import type { RightNow } from '../../../../domain/compensation/rights-now.ts';
import { whenOf, type CareItem } from './care-items.ts';
import { textOf } from '../text/domain-message.ts';
import { msg, t } from '../../../i18n/t.ts';

/** A right on the card: the same shape as the eligibility card's care items. */
export type RightNowItem = CareItem;

const AIRPORT = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Worth asking the engine (it has the last word on the airline): what happened, where from and to, and when. */
export function hasEnoughFacts(request: CheckDelayRequest): boolean {
  return (
    request.disruption_type !== undefined &&
    AIRPORT.test(request.departure_airport ?? '') &&
    AIRPORT.test(request.arrival_airport ?? '') &&
    DATE.test(request.date)
  );
}

/** A right that applies at once (cancellation, denied boarding, compensation on the spot) is owed now. */
export function rightNowItems(rights: readonly RightNow[]): RightNowItem[] {
  return rights.map((right) => {
    const atOnce = right.startsAfterMinutes <= 0;
    return {
      code: right.code,
      ...textOf(right),
      source: right.source,
      when: atOnce ? t('Owed now') : whenOf(right.startsAfterMinutes, right.owedNow),
      owedNow: atOnce ? true : right.owedNow,
    };
  });
}

export const RIGHTS_NOW_TEXT = {
  heading: msg('Your rights right now'),
  intro: msg(
    'What the airline owes you at the airport, whatever caused the disruption and whatever happens to your compensation claim. Ask the airline staff for it; if they do not provide it, keep your receipts.',
  ),
  none: msg('From what you entered, no rules give you meals, a hotel or a refund at the airport.'),
  offline: msg('Worked out on this phone: it works without a connection.'),
} as const;
