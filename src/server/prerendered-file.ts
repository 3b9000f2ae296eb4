// Where the build puts a prerendered page (src/build/prerender-plugin.ts writes it, static-app.ts serves
// it): one naming rule for both sides.
export const PRERENDER_DIR = 'prerendered';

/** Where the prerendered file of an app path lives, relative to the build directory. */
export function prerenderedFile(path: string): string {
  const clean = path.replace(/\/+$/, '');
  return `${PRERENDER_DIR}${clean === '' ? '/index' : clean}.html`;
}

/**
 * The app shell of a language, for a page that is not prerendered (/fa/register): the page's lang
 * and dir, its title and a visible placeholder until the app runs (not the English, blank index.html).
 */
export function appShellFile(locale: string): string {
  return `${PRERENDER_DIR}/_shell/${locale}.html`;
}
