// The few window/document members page-only code needs, reached through globalThis so that
// src/offline also compiles (and safely no-ops) in the service worker, which has no window.

interface Listenable {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface PageScope extends Listenable {
  document: Listenable & { visibilityState: string };
}

/** The window, or null in a worker, the service worker or Node. */
export function pageScope(): PageScope | null {
  const scope = (globalThis as { window?: PageScope }).window;
  return scope && typeof scope.addEventListener === 'function' ? scope : null;
}

/** Listens and returns the remover. */
export function listen(target: Listenable, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
