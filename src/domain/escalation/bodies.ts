// Which body takes the passenger's complaint once the airline refused or stayed silent, and why.
// EU 261: the NEB of the state where the incident happened (Art. 16(1)-(2)); UK261: the airline's
// ADR scheme, else the CAA; SHY-YOLCU: the SHGM; the UAE: the GCAA or Dubai's DCAA; US DOT: the
// Department's air travel complaint form.
import { findAirport } from '../airports/directory.ts';
import type { Leg } from '../compensation/journey-facts.ts';
import type { Regime } from '../compensation/assessment.ts';
import { regionOfCountry } from '../airports/region.ts';
import { NEB_BY_COUNTRY, NEB_LIST_SOURCE, NEB_STATE_OF_TERRITORY } from './neb-table.ts';
import { UK_ADR_BODIES, UK_ADR_MEMBERSHIP, UK_ADR_SOURCE, UK_WAITING_DAYS } from './uk-adr.ts';
import { sayEscalation } from './messages.ts';
import type { SaidMessage } from '../text/message.ts';

/** The escalation targets; `court` is handled by competentCourts. */
export type BodyKind = 'neb' | 'adr' | 'shgm' | 'gcaa' | 'dot';

export interface EscalationFacts {
  /** The regime the engine found; absent when none covers the journey. */
  regime?: Regime;
  legs: Leg[];
  disruptedLegIndex?: number;
}

export interface EnforcementBody {
  kind: BodyKind;
  name: string;
  /** ISO 3166-1 alpha-2 of the body's state. */
  country: string;
  complaints: { via: 'online-form'; url: string } | { via: 'address'; address: string };
  /** Days after the complaint to the airline before the body takes the case. */
  waitingDays: number;
  /** The language of the pack we file. */
  language: string;
  source: string;
  /** Why this body: its message id and values, and the English (messages.ts). */
  why: SaidMessage;
}

// The EU complaint form's instructions: complain to the airline first, and to the NEB when it has
// not answered within six weeks or the answer does not satisfy.
const EU_WAITING_DAYS = 42;
const EU_WAITING_SOURCE = 'Air passenger rights EU complaint form (Commission), instructions; Art. 16(2)';

/** The competent body for the claim, or undefined when no body we know takes it. */
export function enforcementBodyFor(facts: EscalationFacts): EnforcementBody | undefined {
  const leg = facts.legs[facts.disruptedLegIndex ?? 0] ?? facts.legs[0];
  if (!leg) return undefined;
  switch (facts.regime) {
    case 'EC261':
      return euBody(leg);
    case 'UK261':
      return ukBody(leg);
    case 'SHY-YOLCU':
      return SHGM;
    case 'US-DOT':
      return DOT;
    default:
      return uaeBody(leg);
  }
}

function countryOf(iata: string): string | undefined {
  const country = findAirport(iata)?.country;
  return country ? (NEB_STATE_OF_TERRITORY[country] ?? country) : undefined;
}

function euBody(leg: Leg): EnforcementBody | undefined {
  const from = countryOf(leg.from);
  const to = countryOf(leg.to);
  const departsEu = from !== undefined && regionOfCountry(from) === 'EU';
  const state = departsEu ? from : to;
  const row = state ? NEB_BY_COUNTRY[state] : undefined;
  if (!state || !row) return undefined;
  const why = departsEu
    ? sayEscalation('escalation.body.neb-departure', { airport: leg.from, country: { country: state } })
    : sayEscalation('escalation.body.neb-arrival', { airport: leg.to, country: { country: state } });
  return {
    kind: 'neb',
    name: row.name,
    country: state,
    complaints: { via: 'online-form', url: row.complaintsUrl },
    waitingDays: EU_WAITING_DAYS,
    language: row.language,
    source: `${NEB_LIST_SOURCE}; ${EU_WAITING_SOURCE}`,
    why,
  };
}

function ukBody(leg: Leg): EnforcementBody {
  const scheme = UK_ADR_MEMBERSHIP[leg.operatingCarrier.toUpperCase()];
  const body = UK_ADR_BODIES[scheme ?? 'PACT'];
  const why = scheme
    ? sayEscalation('escalation.body.adr-member', { airline: leg.operatingCarrier, scheme })
    : sayEscalation('escalation.body.adr-none', { airline: leg.operatingCarrier });
  return {
    kind: 'adr',
    name: body.name,
    country: 'GB',
    complaints: { via: 'online-form', url: body.complaintsUrl },
    waitingDays: UK_WAITING_DAYS,
    language: 'en',
    source: `${UK_ADR_SOURCE}; ADR Regulations 2015 (SI 2015/542)`,
    why,
  };
}

const SHGM: EnforcementBody = {
  kind: 'shgm',
  name: 'Directorate General of Civil Aviation (Sivil Havacılık Genel Müdürlüğü, SHGM), passenger rights complaints',
  country: 'TR',
  complaints: { via: 'online-form', url: 'https://web.shgm.gov.tr' },
  // SHY-YOLCU lets the airline answer first; we give it 30 days before the SHGM.
  waitingDays: 30,
  language: 'tr',
  source: 'SHY-YOLCU (RG 28131) Art. 11 and 15: the SHGM supervises and sanctions; complaints through its portal or e-Devlet',
  why: sayEscalation('escalation.body.shgm'),
};

const DOT: EnforcementBody = {
  kind: 'dot',
  name: 'US Department of Transportation, Office of Aviation Consumer Protection: air travel service complaint',
  country: 'US',
  complaints: { via: 'online-form', url: 'https://secure.dot.gov/air-consumer/service-complaint' },
  // The DOT takes a complaint at any time; the airline must answer it within 60 days (259.7(c)).
  waitingDays: 0,
  language: 'en',
  source: '49 U.S.C. 41712; 14 CFR 259.7(c); https://www.transportation.gov/airconsumer/file-consumer-complaint',
  why: sayEscalation('escalation.body.dot'),
};

// Dubai International (DXB) and Al Maktoum (DWC) are under Dubai's Civil Aviation Authority.
const DUBAI_AIRPORTS = new Set(['DXB', 'DWC']);

function uaeBody(leg: Leg): EnforcementBody | undefined {
  const uaeAirport = [leg.from, leg.to].find((iata) => countryOf(iata) === 'AE');
  if (!uaeAirport) return undefined;
  const dubai = DUBAI_AIRPORTS.has(uaeAirport.toUpperCase());
  return {
    kind: 'gcaa',
    name: dubai ? 'Dubai Civil Aviation Authority (DCAA)' : 'General Civil Aviation Authority of the UAE (GCAA)',
    country: 'AE',
    complaints: { via: 'online-form', url: dubai ? 'https://www.dcaa.gov.ae' : 'https://www.gcaa.gov.ae' },
    waitingDays: 30,
    language: 'en',
    source: 'GCAA Air Passenger Rights (consumer protection) regulation; https://www.gcaa.gov.ae',
    why: sayEscalation(dubai ? 'escalation.body.dcaa' : 'escalation.body.gcaa', { airport: uaeAirport }),
  };
}
