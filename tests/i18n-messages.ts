// Message extraction: every message the app's passenger code names with t('…'), msg('…') or
// tp(n, { …, other: '…' }), found in the source, and the domain's sentences the screens show
// (i18n-domain-messages.ts: the rules engine's templates by id, validation, labels). The catalogue
// test (tests/unit/i18n) compares it with each language's catalogue; `node tests/i18n-messages.ts ar`
// prints what ar lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesIn } from '../src/build/messages.ts';
import { DOMAIN_AREA_MESSAGES } from './i18n-domain-messages.ts';

const ROOT = new URL('..', import.meta.url).pathname;
/**
 * The back office is English only (agents, not passengers), except its airline, escalation, partner-firm and money
 * screens (issues #34, #35, #36), the claims queue with its flags and problem lines, the claim screen and every
 * back-office page's title, the agents and the payout runs screens (area 'backoffice').
 */
const SKIP =
  /\/backoffice\/(?!airline|escalation|partner-firms|money|queue-|below-queue-page|passenger-state|problem-message|claim-|ready-question|long-list|screen-titles|agents-screen|payout-run)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !SKIP.test(path) ? [path] : [];
  });
}

export const AREAS = ['shell', 'home', 'content', 'claim', 'account', 'common', 'backoffice'] as const;
export type Area = (typeof AREAS)[number];

/** The catalogue a source file's messages belong to (the areas of src/app/i18n/t.ts); 'domain:claim' for the domain's. */
export function areaOf(file: string): Area {
  if (file.startsWith('domain:')) return file.slice('domain:'.length) as Area;
  if (file === 'src/app/screens/home.tsx') return 'home';
  if (file.startsWith('src/app/content/')) return 'content';
  if (file.startsWith('src/app/screens/claim/') || file === 'src/app/screens/claim.tsx') return 'claim';
  if (file.startsWith('src/app/components/')) return 'common';
  if (file.startsWith('src/app/backoffice/')) return 'backoffice';
  // The profile's notification settings: shown on the profile only, so not in the start-up catalogue.
  if (file === 'src/app/notifications/settings.tsx') return 'account';
  if (file.startsWith('src/app/screens/')) return 'account';
  return 'shell';
}

/** Every message, with the files that use it (paths from the repository's root; 'domain:<area>' for the domain's). */
export function extractMessages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (message: string, file: string) => found.set(message, [...(found.get(message) ?? []), file]);
  for (const file of sourceFiles(join(ROOT, 'src/app'))) {
    for (const message of messagesIn(readFileSync(file, 'utf8'))) add(message, file.slice(ROOT.length));
  }
  for (const [area, messages] of Object.entries(DOMAIN_AREA_MESSAGES)) {
    for (const message of new Set(messages)) add(message, `domain:${area}`);
  }
  return found;
}

export function readCatalog(locale: string, area: Area): Record<string, unknown> {
  // The content pages' translators keep one file per language; the build splits it per page.
  const file = area === 'content' ? join('content', `${locale}.json`) : `${locale}.${area}.json`;
  return JSON.parse(readFileSync(join(ROOT, 'src/app/i18n/catalogs', file), 'utf8')) as Record<string, unknown>;
}

/** The messages of an area's files that neither its catalogue nor the shell's translates. */
export function missingMessages(locale: string, area: Area): string[] {
  const own = readCatalog(locale, area);
  const shell = readCatalog(locale, 'shell');
  return [...extractMessages()]
    .filter(([message, files]) => files.some((file) => areaOf(file) === area) && !(message in own) && !(message in shell))
    .map(([message]) => message);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const locale = process.argv[2] ?? 'ar';
  for (const area of AREAS) console.log(area, JSON.stringify(missingMessages(locale, area), null, 1));
}
