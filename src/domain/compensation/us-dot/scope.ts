// 14 CFR 250.2: the oversales rule covers flight segments departing from a point in the United
// States (territories included), on US carriers and on foreign carriers alike.
import type { Journey } from '../journey.ts';
import { applies, doesNotApply, type ScopeDecision } from '../scope-decision.ts';

export function usDotScope(journey: Journey): ScopeDecision {
  const leg = journey.disruptedLeg;
  if (leg.fromRegion === 'US') {
    return applies(
      'scope-departure-us',
      `The flight departs from ${leg.from.city} (${leg.from.iata}) in the United States, so the US DOT oversales rule applies.`,
      '14 CFR 250.2',
    );
  }
  return doesNotApply('out-of-scope', 'The US DOT rule does not apply: the flight does not depart from the United States.', '14 CFR 250.2');
}
