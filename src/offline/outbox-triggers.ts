// When the page asks for the outbox to be sent: at app start, when the network comes back, when
// the tab becomes visible, on a backoff timer while anything waits, and on kick() after a submit.
// kick() asks three ways because none is everywhere: Background Sync (Chromium, even after the
// tab closes), a message to the service worker, and a drain right here (Safari, Firefox).
// When the network comes back, what waits only because the network failed goes at once (drain.ts).
import type { DrainOptions } from './drain.ts';
import { drainOutbox } from './outbox-env.ts';
import { listen, pageScope } from './page-scope.ts';

export const SYNC_TAG = 'outbox';
export const DRAIN_MESSAGE = { type: 'drain' } as const;
/** The page's message to the service worker: drain, and whether the network just came back. */
export type DrainMessage = typeof DRAIN_MESSAGE & { networkBack?: boolean };
/** While the SW holds the lock, look again after this long (it may be killed mid-way). */
const BUSY_RECHECK_MS = 30_000;
const MAX_TIMER_MS = 10 * 60_000;

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(at: number | null): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (at === null) return;
  const delay = Math.min(MAX_TIMER_MS, Math.max(1000, at - Date.now()));
  timer = setTimeout(() => void drainInPage(), delay);
}

/** Drains here, then sets the backoff timer for whatever is still waiting. */
export async function drainInPage(options?: DrainOptions): Promise<void> {
  try {
    const report = await drainOutbox(options);
    schedule(report.ran ? report.nextDueAt : Date.now() + BUSY_RECHECK_MS);
  } catch {
    // IndexedDB unavailable or the like: try again later rather than stop for good.
    schedule(Date.now() + BUSY_RECHECK_MS);
  }
}

async function requestBackgroundSync(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  try {
    const registration = (await container.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Not permitted (e.g. in a private window): the other two triggers remain.
  }
}

/** Send the outbox now, by every means this browser has. */
export function kick(options: { networkBack?: boolean } = {}): void {
  void requestBackgroundSync();
  const message: DrainMessage = options.networkBack ? { ...DRAIN_MESSAGE, networkBack: true } : DRAIN_MESSAGE;
  globalThis.navigator?.serviceWorker?.controller?.postMessage(message);
  void drainInPage(options.networkBack ? { networkBack: true } : undefined);
}

/** Call once at app start (page only). Returns the stopper. */
export function startOutboxTriggers(): () => void {
  const page = pageScope();
  if (!page) return () => {};
  kick();
  const stops = [
    listen(page, 'online', () => kick({ networkBack: true })),
    listen(page.document, 'visibilitychange', () => {
      if (page.document.visibilityState === 'visible') kick();
    }),
  ];
  return () => {
    stops.forEach((stop) => stop());
    schedule(null);
  };
}
