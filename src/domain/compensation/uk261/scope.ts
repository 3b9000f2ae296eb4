// UK261 Art. 3(1): Regulation 261/2004 as retained in UK law and amended by the Air Passenger
// Rights and Air Travel Organisers' Licensing (Amendment) (EU Exit) Regulations 2019 (SI 2019/278).
import { regionOfCountry } from '../../airports/region.ts';
import { reason } from '../assessment.ts';
import type { JourneyFacts } from '../facts.ts';
import { unknownCarrier, type Journey } from '../journey.ts';
import type { ScopeDecision } from '../scope-decision.ts';

/**
 * (a) departing from an airport in the United Kingdom, any carrier;
 * (b) from a third country to the UK on a UK carrier (an operating licence from the CAA);
 * (c) from the EU to the UK on an EU carrier. The CAA describes (c); its text was not checked
 * against legislation.gov.uk, so the answer is marked uncertain (research/domain.md §1.10).
 */
export function uk261Scope(journey: Journey, facts: JourneyFacts): ScopeDecision {
  const leg = journey.disruptedLeg;
  if (journey.originRegion === 'UK' || leg.fromRegion === 'UK') {
    const from = journey.originRegion === 'UK' ? journey.origin : leg.from;
    return {
      applies: true,
      reason: reason('scope-departure-uk', `The flight departs from ${from.city} (${from.iata}) in the United Kingdom, so UK261 applies whatever the airline.`, 'UK261 Art. 3(1)(a)'),
    };
  }
  if (journey.destinationRegion !== 'UK') {
    return {
      applies: false,
      reason: reason('out-of-scope', `UK261 does not apply: the journey neither departs from nor arrives in the United Kingdom.`, 'UK261 Art. 3(1)'),
    };
  }
  const { carrier, carrierCode } = leg;
  if (!carrier) return { applies: 'unknown', reason: unknownCarrier(carrierCode) };
  const licence = regionOfCountry(carrier.licence);
  if (facts.receivedBenefitsInThirdCountry) {
    return {
      applies: false,
      reason: reason('benefits-received-in-third-country', 'UK261 does not apply: you already received compensation and assistance where you departed.', 'UK261 Art. 3(1)(b)'),
    };
  }
  if (licence === 'UK') {
    return {
      applies: true,
      reason: reason('scope-arrival-uk-carrier', `The journey arrives in the United Kingdom on ${carrier.name}, a UK-licensed carrier, so UK261 applies.`, 'UK261 Art. 3(1)(b)'),
    };
  }
  if (licence === 'EU' && journey.originRegion === 'EU') {
    return {
      applies: true,
      uncertain: true,
      reason: reason('scope-arrival-uk-eu-carrier', `The journey goes from the EU to the United Kingdom on ${carrier.name}, an EU-licensed carrier, which UK261 also covers as the CAA reads it.`, 'UK261 Art. 3(1)(c) (as described by the CAA; text not verified)'),
    };
  }
  return {
    applies: false,
    reason: reason('non-uk-carrier', `UK261 does not apply: the flight arrives in the United Kingdom from abroad, and ${carrier.name} is not a UK-licensed carrier.`, 'UK261 Art. 3(1)(b)'),
  };
}
