import { describe, expect, it, vi } from 'vitest';
import type { DrainReport } from '../../../src/offline/drain.ts';
import { OutboxPendingError, registerOutboxSync } from '../../../sw/outbox-sync.ts';

const report = (extra: Partial<DrainReport> = {}): DrainReport => ({ ran: true, attempts: 1, done: 1, claimsSent: 1, nextDueAt: null, ...extra });

/** A stand-in for the service worker global: an EventTarget whose events collect waitUntil promises. */
function serviceWorker() {
  const target = new EventTarget();
  const dispatch = (type: string, props: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    const event = Object.assign(new Event(type), props, { waitUntil: (p: Promise<unknown>) => waits.push(p) });
    target.dispatchEvent(event);
    return waits;
  };
  return { self: target as unknown as ServiceWorkerGlobalScope, dispatch };
}

describe('service worker outbox sync', () => {
  it('drains on the outbox sync tag and resolves when nothing waits', async () => {
    const sw = serviceWorker();
    const drain = vi.fn(async () => report());
    registerOutboxSync(sw.self, { drain });
    const waits = sw.dispatch('sync', { tag: 'outbox', lastChance: false });
    expect(waits).toHaveLength(1);
    await expect(waits[0]).resolves.toBeUndefined();
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('rejects while work is waiting so the browser retries, except on the last chance', async () => {
    const sw = serviceWorker();
    registerOutboxSync(sw.self, { drain: async () => report({ nextDueAt: Date.now() + 5000 }) });
    await expect(sw.dispatch('sync', { tag: 'outbox', lastChance: false })[0]).rejects.toBeInstanceOf(OutboxPendingError);
    await expect(sw.dispatch('sync', { tag: 'outbox', lastChance: true })[0]).resolves.toBeUndefined();
  });

  it('ignores other sync tags and messages; drains on {type: "drain"}', async () => {
    const sw = serviceWorker();
    const drain = vi.fn(async () => report({ ran: false }));
    registerOutboxSync(sw.self, { drain });
    expect(sw.dispatch('sync', { tag: 'other', lastChance: false })).toHaveLength(0);
    expect(sw.dispatch('message', { data: { type: 'SKIP_WAITING' } })).toHaveLength(0);
    const waits = sw.dispatch('message', { data: { type: 'drain' } });
    await Promise.all(waits);
    expect(drain).toHaveBeenCalledTimes(1);
  });
});
