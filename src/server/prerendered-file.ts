// Where the build puts a prerendered page (src/build/prerender-plugin.ts writes it, static-app.ts serves
// it): one naming rule for both sides.
export const PRERENDER_DIR = 'prerendered';

/** Where the prerendered file of an app path lives, relative to the build directory. */
export function prerenderedFile(path: string): string {
  const clean = path.replace(/\/+$/, '');
  return `${PRERENDER_DIR}${clean === '' ? '/index' : clean}.html`;
}
