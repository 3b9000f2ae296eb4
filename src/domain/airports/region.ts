// Which passenger-rights area a country or an airport belongs to. Hand-kept on purpose: the
// legal map does not follow ISO codes one-to-one (research/domain.md §1.1, §5).
import type { Airport } from './airport.ts';

/**
 * EU: where EC 261/2004 counts an airport as "in the territory of a Member State" (EU-27 with
 * its outermost regions, plus the EEA states and Switzerland, which apply the Regulation by
 * agreement). UK: Great Britain and Northern Ireland only (UK261). TR: Turkey (SHY-YOLCU).
 * US: the United States with its territories (14 CFR 250).
 */
export type Region = 'EU' | 'UK' | 'TR' | 'US' | 'OTHER';

/** The 27 EU member states (ISO 3166 alpha-2). */
export const EU_MEMBER_STATES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
// Outermost regions (TFEU Art. 349) with their own ISO codes; the Canaries, Azores and Madeira
// are coded ES/PT already. Åland (AX) and Ceuta/Melilla (EA) are EU territory too.
const EU_OUTERMOST_AND_SPECIAL = ['GP', 'GF', 'MQ', 'RE', 'YT', 'MF', 'AX', 'EA', 'IC'];
// EEA states and Switzerland (EU–Swiss Air Transport Agreement) apply EC 261/2004.
const EEA_AND_SWITZERLAND = ['IS', 'NO', 'LI', 'CH'];
const US_AND_TERRITORIES = ['US', 'PR', 'VI', 'GU', 'AS', 'MP'];

// Deliberately absent, so 'OTHER': overseas countries and territories (PF, NC, BL since 2012,
// SX, AW, CW, BQ, GL, PM, WF), the Faroes (FO), Gibraltar (GI; Art. 1(2) suspension, now
// British), the Crown Dependencies (JE, GG, IM: not part of the UK either).

const REGION_BY_COUNTRY = new Map<string, Region>([
  ...[...EU_MEMBER_STATES, ...EU_OUTERMOST_AND_SPECIAL, ...EEA_AND_SWITZERLAND].map((c): [string, Region] => [c, 'EU']),
  ['GB', 'UK'],
  ['TR', 'TR'],
  ...US_AND_TERRITORIES.map((c): [string, Region] => [c, 'US']),
]);

/**
 * Airports whose ISO country says EU but which lie outside the EU/EEA legal order. OurAirports
 * codes Svalbard as NO (the EEA Agreement does not extend to it) and Northern Cyprus as CY
 * (the acquis is suspended there, Protocol 10 to the 2003 Act of Accession).
 */
const OUTSIDE_REGION_AIRPORTS: Readonly<Record<string, string>> = {
  LYR: 'Svalbard lies outside the EEA',
  ECN: 'Northern Cyprus: EU law is suspended there',
  GEC: 'Northern Cyprus: EU law is suspended there',
};

export function regionOfCountry(country: string): Region {
  return REGION_BY_COUNTRY.get(country.toUpperCase()) ?? 'OTHER';
}

export function regionOfAirport(airport: Pick<Airport, 'iata' | 'country'>): Region {
  if (OUTSIDE_REGION_AIRPORTS[airport.iata]) return 'OTHER';
  return regionOfCountry(airport.country);
}
