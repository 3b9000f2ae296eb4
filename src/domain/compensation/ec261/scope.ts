// EC 261/2004 Art. 3(1): which passengers the Regulation protects. A booking of connecting
// flights is one unit: it "departs" where its first flight departs and arrives at its final
// destination (Airhelp v Austrian Airlines C-451/20; Wegener C-537/17).
import { regionOfCountry } from '../../airports/region.ts';
import type { Airline } from '../../airlines/airlines.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { carrierOnJourney, stopsOverIn, unknownCarrier, type Journey } from '../journey.ts';
import { applies, doesNotApply, unknownScope, type ScopeDecision } from '../scope-decision.ts';
import type { MessageRef } from '../../text/message.ts';
import { sayEc261 } from './messages.ts';
import { UK_INSIDE_SOURCE, ukInsideEc261 } from '../in-force.ts';

/** Art. 2(c): an operating licence from a Member State (or an EEA state or Switzerland). */
export const isCommunityCarrier = (carrier: Airline): boolean => regionOfCountry(carrier.licence) === 'EU';

/**
 * (a) departing from an airport in a Member State, on any carrier: the journey starts there
 * (then every leg is covered, even one between two third countries: Wegener C-537/17). A journey
 * from a third country to a third country is not covered because it stops over in the EU, even
 * on the leg that leaves the EU (C-451/20).
 * (b) departing from a third country to a Member State, if a Community carrier operates the
 * flight, including when it flies only a later leg of the booking (SP v KLM C-367/20), unless
 * benefits or compensation and assistance were already received in that third country.
 */
export function ec261Scope(journey: Journey, facts: JourneyFacts): ScopeDecision {
  if (journey.originRegion === 'EU') {
    return applies(
      'scope-departure-eu',
      sayEc261('ec261.scope.departure', { city: journey.origin.city, iata: journey.origin.iata }),
      ukInsideEc261(journey.flightDate) && journey.origin.country === 'GB'
        ? `${UK_INSIDE_SOURCE}; Wegener C-537/17`
        : 'EC 261/2004 Art. 3(1)(a); Wegener C-537/17',
    );
  }
  if (journey.destinationRegion !== 'EU') {
    const stopover = stopsOverIn(journey, 'EU');
    if (stopover) {
      return doesNotApply(
        'third-country-journey-via-eu',
        sayEc261('ec261.scope.via-eu', { from: journey.origin.iata, to: journey.destination.iata, city: stopover.from.city }),
        'EC 261/2004 Art. 3(1)(a); Airhelp v Austrian Airlines C-451/20',
      );
    }
    return doesNotApply('out-of-scope', sayEc261('ec261.scope.outside', { from: journey.origin.iata, to: journey.destination.iata }), 'EC 261/2004 Art. 3(1)');
  }
  // Before 2021 a UK licence was a Member State's licence (in-force.ts).
  const ukInside = ukInsideEc261(journey.flightDate);
  const found = carrierOnJourney(journey, (c) => isCommunityCarrier(c) || (ukInside && regionOfCountry(c.licence) === 'UK'));
  if (found && 'unknown' in found) return unknownScope(unknownCarrier(found.unknown));
  if (!found) {
    const carrier = journey.disruptedLeg.carrier!;
    return doesNotApply(
      'non-community-carrier',
      sayEc261('ec261.scope.non-community-carrier', { airline: carrier.name, licence: licenceOf(carrier) }),
      'EC 261/2004 Art. 3(1)(b), Art. 2(c)',
    );
  }
  if (facts.receivedBenefitsInThirdCountry) {
    return doesNotApply('benefits-received-in-third-country', sayEc261('ec261.scope.benefits-received'), 'EC 261/2004 Art. 3(1)(b)');
  }
  const { carrier, leg } = found;
  if (leg !== journey.disruptedLeg) {
    return applies(
      'scope-arrival-community-carrier-later-leg',
      sayEc261('ec261.scope.arrival-later-leg', { airline: carrier.name, country: { country: carrier.licence }, from: leg.from.iata, to: leg.to.iata }),
      'EC 261/2004 Art. 3(1)(b); SP v KLM C-367/20',
    );
  }
  return applies(
    'scope-arrival-community-carrier',
    sayEc261('ec261.scope.arrival', { airline: carrier.name, country: { country: carrier.licence } }),
    'EC 261/2004 Art. 3(1)(b), Art. 2(c)',
  );
}

/** "an AE licence" in English: the article follows how the code is read aloud (the app names the country). */
export function licenceOf(carrier: Airline): MessageRef {
  const article = /^[AEFHILMNORSX]/.test(carrier.licence) ? 'an' : 'a';
  return { messageId: `ec261.licence.${article}`, values: { country: { country: carrier.licence } } };
}
