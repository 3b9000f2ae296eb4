// Build-time rendering of the public pages to HTML (build/prerender-plugin.ts), so a
// first visit paints the page from HTML and CSS alone, before any JavaScript has loaded. The page
// then renders the same markup in the browser and takes over (index.tsx). Pages that depend on
// the signed-in person are not prerendered; with the service worker in control every page starts
// from the app shell instead (offline first).
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { documentTitle } from './shell/layout.tsx';
import { PRERENDERED_PATHS } from './pages.ts';

/** Every page of the route table without parameters that does not start from the shell (pages.ts). */
export { PRERENDERED_PATHS };

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title, as the page sets it once it runs. */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), false);
  await router.load();
  // Waits for every lazy part (header menus too), so the markup is whole and the page can hydrate it.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App router={router} />, {
    onError: (error) => void errors.push(error),
    // Never outline a large part to be swapped in by an inline script (which the CSP forbids).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part that failed would be left to the browser to render, with a hydration error: fail the build.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed: ${String(errors[0])}`);
  const title = [...router.state.matches].reverse().find((match) => match.staticData?.title)?.staticData?.title;
  return { html, title: documentTitle(title) };
}
