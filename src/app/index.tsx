// src/app owns the React PWA: the entry, the route tree, one module per screen, the shell
// (header, footer, update prompt) and the static content. It may import src/offline and
// src/domain; never src/server.
import { createBrowserHistory } from '@tanstack/react-router';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasLocalDatabase } from '../offline/local-data.ts';
import { App } from './app.tsx';
import { splitLocale } from './i18n/locales.ts';
import { formatNumber, loadCatalog } from './i18n/t.ts';
import { createAppRouter } from './router.tsx';
import { noStoredSession, startLiveSession } from './session.tsx';
import { replayEarlyTap } from './shell/early-taps.ts';
import { registerServiceWorker } from './shell/service-worker.ts';
import { yieldToMain } from './shell/yield.ts';

// Loaded by boot.ts after the first paint. The offline services (sign-in, outbox triggers,
// persistent storage) start with the live session.
//
// The route's chunk is loaded before the first render, so the router's state does not change under
// it (which would force a second, blocking render). The render is a transition: done in slices of
// a few milliseconds, so a slow phone's main thread is never blocked for long. A page prerendered
// at build time (prerender.tsx) is hydrated: React adopts its markup instead of building it again.
// The service worker's app shell has an empty #root and is rendered from scratch.
// Each step runs in its own task (yieldToMain): evaluating the modules, reading the location,
// building the route tree, loading the route's chunk and starting the render would together be
// one long task on a slow phone.
async function start(): Promise<void> {
  // The page's language (its URL prefix) before anything renders: the markup must match the prerendered page.
  await loadCatalog(splitLocale(location.pathname).locale);
  await yieldToMain();
  // The first number formatter of a language loads its data (about 15 ms on a slow phone): here,
  // in a task of its own, not inside the render (the wizard's progress shows 'Step 1 of 5').
  formatNumber(0);
  await yieldToMain();
  const history = createBrowserHistory();
  await yieldToMain();
  const router = createAppRouter(history);
  const goHome = () => void router.navigate({ to: '/' });
  await yieldToMain();
  await router.load();
  await yieldToMain();
  const container = document.getElementById('root')!;
  const app = <App router={router} onSignedOut={goHome} />;
  if (!container.firstElementChild) {
    startTransition(() =>
      createRoot(container).render(
        <>
          {app}
          <AfterCommit run={registerWhenIdle} />
        </>,
      ),
    );
    return;
  }
  let root: HydrationRoot | undefined;
  // A tap made on the prerendered page before the app has taken over is made again once it has.
  const afterHydration = () => {
    replayEarlyTap();
    if (root) hydrateWizardSoon(root);
    registerWhenIdle();
  };
  startTransition(
    () =>
      void (root = hydrateRoot(
        container,
        <>
          {app}
          <AfterCommit run={afterHydration} />
        </>,
      ) as HydrationRoot),
  );
}

/** React DOM's hydration root, with the method that hydrates a part of the page first (not in its types). */
type HydrationRoot = ReturnType<typeof hydrateRoot> & { unstable_scheduleHydration(target: Element): void };

/**
 * React hydrates what lies inside a <Suspense> boundary (the page's content, inside the layout's
 * and the router's) in a later pass at idle priority, after every other piece of work: effects,
 * lazy menus, IndexedDB. Offline that left the wizard's first step inert for about 300 ms after
 * the rest of the page, so the wizard is hydrated next. As a transition, asked for once the root
 * has committed (its boundary exists then): React does it in slices of a few milliseconds. Asked
 * for earlier, outside a transition, it was one task at default priority, the longest of /claim
 * after its first paint. A tap on the step meanwhile makes React hydrate it at once.
 */
function hydrateWizardSoon(root: HydrationRoot): void {
  const wizard = document.querySelector('#main .claim-wizard');
  if (wizard) startTransition(() => root.unstable_scheduleHydration(wizard));
}

/**
 * The service worker's install downloads the whole app (about 1 MB): started while the page is
 * still loading, it would take a slow link's bandwidth from the files the page needs to become
 * usable. So it starts once the page is in the app's hands and the browser is idle.
 */
function registerWhenIdle(): void {
  const register = () => void registerServiceWorker();
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3_000 });
  else setTimeout(register, 500);
}

/** Renders nothing; runs `run` once the page is committed (effects run after the commit). */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

void start();
// A device without the app's data (a first visit) needs no live session until a screen asks.
void hasLocalDatabase().then((stored) => (stored ? startLiveSession() : noStoredSession()));
