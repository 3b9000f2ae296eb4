// Build step: the part of the claim and common catalogues the claim wizard's first step needs
// (catalogs/split/<lang>.claim-start.json), and the same split of the shell catalogue (what the
// start-up renders, and what the shell's lazy menus show). /claim loads only this part before its first step
// (src/app/pages.ts); the wizard loads the whole claim and common catalogues with its own code
// (src/app/screens/claim.tsx). In Arabic the two are about 24 KB gzip, the first step's part 1 KB.
// The first step's messages are those of every module /claim's screen imports statically (its
// lazy imports are the wizard's), read the way the catalogue tooling reads them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SPLIT_CATALOG_DIR } from '../shared/catalog-parts.ts';
import { LOCALES } from '../domain/text/locales.ts';
import { messagesIn } from './messages.ts';

/** The screen whose static imports make the first step. */
const FIRST_STEP_ENTRY = 'src/app/screens/claim.tsx';
/** The app's start-up: its static imports render every page's frame (header, footer, titles). */
const START_ENTRY = 'src/app/index.tsx';

// `import … from './x.ts'`, `export … from './x.ts'`, `import './x.ts'`; not `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm;

/** The source files a module imports statically, itself included, each once. */
export function staticModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), match[1]!));
  };
  visit(entry);
  return [...seen];
}

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;

/**
 * The messages of the modules `entry` imports statically; of its src/domain modules, every string
 * (the domain writes English, such as the disruptions' names, that the app translates where it shows it).
 */
export function staticMessages(root: string, entry: string): Set<string> {
  const domain = join(root, 'src/domain');
  return new Set(
    staticModules(join(root, entry)).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return file.startsWith(domain) ? [...source.matchAll(LITERAL)].map((match) => match[1] ?? match[2]!) : messagesIn(source);
    }),
  );
}

/** The messages of the first step's modules. */
export function firstStepMessages(root: string): Set<string> {
  return staticMessages(root, FIRST_STEP_ENTRY);
}

type Catalog = Record<string, unknown>;

/** Writes catalogs/split/<lang>.claim-start.json for every translated language. */
export function writeClaimStartCatalogs(root: string): void {
  const catalogs = join(root, 'src/app/i18n/catalogs');
  const messages = firstStepMessages(root);
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const read = (area: string) => JSON.parse(readFileSync(join(catalogs, `${locale}.${area}.json`), 'utf8')) as Catalog;
    // In the order the wizard loads them (t.ts's loadAreas): where both name a message, 'common' wins.
    const all: Catalog = { ...read('claim'), ...read('common') };
    const part = Object.fromEntries(Object.entries(all).filter(([message]) => messages.has(message)));
    writeFileSync(join(catalogs, SPLIT_CATALOG_DIR, `${locale}.claim-start.json`), JSON.stringify(part));
  }
}

/**
 * Writes catalogs/split/<lang>.shell.json, the shell messages of the start-up's modules, and
 * <lang>.shell-later.json, those of the shell's lazy modules (the avatar and mobile menus, the
 * update prompt, iOS's install hint), which load it with their code (loadLaterShellChunk).
 */
export function writeShellCatalogs(root: string): void {
  const catalogs = join(root, 'src/app/i18n/catalogs');
  const start = staticMessages(root, START_ENTRY);
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const shell = Object.entries(JSON.parse(readFileSync(join(catalogs, `${locale}.shell.json`), 'utf8')) as Catalog);
    const write = (part: string, entries: [string, unknown][]) =>
      writeFileSync(join(catalogs, SPLIT_CATALOG_DIR, `${locale}.${part}.json`), JSON.stringify(Object.fromEntries(entries)));
    write(
      'shell',
      shell.filter(([message]) => start.has(message)),
    );
    write(
      'shell-later',
      shell.filter(([message]) => !start.has(message)),
    );
  }
}
