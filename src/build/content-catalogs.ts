// Build step: splits each language's content catalogue (src/app/i18n/catalogs/content/<lang>.json,
// the translators' one file) into a part per content page holding every content message that page
// shows: those of the modules it imports statically (its own file, the page frame, the rights pages'
// common tables, figures). A page in Arabic loads that one part, not a shared part with other pages'
// messages beside its own (one file compresses better than two). Written to catalogs/split/ before
// the app is transformed; the router loads a page's part (src/shared/catalog-parts.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { SPLIT_CATALOG_DIR, contentPagePart } from '../shared/catalog-parts.ts';
import { LOCALES } from '../domain/text/locales.ts';
import { staticModules, writeClaimStartCatalogs, writeShellCatalogs } from './claim-start-catalogs.ts';
import { messagesIn } from './messages.ts';

/** English needs no catalogue: its messages are the source. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The messages each content page's modules name, by part name; a page is a file the router imports. */
export function pageMessages(root: string): Map<string, Set<string>> {
  const contentDir = join(root, 'src/app/content');
  const router = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
  const parts = new Map<string, Set<string>>();
  for (const file of sourceFiles(contentDir)) {
    const name = relative(contentDir, file);
    if (!router.includes(`import('./content/${name}')`)) continue;
    const messages = staticModules(file).flatMap((module) => messagesIn(readFileSync(module, 'utf8')));
    parts.set(contentPagePart(`/${name.replace(/\.tsx?$/, '')}`), new Set(messages));
  }
  return parts;
}

type Catalog = Record<string, unknown>;

/** One language's content catalogue in parts: each page's messages (a message many pages show is in each). */
export function splitCatalog(all: Catalog, parts: Map<string, Set<string>>): Map<string, Catalog> {
  const split = new Map<string, Catalog>();
  for (const [part, messages] of parts) split.set(part, Object.fromEntries(Object.entries(all).filter(([message]) => messages.has(message))));
  return split;
}

/** Writes catalogs/split/<lang>.<part>.json for every page (maybe empty). */
export function splitContentCatalogs(root: string): void {
  const catalogs = join(root, 'src/app/i18n/catalogs');
  const out = join(catalogs, SPLIT_CATALOG_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const parts = pageMessages(root);
  for (const locale of TRANSLATED) {
    const all = JSON.parse(readFileSync(join(catalogs, 'content', `${locale}.json`), 'utf8')) as Catalog;
    for (const [part, catalog] of splitCatalog(all, parts)) writeFileSync(join(out, `${locale}.${part}.json`), JSON.stringify(catalog));
  }
}

export function contentCatalogsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'flightclaim:content-catalogs',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      splitContentCatalogs(root);
      writeClaimStartCatalogs(root);
      writeShellCatalogs(root);
    },
  };
}
