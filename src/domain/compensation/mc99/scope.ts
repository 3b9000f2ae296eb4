// Montreal Convention 1999 Art. 1(2): "international carriage" is carriage in which, by the
// contract, the place of departure and the place of destination are in two States Parties, or
// within one State Party with an agreed stopping place in another State, even one that is not a
// party. A booking is the contract: its first departure and final destination, its stops.
import type { Journey } from '../journey.ts';
import { applies, doesNotApply, type ScopeDecision } from '../scope-decision.ts';
import { sayMc99 } from './messages.ts';
import { isPartyOn, MC99_IN_FORCE, MC99_PARTIES, MC99_SOURCE_LIST, NOT_PARTIES } from './parties.ts';

const ART_1_2 = 'Montreal Convention 1999 Art. 1(2)';

export function mc99Scope(journey: Journey): ScopeDecision {
  const date = journey.flightDate;
  const from = journey.origin.country;
  const to = journey.destination.country;
  if (date !== undefined && date < MC99_IN_FORCE) {
    return doesNotApply('not-in-force', sayMc99('mc99.scope.not-in-force', { date: { date } }), 'Montreal Convention 1999 Art. 53(6)');
  }
  if (from === to) return roundTripScope(journey);
  for (const country of [from, to]) {
    if (!isPartyOn(country, date)) return notParty(country, date);
  }
  return applies(
    'scope-mc99-parties',
    sayMc99('mc99.scope.between-parties', { from: journey.origin.iata, to: journey.destination.iata, origin: { country: from }, destination: { country: to } }),
    `${ART_1_2}; ${MC99_SOURCE_LIST}`,
  );
}

/** Within one state: international only with an agreed stop in another state (party or not). */
function roundTripScope(journey: Journey): ScopeDecision {
  const home = journey.origin.country;
  const stop = journey.legs.map((l) => l.to).find((airport) => airport.country !== home);
  if (!stop) return doesNotApply('out-of-scope', sayMc99('mc99.scope.domestic'), ART_1_2);
  if (!isPartyOn(home, journey.flightDate)) return notParty(home, journey.flightDate);
  return applies(
    'scope-mc99-stop-abroad',
    sayMc99('mc99.scope.stop-abroad', { country: { country: home }, city: stop.city, iata: stop.iata }),
    `${ART_1_2} (agreed stopping place in another State); ${MC99_SOURCE_LIST}`,
  );
}

function notParty(country: string, date: string | undefined): ScopeDecision {
  const party = Object.hasOwn(MC99_PARTIES, country) ? MC99_PARTIES[country] : undefined;
  if (party && date !== undefined) {
    return doesNotApply(
      'mc99-not-yet-party',
      sayMc99('mc99.scope.not-yet-party', { country: { country }, since: { date: party.inForce }, date: { date } }),
      `${ART_1_2}, Art. 53(7); ${MC99_SOURCE_LIST}`,
    );
  }
  const other = Object.hasOwn(NOT_PARTIES, country) ? NOT_PARTIES[country] : undefined;
  if (other) {
    return doesNotApply('mc99-not-party', sayMc99('mc99.scope.not-party-warsaw', { country: { country } }), `${ART_1_2}; ${other.source}; ${other.instead}`);
  }
  // Our table holds the parties our passengers fly between, not all of ICAO's list: say so.
  return doesNotApply('mc99-party-unknown', sayMc99('mc99.scope.party-unknown', { country: { country } }), `${ART_1_2}; ${MC99_SOURCE_LIST}`);
}
