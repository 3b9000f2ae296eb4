// EC 261/2004 Art. 3(1): which passengers the Regulation protects.
import { regionOfCountry } from '../../airports/region.ts';
import { reason } from '../assessment.ts';
import type { JourneyFacts } from '../facts.ts';
import { unknownCarrier, type Journey } from '../journey.ts';
import type { ScopeDecision } from '../scope-decision.ts';

/**
 * (a) departing from an airport in a Member State, on any carrier: the journey starts there
 * (then every leg is covered, even one between two third countries: Wegener C-537/17), or the
 * disrupted flight itself leaves from there.
 * (b) departing from a third country to a Member State, if the operating carrier is a Community
 * carrier (an EU, EEA or Swiss operating licence, Art. 2(c)), unless benefits or compensation
 * and assistance were already received in that third country.
 */
export function ec261Scope(journey: Journey, facts: JourneyFacts): ScopeDecision {
  if (journey.originRegion === 'EU') {
    return {
      applies: true,
      reason: reason('scope-departure-eu', `The journey departs from ${journey.origin.city} (${journey.origin.iata}), inside the EU/EEA/Switzerland, so EC 261/2004 applies whatever the airline.`, 'EC 261/2004 Art. 3(1)(a); Wegener C-537/17'),
    };
  }
  if (journey.disruptedLeg.fromRegion === 'EU') {
    const leg = journey.disruptedLeg;
    return {
      applies: true,
      reason: reason('scope-departure-eu', `The disrupted flight departs from ${leg.from.city} (${leg.from.iata}), inside the EU/EEA/Switzerland, so EC 261/2004 applies whatever the airline.`, 'EC 261/2004 Art. 3(1)(a)'),
    };
  }
  if (journey.destinationRegion !== 'EU') {
    return {
      applies: false,
      reason: reason('out-of-scope', `EC 261/2004 does not apply: the journey neither departs from nor arrives in the EU/EEA/Switzerland (${journey.origin.iata} → ${journey.destination.iata}).`, 'EC 261/2004 Art. 3(1)'),
    };
  }
  const { carrier, carrierCode } = journey.disruptedLeg;
  if (!carrier) return { applies: 'unknown', reason: unknownCarrier(carrierCode) };
  if (regionOfCountry(carrier.licence) !== 'EU') {
    return {
      applies: false,
      reason: reason('non-community-carrier', `EC 261/2004 does not apply: the flight arrives in the EU from outside, and ${carrier.name} holds a ${carrier.licence} licence, not an EU/EEA/Swiss one.`, 'EC 261/2004 Art. 3(1)(b), Art. 2(c)'),
    };
  }
  if (facts.receivedBenefitsInThirdCountry) {
    return {
      applies: false,
      reason: reason('benefits-received-in-third-country', 'EC 261/2004 does not apply: you already received compensation and assistance under the law of the country you departed from.', 'EC 261/2004 Art. 3(1)(b)'),
    };
  }
  return {
    applies: true,
    reason: reason('scope-arrival-community-carrier', `The journey arrives in the EU/EEA/Switzerland on ${carrier.name}, a carrier licensed there (${carrier.licence}), so EC 261/2004 applies.`, 'EC 261/2004 Art. 3(1)(b), Art. 2(c)'),
  };
}
