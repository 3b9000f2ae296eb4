// The verified-token cache: a token is trusted again only until its expiry (plus the verifier's
// clock tolerance) and at most maxAgeMs, and the cache never holds more than `max` tokens.
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../../../src/server/http/verified-tokens.ts';

function clock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('VerifiedTokens', () => {
  it('answers a remembered token until its exp plus the tolerance, then forgets it', () => {
    const time = clock(1_000_000);
    const cache = new VerifiedTokens<string>({ clockToleranceS: 5, maxAgeMs: 600_000, now: time.now });
    cache.remember('t', 1_000 + 30, 'user'); // exp 30 s from now
    expect(cache.get('t')).toBe('user');
    time.advance(34_999);
    expect(cache.get('t')).toBe('user');
    time.advance(1);
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('trusts an entry at most maxAgeMs even when the token lives longer', () => {
    const time = clock(1_000_000);
    const cache = new VerifiedTokens<string>({ clockToleranceS: 5, maxAgeMs: 60_000, now: time.now });
    cache.remember('t', 1_000 + 3600, 'user');
    time.advance(59_999);
    expect(cache.get('t')).toBe('user');
    time.advance(1);
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not remember a token already past its expiry', () => {
    const time = clock(1_000_000);
    const cache = new VerifiedTokens<string>({ clockToleranceS: 5, now: time.now });
    cache.remember('t', 1_000 - 10, 'user');
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the oldest token when full, and only knows exact tokens', () => {
    const time = clock(1_000_000);
    const cache = new VerifiedTokens<number>({ clockToleranceS: 0, max: 3, now: time.now });
    for (let i = 0; i < 4; i++) cache.remember(`t${i}`, 2_000, i);
    expect(cache.size).toBe(3);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t3')).toBe(3);
    expect(cache.get('t3 ')).toBeUndefined();
  });
});
