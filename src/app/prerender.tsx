// Build-time rendering of the public pages to HTML (src/build/prerender-plugin.ts), so a
// first visit paints the page from HTML and CSS alone, before any JavaScript has loaded. The page
// then renders the same markup in the browser and takes over (index.tsx). Pages that depend on
// the signed-in person are not prerendered. The service worker answers navigations with the same
// pages (one gzipped bundle in its precache, sw/prerendered-pages.ts), so an offline start paints
// the page itself too; other pages start from the app shell, which the server sends in the page's
// language with a visible placeholder (renderAppShell).
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app.tsx';
import { LOCALES, directionOf, localePath, splitLocale, type Locale } from './i18n/locales.ts';
import { COMPANY } from './company.ts';
import { loadCatalog, t } from './i18n/t.ts';
import { PRERENDERED_PATHS as ENGLISH_PRERENDERED } from './pages.ts';
import { createAppRouter } from './router.tsx';
import { NOSCRIPT, documentTitle } from './shell/layout.tsx';

/** The English pages the route table prerenders (pages.ts), in every language (/faq, /ar/faq, /fa/faq, /tr/faq). */
const ENGLISH_PATHS: readonly string[] = ENGLISH_PRERENDERED;

/** Every public page in every language (/faq, /ar/faq, /fa/faq, /tr/faq). */
export const PRERENDERED_PATHS: readonly string[] = LOCALES.flatMap((locale) => ENGLISH_PATHS.map((path) => localePath(path, locale)));

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title, as the page sets it once it runs. */
  title: string;
  lang: string;
  dir: string;
  /** The <noscript> line in the page's language. */
  noscript: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const { locale } = splitLocale(path);
  await loadCatalog(locale, true);
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
  return { html, title: documentTitle(title && t(title)), lang: locale, dir: directionOf(locale), noscript: t(NOSCRIPT) };
}

/** What a page that is not prerendered shows in a language until the app runs (the shell of /fa/register…). */
export interface AppShellParts {
  title: string;
  lang: string;
  dir: string;
  noscript: string;
  /** A visible placeholder beside #root: the product's name and "Loading", in the language. */
  skeleton: string;
}

export async function renderAppShell(locale: Locale): Promise<AppShellParts> {
  await loadCatalog(locale, true);
  const loading = escapeHtml(`${t('Loading')}…`);
  const skeleton =
    `<div class="app-skeleton" role="status" aria-live="polite"><div class="app-skeleton-bar">${escapeHtml(COMPANY.product)}</div>` +
    `<p class="app-skeleton-text">${loading}</p></div>`;
  return { title: documentTitle(undefined), lang: locale, dir: directionOf(locale), skeleton, noscript: t(NOSCRIPT) };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
