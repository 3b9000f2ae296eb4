// Each body's own clock and language once the agent escalated (issue #35). The periods are how
// long the body (or the court) usually takes to answer: the clock reminds the agent when it is
// overdue. The languages are those the pack is printed in. Sources: /work/shared/research/market-2.md
// §1.4-1.5 (the public pages it cites) and the laws named per row.
import type { EscalationTarget } from './readiness.ts';

export interface BodyPeriod {
  days: number;
  source: string;
}

// prettier-ignore
export const BODY_ANSWER_PERIODS: Readonly<Record<EscalationTarget, BodyPeriod>> = {
  neb: { days: 90, source: 'Policy: NEBs set no binding period and "cannot in general take binding decisions" (EU complaint form); peers report 2-6 months for a body (flightclaimeu), we ask again after 90 days' },
  adr: { days: 90, source: 'CEDR Aviation Adjudication Scheme: documents-only adjudication within 90 days (cedr.com/consumer/aviation); AviationADR follows the same CAA requirement' },
  shgm: { days: 30, source: 'SHGM KDM-ERP (since March 2025): the complaint goes to the airline, which has 30 days (ulusal.com.tr, 2025)' },
  gcaa: { days: 30, source: 'Policy: the DCAA acts "as a mediator" and its portal tracks cases (emirates247); neither it nor the GCAA publishes a period, we ask again after 30 days' },
  dot: { days: 60, source: '14 CFR 259.5(b)(5): the airline answers a complaint the DOT forwards within 60 days' },
  court: { days: 74, source: 'Reg. 861/2007 Art. 5(2), 5(3) and 7(1): service within 14 days, the answer within 30, the judgment within 30 (EDF enforcement toolkit)' },
};

/** After a body upholds the claim, the airline pays within this (CEDR: 20 working days). */
export const PAY_AFTER_UPHELD: BodyPeriod = {
  days: 28,
  source: 'CEDR: the airline complies within 20 working days of an accepted decision (cedr.com/aviation/guidance)',
};

export type PackLanguage = 'en' | 'de' | 'fr' | 'tr' | 'ar';
export const PACK_LANGUAGES: readonly PackLanguage[] = ['en', 'de', 'fr', 'tr', 'ar'];

export interface LanguageRule {
  /** The languages the pack is printed in, the body's first. */
  languages: PackLanguage[];
  source: string;
}

// prettier-ignore
export const BODY_LANGUAGES: Readonly<Record<Exclude<EscalationTarget, 'neb' | 'court'>, LanguageRule>> = {
  adr: { languages: ['en'], source: 'CEDR and AviationADR are English schemes approved by the UK CAA (CAP1390)' },
  shgm: { languages: ['tr'], source: 'SHGM: complaints through its Turkish online form or a petition on the EK-1 form (web.shgm.gov.tr/tr/yolcu-haklari/7005-index; 2014 circular)' },
  gcaa: { languages: ['en', 'ar'], source: 'Arabic is the UAE official language (Constitution Art. 7); the GCAA and DCAA portals work in English and Arabic (dcaa.gov.ae, emirates247)' },
  dot: { languages: ['en'], source: 'US DOT air travel service complaint form, in English (transportation.gov/airconsumer/file-consumer-complaint)' },
};

/** Where the row of NEB_BY_COUNTRY names its language. */
export const NEB_LANGUAGE_SOURCE =
  "The EU complaint form is published in every official EU language (European Commission); a NEB works in its State's language. " +
  'Rows say English where the body takes English complaints or our pack has no translation yet';

/** Reg. 861/2007 Art. 6(1): Form A in the language of the court. */
export const COURT_LANGUAGE_SOURCE = 'Reg. 861/2007 Art. 6(1): the claim form is lodged in the language (or one of the languages) of the court';

// The court's language by its state, where our pack has it; others get English with a note.
const COURT_LANGUAGE: Readonly<Record<string, PackLanguage>> = {
  DE: 'de',
  AT: 'de',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  IE: 'en',
  MT: 'en',
  CY: 'en',
  TR: 'tr',
  AE: 'ar',
  GB: 'en',
  US: 'en',
};

/** The pack's languages for a court in `country`; `translated` is false when the court's language is not among ours. */
export function courtLanguages(country: string): LanguageRule & { translated: boolean } {
  const language = COURT_LANGUAGE[country.toUpperCase()];
  return { languages: [language ?? 'en'], translated: language !== undefined, source: COURT_LANGUAGE_SOURCE };
}

/** A NEB's language from its row, if we print it; English otherwise. */
export function nebLanguages(rowLanguage: string): LanguageRule {
  const known = (PACK_LANGUAGES as readonly string[]).includes(rowLanguage) ? (rowLanguage as PackLanguage) : 'en';
  return { languages: [known], source: NEB_LANGUAGE_SOURCE };
}
