// SHY-YOLCU (Hava Yolu ile Seyahat Eden Yolcuların Haklarına Dair Yönetmelik, RG 28131,
// 3 Dec 2011, amended RG 32748, 10 Dec 2024) Art. 2: scope. The 2011 scope text was not
// retrieved (research/domain.md §1.13); this follows its reported reading.
import { regionOfCountry } from '../../airports/region.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { carrierOnJourney, stopsOverIn, unknownCarrier, type Journey } from '../journey.ts';
import { applies, doesNotApply, unknownScope, type ScopeDecision } from '../scope-decision.ts';
import { sayShyYolcu } from './messages.ts';

/**
 * Journeys departing from an airport in Turkey on any carrier (domestic flights included), and
 * journeys to Turkey operated by a Turkish carrier, unless the passenger was already compensated
 * and assisted in the third country. A booking is one journey: a connection in Istanbul between
 * two other countries is not a departure from Turkey (as EC 261 reads its own Art. 3, C-451/20).
 */
export function shyYolcuScope(journey: Journey, facts: JourneyFacts): ScopeDecision {
  if (journey.originRegion === 'TR') {
    return applies(
      'scope-departure-turkey',
      sayShyYolcu('shy-yolcu.scope.departure', { city: journey.origin.city, iata: journey.origin.iata }),
      'SHY-YOLCU Art. 2(1)(a)',
    );
  }
  if (journey.destinationRegion !== 'TR') {
    const stopover = stopsOverIn(journey, 'TR');
    if (stopover) {
      return doesNotApply(
        'third-country-journey-via-turkey',
        sayShyYolcu('shy-yolcu.scope.via-turkey', { from: journey.origin.iata, to: journey.destination.iata, city: stopover.from.city }),
        'SHY-YOLCU Art. 2(1); read as Airhelp v Austrian Airlines C-451/20',
      );
    }
    return doesNotApply('out-of-scope', sayShyYolcu('shy-yolcu.scope.outside'), 'SHY-YOLCU Art. 2');
  }
  const found = carrierOnJourney(journey, (c) => regionOfCountry(c.licence) === 'TR');
  if (found && 'unknown' in found) return unknownScope(unknownCarrier(found.unknown));
  if (!found) {
    return doesNotApply('non-turkish-carrier', sayShyYolcu('shy-yolcu.scope.non-turkish-carrier'), 'SHY-YOLCU Art. 2(1)(b)');
  }
  if (facts.receivedBenefitsInThirdCountry) {
    return doesNotApply('benefits-received-in-third-country', sayShyYolcu('shy-yolcu.scope.benefits-received'), 'SHY-YOLCU Art. 2(1)(b)');
  }
  return applies('scope-arrival-turkish-carrier', sayShyYolcu('shy-yolcu.scope.arrival', { airline: found.carrier.name }), 'SHY-YOLCU Art. 2(1)(b)');
}
