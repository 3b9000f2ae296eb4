// SHY-YOLCU (Hava Yolu ile Seyahat Eden Yolcuların Haklarına Dair Yönetmelik, RG 28131,
// 3 Dec 2011, amended RG 32748, 10 Dec 2024) Art. 2: scope. The 2011 scope text was not
// retrieved (research/domain.md §1.13, n/v); this follows its reported reading.
import { regionOfCountry } from '../../airports/region.ts';
import { reason } from '../assessment.ts';
import type { JourneyFacts } from '../facts.ts';
import { unknownCarrier, type Journey } from '../journey.ts';
import type { ScopeDecision } from '../scope-decision.ts';

/**
 * Flights departing from an airport in Turkey on any carrier (domestic flights included), and
 * flights to Turkey operated by a Turkish carrier, unless the passenger was already compensated
 * and assisted in the third country.
 */
export function shyYolcuScope(journey: Journey, facts: JourneyFacts): ScopeDecision {
  const leg = journey.disruptedLeg;
  if (journey.originRegion === 'TR' || leg.fromRegion === 'TR') {
    const from = journey.originRegion === 'TR' ? journey.origin : leg.from;
    return {
      applies: true,
      reason: reason('scope-departure-turkey', `The flight departs from ${from.city} (${from.iata}) in Turkey, so SHY-YOLCU applies whatever the airline.`, 'SHY-YOLCU Art. 2(1)(a)'),
    };
  }
  if (journey.destinationRegion !== 'TR') {
    return {
      applies: false,
      reason: reason('out-of-scope', 'SHY-YOLCU does not apply: the journey neither departs from nor arrives in Turkey.', 'SHY-YOLCU Art. 2'),
    };
  }
  const { carrier, carrierCode } = leg;
  if (!carrier) return { applies: 'unknown', reason: unknownCarrier(carrierCode) };
  if (regionOfCountry(carrier.licence) !== 'TR' || facts.receivedBenefitsInThirdCountry) {
    return {
      applies: false,
      reason: reason('non-turkish-carrier', 'SHY-YOLCU does not apply: flights into Turkey are covered only on Turkish carriers, and only if nothing was received abroad.', 'SHY-YOLCU Art. 2(1)(b)'),
    };
  }
  return {
    applies: true,
    reason: reason('scope-arrival-turkish-carrier', `The journey arrives in Turkey on ${carrier.name}, a Turkish carrier, so SHY-YOLCU applies.`, 'SHY-YOLCU Art. 2(1)(b)'),
  };
}
