// Build step: the catalogues the app imports (catalogs/<lang>.<area>.json and the parts in
// catalogs/split/) are keyed by messageKey(English) instead of the English itself: a Vite transform
// of those JSON imports, so the translators' files stay keyed by the English. The client build,
// the prerender's renderer and the unit tests all import them through it (t.ts hashes its lookups).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { messageKey } from '../shared/message-key.ts';

type Catalog = Record<string, unknown>;

/** A catalogue the app imports; not the translators' whole content catalogue (catalogs/content/). */
const IMPORTED_CATALOG = /\/src\/app\/i18n\/catalogs\/(?:split\/)?[a-z]{2}\.[\w-]+\.json$/;

/** The catalogue keyed by messageKey; two messages with one key fail the build. */
export function hashCatalog(catalog: Catalog): Catalog {
  const hashed: Catalog = {};
  const messageOf = new Map<string, string>();
  for (const [message, translation] of Object.entries(catalog)) {
    const key = messageKey(message);
    const other = messageOf.get(key);
    if (other !== undefined) throw new Error(`messages "${other}" and "${message}" have the same catalogue key ${key}: reword one`);
    messageOf.set(key, message);
    hashed[key] = translation;
  }
  return hashed;
}

/**
 * Every message of every language's catalogues at once: the app merges the parts it loads, so a
 * key must be unique across all of them, not only within a part.
 */
export function checkCatalogKeys(catalogs: string): void {
  const files = [
    ...readdirSync(catalogs).filter((file) => file.endsWith('.json')),
    ...readdirSync(join(catalogs, 'content')).map((file) => join('content', file)),
  ];
  const all: Catalog = {};
  for (const file of files) Object.assign(all, JSON.parse(readFileSync(join(catalogs, file), 'utf8')) as Catalog);
  hashCatalog(all);
}

export function catalogKeysPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'flightclaim:catalog-keys',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      checkCatalogKeys(join(root, 'src/app/i18n/catalogs'));
    },
    transform(code, id) {
      if (!IMPORTED_CATALOG.test(id.replace(/\?.*$/, ''))) return null;
      return { code: JSON.stringify(hashCatalog(JSON.parse(code) as Catalog)), map: null };
    },
  };
}
