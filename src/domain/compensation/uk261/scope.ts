// UK261 Art. 3(1): Regulation 261/2004 as retained in UK law and amended by the Air Passenger
// Rights and Air Travel Organisers' Licensing (Amendment) (EU Exit) Regulations 2019 (SI 2019/278),
// legislation.gov.uk/eur/2004/261/article/3.
import { regionOfCountry } from '../../airports/region.ts';
import type { Airline } from '../../airlines/airlines.ts';
import { isCommunityCarrier } from '../ec261/scope.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { carrierOnJourney, stopsOverIn, unknownCarrier, type Journey } from '../journey.ts';
import { applies, doesNotApply, unknownScope, type ScopeDecision } from '../scope-decision.ts';
import { sayUk261 } from './messages.ts';

const SOURCE_B = 'UK261 Art. 3(1)(b) as amended by SI 2019/278';
const isUkCarrier = (carrier: Airline): boolean => regionOfCountry(carrier.licence) === 'UK';

/**
 * (a) departing from an airport in the United Kingdom, any carrier;
 * (b)(i) from any other country into the UK, on a UK carrier or a Community carrier;
 * (b)(ii) from any other country into an EU member state, on a UK carrier.
 * A booking is one journey: passing through the UK between two other countries is not
 * "departing from" the UK (Chelluri v Air India [2021] EWCA Civ 1953).
 */
export function uk261Scope(journey: Journey, facts: JourneyFacts): ScopeDecision {
  if (journey.originRegion === 'UK') {
    return applies('scope-departure-uk', sayUk261('uk261.scope.departure', { city: journey.origin.city, iata: journey.origin.iata }), 'UK261 Art. 3(1)(a)');
  }
  const intoUk = journey.destinationRegion === 'UK';
  const intoEu = journey.destinationRegion === 'EU';
  if (!intoUk && !intoEu) {
    const stopover = stopsOverIn(journey, 'UK');
    if (stopover) {
      return doesNotApply(
        'third-country-journey-via-uk',
        sayUk261('uk261.scope.via-uk', { from: journey.origin.iata, to: journey.destination.iata, city: stopover.from.city }),
        'UK261 Art. 3(1)(a); Chelluri v Air India [2021] EWCA Civ 1953',
      );
    }
    return doesNotApply('out-of-scope', sayUk261('uk261.scope.outside'), 'UK261 Art. 3(1)');
  }
  const qualifies = intoUk ? (c: Airline) => isUkCarrier(c) || isCommunityCarrier(c) : isUkCarrier;
  const found = carrierOnJourney(journey, qualifies);
  if (found && 'unknown' in found) {
    // Into the EU, only a UK carrier brings UK261 in; EC 261 asks for the airline itself.
    return intoUk ? unknownScope(unknownCarrier(found.unknown)) : notUkCarrier(journey, intoUk);
  }
  if (!found) return notUkCarrier(journey, intoUk);
  if (facts.receivedBenefitsInThirdCountry) {
    return doesNotApply('benefits-received-in-third-country', sayUk261('uk261.scope.benefits-received'), SOURCE_B);
  }
  const { carrier } = found;
  // Into the EU only a UK carrier qualifies (above), so there is no EU-carrier sentence for it.
  const id = !intoUk ? 'uk261.scope.arrival-eu.uk-carrier' : isUkCarrier(carrier) ? 'uk261.scope.arrival-uk.uk-carrier' : 'uk261.scope.arrival-uk.eu-carrier';
  return applies(intoUk ? 'scope-arrival-uk' : 'scope-arrival-eu-uk-carrier', sayUk261(id, { airline: carrier.name }), SOURCE_B);
}

function notUkCarrier(journey: Journey, intoUk: boolean): ScopeDecision {
  if (!intoUk) return doesNotApply('out-of-scope', sayUk261('uk261.scope.arrival-eu.no-uk-carrier'), SOURCE_B);
  const name = journey.disruptedLeg.carrier?.name ?? journey.disruptedLeg.carrierCode;
  return doesNotApply('non-uk-carrier', sayUk261('uk261.scope.non-uk-carrier', { airline: name }), SOURCE_B);
}
