// Outbox requests have a deadline (issue #6): 30 s plus the body's upload at a slow 256 kbit/s, at
// most 10 minutes. A request that never answers ends at its deadline as a network failure: retried
// with backoff under the same Idempotency-Key, never parked, never a duplicate.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { drain } from '../../../src/offline/drain.ts';
import { bodyBytes, requestTimeoutMs, REQUEST_TIMEOUT_BASE_MS, REQUEST_TIMEOUT_CAP_MS } from '../../../src/offline/deadline-fetch.ts';
import { type clock, drainEnv, type FakeApi } from './fixtures.ts';
import { useDrainWorld } from './use-drain-world.ts';

let db: ClaimsDb;
let api: FakeApi;
let time: ReturnType<typeof clock>;

const { queue, ops } = useDrainWorld((world) => ({ db, api, time } = world));
afterEach(() => {
  vi.restoreAllMocks();
});

/** A fetch whose answer never comes: it settles only when its signal aborts, with the signal's reason. */
function untilAborted(init: RequestInit | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const signal = init?.signal;
    if (!signal) return; // no deadline: it would hang for ever (the test then times out)
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Deadlines the test fires by hand; records the milliseconds each request was given. */
function manualDeadlines() {
  const given: { ms: number; controller: AbortController }[] = [];
  return {
    given,
    timeoutSignal: (ms: number) => {
      const controller = new AbortController();
      given.push({ ms, controller });
      return controller.signal;
    },
    /** The deadline of the latest request passes. */
    expire: () => given.at(-1)!.controller.abort(new DOMException('signal timed out', 'TimeoutError')),
  };
}

describe('requestTimeoutMs', () => {
  it('is 30 s for an empty body', () => {
    expect(requestTimeoutMs(0)).toBe(REQUEST_TIMEOUT_BASE_MS);
    expect(REQUEST_TIMEOUT_BASE_MS).toBe(30_000);
  });

  it('adds the upload time at 256 kbit/s', () => {
    expect(requestTimeoutMs(32_000)).toBe(30_000 + 1_000); // 256 000 bits: one second
    expect(requestTimeoutMs(1_000_000)).toBe(30_000 + 31_250);
    expect(requestTimeoutMs(10 * 1024 * 1024)).toBe(30_000 + Math.ceil((10 * 1024 * 1024 * 8 * 1000) / 256_000));
    expect(requestTimeoutMs(1)).toBe(30_001); // rounds up
  });

  it('is capped at 10 minutes', () => {
    expect(REQUEST_TIMEOUT_CAP_MS).toBe(600_000);
    expect(requestTimeoutMs(100 * 1024 * 1024)).toBe(600_000);
    expect(requestTimeoutMs(Number.MAX_SAFE_INTEGER)).toBe(600_000);
  });

  it('grows with the body and never goes below the base', () => {
    const sizes = [0, 1, 1_000, 100_000, 5_000_000, 18_432_000, 50_000_000];
    const times = sizes.map(requestTimeoutMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(requestTimeoutMs(-5)).toBe(REQUEST_TIMEOUT_BASE_MS);
  });

  it('bodyBytes counts UTF-8 bytes of a string and the size of a Blob', () => {
    expect(bodyBytes('{"a":"é"}')).toBe(10);
    expect(bodyBytes(new Blob(['12345']))).toBe(5);
    expect(bodyBytes(new Uint8Array(7))).toBe(7);
    expect(bodyBytes(undefined)).toBe(0);
  });
});

describe('drain: request deadlines', () => {
  it('gives every request a signal with the deadline for its body', async () => {
    await queue('user-a', ['boarding-pass.pdf']);
    const deadlines = manualDeadlines();
    const { env } = drainEnv(db, api, { now: time.now });
    const signals: (AbortSignal | null | undefined)[] = [];
    const bodies: number[] = [];
    env.timeoutSignal = deadlines.timeoutSignal;
    env.fetch = (input, init) => {
      signals.push(init?.signal);
      bodies.push(bodyBytes(init?.body));
      return api.fetch(input, init);
    };

    await drain(env);

    // create, upload, signature, and the final GET
    expect(signals).toHaveLength(4);
    expect(signals).toEqual(deadlines.given.map((d) => d.controller.signal));
    expect(deadlines.given.map((d) => d.ms)).toEqual(bodies.map(requestTimeoutMs));
    expect(bodies[1]).toBeGreaterThan(0);
  });

  it('uses AbortSignal.timeout when the environment gives no deadline of its own', async () => {
    await queue('user-a', ['boarding-pass.pdf']);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { env } = drainEnv(db, api, { now: time.now });
    const bodies: number[] = [];
    env.fetch = (input, init) => {
      bodies.push(bodyBytes(init?.body));
      return api.fetch(input, init);
    };
    await drain(env);
    expect(timeout.mock.calls.map(([ms]) => ms)).toEqual(bodies.map(requestTimeoutMs));
  });

  it('a request that never answers ends as a network failure at its deadline and is retried later, once', async () => {
    const { claimId } = await queue('user-a', ['boarding-pass.pdf']);
    const deadlines = manualDeadlines();
    const { env } = drainEnv(db, api, { now: time.now });
    env.timeoutSignal = deadlines.timeoutSignal;
    let hang = true;
    let waiting: () => void = () => {};
    const hanging = new Promise<void>((resolve) => (waiting = resolve));
    env.fetch = async (input, init) => {
      if (!hang) return api.fetch(input, init);
      hang = false;
      // The server does the work, but its answer never reaches us.
      await api.fetch(input, init);
      waiting();
      return untilAborted(init);
    };

    const first = drain(env);
    await hanging;
    deadlines.expire();
    const report = await first;

    const [create, upload] = await ops(claimId);
    expect(create).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: time.now() + 1000 });
    expect(create?.lastError).toMatchObject({ status: 0, code: 'network-error' });
    expect(upload?.state).toBe('pending');
    expect((await db.claims.get(claimId))?.syncState).toBe('queued');
    expect(report).toMatchObject({ done: 0, nextDueAt: time.now() + 1000 });

    time.advance(1000);
    await drain(env);
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    const keys = api.sentOps();
    expect(keys[0]).toBe(keys[1]); // the retry carried the same Idempotency-Key…
    expect(api.claims.size).toBe(1); // …so the server holds the claim once
    expect(api.uploads.get(claimId)).toHaveLength(1);
  });

  it('where AbortSignal.timeout is missing (Safari 15), a timer aborts the request at the same deadline', async () => {
    const { claimId } = await queue('user-a', ['boarding-pass.pdf']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // IndexedDB's own scheduling stays real
    const original = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout')!;
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true });
    try {
      const { env } = drainEnv(db, api, { now: time.now });
      let bytes = 0;
      let waiting: () => void = () => {};
      const hanging = new Promise<void>((resolve) => (waiting = resolve));
      env.fetch = (input, init) => {
        if (!String(input).endsWith('/upload')) return api.fetch(input, init);
        bytes = bodyBytes(init?.body);
        waiting();
        return untilAborted(init);
      };
      const draining = drain(env);
      await hanging;
      await vi.advanceTimersByTimeAsync(requestTimeoutMs(bytes) - 1);
      expect((await ops(claimId))[1]?.state).toBe('sending'); // not yet
      await vi.advanceTimersByTimeAsync(1);
      await draining;
      const upload = (await ops(claimId))[1];
      expect(upload).toMatchObject({ state: 'pending', attempts: 1 });
      expect(upload?.lastError).toMatchObject({ status: 0, code: 'network-error', detail: 'signal timed out' });
    } finally {
      Object.defineProperty(AbortSignal, 'timeout', original);
      vi.useRealTimers();
    }
  });

  it('a real AbortSignal.timeout ends a hanging upload the same way', async () => {
    const { claimId } = await queue('user-a', ['boarding-pass.pdf']);
    const { env } = drainEnv(db, api, { now: time.now });
    env.timeoutSignal = () => AbortSignal.timeout(5);
    env.fetch = (input, init) => (String(input).endsWith('/upload') ? untilAborted(init) : api.fetch(input, init));

    await drain(env);

    const [create, upload] = await ops(claimId);
    expect(create?.state).toBe('done');
    expect(upload).toMatchObject({ state: 'pending', attempts: 1 });
    expect(upload?.lastError).toMatchObject({ status: 0, code: 'network-error' });
    expect(upload?.lastError?.detail).toMatch(/time/i);
    expect((await db.claims.get(claimId))?.syncState).toBe('queued');
  });
});
