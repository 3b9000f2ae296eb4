/// <reference lib="webworker" />
// Precache the whole build (every route chunk, so every static page and all rights pages read
// offline after the first visit) and answer SPA navigations with the cached index.html.
// API answers are never put in Cache Storage: personal data lives in IndexedDB only.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

const NOT_THE_APP = [/^\/api\//, /^\/realms\//, /^\/sw\.js$/, /^\/manifest\.webmanifest$/];

export function installPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }));
}
