// What the eligibility card adds from the answer (issue #16): the chance of success in plain
// words when the airline may claim an extraordinary cause, and the care, refund and re-routing
// the airline owes at the airport, each with its article and, when the departure delay is known,
// whether it is owed already. Pure: unit tested.
import type { Assessment } from '../../../../domain/compensation/assessment.ts';
import { msg, t, tp } from '../../../i18n/t.ts';
import { textOf, type DomainText } from '../text/domain-message.ts';

export interface CareItem extends DomainText {
  code: string;
  source: string;
  /** 'Owed now', 'From 3 hours of delay', or null when it applies at once and nothing is known. */
  when: string | null;
  owedNow: boolean | undefined;
}

export type Chance = NonNullable<Assessment['chance']>;

export const CHANCE_TEXT: Readonly<Record<Chance, string>> = {
  high: msg('Nothing you told us lets the airline refuse, unless it proves extraordinary circumstances.'),
  medium: msg('The airline may argue the problem came from an earlier flight. It must prove that link; until it does, compensation is due.'),
  low: msg(
    'The cause you gave can be an extraordinary circumstance. The airline must prove it and that it did all it reasonably could; until it does, compensation is due.',
  ),
};

/** Montreal Convention Art. 19: no extraordinary circumstances, but the carrier's defence of all reasonable measures. */
export const MC99_CHANCE_TEXT = msg(
  'The airline escapes only if it proves it took all reasonable measures to avoid the delay. Keep the receipts that show what it cost you.',
);

/** The chance in plain words (after the card's badge: 'Good', 'Fair' or 'Lower chance'), for an eligible answer that gives one; otherwise null. */
export function chanceOf(result: Assessment | null | undefined): { level: Chance; text: string } | null {
  if (result?.outcome !== 'eligible' || !result.chance || !(result.chance in CHANCE_TEXT)) return null;
  return { level: result.chance, text: result.regime === 'MC99' ? MC99_CHANCE_TEXT : CHANCE_TEXT[result.chance] };
}

/** In the page's language ('From 3 hours of delay at departure'); the hours are whole in the rules. */
export function whenOf(startsAfterMinutes: number, owedNow: boolean | undefined): string | null {
  if (owedNow === true) return t('Owed now');
  if (startsAfterMinutes <= 0) return null;
  const hours = Math.round((startsAfterMinutes / 60) * 10) / 10;
  return tp(hours, { one: 'From # hour of delay at departure', other: 'From # hours of delay at departure' });
}

/** The answer's care rights, in the engine's order. */
export function careItems(result: Assessment | null | undefined): CareItem[] {
  return (result?.care ?? []).map((right) => ({
    code: right.code,
    ...textOf(right),
    source: right.source,
    when: whenOf(right.startsAfterMinutes, right.owedNow),
    owedNow: right.owedNow,
  }));
}
