// src/app owns the React PWA: the entry, the route tree, one module per screen, the shell
// (header, footer, update prompt) and the static content. It may import src/offline and
// src/domain; never src/server.
import './styles.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasLocalDatabase } from '../offline/local-data.ts';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { noStoredSession, startLiveSession } from './session.tsx';
import { captureInstallPrompt } from './shell/install.ts';
import { registerServiceWorker } from './shell/service-worker.ts';
import { yieldToMain } from './shell/yield.ts';

// Before anything renders: the install prompt can fire early. The offline services (sign-in,
// outbox triggers, persistent storage) start with the live session, right after the first paint.
captureInstallPrompt();

// The route's chunk is loaded before the first render, so the router's state does not change under
// it (which would force a second, blocking render). The render is a transition: done in slices of
// a few milliseconds, so a slow phone's main thread is never blocked for long. A page prerendered
// at build time (prerender.tsx) is hydrated: React adopts its markup instead of building it again.
// The service worker's app shell has an empty #root and is rendered from scratch.
// Each step runs in its own task (yieldToMain) after the modules have been evaluated.
async function start(): Promise<void> {
  await yieldToMain();
  const router = createAppRouter();
  const goHome = () => void router.navigate({ to: '/' });
  await router.load();
  const container = document.getElementById('root')!;
  startTransition(() => {
    const app = <App router={router} onSignedOut={goHome} />;
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
// A device without the app's data (a first visit) needs no live session until a screen asks.
void hasLocalDatabase().then((stored) => (stored ? startLiveSession() : noStoredSession()));
void registerServiceWorker();
