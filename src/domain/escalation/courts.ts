// Where the passenger may sue the airline, and whether the European Small Claims Procedure is open.
// Brussels I bis (Reg. 1215/2012) Art. 7(1)(b): a contract for air transport is performed at the
// place of departure and at the place of arrival, and the passenger may choose either (Rehder
// C-204/08, para 47); for connecting flights on one booking, the first departure and the final
// arrival (flightright C-274/16, para 77). Art. 4 and 63: the carrier's seat. Where the carrier
// has no seat in the EU, Art. 6 leaves jurisdiction to national law, which courts usually read the
// same way; the passenger is told so.
import { findAirport } from '../airports/directory.ts';
import { regionOfCountry } from '../airports/region.ts';
import { findAirline } from '../airlines/directory.ts';
import type { Leg } from '../compensation/journey-facts.ts';
import type { SaidMessage } from '../text/message.ts';
import { sayEscalation } from './messages.ts';

export interface CourtFacts {
  /** One booking, in flight order. */
  legs: Leg[];
  disruptedLegIndex?: number;
  /** ISO country where the passenger lives. */
  passengerCountry?: string;
  /** What is claimed, before interest and costs, in euro cents. */
  claimEuroCents?: number;
}

export type CourtBasis = 'departure' | 'arrival' | 'carrier-seat';

export interface CourtOption {
  basis: CourtBasis;
  /** ISO 3166-1 alpha-2 of the court's state. */
  country: string;
  /** The town whose court is competent (the airport's city), absent for the carrier's seat. */
  place?: string;
  airport?: string;
  /** The European Small Claims Procedure can be used before this court. */
  smallClaims: boolean;
  source: string;
  /** Why this court: its message id and values, and the English (messages.ts). */
  why: SaidMessage;
}

export interface CompetentCourts {
  courts: CourtOption[];
  smallClaims: { open: boolean; why: SaidMessage; source: string };
}

/** Reg. 861/2007 Art. 2(1) as amended by Reg. 2015/2421 (from 14 July 2017): up to €5,000. */
export const SMALL_CLAIMS_LIMIT_EURO_CENTS = 500_000;
const SMALL_CLAIMS_SOURCE = 'Reg. 861/2007 Art. 2(1) and 3 as amended by Reg. 2015/2421; Art. 2(3): not Denmark';
const BRUSSELS = 'Brussels I bis (Reg. 1215/2012)';

export function competentCourts(facts: CourtFacts): CompetentCourts {
  const first = facts.legs[0];
  const last = facts.legs[facts.legs.length - 1];
  if (!first || !last) return { courts: [], smallClaims: closed(sayEscalation('escalation.small-claims.no-flight')) };
  const carrier = (facts.legs[facts.disruptedLegIndex ?? 0] ?? first).operatingCarrier;
  const carrierSeat = findAirline(carrier)?.licence;
  const options: Omit<CourtOption, 'smallClaims'>[] = [];
  const departure = placeOf(first.from);
  if (departure) {
    options.push({
      basis: 'departure',
      ...departure,
      source: `${BRUSSELS} Art. 7(1)(b); Rehder C-204/08; flightright C-274/16`,
      why: sayEscalation('escalation.court.departure', { place: departure.place, airport: first.from }),
    });
  }
  const arrival = placeOf(last.to);
  if (arrival) {
    options.push({
      basis: 'arrival',
      ...arrival,
      source: `${BRUSSELS} Art. 7(1)(b); Rehder C-204/08; flightright C-274/16`,
      why: sayEscalation('escalation.court.arrival', { place: arrival.place, airport: last.to }),
    });
  }
  if (carrierSeat) {
    options.push({
      basis: 'carrier-seat',
      country: carrierSeat,
      source: `${BRUSSELS} Art. 4 and 63`,
      why: sayEscalation('escalation.court.carrier-seat', { airline: carrier, country: { country: carrierSeat } }),
    });
  }
  const courts = options.map((option) => ({ ...option, smallClaims: smallClaimsBefore(option.country, facts, carrierSeat) }));
  return { courts, smallClaims: smallClaimsSummary(courts, facts) };
}

function placeOf(iata: string): { country: string; place: string; airport: string } | undefined {
  const airport = findAirport(iata);
  return airport ? { country: airport.country, place: airport.city, airport: airport.iata } : undefined;
}

// Art. 3(1): cross-border when at least one party lives in another Member State than the court's.
function smallClaimsBefore(courtCountry: string, facts: CourtFacts, carrierSeat: string | undefined): boolean {
  if (!isSmallClaimsState(courtCountry)) return false;
  if (facts.claimEuroCents === undefined || facts.claimEuroCents > SMALL_CLAIMS_LIMIT_EURO_CENTS) return false;
  const parties = [facts.passengerCountry, carrierSeat].filter((c): c is string => c !== undefined);
  return parties.some((country) => isSmallClaimsState(country) && country !== courtCountry);
}

// EU Member States bound by Reg. 861/2007: all but Denmark; EEA, Swiss and UK courts are outside it.
const EEA_AND_SWITZERLAND = new Set(['IS', 'NO', 'LI', 'CH']);
function isSmallClaimsState(country: string): boolean {
  return regionOfCountry(country) === 'EU' && country !== 'DK' && !EEA_AND_SWITZERLAND.has(country);
}

function smallClaimsSummary(courts: CourtOption[], facts: CourtFacts): CompetentCourts['smallClaims'] {
  if (facts.claimEuroCents === undefined) return closed(sayEscalation('escalation.small-claims.amount-unknown'));
  if (facts.claimEuroCents > SMALL_CLAIMS_LIMIT_EURO_CENTS) {
    return closed(sayEscalation('escalation.small-claims.above-limit', { limit: { amount: SMALL_CLAIMS_LIMIT_EURO_CENTS / 100, currency: 'EUR' } }));
  }
  if (courts.some((court) => court.smallClaims)) {
    return { open: true, why: sayEscalation('escalation.small-claims.open'), source: SMALL_CLAIMS_SOURCE };
  }
  return closed(sayEscalation('escalation.small-claims.not-cross-border'));
}

function closed(why: SaidMessage): CompetentCourts['smallClaims'] {
  return { open: false, why, source: SMALL_CLAIMS_SOURCE };
}
