// The content pages' translations are split per page, so a page in Arabic loads the messages it
// shows (its own and its frame's, in one part), not every content page's (issue #23's start-up budget). The
// split is made at build time (src/build/content-catalogs.ts); the router loads a page's part.

/** The catalogue part of a content page: '/rights/flight-delays' → 'page-rights-flight-delays'. */
export function contentPagePart(path: string): `page-${string}` {
  return `page-${path.replace(/^\//, '').replace(/\//g, '-')}`;
}

/** Where the split catalogues are written, under src/app/i18n/catalogs (not committed). */
export const SPLIT_CATALOG_DIR = 'split';
