/// <reference lib="webworker" />
// The service worker: wiring only. Precaching and navigation live in precache.ts; sending the
// outbox (Background Sync and the page's drain message) lives in outbox-sync.ts, which runs the
// same drain() from src/offline as the page.
import { clientsClaim } from 'workbox-core';
import { registerOutboxSync } from './outbox-sync.ts';
import { installPrecache } from './precache.ts';
import { registerPush } from './push.ts';

declare let self: ServiceWorkerGlobalScope;

installPrecache(self.__WB_MANIFEST);
registerOutboxSync(self);
registerPush(self);

// Take control of open pages on first install so the app works offline right away; a new version
// waits until the page asks (the update prompt), so nobody is reloaded mid-claim.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});
