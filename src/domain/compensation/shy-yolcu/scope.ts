// SHY-YOLCU (Hava Yolu ile Seyahat Eden Yolcuların Haklarına Dair Yönetmelik, RG 28131,
// 3 Dec 2011, amended RG 32748, 10 Dec 2024) Art. 2: scope. The 2011 scope text was not
// retrieved (research/domain.md §1.13); this follows its reported reading.
import { regionOfCountry } from '../../airports/region.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { carrierOnJourney, stopsOverIn, unknownCarrier, type Journey } from '../journey.ts';
import { applies, doesNotApply, unknownScope, type ScopeDecision } from '../scope-decision.ts';

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
      `The journey departs from ${journey.origin.city} (${journey.origin.iata}) in Turkey, so SHY-YOLCU applies whatever the airline.`,
      'SHY-YOLCU Art. 2(1)(a)',
    );
  }
  if (journey.destinationRegion !== 'TR') {
    const stopover = stopsOverIn(journey, 'TR');
    if (stopover) {
      return doesNotApply(
        'third-country-journey-via-turkey',
        `SHY-YOLCU does not apply: your booking runs from ${journey.origin.iata} to ${journey.destination.iata}, both outside Turkey, and a connection in ${stopover.from.city} does not change that.`,
        'SHY-YOLCU Art. 2(1); read as Airhelp v Austrian Airlines C-451/20',
      );
    }
    return doesNotApply('out-of-scope', 'SHY-YOLCU does not apply: the journey neither departs from nor arrives in Turkey.', 'SHY-YOLCU Art. 2');
  }
  const found = carrierOnJourney(journey, (c) => regionOfCountry(c.licence) === 'TR');
  if (found && 'unknown' in found) return unknownScope(unknownCarrier(found.unknown));
  if (!found) {
    return doesNotApply(
      'non-turkish-carrier',
      'SHY-YOLCU does not apply: flights into Turkey are covered only when a Turkish airline operates them.',
      'SHY-YOLCU Art. 2(1)(b)',
    );
  }
  if (facts.receivedBenefitsInThirdCountry) {
    return doesNotApply(
      'benefits-received-in-third-country',
      'SHY-YOLCU does not apply: you already received compensation and assistance in the country you departed from.',
      'SHY-YOLCU Art. 2(1)(b)',
    );
  }
  return applies(
    'scope-arrival-turkish-carrier',
    `The journey arrives in Turkey on ${found.carrier.name}, a Turkish carrier, so SHY-YOLCU applies.`,
    'SHY-YOLCU Art. 2(1)(b)',
  );
}
