// UK261 Art. 3(1): Regulation 261/2004 as retained in UK law and amended by the Air Passenger
// Rights and Air Travel Organisers' Licensing (Amendment) (EU Exit) Regulations 2019 (SI 2019/278),
// legislation.gov.uk/eur/2004/261/article/3.
import { regionOfCountry } from '../../airports/region.ts';
import type { Airline } from '../../airlines/airlines.ts';
import { isCommunityCarrier } from '../ec261/scope.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { carrierOnJourney, stopsOverIn, unknownCarrier, type Journey } from '../journey.ts';
import { applies, doesNotApply, unknownScope, type ScopeDecision } from '../scope-decision.ts';

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
    return applies(
      'scope-departure-uk',
      `The journey departs from ${journey.origin.city} (${journey.origin.iata}) in the United Kingdom, so UK261 applies whatever the airline.`,
      'UK261 Art. 3(1)(a)',
    );
  }
  const intoUk = journey.destinationRegion === 'UK';
  const intoEu = journey.destinationRegion === 'EU';
  if (!intoUk && !intoEu) {
    const stopover = stopsOverIn(journey, 'UK');
    if (stopover) {
      return doesNotApply(
        'third-country-journey-via-uk',
        `UK261 does not apply: your booking runs from ${journey.origin.iata} to ${journey.destination.iata}, both outside the UK, and a connection in ${stopover.from.city} does not change that.`,
        'UK261 Art. 3(1)(a); Chelluri v Air India [2021] EWCA Civ 1953',
      );
    }
    return doesNotApply('out-of-scope', 'UK261 does not apply: the journey neither departs from nor arrives in the United Kingdom.', 'UK261 Art. 3(1)');
  }
  const qualifies = intoUk ? (c: Airline) => isUkCarrier(c) || isCommunityCarrier(c) : isUkCarrier;
  const found = carrierOnJourney(journey, qualifies);
  if (found && 'unknown' in found) {
    // Into the EU, only a UK carrier brings UK261 in; EC 261 asks for the airline itself.
    return intoUk ? unknownScope(unknownCarrier(found.unknown)) : notUkCarrier(journey, intoUk);
  }
  if (!found) return notUkCarrier(journey, intoUk);
  if (facts.receivedBenefitsInThirdCountry) {
    return doesNotApply(
      'benefits-received-in-third-country',
      'UK261 does not apply: you already received compensation and assistance where you departed.',
      SOURCE_B,
    );
  }
  const { carrier } = found;
  const where = intoUk ? 'the United Kingdom' : 'the EU';
  const kind = isUkCarrier(carrier) ? 'a UK-licensed carrier' : 'an EU-licensed carrier';
  return applies(
    intoUk ? 'scope-arrival-uk' : 'scope-arrival-eu-uk-carrier',
    `The journey arrives in ${where} on ${carrier.name}, ${kind}, so UK261 applies.`,
    SOURCE_B,
  );
}

function notUkCarrier(journey: Journey, intoUk: boolean): ScopeDecision {
  if (!intoUk) return doesNotApply('out-of-scope', 'UK261 does not apply: the journey arrives in the EU on an airline without a UK licence.', SOURCE_B);
  const name = journey.disruptedLeg.carrier?.name ?? journey.disruptedLeg.carrierCode;
  return doesNotApply(
    'non-uk-carrier',
    `UK261 does not apply: the flight arrives in the United Kingdom from abroad, and ${name} holds neither a UK nor an EU licence.`,
    SOURCE_B,
  );
}
