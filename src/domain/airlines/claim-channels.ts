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
  EY: unknownRow('https://en.wikipedia.org/wiki/Etihad_Airways', ['en', 'ar']),
  FZ: unknownRow('https://en.wikipedia.org/wiki/Flydubai', ['en', 'ar']),
  QR: unknownRow('https://qatarairways.com/fr-ci/legal/eu-air-passenger-rights.html', ['en', 'ar']),
  IR: unknownRow('https://en.wikipedia.org/wiki/Iran_Air', ['fa', 'en']),
  W6: unknownRow('https://en.wikipedia.org/wiki/Wizz_Air'),
  W4: unknownRow('https://en.wikipedia.org/wiki/Wizz_Air_Malta'),
  W9: unknownRow(CAA_ADR),
};
