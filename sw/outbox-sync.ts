/// <reference lib="webworker" />
// The service worker's share of sending the outbox: the Background Sync event (Chromium, even with
// no tab open) and a {type:'drain'} message from a page (every browser). Both run the same drain as
// the page, under the same Web Lock. Concurrent triggers join one drain (drain.ts). Chromium fires
// the sync event when the network comes back, so it sends what waited for the network at once, and
// it waits for the lock (a tab closing mid-send still holds it for a moment; ending the event then
// would leave the claim until the app is opened again). A sync event rejects while work is still
// waiting so that Chromium schedules another try with its own backoff; on its last chance it
// resolves and the page's triggers take over. sw.ts calls registerOutboxSync(self) once.
import { drainOutbox } from '../src/offline/outbox-env.ts';
import type { DrainOptions, DrainReport } from '../src/offline/drain.ts';
import { DRAIN_MESSAGE, SYNC_TAG, type DrainMessage } from '../src/offline/outbox-triggers.ts';

/** Background Sync is not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

export interface OutboxSyncDeps {
  drain: (options?: DrainOptions) => Promise<DrainReport>;
}

export class OutboxPendingError extends Error {
  constructor(report: DrainReport) {
    super(`Outbox work still waiting (next due ${report.nextDueAt ?? 'unknown'})`);
    this.name = 'OutboxPendingError';
  }
}

export function registerOutboxSync(self: ServiceWorkerGlobalScope, deps: OutboxSyncDeps = { drain: drainOutbox }): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== SYNC_TAG) return;
    event.waitUntil(
      deps.drain({ networkBack: true, waitForLock: true }).then((report) => {
        if (!event.lastChance && report.ran && report.nextDueAt !== null) throw new OutboxPendingError(report);
      }),
    );
  }) as EventListener);

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as Partial<DrainMessage> | null;
    if (data?.type !== DRAIN_MESSAGE.type) return;
    event.waitUntil(
      deps.drain(data.networkBack === true ? { networkBack: true } : {}).then(
        () => undefined,
        () => undefined,
      ),
    );
  });
}
