// EC 261/2004 Art. 4: denied boarding.
import type { JourneyFacts } from '../journey-facts.ts';

/**
 * Art. 4(1): volunteers give up their seats for benefits they agree with the airline, not for
 * Art. 7 compensation. Art. 4(3): passengers denied boarding against their will are compensated
 * at once. Art. 2(j) defines denied boarding as a refusal against the passenger's will, so
 * that is the default when the passenger says nothing else. There is no extraordinary-
 * circumstances defence (Finnair C-22/11).
 */
export function deniedBoardingCompensable(facts: JourneyFacts): boolean {
  return facts.deniedBoarding?.voluntary !== true;
}
