// Registers the service worker with workbox-window and tracks whether a new version is waiting.
// A waiting version is only activated when the user asks (the update prompt): never a silent
// reload, so nobody loses their place in the middle of a claim.
import type { Workbox } from 'workbox-window';

type Listener = () => void;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<Listener>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // workbox-window is only needed once the page is up: its own chunk, off the first load.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  workbox
    .register()
    .then((registration) => {
      // Look for a new version every hour while the app stays open.
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    })
    // Browsers can refuse service workers (some private modes, policies): the app still works
    // online, without offline use.
    .catch((error: unknown) => console.warn('The service worker could not be registered; offline use is off.', error));
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
