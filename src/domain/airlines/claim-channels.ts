// How each airline takes a compensation claim: its channels (e-mail, web form, post), the languages
// it answers in, whether its terms make the passenger claim directly first, and its ADR scheme.
// Each row names the page it was checked against and when, like the licence table (airlines.ts).
// 'not-known-yet' is a value of its own: we show it as such instead of guessing an address.
// The shape learns from digitalservicebund/a2j-rechtsantragstelle's per-airline `arbitrationBoard`.
// An admin's correction (stored with who and when) takes precedence: see claim-channel.ts.

export const NOT_KNOWN_YET = 'not-known-yet' as const;
export type NotKnownYet = typeof NOT_KNOWN_YET;

export type ClaimChannelKind = 'email' | 'web-form' | 'post';
/** ISO 639-1 codes of the languages the airline answers claims in. */
export type AnswerLanguage = string;

export interface ClaimChannel {
  kind: ClaimChannelKind;
  /** E-mail address (kind 'email') or postal address (kind 'post'). */
  address?: string;
  /** The web form (kind 'web-form'). */
  url?: string;
  languages: readonly AnswerLanguage[];
}

export interface AdrScheme {
  name: string;
  url: string;
}

/** A row of the shipped table (the IATA code is its key). */
export interface ClaimChannelRow {
  /** The languages it answers claims in (its site's languages where no channel is known yet). */
  languages: readonly AnswerLanguage[];
  /** Empty: no channel is known yet. */
  channels: readonly ClaimChannel[];
  /** The airline's terms make the passenger claim directly first (before a representative may). */
  directFirst: boolean | NotKnownYet;
  adr?: AdrScheme | NotKnownYet;
  source: string;
  /** YYYY-MM-DD */
  checkedOn: string;
}

const AVIATION_ADR: AdrScheme = { name: 'AviationADR', url: 'https://www.aviationadr.org.uk' };
const CEDR: AdrScheme = { name: 'CEDR Aviation Adjudication Scheme', url: 'https://www.cedr.com/aviation' };
const CHECKED = '2026-11-29';

const webForm = (url: string, languages: readonly string[]): ClaimChannel => ({ kind: 'web-form', url, languages });
const post = (address: string, languages: readonly string[]): ClaimChannel => ({ kind: 'post', address, languages });

/** Nothing about the channel is known yet: the agent finds it and an admin records it. */
const unknownRow = (source: string, languages: readonly string[] = ['en']): ClaimChannelRow => ({
  channels: [],
  languages,
  directFirst: NOT_KNOWN_YET,
  adr: NOT_KNOWN_YET,
  source,
  checkedOn: CHECKED,
});

const LUFTHANSA_FORM = 'https://www.lufthansa.com/at/de/fast-compensation';
const RYANAIR_HELP = 'https://help.ryanair.com/hc/en-ie/articles/360017825538';
const TURKISH_FEEDBACK = 'https://www.turkishairlines.com/en-int/any-questions/customer-relations/feedback/';
const CAA_ADR = 'https://www.caa.co.uk/passengers-and-public/resolving-travel-problems/how-the-caa-can-help/alternative-dispute-resolution/';
// The airlines' own pages (each row below names what it says).
const ETIHAD_EU_NOTICE = 'https://etihad.com/en-dz/legal/rules-and-notices';
const ETIHAD_FEEDBACK = 'https://etihad.com/feedback';
const AIR_ARABIA_HELP = 'https://www.airarabia.com/es/customer-service-search';
const JET2_CLAIMS = 'https://www.jet2.com/en/delays-and-cancellations';
const VIRGIN_EU_CLAIMS = 'https://help.virginatlantic.com/gb/en/flight-disruptions/eu-claims.html';
const VIRGIN_TERMS_17 = 'https://www.virginatlantic.com/hk/en/help-centre/conditions-of-carriage/article-17.html';
const NORWEGIAN_DELAYS = 'http://www.norwegian.com/us/customer-services/travel-information/irregularities/delays-/';
const SAS_CLAIM_FORM = 'https://www.care.flysas.com/SelfService/FeedbackForm/Sections/DeniedBoarding';
const SWISS_CLAIM_FORM = 'https://swiss.com/xx/el/customer-support/contact-us/application-for-compensation-in-the-event-of-flight-irregularities';

export const CLAIM_CHANNELS: Readonly<Record<string, ClaimChannelRow>> = {
  // The form takes claims "als Dritter im Auftrag des Reisenden" with a power of attorney.
  LH: {
    languages: ['de', 'en'],
    channels: [webForm(LUFTHANSA_FORM, ['de', 'en'])],
    directFirst: false,
    adr: NOT_KNOWN_YET,
    source: LUFTHANSA_FORM,
    checkedOn: CHECKED,
  },
  // Terms clause 15.2: claim directly first; upheld by the English courts (Bott & Co v Ryanair,
  // Court of Appeal). Complaints go to AviationADR.
  FR: {
    languages: ['en'],
    channels: [webForm(RYANAIR_HELP, ['en'])],
    directFirst: true,
    adr: AVIATION_ADR,
    source: `${RYANAIR_HELP}; https://www.thetimes.co.uk/article/ruling-backs-ryanair-claims-system-kd0p2sxk3`,
    checkedOn: CHECKED,
  },
  // The feedback form takes SHY-YOLCU compensation requests.
  TK: {
    languages: ['tr', 'en'],
    channels: [webForm(TURKISH_FEEDBACK, ['tr', 'en'])],
    directFirst: false,
    adr: NOT_KNOWN_YET,
    source: TURKISH_FEEDBACK,
    checkedOn: CHECKED,
  },
  // CEDR adjudicates BA's UK261 disputes (CEDR decisions on BA cases since 2018).
  BA: { ...unknownRow(CAA_ADR), adr: CEDR },
  U2: unknownRow(CAA_ADR),
  EC: unknownRow('https://en.wikipedia.org/wiki/EasyJet_Europe'),
  DS: unknownRow('https://en.wikipedia.org/wiki/EasyJet_Switzerland'),
  KL: unknownRow('https://blog.klm.com/claim-compensation/'),
  AF: unknownRow('http://www.airfrance.fr/FR/en/common/guidevoyageur/assistance/assistance-et-indemnisation.htm'),
  PC: unknownRow('https://web.shgm.gov.tr/tr/yolcu-haklari/7005-index', ['tr', 'en']),
  EK: unknownRow('https://emirates.com/english/before-you-fly/travel/rules-and-notices/cancellation-notice', ['en', 'ar']),
  // Its EU notice: "complete a claims form and upload it via etihad.com/feedback" (said for journeys
  // from Spain, where AESA then takes the claim; no ADR scheme is named for the others).
  EY: {
    languages: ['en', 'ar'],
    channels: [webForm(ETIHAD_FEEDBACK, ['en'])],
    directFirst: NOT_KNOWN_YET,
    adr: NOT_KNOWN_YET,
    source: ETIHAD_EU_NOTICE,
    checkedOn: CHECKED,
  },
  // Its help page links the "EC261 Claim" form; customerrelations@airarabia.com is for any other
  // claim, so it is not our channel. For Spanish flights it names AESA and "is NOT a member of any
  // consumer arbitration system" (https://www.airarabia.com/en/cancellation-claim).
  G9: {
    languages: ['en', 'ar'],
    channels: [webForm(AIR_ARABIA_HELP, ['en'])],
    directFirst: NOT_KNOWN_YET,
    adr: NOT_KNOWN_YET,
    source: AIR_ARABIA_HELP,
    checkedOn: CHECKED,
  },
  FZ: unknownRow('https://en.wikipedia.org/wiki/Flydubai', ['en', 'ar']),
  QR: unknownRow('https://qatarairways.com/fr-ci/legal/eu-air-passenger-rights.html', ['en', 'ar']),
  IR: unknownRow('https://en.wikipedia.org/wiki/Iran_Air', ['fa', 'en']),
  W6: unknownRow('https://en.wikipedia.org/wiki/Wizz_Air'),
  W4: unknownRow('https://en.wikipedia.org/wiki/Wizz_Air_Malta'),
  W9: unknownRow(CAA_ADR),
  // The online form, or by post. The page asks passengers to claim directly before "engaging other
  // parties", but that is a request on the page, not a clause of its terms: left not known.
  LS: {
    languages: ['en'],
    channels: [webForm(JET2_CLAIMS, ['en']), post('EU261 Team, PO Box 284, Leeds LS11 1GE', ['en'])],
    directFirst: NOT_KNOWN_YET,
    adr: NOT_KNOWN_YET,
    source: JET2_CLAIMS,
    checkedOn: CHECKED,
  },
  // Conditions of carriage Art. 17.2-17.3: a Regulation 261 claim must first go to the airline
  // directly; one sent first by a third party "we will not process".
  VS: {
    languages: ['en'],
    channels: [webForm(VIRGIN_EU_CLAIMS, ['en'])],
    directFirst: true,
    adr: NOT_KNOWN_YET,
    source: `${VIRGIN_EU_CLAIMS}; ${VIRGIN_TERMS_17}`,
    checkedOn: CHECKED,
  },
  // The claim forms are linked from its disruption pages; claims "can also be submitted by post".
  DY: {
    languages: ['en'],
    channels: [webForm(NORWEGIAN_DELAYS, ['en']), post('Norwegian Air Shuttle, Customer Relations, PO Box 115, 1330 Fornebu, Norway', ['en'])],
    directFirst: NOT_KNOWN_YET,
    adr: NOT_KNOWN_YET,
    source: NORWEGIAN_DELAYS,
    checkedOn: CHECKED,
  },
  // Its claim form takes a claim "on behalf of a passenger" with a power of attorney.
  SK: {
    languages: ['en'],
    channels: [webForm(SAS_CLAIM_FORM, ['en'])],
    directFirst: false,
    adr: NOT_KNOWN_YET,
    source: SAS_CLAIM_FORM,
    checkedOn: CHECKED,
  },
  // Its compensation form has "as a third party on behalf of the passenger", with the passenger's
  // authorisation uploaded. The page read was the Greek one; swiss.com switches its language.
  LX: {
    languages: ['en'],
    channels: [webForm(SWISS_CLAIM_FORM, ['en'])],
    directFirst: false,
    adr: NOT_KNOWN_YET,
    source: SWISS_CLAIM_FORM,
    checkedOn: CHECKED,
  },
};
