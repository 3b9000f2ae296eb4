// The prerendered public pages as one file the service worker precaches (src/build/prerender-plugin.ts
// writes it, sw/prerendered-pages.ts reads it): here because both sides must agree on its format.
// The 90-odd pages in four languages are about 3.6 MB of HTML, mostly the same header, footer and
// styles; cut at every `>` into pieces, each distinct piece is stored once and a page is a list
// of runs of consecutive pieces. Gzipped, all pages together are about 60 KB.

/** Where the build writes the gzipped bundle, relative to the build directory (and its URL path). */
export const PAGE_BUNDLE_FILE = 'prerendered-pages.json.gz';

export interface PageBundle {
  /** Every distinct piece of markup, in order of first use. */
  pieces: string[];
  /** For each app path (/faq, /ar/faq), its pieces as [first, count] runs, flattened. */
  pages: Record<string, number[]>;
}

/** Builds the bundle from each page's full HTML, keyed by app path. */
export function encodePages(pages: ReadonlyMap<string, string>): PageBundle {
  const index = new Map<string, number>();
  const bundle: PageBundle = { pieces: [], pages: {} };
  for (const [path, html] of pages) {
    const runs: number[] = [];
    for (const piece of html.split(/(?<=>)/)) {
      let id = index.get(piece);
      if (id === undefined) {
        id = bundle.pieces.push(piece) - 1;
        index.set(piece, id);
      }
      const last = runs.length - 2;
      if (last >= 0 && runs[last]! + runs[last + 1]! === id) runs[last + 1] = runs[last + 1]! + 1;
      else runs.push(id, 1);
    }
    bundle.pages[path] = runs;
  }
  return bundle;
}

/** The page's HTML, or undefined when the bundle has no page at that path. */
export function decodePage(bundle: PageBundle, path: string): string | undefined {
  const runs = Object.hasOwn(bundle.pages, path) ? bundle.pages[path] : undefined;
  if (!runs) return undefined;
  let html = '';
  for (let i = 0; i + 1 < runs.length; i += 2) {
    for (let id = runs[i]!; id < runs[i]! + runs[i + 1]!; id += 1) html += bundle.pieces[id] ?? '';
  }
  return html;
}

/** The bundle key of a URL path: no trailing slash, /index.html as /. */
export function pagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
