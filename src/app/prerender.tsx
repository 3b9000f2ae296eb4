// Build-time rendering of the public pages to HTML (src/server/tools/prerender-plugin.ts), so a
// first visit paints the page from HTML and CSS alone, before any JavaScript has loaded. The page
// then renders the same markup in the browser and takes over (index.tsx). Pages that depend on
// the signed-in person are not prerendered; with the service worker in control every page starts
// from the app shell instead (offline first).
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { documentTitle } from './shell/layout.tsx';
import { FOOTER_COLUMNS, RIGHTS_PAGES } from './site-map.ts';

/** Pages that need a signed-in person; they start from the shell. */
const PERSONAL = new Set(['/dashboard', '/profile', '/claims', '/referral']);

export const PRERENDERED_PATHS: readonly string[] = [
  ...new Set([
    '/', '/claim', '/login', '/register', '/forgot-password',
    ...FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.path)),
    ...RIGHTS_PAGES.map((page) => page.path),
  ]),
].filter((path) => !PERSONAL.has(path));

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title, as the page sets it once it runs. */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(<App router={router} />);
  const title = [...router.state.matches].reverse().find((match) => match.staticData?.title)?.staticData?.title;
  return { html, title: documentTitle(title) };
}
