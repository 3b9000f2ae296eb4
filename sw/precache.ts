/// <reference lib="webworker" />
// Precache the whole build (every route chunk, so every static page and all rights pages read
// offline after the first visit) and answer navigations from it: a public page with its prerendered
// HTML, any other with the app shell (prerendered-pages.ts).
// API answers are never put in Cache Storage: personal data lives in IndexedDB only.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerNavigation } from './prerendered-pages.ts';

const NOT_THE_APP = [/^\/api\//, /^\/realms\//, /^\/sw\.js$/, /^\/manifest\.webmanifest$/];

export function installPrecache(entries: Array<PrecacheEntry | string>): void {
  // No directory index: '/' is the home page, answered below, not the shell (/index.html).
  precacheAndRoute(entries, { directoryIndex: '' });
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(answerNavigation, { denylist: NOT_THE_APP }));
}
