// src/app owns the React PWA: the entry, the route tree, one module per screen, the shell
// (header, footer, update prompt) and the static content. It may import src/offline and
// src/domain; never src/server.
import './styles.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { captureInstallPrompt } from './shell/install.ts';
import { registerServiceWorker } from './shell/service-worker.ts';

// Before anything renders: the install prompt can fire early. The offline services (sign-in,
// outbox triggers, persistent storage) start with the live session, right after the first paint.
captureInstallPrompt();

const router = createAppRouter();
const goHome = () => void router.navigate({ to: '/' });

// The route's chunk is loaded before the first render, so the router's state does not change under
// it (which would force a second, blocking render). The render is a transition: built in slices
// of a few milliseconds, so a slow phone's main thread is never blocked for long. A prerendered
// page (prerender.tsx) stays on screen meanwhile and is replaced by the same markup.
const root = createRoot(document.getElementById('root')!);
void router.load().then(() => startTransition(() => root.render(<App router={router} onSignedOut={goHome} />)));

void registerServiceWorker();
