import { describe, expect, it } from 'vitest';
import { createLocalLocks } from '../../../src/offline/lock.ts';
import { isQuotaError } from '../../../src/offline/storage.ts';

describe('local lock', () => {
  it('runs holders one at a time, in order', async () => {
    const lock = createLocalLocks();
    const events: string[] = [];
    const hold = (name: string) =>
      lock('x', {}, async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
      });
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('ifAvailable gives null while held, and the lock after release', async () => {
    const lock = createLocalLocks();
    let inner: unknown = 'unset';
    await lock('x', {}, async () => {
      inner = await lock('x', { ifAvailable: true }, async (l) => l);
    });
    expect(inner).toBeNull();
    expect(await lock('x', { ifAvailable: true }, async (l) => l)).toEqual({ name: 'x' });
  });

  it('releases when the holder throws', async () => {
    const lock = createLocalLocks();
    await expect(
      lock('x', {}, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await lock('x', { ifAvailable: true }, async (l) => l?.name)).toBe('x');
  });
});

describe('isQuotaError', () => {
  it('recognises the DOMException, Dexie’s wrapper and Firefox’s name', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: new DOMException('full', 'QuotaExceededError') })).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
