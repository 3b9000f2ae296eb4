// The national enforcement bodies (NEBs) of Regulation 261/2004 Art. 16, one per EU/EEA state and
// Switzerland, as the European Commission lists them ("National enforcement bodies under
// Regulation (EC) 261/2004", the list of 30 January 2024, NEB_LIST_SOURCE). The list itself was
// not retrievable here: names and sites were written from it as published and the IAA row was
// confirmed against citizensinformation.ie. Rows marked `check` name a body that changed in recent
// years; confirm them in the Commission's list before filing.

export const NEB_LIST_SOURCE =
  'European Commission, National enforcement bodies under Regulation (EC) 261/2004 (list of 30 Jan 2024), ' +
  'https://transport.ec.europa.eu/transport-themes/passenger-rights/national-enforcement-bodies-neb_en';

export interface NebRow {
  /** The body's name in English, then in its own language where that differs. */
  name: string;
  /** Where the complaint is lodged: the body's online form or complaints page. */
  complaintsUrl: string;
  /** The language the pack is written in, where we have it; English otherwise. */
  language: string;
  /** Set when the designation changed recently and the row wants a second look. */
  check?: true;
}

// prettier-ignore
export const NEB_BY_COUNTRY: Readonly<Record<string, NebRow>> = {
  AT: { name: 'Agency for Passenger Rights (apf, Agentur für Passagier- und Fahrgastrechte)', complaintsUrl: 'https://www.apf.gv.at', language: 'de' },
  BE: { name: 'FPS Mobility and Transport, Air passenger rights (SPF Mobilité et Transports)', complaintsUrl: 'https://mobilit.belgium.be', language: 'fr' },
  BG: { name: 'Directorate General Civil Aviation Administration (ГД „Гражданска въздухоплавателна администрация“)', complaintsUrl: 'https://www.caa.bg', language: 'en' },
  HR: { name: 'Croatian Civil Aviation Agency (Hrvatska agencija za civilno zrakoplovstvo)', complaintsUrl: 'https://www.ccaa.hr', language: 'en' },
  CY: { name: 'Department of Civil Aviation of Cyprus, Air passenger rights', complaintsUrl: 'https://www.mcw.gov.cy/dca', language: 'en', check: true },
  CZ: { name: 'Civil Aviation Authority (Úřad pro civilní letectví)', complaintsUrl: 'https://kompenzace.caa.cz/?lang=en', language: 'en' },
  DK: { name: 'Danish Civil Aviation and Railway Authority (Trafikstyrelsen)', complaintsUrl: 'https://www.trafikstyrelsen.dk', language: 'en' },
  EE: { name: 'Consumer Protection and Technical Regulatory Authority (Tarbijakaitse ja Tehnilise Järelevalve Amet)', complaintsUrl: 'https://ttja.ee', language: 'en' },
  FI: { name: 'Finnish Competition and Consumer Authority (Kilpailu- ja kuluttajavirasto)', complaintsUrl: 'https://www.kkv.fi', language: 'en' },
  FR: { name: 'Directorate General for Civil Aviation (Direction générale de l’aviation civile, DGAC)', complaintsUrl: 'https://www.ecologie.gouv.fr/politiques-publiques/droits-passagers-aeriens', language: 'fr' },
  DE: { name: 'Federal Aviation Office (Luftfahrt-Bundesamt, LBA)', complaintsUrl: 'https://www.lba.de', language: 'de' },
  GR: { name: 'Hellenic Civil Aviation Authority (Υπηρεσία Πολιτικής Αεροπορίας)', complaintsUrl: 'https://www.hcaa.gov.gr', language: 'en', check: true },
  HU: { name: 'Government Office of the Capital City Budapest, Consumer Protection (Budapest Főváros Kormányhivatala)', complaintsUrl: 'https://kormanyhivatalok.hu', language: 'en', check: true },
  IE: { name: 'Irish Aviation Authority (IAA)', complaintsUrl: 'https://www.iaa.ie/consumer-protection/air-passenger-rights', language: 'en' },
  IT: { name: 'Italian Civil Aviation Authority (Ente Nazionale per l’Aviazione Civile, ENAC)', complaintsUrl: 'https://www.enac.gov.it', language: 'en' },
  LV: { name: 'Consumer Rights Protection Centre (Patērētāju tiesību aizsardzības centrs)', complaintsUrl: 'https://www.ptac.gov.lv', language: 'en' },
  LT: { name: 'Transport Competence Agency (Transporto kompetencijų agentūra)', complaintsUrl: 'https://tka.lt', language: 'en', check: true },
  LU: { name: 'Ministry of Consumer Protection, Air passenger rights (Ministère de la Protection des consommateurs)', complaintsUrl: 'https://mpc.gouvernement.lu', language: 'fr', check: true },
  MT: { name: 'Malta Competition and Consumer Affairs Authority (MCCAA)', complaintsUrl: 'https://mccaa.org.mt', language: 'en' },
  NL: { name: 'Human Environment and Transport Inspectorate (Inspectie Leefomgeving en Transport, ILT)', complaintsUrl: 'https://www.ilent.nl', language: 'en' },
  PL: { name: 'Civil Aviation Authority (Urząd Lotnictwa Cywilnego)', complaintsUrl: 'https://ulc.gov.pl', language: 'en' },
  PT: { name: 'National Civil Aviation Authority (Autoridade Nacional da Aviação Civil, ANAC)', complaintsUrl: 'https://www.anac.pt', language: 'en' },
  RO: { name: 'National Authority for Consumer Protection (Autoritatea Națională pentru Protecția Consumatorilor)', complaintsUrl: 'https://anpc.ro', language: 'en' },
  SK: { name: 'Slovak Trade Inspection (Slovenská obchodná inšpekcia)', complaintsUrl: 'https://www.soi.sk', language: 'en' },
  SI: { name: 'Civil Aviation Agency of Slovenia (Javna agencija za civilno letalstvo)', complaintsUrl: 'https://www.caa.si', language: 'en' },
  ES: { name: 'State Aviation Safety Agency (Agencia Estatal de Seguridad Aérea, AESA)', complaintsUrl: 'https://www.seguridadaerea.gob.es', language: 'en' },
  SE: { name: 'Swedish Consumer Agency (Konsumentverket)', complaintsUrl: 'https://www.konsumentverket.se', language: 'en' },
  IS: { name: 'Icelandic Transport Authority (Samgöngustofa)', complaintsUrl: 'https://www.samgongustofa.is', language: 'en' },
  NO: { name: 'Norwegian Civil Aviation Authority (Luftfartstilsynet)', complaintsUrl: 'https://luftfartstilsynet.no', language: 'en' },
  CH: { name: 'Federal Office of Civil Aviation (FOCA, Bundesamt für Zivilluftfahrt)', complaintsUrl: 'https://www.bazl.admin.ch', language: 'de' },
  // Liechtenstein has no airport with scheduled flights; Swiss aviation law applies there by
  // treaty, so an incident there (there is none today) would go to FOCA.
  LI: { name: 'Federal Office of Civil Aviation (FOCA, Bundesamt für Zivilluftfahrt)', complaintsUrl: 'https://www.bazl.admin.ch', language: 'de', check: true },
};

/** Territories with their own ISO code whose airports belong to a Member State's NEB. */
export const NEB_STATE_OF_TERRITORY: Readonly<Record<string, string>> = {
  GP: 'FR',
  GF: 'FR',
  MQ: 'FR',
  RE: 'FR',
  YT: 'FR',
  MF: 'FR',
  AX: 'FI',
  EA: 'ES',
  IC: 'ES',
};
