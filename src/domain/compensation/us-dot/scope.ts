// 14 CFR 250.2: the oversales rule covers flight segments departing from a point in the United
// States (territories included), on US carriers and on foreign carriers alike.
import type { Journey } from '../journey.ts';
import { applies, doesNotApply, type ScopeDecision } from '../scope-decision.ts';
import { sayUsDot } from './messages.ts';

export function usDotScope(journey: Journey): ScopeDecision {
  const leg = journey.disruptedLeg;
  if (leg.fromRegion === 'US') {
    return applies('scope-departure-us', sayUsDot('us-dot.scope.departure', { city: leg.from.city, iata: leg.from.iata }), '14 CFR 250.2');
  }
  return doesNotApply('out-of-scope', sayUsDot('us-dot.scope.outside'), '14 CFR 250.2');
}
