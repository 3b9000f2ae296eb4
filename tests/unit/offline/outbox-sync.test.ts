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

  it('on a sync event, sends what waited for the network at once and waits for a busy lock', async () => {
    const sw = serviceWorker();
    const drain = vi.fn(async () => report());
    registerOutboxSync(sw.self, { drain });
    await Promise.all(sw.dispatch('sync', { tag: 'outbox', lastChance: false }));
    expect(drain).toHaveBeenCalledWith({ networkBack: true, waitForLock: true });
  });

  it("passes the page's 'network is back' on, and swallows a failed drain of a message", async () => {
    const sw = serviceWorker();
    const drain = vi.fn(async () => {
      throw new Error('IndexedDB went away');
    });
    registerOutboxSync(sw.self, { drain });
    await expect(Promise.all(sw.dispatch('message', { data: { type: 'drain', networkBack: true } }))).resolves.toEqual([undefined]);
    await Promise.all(sw.dispatch('message', { data: { type: 'drain' } }));
    await Promise.all(sw.dispatch('message', { data: null }));
    expect(drain.mock.calls).toEqual([[{ networkBack: true }], [{}]]);
  });

  it('resolves a sync event when another context had the lock (nothing ran) or nothing is left', async () => {
    const sw = serviceWorker();
    registerOutboxSync(sw.self, { drain: async () => report({ ran: false, nextDueAt: Date.now() }) });
    await expect(sw.dispatch('sync', { tag: 'outbox', lastChance: false })[0]).resolves.toBeUndefined();
  });

  it('rejects a sync event whose drain failed, so the browser tries again', async () => {
    const sw = serviceWorker();
    registerOutboxSync(sw.self, {
      drain: async () => {
        throw new Error('IndexedDB went away');
      },
    });
    await expect(sw.dispatch('sync', { tag: 'outbox', lastChance: false })[0]).rejects.toThrow('IndexedDB went away');
  });
});
