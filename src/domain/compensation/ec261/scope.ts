// EC 261/2004 Art. 3(1): which passengers the Regulation protects. A booking of connecting
// flights is one unit: it "departs" where its first flight departs and arrives at its final
// destination (Airhelp v Austrian Airlines C-451/20; Wegener C-537/17).
import { regionOfCountry } from '../../airports/region.ts';
import type { Airline } from '../../airlines/airlines.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { carrierOnJourney, stopsOverIn, unknownCarrier, type Journey } from '../journey.ts';
import { applies, doesNotApply, unknownScope, type ScopeDecision } from '../scope-decision.ts';

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
      `The journey departs from ${journey.origin.city} (${journey.origin.iata}), inside the EU/EEA/Switzerland, so EC 261/2004 applies whatever the airline.`,
      'EC 261/2004 Art. 3(1)(a); Wegener C-537/17',
    );
  }
  if (journey.destinationRegion !== 'EU') {
    const stopover = stopsOverIn(journey, 'EU');
    if (stopover) {
      return doesNotApply(
        'third-country-journey-via-eu',
        `EC 261/2004 does not apply: your booking runs from ${journey.origin.iata} to ${journey.destination.iata}, both outside the EU, and a connection in ${stopover.from.city} does not change that.`,
        'EC 261/2004 Art. 3(1)(a); Airhelp v Austrian Airlines C-451/20',
      );
    }
    return doesNotApply(
      'out-of-scope',
      `EC 261/2004 does not apply: the journey neither departs from nor arrives in the EU/EEA/Switzerland (${journey.origin.iata} → ${journey.destination.iata}).`,
      'EC 261/2004 Art. 3(1)',
    );
  }
  const found = carrierOnJourney(journey, isCommunityCarrier);
  if (found && 'unknown' in found) return unknownScope(unknownCarrier(found.unknown));
  if (!found) {
    const carrier = journey.disruptedLeg.carrier!;
    return doesNotApply(
      'non-community-carrier',
      `EC 261/2004 does not apply: the flight arrives in the EU from outside, and ${carrier.name} holds ${licenceOf(carrier)}, not an EU/EEA/Swiss one.`,
      'EC 261/2004 Art. 3(1)(b), Art. 2(c)',
    );
  }
  if (facts.receivedBenefitsInThirdCountry) {
    return doesNotApply(
      'benefits-received-in-third-country',
      'EC 261/2004 does not apply: you already received compensation and assistance under the law of the country you departed from.',
      'EC 261/2004 Art. 3(1)(b)',
    );
  }
  const { carrier, leg } = found;
  if (leg !== journey.disruptedLeg) {
    return applies(
      'scope-arrival-community-carrier-later-leg',
      `The journey arrives in the EU/EEA/Switzerland and ${carrier.name}, a carrier licensed there (${carrier.licence}), flies part of it (${leg.from.iata} → ${leg.to.iata}), so EC 261/2004 applies to the whole booking and the claim goes to ${carrier.name}.`,
      'EC 261/2004 Art. 3(1)(b); SP v KLM C-367/20',
    );
  }
  return applies(
    'scope-arrival-community-carrier',
    `The journey arrives in the EU/EEA/Switzerland on ${carrier.name}, a carrier licensed there (${carrier.licence}), so EC 261/2004 applies.`,
    'EC 261/2004 Art. 3(1)(b), Art. 2(c)',
  );
}

/** "a licence from the United Arab Emirates" would need country names; "an AE licence" reads right. */
export function licenceOf(carrier: Airline): string {
  return `${/^[AEFHILMNORSX]/.test(carrier.licence) ? 'an' : 'a'} ${carrier.licence} licence`;
}
