// Whether the page's own content (the route's screen) has been rendered or hydrated. On a first
// visit React hydrates the screen last, after the header: the header's menus (Mantine Menu with
// its positioning code, ~25 KB) would otherwise be fetched while the screen still waits for its
// own files on a slow link. So they wait for this, or for a hand on their button.
import { useSyncExternalStore } from 'react';

let ready = false;
const listeners = new Set<() => void>();

/** Called by every screen once it is committed (router.tsx). */
export function markPageReady(): void {
  if (ready) return;
  ready = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False in the prerendered page and while it hydrates, true once the screen is in React's hands. */
export function usePageReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
