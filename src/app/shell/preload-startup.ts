// Asks at once for every file this page's start-up needs, listed in the page by
// src/build/startup-chunks-plugin.ts: otherwise each level of imports is found only when the one
// above it has arrived, one round trip each (about 6 s of a 400 ms-latency first visit to /claim).
// Preloading fetches without evaluating, so boot.ts still evaluates the app one stage per task.
// A lazy chunk's stylesheet is preloaded too: Vite's loader waits for it before the chunk runs.
import { splitLocale } from '../i18n/locales.ts';

/** Links appended per task: each costs Chromium about a millisecond of main thread. */
const SLICE = 8;

function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  // As Vite's loader asks for them, so the preloaded copy is the one used.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

function appendInSlices(links: HTMLLinkElement[]): void {
  document.head.append(...links.slice(0, SLICE));
  if (links.length > SLICE) setTimeout(() => appendInSlices(links.slice(SLICE)), 0);
}

function listed(names: readonly string[]): string[] {
  const files = names.flatMap((name) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? []);
  const linked = new Set([...document.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  return files.filter((href) => href && !linked.has(href));
}

export function preloadStartup(): void {
  const { locale, path } = splitLocale(location.pathname);
  appendInSlices(listed(['startup-chunks', `startup-chunks:${locale}`, `startup-chunks:${path}`]).map(preloadLink));
}

/** The files of what a page loads right after its start-up (the /claim wizard itself), all at once. */
export function preloadLater(): void {
  appendInSlices(listed([`later-chunks:${splitLocale(location.pathname).path}`]).map(preloadLink));
}
