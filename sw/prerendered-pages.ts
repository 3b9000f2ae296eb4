/// <reference lib="webworker" />
// Navigations answered from the precache: a public page gets its prerendered HTML (the bundle the
// build writes, src/shared/page-bundle.ts), so an offline start paints the page itself and the
// app then hydrates it, as on a first visit; any other path (dashboard, claim details, profile…)
// gets the app shell. The bundle is gzipped in the cache (about 60 KB instead of 3.6 MB of HTML) and
// unpacked here once per service-worker lifetime.
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import { PAGE_BUNDLE_FILE, decodePage, pagePath, type PageBundle } from '../src/shared/page-bundle.ts';

const SHELL_URL = '/index.html';
/** The shell's headers that describe its own body, not the page's. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'etag', 'last-modified'];

let bundle: Promise<PageBundle | undefined> | undefined;

async function readBundle(): Promise<PageBundle | undefined> {
  const cached = await matchPrecache(`/${PAGE_BUNDLE_FILE}`);
  if (!cached?.body) return undefined;
  return (await new Response(cached.body.pipeThrough(new DecompressionStream('gzip'))).json()) as PageBundle;
}

function loadBundle(): Promise<PageBundle | undefined> {
  // A failed read is tried again at the next navigation; meanwhile pages start from the shell.
  bundle ??= readBundle().catch(() => {
    bundle = undefined;
    return undefined;
  });
  return bundle;
}

/** The response for a navigation: the prerendered page when there is one, with the shell's headers (its CSP). */
export const answerNavigation: RouteHandlerCallback = async ({ url }) => {
  const shell = await matchPrecache(SHELL_URL);
  if (!shell) return fetch(url.href);
  const html = decodePage((await loadBundle()) ?? { pieces: [], pages: {} }, pagePath(url.pathname));
  if (html === undefined) return shell;
  const headers = new Headers(shell.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: 200, headers });
};
