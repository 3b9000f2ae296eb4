import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../../../src/offline/db.ts';
import { backoffDelay, classifyResponse, parseRetryAfter, pickNextOp, retryAt } from '../../../src/offline/outbox.ts';

let seq = 0;
function op(claimId: string, state: OutboxOp['state'] = 'pending', extra: Partial<OutboxOp> = {}): OutboxOp {
  seq += 1;
  return {
    seq, opId: `op-${seq}`, claimId, kind: 'uploadFile', state, attempts: 0, nextAttemptAt: 0,
    lastError: null, ownerId: 'u', createdAt: 0, updatedAt: 0, ...extra,
  };
}

describe('pickNextOp', () => {
  it('takes the oldest runnable head of any claim', () => {
    const ops = [op('a', 'done'), op('a'), op('a'), op('b')];
    expect(pickNextOp(ops, 'u', 10)?.opId).toBe(ops[1]!.opId);
  });

  it('skips a claim whose head is not due, parked or rejected, and moves to the next claim', () => {
    const waiting = [op('a', 'pending', { nextAttemptAt: 100 }), op('a')];
    const rejected = [op('b', 'rejected'), op('b')];
    const parked = [op('c', 'needs-login'), op('c')];
    const ready = [op('d')];
    expect(pickNextOp([...waiting, ...rejected, ...parked, ...ready], 'u', 10)?.opId).toBe(ready[0]!.opId);
  });

  it("ignores other owners' operations and ones already tried in this pass", () => {
    const other = op('a', 'pending', { ownerId: 'v' });
    const tried = op('b');
    expect(pickNextOp([other, tried], 'u', 10, new Set([tried.opId]))).toBeNull();
  });
});

describe('backoff', () => {
  it('is full jitter under an exponential ceiling with a cap', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(1998);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(30, () => 0.999)).toBe(599_400);
    expect(backoffDelay(4, () => 0)).toBe(0);
  });

  it('never retries before Retry-After', () => {
    expect(retryAt(1, 1000, 30_000, () => 0.9)).toBe(31_000);
    expect(retryAt(12, 1000, 5_000, () => 0.9)).toBe(1000 + 540_000);
  });

  it('parses Retry-After seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', 0)).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2015, 9, 21, 7, 27))).toBe(60_000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });
});

describe('classifyResponse', () => {
  const cases: [number, unknown, string][] = [
    [200, null, 'done'], [201, null, 'done'], [204, null, 'done'],
    [401, null, 'auth'],
    [408, null, 'retry'], [425, null, 'retry'], [429, null, 'retry'], [500, null, 'retry'], [503, null, 'retry'],
    [409, { code: 'idempotency-in-progress', title: 'x' }, 'retry'],
    [409, { code: 'conflict', title: 'x' }, 'rejected'],
    [422, { code: 'idempotency-key-reused', title: 'x' }, 'rejected'],
    [400, null, 'rejected'], [403, null, 'rejected'], [404, null, 'rejected'], [413, null, 'rejected'], [415, null, 'rejected'],
  ];
  it.each(cases)('%i %j → %s', (status, body, kind) => {
    expect(classifyResponse(status, body, null, 0).kind).toBe(kind);
  });
});
