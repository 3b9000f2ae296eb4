// Build step: splits each language's content catalogue (src/app/i18n/catalogs/content/<lang>.json,
// the translators' one file) into a part per content page — the messages only that page's file
// names — and a shared part (the page frame, the rights pages' common tables, figures, messages
// several pages use). Written to catalogs/split/ before the app is transformed; the router loads
// the shared part and the page's part (src/domain/pages/content-catalogs.ts names them).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { SPLIT_CATALOG_DIR, contentPagePart } from '../domain/pages/content-catalogs.ts';
import { LOCALES } from '../domain/text/locales.ts';
import { writeClaimStartCatalogs } from './claim-start-catalogs.ts';
import { messagesIn } from './messages.ts';

/** English needs no catalogue: its messages are the source. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Each content page's own messages, by part name; a page is a file the router imports. */
export function pageMessages(root: string): Map<string, Set<string>> {
  const contentDir = join(root, 'src/app/content');
  const router = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
  const usedBy = new Map<string, string[]>();
  const pages = new Map<string, string[]>();
  for (const file of sourceFiles(contentDir)) {
    const name = relative(contentDir, file);
    const messages = messagesIn(readFileSync(file, 'utf8'));
    for (const message of new Set(messages)) usedBy.set(message, [...(usedBy.get(message) ?? []), name]);
    if (router.includes(`import('./content/${name}')`)) pages.set(contentPagePart(`/${name.replace(/\.tsx?$/, '')}`), messages);
  }
  const parts = new Map<string, Set<string>>();
  for (const [part, messages] of pages) parts.set(part, new Set(messages.filter((message) => usedBy.get(message)!.length === 1)));
  return parts;
}

type Catalog = Record<string, unknown>;

/** One language's content catalogue in parts: each page's own messages, and the rest ('content'). */
export function splitCatalog(all: Catalog, parts: Map<string, Set<string>>): Map<string, Catalog> {
  const shared = { ...all };
  const split = new Map<string, Catalog>();
  for (const [part, messages] of parts) {
    const own = Object.fromEntries(Object.entries(all).filter(([message]) => messages.has(message)));
    for (const message of Object.keys(own)) delete shared[message];
    split.set(part, own);
  }
  return split.set('content', shared);
}

/** Writes catalogs/split/<lang>.content.json and <lang>.<part>.json for every page (maybe empty). */
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
    },
  };
}
