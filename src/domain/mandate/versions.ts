// Every mandate version that was ever offered, by id, with its exact text and SHA-256. The pinned
// hashes make a changed word without a new version fail the unit tests: a claim keeps the version
// it signed, so a version's text must never change.
import type { Regime } from '../compensation/assessment.ts';
import { DEFAULT_FEE_SETTINGS } from '../claim/payout.ts';
import { sha256Hex } from './sha256.ts';
import { MANDATE_AR_V1 } from './text-ar.ts';
import { MANDATE_EN_V1 } from './text-en.ts';
import { MANDATE_FA_V1 } from './text-fa.ts';
import { MANDATE_TR_V1 } from './text-tr.ts';
import { MANDATE_REGIMES, type MandateLanguage, type MandateLocale, type MandateRegime } from './types.ts';

/** Oldest first per language; the last one is offered to new claims. */
const LANGUAGES: MandateLanguage[] = [MANDATE_EN_V1, MANDATE_AR_V1, MANDATE_FA_V1, MANDATE_TR_V1];

export const MANDATE_COMPANY = 'Flightclaim Technologies FZ-LLC';
export const MANDATE_EMAIL = 'support@flightclaim.app';

export interface MandateSection {
  heading: string;
  paragraphs: string[];
}

export interface MandateVersion {
  /** e.g. 'EC261-en-1'. */
  id: string;
  regime: Regime;
  locale: MandateLocale;
  version: number;
  language: MandateLanguage;
  title: string;
  sections: MandateSection[];
  /** The exact text this version hashes: title, headings and paragraphs, one per line. */
  text: string;
  sha256: string;
}

const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

/** Replaces {name} with vars[name]; unknown names stay as they are. */
export function fillPlaceholders(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

function build(language: MandateLanguage, regime: MandateRegime): MandateVersion {
  const vars = {
    ...language.regimes[regime],
    company: MANDATE_COMPANY,
    email: MANDATE_EMAIL,
    fee: percent(DEFAULT_FEE_SETTINGS.feeRate),
    vat: percent(DEFAULT_FEE_SETTINGS.vatRate),
  };
  const sections = language.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs.map((p) => fillPlaceholders(p, vars)) }));
  const text = [language.title, ...sections.flatMap((s) => [s.heading, ...s.paragraphs]), ...Object.values(language.labels)].join('\n');
  return {
    id: `${regime}-${language.locale}-${language.version}`,
    regime,
    locale: language.locale,
    version: language.version,
    language,
    title: language.title,
    sections,
    text,
    sha256: sha256Hex(text),
  };
}

let all: Map<string, MandateVersion> | null = null;

/** Every version, built once on first use. */
export function mandateVersions(): Map<string, MandateVersion> {
  all ??= new Map(LANGUAGES.flatMap((language) => MANDATE_REGIMES.map((regime) => build(language, regime))).map((v) => [v.id, v]));
  return all;
}

export function findMandateVersion(id: string): MandateVersion | null {
  return mandateVersions().get(id) ?? null;
}

function isRegime(value: unknown): value is MandateRegime {
  return MANDATE_REGIMES.includes(value as MandateRegime);
}

/**
 * The version a new signature gets: the latest text for the claim's regime (EC 261 when the
 * rules engine found none) in the passenger's language (English when there is no text in it yet).
 */
export function currentMandateVersion(regime: string | null | undefined, locale: string = 'en'): MandateVersion {
  const chosen = isRegime(regime) ? regime : 'EC261';
  const inLocale = LANGUAGES.filter((l) => l.locale === locale);
  const language = (inLocale.length > 0 ? inLocale : LANGUAGES.filter((l) => l.locale === 'en')).at(-1)!;
  return findMandateVersion(`${chosen}-${language.locale}-${language.version}`)!;
}

export const MANDATE_VERSION_UNKNOWN = 'The mandate text version signed is not one we offer';

/**
 * The version a signature records. An unknown id is refused (the passenger signed words we
 * cannot show again); a known one of another regime (the device's check and the server's
 * disagree) gives the claim's regime in the language the passenger read; none gives the current.
 */
export function signedMandateVersion(
  asked: string | null | undefined,
  regime: string | null | undefined,
): { version: MandateVersion } | { problem: 'mandate-version-unknown' } {
  const current = currentMandateVersion(regime);
  if (!asked) return { version: current };
  const found = findMandateVersion(asked);
  if (!found) return { problem: 'mandate-version-unknown' };
  if (found.regime === current.regime) return { version: found };
  return { version: findMandateVersion(`${current.regime}-${found.locale}-${found.version}`) ?? currentMandateVersion(regime, found.locale) };
}
