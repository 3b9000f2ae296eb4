// Airlines serving Europe, the Gulf, Turkey, Iran and the major hubs, with their official
// websites. Kept in no particular order; sortAirlines() orders them for display.

export interface AirlineEntry {
  name: string;
  /** Two-character IATA designator. */
  iata: string;
  /** Home country. */
  country: string;
  /** Official website (https). */
  website: string;
}

export const AIRLINE_DIRECTORY: readonly AirlineEntry[] = [
  { name: 'Lufthansa', iata: 'LH', country: 'Germany', website: 'https://www.lufthansa.com' },
  { name: 'Emirates', iata: 'EK', country: 'United Arab Emirates', website: 'https://www.emirates.com' },
  { name: 'Etihad Airways', iata: 'EY', country: 'United Arab Emirates', website: 'https://www.etihad.com' },
  { name: 'flydubai', iata: 'FZ', country: 'United Arab Emirates', website: 'https://www.flydubai.com' },
  { name: 'Air Arabia', iata: 'G9', country: 'United Arab Emirates', website: 'https://www.airarabia.com' },
  { name: 'Qatar Airways', iata: 'QR', country: 'Qatar', website: 'https://www.qatarairways.com' },
  { name: 'Gulf Air', iata: 'GF', country: 'Bahrain', website: 'https://www.gulfair.com' },
  { name: 'Oman Air', iata: 'WY', country: 'Oman', website: 'https://www.omanair.com' },
  { name: 'SalamAir', iata: 'OV', country: 'Oman', website: 'https://www.salamair.com' },
  { name: 'Kuwait Airways', iata: 'KU', country: 'Kuwait', website: 'https://www.kuwaitairways.com' },
  { name: 'Jazeera Airways', iata: 'J9', country: 'Kuwait', website: 'https://www.jazeeraairways.com' },
  { name: 'Saudia', iata: 'SV', country: 'Saudi Arabia', website: 'https://www.saudia.com' },
  { name: 'flynas', iata: 'XY', country: 'Saudi Arabia', website: 'https://www.flynas.com' },
  { name: 'Royal Jordanian', iata: 'RJ', country: 'Jordan', website: 'https://www.rj.com' },
  { name: 'Middle East Airlines', iata: 'ME', country: 'Lebanon', website: 'https://www.mea.com.lb' },
  { name: 'EgyptAir', iata: 'MS', country: 'Egypt', website: 'https://www.egyptair.com' },
  { name: 'El Al', iata: 'LY', country: 'Israel', website: 'https://www.elal.com' },
  { name: 'Iran Air', iata: 'IR', country: 'Iran', website: 'https://www.iranair.com' },
  { name: 'Mahan Air', iata: 'W5', country: 'Iran', website: 'https://www.mahan.aero' },
  { name: 'Iran Aseman Airlines', iata: 'EP', country: 'Iran', website: 'https://www.iaa.ir' },
  { name: 'Qeshm Air', iata: 'QB', country: 'Iran', website: 'https://www.qeshm-air.com' },
  { name: 'Kish Air', iata: 'Y9', country: 'Iran', website: 'https://www.kishairlines.ir' },
  { name: 'Caspian Airlines', iata: 'RV', country: 'Iran', website: 'https://www.caspian.aero' },
  { name: 'ATA Airlines', iata: 'I3', country: 'Iran', website: 'https://www.ataair.ir' },
  { name: 'Turkish Airlines', iata: 'TK', country: 'Turkey', website: 'https://www.turkishairlines.com' },
  { name: 'Pegasus Airlines', iata: 'PC', country: 'Turkey', website: 'https://www.flypgs.com' },
  { name: 'AJet', iata: 'VF', country: 'Turkey', website: 'https://ajet.com' },
  { name: 'SunExpress', iata: 'XQ', country: 'Turkey', website: 'https://www.sunexpress.com' },
  { name: 'Azerbaijan Airlines', iata: 'J2', country: 'Azerbaijan', website: 'https://www.azal.az' },
  { name: 'Pakistan International Airlines', iata: 'PK', country: 'Pakistan', website: 'https://www.piac.com.pk' },
  { name: 'Air India', iata: 'AI', country: 'India', website: 'https://www.airindia.com' },
  { name: 'IndiGo', iata: '6E', country: 'India', website: 'https://www.goindigo.in' },
  { name: 'Singapore Airlines', iata: 'SQ', country: 'Singapore', website: 'https://www.singaporeair.com' },
  { name: 'Cathay Pacific', iata: 'CX', country: 'Hong Kong', website: 'https://www.cathaypacific.com' },
  { name: 'Ethiopian Airlines', iata: 'ET', country: 'Ethiopia', website: 'https://www.ethiopianairlines.com' },
  { name: 'Royal Air Maroc', iata: 'AT', country: 'Morocco', website: 'https://www.royalairmaroc.com' },
  { name: 'Air France', iata: 'AF', country: 'France', website: 'https://www.airfrance.com' },
  { name: 'KLM Royal Dutch Airlines', iata: 'KL', country: 'Netherlands', website: 'https://www.klm.com' },
  { name: 'Transavia', iata: 'HV', country: 'Netherlands', website: 'https://www.transavia.com' },
  { name: 'British Airways', iata: 'BA', country: 'United Kingdom', website: 'https://www.britishairways.com' },
  { name: 'Virgin Atlantic', iata: 'VS', country: 'United Kingdom', website: 'https://www.virginatlantic.com' },
  { name: 'easyJet', iata: 'U2', country: 'United Kingdom', website: 'https://www.easyjet.com' },
  { name: 'Ryanair', iata: 'FR', country: 'Ireland', website: 'https://www.ryanair.com' },
  { name: 'Aer Lingus', iata: 'EI', country: 'Ireland', website: 'https://www.aerlingus.com' },
  { name: 'Iberia', iata: 'IB', country: 'Spain', website: 'https://www.iberia.com' },
  { name: 'Vueling', iata: 'VY', country: 'Spain', website: 'https://www.vueling.com' },
  { name: 'Air Europa', iata: 'UX', country: 'Spain', website: 'https://www.aireuropa.com' },
  { name: 'TAP Air Portugal', iata: 'TP', country: 'Portugal', website: 'https://www.flytap.com' },
  { name: 'ITA Airways', iata: 'AZ', country: 'Italy', website: 'https://www.ita-airways.com' },
  { name: 'SWISS', iata: 'LX', country: 'Switzerland', website: 'https://www.swiss.com' },
  { name: 'Austrian Airlines', iata: 'OS', country: 'Austria', website: 'https://www.austrian.com' },
  { name: 'Brussels Airlines', iata: 'SN', country: 'Belgium', website: 'https://www.brusselsairlines.com' },
  { name: 'Eurowings', iata: 'EW', country: 'Germany', website: 'https://www.eurowings.com' },
  { name: 'Condor', iata: 'DE', country: 'Germany', website: 'https://www.condor.com' },
  { name: 'SAS Scandinavian Airlines', iata: 'SK', country: 'Denmark, Norway and Sweden', website: 'https://www.flysas.com' },
  { name: 'Norwegian', iata: 'DY', country: 'Norway', website: 'https://www.norwegian.com' },
  { name: 'Finnair', iata: 'AY', country: 'Finland', website: 'https://www.finnair.com' },
  { name: 'Icelandair', iata: 'FI', country: 'Iceland', website: 'https://www.icelandair.com' },
  { name: 'airBaltic', iata: 'BT', country: 'Latvia', website: 'https://www.airbaltic.com' },
  { name: 'LOT Polish Airlines', iata: 'LO', country: 'Poland', website: 'https://www.lot.com' },
  { name: 'Wizz Air', iata: 'W6', country: 'Hungary', website: 'https://wizzair.com' },
  { name: 'Aegean Airlines', iata: 'A3', country: 'Greece', website: 'https://en.aegeanair.com' },
  { name: 'Croatia Airlines', iata: 'OU', country: 'Croatia', website: 'https://www.croatiaairlines.com' },
  { name: 'American Airlines', iata: 'AA', country: 'United States', website: 'https://www.aa.com' },
  { name: 'Delta Air Lines', iata: 'DL', country: 'United States', website: 'https://www.delta.com' },
  { name: 'United Airlines', iata: 'UA', country: 'United States', website: 'https://www.united.com' },
];

/** A copy of the directory sorted by name (case- and accent-insensitive, English collation). */
export function sortAirlines(list: readonly AirlineEntry[] = AIRLINE_DIRECTORY): AirlineEntry[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
