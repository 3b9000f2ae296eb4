// Loading a lazy chunk (a screen, a menu, the live session) can fail on a first visit: the
// service worker has not cached the app yet and the airport Wi-Fi drops. Chromium does not keep a
// failed import, so the same import can simply be tried again: when the browser is back online,
// or, if it says it is online, after a short wait. A chunk that still fails after that is a real
// error and reaches the error boundary.
import { yieldToMain } from './yield.ts';

export interface Connectivity {
  isOnline(): boolean;
  /** Resolves at the next `online` event. */
  nextOnline(): Promise<void>;
  wait(ms: number): Promise<void>;
}

const browserConnectivity: Connectivity = {
  isOnline: () => navigator.onLine,
  nextOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Waits between tries while the browser says it is online (a flaky link, a server restarting). */
export const ONLINE_RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

export async function loadChunk<T>(load: () => Promise<T>, connectivity: Connectivity = browserConnectivity): Promise<T> {
  let onlineFailures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!connectivity.isOnline()) {
        await connectivity.nextOnline();
        continue;
      }
      const delay = ONLINE_RETRY_DELAYS_MS[onlineFailures++];
      if (delay === undefined) throw error;
      await connectivity.wait(delay);
    }
  }
}

/**
 * Loads a chunk with a large import graph in stages: each stage's modules are evaluated in a task
 * of their own (a module runs once, so `load` finds the earlier stages done), not the whole graph
 * in one task that a slow phone freezes on.
 */
export async function loadChunkInStages<T>(stages: readonly (() => Promise<unknown>)[], load: () => Promise<T>): Promise<T> {
  for (const stage of stages) {
    await loadChunk(stage);
    await yieldToMain();
  }
  return loadChunk(load);
}
