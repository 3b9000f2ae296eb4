// The shape of one language's mandate text. A text is versioned: once signed, a version's words
// never change (a change is a new version; old versions stay here so a claim keeps what it signed).
import type { Regime } from '../compensation/assessment.ts';
import { LOCALES, type Locale } from '../text/locales.ts';

/** A mandate is written in every language of the product. */
export const MANDATE_LOCALES = LOCALES;
export type MandateLocale = Locale;

/** The regimes with a mandate text; a Montreal Convention claim signs none yet (it falls back to EC 261's). */
export type MandateRegime = Exclude<Regime, 'MC99'>;
export const MANDATE_REGIMES: readonly MandateRegime[] = ['EC261', 'UK261', 'SHY-YOLCU', 'US-DOT'];

/** What differs between regimes: the law, the enforcement body and the courts. */
export interface RegimeWords {
  law: string;
  enforcementBody: string;
  court: string;
}

/** Labels of the claim's details (flight and passengers) and the signature block. */
export interface MandateLabels {
  flightHeading: string;
  flight: string;
  date: string;
  route: string;
  airline: string;
  bookingReference: string;
  passengersHeading: string;
  adult: string;
  /** '{guardian}' is replaced with the main passenger's name. */
  minor: string;
  signaturesHeading: string;
  signedAt: string;
  notSigned: string;
  /** '{guardian}' and '{minor}'. */
  signedAsGuardian: string;
  versionLine: string;
  hashLine: string;
}

/**
 * One version of the mandate in one language. Placeholders in the text: {company}, {firms},
 * {fee}, {vat}, {law}, {enforcementBody}, {court}, {email}; they are filled from this object and
 * the regime's words, so the hashed text is the exact text the passenger reads.
 */
export interface MandateLanguage {
  locale: MandateLocale;
  dir: 'ltr' | 'rtl';
  /** Bump when any word below changes, and pin the new hashes (versions.ts). */
  version: number;
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
  regimes: Record<MandateRegime, RegimeWords>;
  labels: MandateLabels;
}
