// Airlines passengers meet in Europe, the UK, Turkey, the Gulf and Iran, with the state that
// licenses each *operator* (its air operator certificate / operating licence). EC 261/2004
// Art. 3(1)(b) and UK261 turn on that state, not on the IATA prefix: one brand can fly under
// several licences (easyJet: U2 UK, EC Austria, DS Switzerland; Wizz: W6 Hungary, W4 Malta,
// W9 UK), so we record the licence of the operator that uses the code.
//
// Sources: each entry names the page its licence state was checked against (the operator's
// Wikipedia article, whose infobox gives AOC and base). Cross-checked with the hand-kept
// Community-carrier flags of digitalservicebund/a2j-rechtsantragstelle data/airlines/data.json
// (MIT), correcting where that table treats EEA/Swiss operators as non-EU or lists a code that has
// since been reassigned (3L is Air Arabia Abu Dhabi; Hi Fly is 5K). Before relying on an entry in
// court, confirm it in the licensing authority's register (EU: the Commission's list of operating
// licences under Reg. 1008/2008; UK: CAA Type A licence holders).
/**
 * The Community-carrier flags were last compared, code by code, with a public and maintained list:
 * the German federal claim tool's airline table. Of the 134 codes both hold, these differ, each on
 * purpose (the licence state decides, Art. 2(c)); any other difference is a mistake to fix.
 */
export const COMMUNITY_CARRIER_CROSS_CHECK = {
  source: 'https://github.com/digitalservicebund/a2j-rechtsantragstelle/blob/06901412d0f6dc12cb39d5990cb283fc3e64e9ae/data/airlines/data.json',
  checkedOn: '2026-11-23',
  differences: {
    // EEA and Swiss licences count (EEA Agreement; EU–Swiss Air Transport Agreement); the tool says no.
    DY: 'NO',
    WF: 'NO',
    N0: 'NO',
    FI: 'IS',
    LX: 'CH',
    WK: 'CH',
    DS: 'CH',
    // A French licence (Guadeloupe); the tool says no.
    TX: 'FR',
    // A Turkish licence (SunExpress Güneş Ekspres); the tool says yes.
    XQ: 'TR',
    // The code now belongs to Air Arabia Abu Dhabi; the tool still means Hi Fly (now 5K).
    '3L': 'AE',
  } as Readonly<Record<string, string>>,
} as const;

export interface Airline {
  /** IATA airline designator of the operator. */
  iata: string;
  name: string;
  /** ISO 3166-1 alpha-2 code of the state that issued the operating licence. */
  licence: string;
  source: string;
  note?: string;
}

const wiki = (article: string): string => `https://en.wikipedia.org/wiki/${article}`;

type Entry = [iata: string, name: string, licence: string, article: string, note?: string];

// prettier-ignore
const ENTRIES: Entry[] = [
  // EU member states
  ['LH', 'Lufthansa', 'DE', 'Lufthansa'],
  ['CL', 'Lufthansa CityLine', 'DE', 'Lufthansa_CityLine'],
  ['VL', 'Lufthansa City Airlines', 'DE', 'Lufthansa_City_Airlines'],
  ['EW', 'Eurowings', 'DE', 'Eurowings'],
  ['4Y', 'Discover Airlines', 'DE', 'Discover_Airlines'],
  ['DE', 'Condor', 'DE', 'Condor_(airline)'],
  ['X3', 'TUIfly', 'DE', 'TUIfly'],
  ['HR', 'Hahn Air', 'DE', 'Hahn_Air'],
  ['SR', 'Sundair', 'DE', 'Sundair'],
  ['DI', 'Marabu Airlines', 'EE', 'Marabu_Airlines', 'Licensed in Estonia, though sold in Germany'],
  ['OS', 'Austrian Airlines', 'AT', 'Austrian_Airlines'],
  ['EC', 'easyJet Europe', 'AT', 'EasyJet_Europe', 'Flights are often sold under U2; the operator on the boarding pass decides'],
  ['SN', 'Brussels Airlines', 'BE', 'Brussels_Airlines'],
  ['TB', 'TUI fly Belgium', 'BE', 'TUI_fly_Belgium'],
  ['EN', 'Air Dolomiti', 'IT', 'Air_Dolomiti'],
  ['AZ', 'ITA Airways', 'IT', 'ITA_Airways'],
  ['NO', 'Neos', 'IT', 'Neos_(airline)'],
  ['XZ', 'Aeroitalia', 'IT', 'Aeroitalia'],
  ['AF', 'Air France', 'FR', 'Air_France'],
  ['A5', 'HOP!', 'FR', 'Hop!'],
  ['TO', 'Transavia France', 'FR', 'Transavia_France'],
  ['SS', 'Corsair International', 'FR', 'Corsair_International'],
  ['BF', 'French bee', 'FR', 'French_Bee'],
  ['TX', 'Air Caraïbes', 'FR', 'Air_Caraïbes'],
  ['UU', 'Air Austral', 'FR', 'Air_Austral'],
  ['XK', 'Air Corsica', 'FR', 'Air_Corsica'],
  ['KL', 'KLM Royal Dutch Airlines', 'NL', 'KLM'],
  ['WA', 'KLM Cityhopper', 'NL', 'KLM_Cityhopper'],
  ['HV', 'Transavia', 'NL', 'Transavia'],
  ['OR', 'TUI fly Netherlands', 'NL', 'TUI_fly_Netherlands'],
  ['CD', 'Corendon Dutch Airlines', 'NL', 'Corendon_Dutch_Airlines'],
  ['IB', 'Iberia', 'ES', 'Iberia_(airline)'],
  ['I2', 'Iberia Express', 'ES', 'Iberia_Express'],
  ['YW', 'Air Nostrum', 'ES', 'Air_Nostrum'],
  ['VY', 'Vueling', 'ES', 'Vueling'],
  ['UX', 'Air Europa', 'ES', 'Air_Europa'],
  ['V7', 'Volotea', 'ES', 'Volotea'],
  ['NT', 'Binter Canarias', 'ES', 'Binter_Canarias'],
  ['PU', 'Plus Ultra Líneas Aéreas', 'ES', 'Plus_Ultra_Líneas_Aéreas'],
  ['EB', 'Wamos Air', 'ES', 'Wamos_Air'],
  ['TP', 'TAP Air Portugal', 'PT', 'TAP_Air_Portugal'],
  ['S4', 'Azores Airlines', 'PT', 'Azores_Airlines'],
  ['SP', 'SATA Air Açores', 'PT', 'SATA_Air_Açores'],
  ['5K', 'Hi Fly', 'PT', 'Hi_Fly_(airline)'],
  ['EI', 'Aer Lingus', 'IE', 'Aer_Lingus'],
  ['FR', 'Ryanair', 'IE', 'Ryanair', 'Ryanair DAC; Ryanair UK (RK) and Malta Air (AL) hold other licences'],
  ['EA', 'Emerald Airlines', 'IE', 'Emerald_Airlines'],
  ['AL', 'Malta Air', 'MT', 'Malta_Air'],
  ['LW', 'Lauda Europe', 'MT', 'Lauda_Europe'],
  ['KM', 'KM Malta Airlines', 'MT', 'KM_Malta_Airlines'],
  ['W4', 'Wizz Air Malta', 'MT', 'Wizz_Air_Malta'],
  ['XR', 'Corendon Airlines Europe', 'MT', 'Corendon_Airlines_Europe'],
  ['MI', 'Freebird Airlines Europe', 'MT', 'Freebird_Airlines'],
  ['W6', 'Wizz Air', 'HU', 'Wizz_Air'],
  ['LO', 'LOT Polish Airlines', 'PL', 'LOT_Polish_Airlines'],
  ['RR', 'Buzz', 'PL', 'Buzz_(airline)'],
  ['E4', 'Enter Air', 'PL', 'Enter_Air'],
  ['OK', 'Czech Airlines', 'CZ', 'Czech_Airlines'],
  ['QS', 'Smartwings', 'CZ', 'Smartwings'],
  ['RO', 'TAROM', 'RO', 'TAROM'],
  ['FB', 'Bulgaria Air', 'BG', 'Bulgaria_Air'],
  ['OU', 'Croatia Airlines', 'HR', 'Croatia_Airlines'],
  ['A3', 'Aegean Airlines', 'GR', 'Aegean_Airlines'],
  ['OA', 'Olympic Air', 'GR', 'Olympic_Air'],
  ['GQ', 'Sky Express', 'GR', 'Sky_Express_(Greece)'],
  ['CY', 'Cyprus Airways', 'CY', 'Cyprus_Airways_(2016)'],
  ['U8', 'TUS Airways', 'CY', 'TUS_Airways'],
  ['BT', 'airBaltic', 'LV', 'AirBaltic'],
  ['AY', 'Finnair', 'FI', 'Finnair'],
  ['SK', 'Scandinavian Airlines', 'SE', 'Scandinavian_Airlines', 'SAS operators hold Danish, Norwegian, Swedish or Irish licences: all Community carriers'],
  ['D8', 'Norwegian Air Sweden', 'SE', 'Norwegian_Air_Sweden'],
  ['6B', 'TUIfly Nordic', 'SE', 'TUIfly_Nordic'],
  ['DX', 'DAT (Danish Air Transport)', 'DK', 'Danish_Air_Transport'],
  ['LG', 'Luxair', 'LU', 'Luxair'],
  // EEA states and Switzerland: Community carriers for EC 261/2004 by agreement
  ['DY', 'Norwegian Air Shuttle', 'NO', 'Norwegian_Air_Shuttle'],
  ['WF', 'Widerøe', 'NO', 'Widerøe'],
  ['N0', 'Norse Atlantic Airways', 'NO', 'Norse_Atlantic_Airways'],
  ['FI', 'Icelandair', 'IS', 'Icelandair'],
  ['LX', 'Swiss International Air Lines', 'CH', 'Swiss_International_Air_Lines'],
  ['WK', 'Edelweiss Air', 'CH', 'Edelweiss_Air'],
  ['2L', 'Helvetic Airways', 'CH', 'Helvetic_Airways'],
  ['DS', 'easyJet Switzerland', 'CH', 'EasyJet_Switzerland'],
  // United Kingdom: UK carriers for UK261, not Community carriers since 1 January 2021
  ['BA', 'British Airways', 'GB', 'British_Airways'],
  ['CJ', 'BA CityFlyer', 'GB', 'BA_CityFlyer'],
  ['VS', 'Virgin Atlantic', 'GB', 'Virgin_Atlantic'],
  ['U2', 'easyJet', 'GB', 'EasyJet_UK', 'easyJet UK; flights sold as U2 may be operated by easyJet Europe (EC, Austria) or easyJet Switzerland (DS)'],
  ['LS', 'Jet2.com', 'GB', 'Jet2.com'],
  ['BY', 'TUI Airways', 'GB', 'TUI_Airways'],
  ['RK', 'Ryanair UK', 'GB', 'Ryanair_UK'],
  ['W9', 'Wizz Air UK', 'GB', 'Wizz_Air_UK'],
  ['LM', 'Loganair', 'GB', 'Loganair'],
  ['T3', 'Eastern Airways', 'GB', 'Eastern_Airways'],
  ['ZT', 'Titan Airways', 'GB', 'Titan_Airways'],
  // Faroe Islands and Greenland: outside the EU and the EEA
  ['GL', 'Air Greenland', 'GL', 'Air_Greenland'],
  ['RC', 'Atlantic Airways', 'FO', 'Atlantic_Airways'],
  // Turkey: SHY-YOLCU carriers, not Community carriers
  ['TK', 'Turkish Airlines', 'TR', 'Turkish_Airlines'],
  ['PC', 'Pegasus Airlines', 'TR', 'Pegasus_Airlines'],
  ['VF', 'AJet', 'TR', 'AJet', 'Code VF was Valuair until 2014'],
  ['XQ', 'SunExpress', 'TR', 'SunExpress', 'Turkish AOC (Güneş Ekspres); SunExpress Deutschland (XG) closed in 2020'],
  ['XC', 'Corendon Airlines', 'TR', 'Corendon_Airlines'],
  ['FH', 'Freebird Airlines', 'TR', 'Freebird_Airlines'],
  ['2S', 'Southwind Airlines', 'TR', 'Southwind_Airlines'],
  ['TI', 'Tailwind Airlines', 'TR', 'Tailwind_Airlines'],
  // Gulf and Middle East
  ['EK', 'Emirates', 'AE', 'Emirates_(airline)'],
  ['EY', 'Etihad Airways', 'AE', 'Etihad_Airways'],
  ['FZ', 'flydubai', 'AE', 'Flydubai'],
  ['G9', 'Air Arabia', 'AE', 'Air_Arabia'],
  ['3L', 'Air Arabia Abu Dhabi', 'AE', 'Air_Arabia_Abu_Dhabi'],
  ['QR', 'Qatar Airways', 'QA', 'Qatar_Airways'],
  ['GF', 'Gulf Air', 'BH', 'Gulf_Air'],
  ['WY', 'Oman Air', 'OM', 'Oman_Air'],
  ['OV', 'SalamAir', 'OM', 'SalamAir'],
  ['SV', 'Saudia', 'SA', 'Saudia'],
  ['XY', 'flynas', 'SA', 'Flynas', 'Code XY was "Nas Air" in OpenFlights'],
  ['F3', 'flyadeal', 'SA', 'Flyadeal'],
  ['RX', 'Riyadh Air', 'SA', 'Riyadh_Air'],
  ['KU', 'Kuwait Airways', 'KW', 'Kuwait_Airways'],
  ['J9', 'Jazeera Airways', 'KW', 'Jazeera_Airways'],
  ['RJ', 'Royal Jordanian', 'JO', 'Royal_Jordanian'],
  ['ME', 'Middle East Airlines', 'LB', 'Middle_East_Airlines'],
  ['IA', 'Iraqi Airways', 'IQ', 'Iraqi_Airways'],
  ['LY', 'El Al', 'IL', 'El_Al'],
  ['IZ', 'Arkia', 'IL', 'Arkia'],
  ['6H', 'Israir', 'IL', 'Israir_Airlines'],
  // Iran
  ['IR', 'Iran Air', 'IR', 'Iran_Air'],
  ['W5', 'Mahan Air', 'IR', 'Mahan_Air'],
  ['EP', 'Iran Aseman Airlines', 'IR', 'Iran_Aseman_Airlines'],
  ['QB', 'Qeshm Air', 'IR', 'Qeshm_Air'],
  ['I3', 'ATA Airlines (Iran)', 'IR', 'ATA_Airlines_(Iran)'],
  ['ZV', 'Zagros Airlines', 'IR', 'Zagros_Airlines'],
  ['Y9', 'Kish Air', 'IR', 'Kish_Air'],
  ['JI', 'Meraj Airlines', 'IR', 'Meraj_Airlines'],
  ['B9', 'Iran Airtour', 'IR', 'Iran_Airtour'],
  ['RV', 'Caspian Airlines', 'IR', 'Caspian_Airlines'],
  // Rest of Europe, Caucasus and Central Asia
  ['JU', 'Air Serbia', 'RS', 'Air_Serbia'],
  ['ZB', 'Air Albania', 'AL', 'Air_Albania'],
  ['PS', 'Ukraine International Airlines', 'UA', 'Ukraine_International_Airlines'],
  ['SU', 'Aeroflot', 'RU', 'Aeroflot'],
  ['S7', 'S7 Airlines', 'RU', 'S7_Airlines'],
  ['A9', 'Georgian Airways', 'GE', 'Georgian_Airways'],
  ['J2', 'Azerbaijan Airlines', 'AZ', 'Azerbaijan_Airlines'],
  ['KC', 'Air Astana', 'KZ', 'Air_Astana'],
  ['HY', 'Uzbekistan Airways', 'UZ', 'Uzbekistan_Airways'],
  // Africa
  ['MS', 'EgyptAir', 'EG', 'EgyptAir'],
  ['SM', 'Air Cairo', 'EG', 'Air_Cairo'],
  ['AT', 'Royal Air Maroc', 'MA', 'Royal_Air_Maroc'],
  ['3O', 'Air Arabia Maroc', 'MA', 'Air_Arabia_Maroc'],
  ['TU', 'Tunisair', 'TN', 'Tunisair'],
  ['BJ', 'Nouvelair', 'TN', 'Nouvelair'],
  ['AH', 'Air Algérie', 'DZ', 'Air_Algérie'],
  ['ET', 'Ethiopian Airlines', 'ET', 'Ethiopian_Airlines'],
  ['KQ', 'Kenya Airways', 'KE', 'Kenya_Airways'],
  ['SA', 'South African Airways', 'ZA', 'South_African_Airways'],
  ['WB', 'RwandAir', 'RW', 'RwandAir'],
  ['MK', 'Air Mauritius', 'MU', 'Air_Mauritius'],
  // Americas
  ['AA', 'American Airlines', 'US', 'American_Airlines'],
  ['DL', 'Delta Air Lines', 'US', 'Delta_Air_Lines'],
  ['UA', 'United Airlines', 'US', 'United_Airlines'],
  ['B6', 'JetBlue', 'US', 'JetBlue'],
  ['AS', 'Alaska Airlines', 'US', 'Alaska_Airlines'],
  ['WN', 'Southwest Airlines', 'US', 'Southwest_Airlines'],
  ['NK', 'Spirit Airlines', 'US', 'Spirit_Airlines'],
  ['F9', 'Frontier Airlines', 'US', 'Frontier_Airlines'],
  ['HA', 'Hawaiian Airlines', 'US', 'Hawaiian_Airlines'],
  ['AC', 'Air Canada', 'CA', 'Air_Canada'],
  ['WS', 'WestJet', 'CA', 'WestJet'],
  ['TS', 'Air Transat', 'CA', 'Air_Transat'],
  ['AM', 'Aeroméxico', 'MX', 'Aeroméxico'],
  ['CM', 'Copa Airlines', 'PA', 'Copa_Airlines'],
  ['AV', 'Avianca', 'CO', 'Avianca'],
  ['LA', 'LATAM Airlines', 'CL', 'LATAM_Airlines_Chile'],
  ['JJ', 'LATAM Airlines Brasil', 'BR', 'LATAM_Airlines_Brasil'],
  ['G3', 'Gol Linhas Aéreas', 'BR', 'Gol_Linhas_Aéreas_Inteligentes'],
  ['AD', 'Azul Brazilian Airlines', 'BR', 'Azul_Brazilian_Airlines'],
  ['AR', 'Aerolíneas Argentinas', 'AR', 'Aerolíneas_Argentinas'],
  // Asia and Oceania
  ['SQ', 'Singapore Airlines', 'SG', 'Singapore_Airlines'],
  ['TR', 'Scoot', 'SG', 'Scoot'],
  ['CX', 'Cathay Pacific', 'HK', 'Cathay_Pacific'],
  ['NH', 'All Nippon Airways', 'JP', 'All_Nippon_Airways'],
  ['JL', 'Japan Airlines', 'JP', 'Japan_Airlines'],
  ['KE', 'Korean Air', 'KR', 'Korean_Air'],
  ['OZ', 'Asiana Airlines', 'KR', 'Asiana_Airlines'],
  ['CA', 'Air China', 'CN', 'Air_China'],
  ['MU', 'China Eastern Airlines', 'CN', 'China_Eastern_Airlines'],
  ['CZ', 'China Southern Airlines', 'CN', 'China_Southern_Airlines'],
  ['HU', 'Hainan Airlines', 'CN', 'Hainan_Airlines'],
  ['BR', 'EVA Air', 'TW', 'EVA_Air'],
  ['CI', 'China Airlines', 'TW', 'China_Airlines'],
  ['TG', 'Thai Airways International', 'TH', 'Thai_Airways_International'],
  ['MH', 'Malaysia Airlines', 'MY', 'Malaysia_Airlines'],
  ['AK', 'AirAsia', 'MY', 'AirAsia'],
  ['GA', 'Garuda Indonesia', 'ID', 'Garuda_Indonesia'],
  ['VN', 'Vietnam Airlines', 'VN', 'Vietnam_Airlines'],
  ['PR', 'Philippine Airlines', 'PH', 'Philippine_Airlines'],
  ['AI', 'Air India', 'IN', 'Air_India'],
  ['6E', 'IndiGo', 'IN', 'IndiGo'],
  ['PK', 'Pakistan International Airlines', 'PK', 'Pakistan_International_Airlines'],
  ['UL', 'SriLankan Airlines', 'LK', 'SriLankan_Airlines'],
  ['QF', 'Qantas', 'AU', 'Qantas'],
  ['VA', 'Virgin Australia', 'AU', 'Virgin_Australia'],
  ['NZ', 'Air New Zealand', 'NZ', 'Air_New_Zealand'],
];

export const AIRLINES: readonly Airline[] = ENTRIES.map(([iata, name, licence, article, note]) => ({
  iata,
  name,
  licence,
  source: wiki(article),
  ...(note ? { note } : {}),
}));
