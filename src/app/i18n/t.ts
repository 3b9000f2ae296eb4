// The translation runtime: the English text in the component is the message
// (`t('Start Your Claim')`, `t('Hello {name}', { name })`); a language's catalogue maps its key
// (messageKey: a short hash of the English, src/build/catalog-keys.ts hashes the built catalogues)
// to the translation. Catalogues are JSON chunks per language and area (catalogs/ar.shell.json: header,
// footer, titles; ar.claim.json: the wizard…): the shell's before the first render (loadCatalog), an
// area's with the route that needs it (router.tsx), never part of another language's load.
// Plural forms follow Intl.PluralRules (Arabic has six).
// tests/unit/i18n-catalogs.test.ts extracts every message and fails on a missing or unused one.
import { messageKey } from '../../shared/message-key.ts';
import { directionOf } from '../../domain/text/locales.ts';
import { numberFormat as keptNumberFormat, pluralRules as keptPluralRules } from '../../domain/text/intl-kept.ts';
import type { Locale } from './locales.ts';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Catalog = Record<string, string | Forms>;
export type Values = Record<string, string | number>;

/**
 * The areas of the app with a catalogue of their own; 'shell' (the start-up's part of it) is always
 * loaded, 'shell-later' with the shell's lazy menus (src/app/shell/later-shell-chunk.ts). A content page
 * ('content' in src/app/pages.ts) loads its own part of the content catalogue
 * ('page-rights-flight-delays'), split per page at build time (src/build/content-catalogs.ts). /claim loads
 * 'claim-start' (its first step's part of 'claim' and 'common', src/build/claim-start-catalogs.ts)
 * and its wizard the whole of both.
 */
export type Area = 'shell' | 'shell-later' | 'home' | 'content' | 'claim-start' | 'claim' | 'account' | 'common' | 'backoffice' | `page-${string}`;

let locale: Locale = 'en';
let catalog: Catalog = {};
const loaded = new Set<string>();

export function currentLocale(): Locale {
  return locale;
}

/**
 * Makes `next` the language of every message from now on, loading its shell catalogue first.
 * `fresh` forgets the areas loaded before (the prerender renders each page with its own areas only,
 * as its first visit will).
 */
export async function loadCatalog(next: Locale, fresh = false): Promise<void> {
  // The shell's lazy menus already shown keep their messages in the new language.
  const later = !fresh && [...loaded].some((key) => key.endsWith('.shell-later'));
  if (next !== locale || fresh) {
    catalog = {};
    loaded.clear();
  }
  locale = next;
  await loadAreas(later ? ['shell', 'shell-later'] : ['shell']);
}

/**
 * The catalogue chunks: the areas' catalogues, and the parts the build writes (catalogs/split/: the
 * shell's start-up and later parts, a content page's, /claim's first step's). The translators' whole
 * shell and content catalogues are never a chunk: the build's parts replace them.
 */
let chunks: Record<string, () => Promise<{ default: Catalog }>> | undefined;
// Vite writes the map in; read when first needed, so Node can import this module without Vite (the benches).
const catalogChunks = () => (chunks ??= import.meta.glob<{ default: Catalog }>(['./catalogs/*.*.json', '!./catalogs/*.shell.json', './catalogs/split/*.json']));
const BUILT_PART = /^(shell|shell-later|claim-start|page-.*)$/;

function importCatalog(language: Locale, area: Area): Promise<{ default: Catalog }> {
  const load = catalogChunks()[BUILT_PART.test(area) ? `./catalogs/split/${language}.${area}.json` : `./catalogs/${language}.${area}.json`];
  if (!load) throw new Error(`no catalogue ${language}.${area}`);
  return load();
}

/** Adds the current language's catalogues of these areas (English needs none). */
export async function loadAreas(areas: readonly Area[]): Promise<void> {
  const wanted = areas.filter((area) => locale !== 'en' && !loaded.has(`${locale}.${area}`));
  const parts = await Promise.all(wanted.map((area) => importCatalog(locale, area)));
  wanted.forEach((area) => loaded.add(`${locale}.${area}`));
  catalog = Object.assign({}, catalog, ...parts.map((part) => part.default));
}

const keys = new Map<string, string>();

/** A message's catalogue key, hashed once per message. */
function keyOf(english: string): string {
  let key = keys.get(english);
  if (key === undefined) {
    key = messageKey(english);
    keys.set(english, key);
  }
  return key;
}

function fill(text: string, values?: Values): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

/** The message in the current language. */
export function t(english: string, values?: Values): string {
  const found = locale === 'en' ? undefined : catalog[keyOf(english)];
  return fill(typeof found === 'string' ? found : english, values);
}

/** Whether the loaded catalogues give this message in the current language (English gives every one). */
export function translates(english: string): boolean {
  return locale === 'en' || typeof catalog[keyOf(english)] === 'string';
}

/** A message with plural forms: `tp(n, { one: '# claim', other: '# claims' })`; `#` is the number. */
export function tp(count: number, english: Forms, values?: Values): string {
  const found = locale === 'en' ? undefined : catalog[keyOf(english.other)];
  const forms: Forms = typeof found === 'object' ? found : english;
  const rule = pluralRules().select(count);
  const text = (forms[rule] ?? forms.other).replace(/#/g, formatNumber(count));
  return fill(text, values);
}

/** A message named where it cannot be translated yet (module constants): translate with `t(m)`. */
export function msg(english: string): string {
  return english;
}

/** The current language's plural rules, kept (building one costs a slow phone several milliseconds while a page first renders). */
function pluralRules(): Intl.PluralRules {
  return keptPluralRules(locale);
}

/** A number formatter in the current language, kept. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptNumberFormat(locale, options);
}

export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** 42 → '42%' ('٪٤٢' in Arabic). */
export function formatPercent(value: number): string {
  return numberFormat({ style: 'percent' }).format(value / 100);
}

/**
 * 0.25 → '25%' ('۲۵٪' in Persian): a rate (our fee, VAT), to two decimals at most. In right-to-left
 * languages it is isolated (FSI … PDI), so '25%' and a '+' beside it keep their order ('%5 + %25'
 * otherwise).
 */
export function formatRate(rate: number): string {
  const text = numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(rate);
  return directionOf(locale) === 'rtl' ? `\u2068${text}\u2069` : text;
}

/** ['42.50 EUR', '89.99 GBP'] → '42.50 EUR and 89.99 GBP' ('… و …' in Persian): the language's own list, never a dot that could read as a digit. */
export function formatList(items: readonly string[]): string {
  let format = lists.get(locale);
  if (!format) lists.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return format.format(items);
}
const lists = new Map<string, Intl.ListFormat>();

/**
 * An amount in the law's currency (EUR, GBP, USD), written the language's way. Arabic names the
 * currency ("٦٠٠ يورو"): its CLDR symbols are Latin ("US$", "UK£").
 */
export function formatMoney(amount: number, currency: string, fractionDigits = 0): string {
  const currencyDisplay = locale === 'ar' ? 'name' : 'symbol';
  return numberFormat({ style: 'currency', currency, currencyDisplay, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    amount,
  );
}
