import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../../../src/offline/db.ts';
import {
  backoffDelay,
  classifyResponse,
  networkOutcome,
  nextDueAt,
  parseRetryAfter,
  pickNextOp,
  resumeAfterLogin,
  retryAt,
  toOpError,
  toProblem,
} from '../../../src/offline/outbox.ts';
import { freshDb } from './fixtures.ts';

let seq = 0;
function op(claimId: string, state: OutboxOp['state'] = 'pending', extra: Partial<OutboxOp> = {}): OutboxOp {
  seq += 1;
  return {
    seq,
    opId: `op-${seq}`,
    claimId,
    kind: 'uploadFile',
    state,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    ownerId: 'u',
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

describe('pickNextOp', () => {
  it('takes the oldest runnable head of any claim', () => {
    const ops = [op('a', 'done'), op('a'), op('a'), op('b')];
    expect(pickNextOp(ops, 'u', 10)?.opId).toBe(ops[1]!.opId);
  });

  it('a refused document does not hold up the rest of its claim', () => {
    const ops = [op('a', 'done', { kind: 'createClaim' }), op('a', 'rejected'), op('a'), op('a', 'pending', { kind: 'putSignature' })];
    expect(pickNextOp(ops, 'u', 10)?.opId).toBe(ops[2]!.opId);
  });

  it('skips a claim whose head is not due, parked or rejected, and moves to the next claim', () => {
    const waiting = [op('a', 'pending', { nextAttemptAt: 100 }), op('a')];
    const rejected = [op('b', 'rejected', { kind: 'createClaim' }), op('b')];
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
    expect(parseRetryAfter('', 0)).toBeNull();
    expect(parseRetryAfter(' 5 ', 0)).toBe(5_000);
    // A date already past: retry now, never a negative wait.
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2016, 0, 1))).toBe(0);
  });

  it('starts from the base ceiling for a first (or zeroth) attempt', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(1, () => 0.5)).toBe(1000);
  });
});

describe('classifyResponse', () => {
  // Statuses without a problem body, by the outcome each gets.
  const bare: Record<string, number[]> = {
    done: [200, 201, 204],
    auth: [401],
    // 302, 304, 101: redirects are followed by fetch; one that gets through is tried again later, never dropped.
    retry: [408, 425, 429, 500, 503, 302, 304, 101],
    rejected: [400, 403, 404, 413, 415],
  };
  const cases: [number, unknown, string][] = [
    ...Object.entries(bare).flatMap(([kind, statuses]) => statuses.map((status): [number, unknown, string] => [status, null, kind])),
    [409, { code: 'idempotency-in-progress', title: 'x' }, 'retry'],
    [409, { code: 'conflict', title: 'x' }, 'rejected'],
    [422, { code: 'idempotency-key-reused', title: 'x' }, 'rejected'],
  ];
  it.each(cases)('%i %j → %s', (status, body, kind) => {
    expect(classifyResponse(status, body, null, 0).kind).toBe(kind);
  });
});

describe('errors as stored and shown', () => {
  it("keeps the server's problem: code, title, detail and field errors", () => {
    const error = toOpError(422, { title: 'Invalid', code: 'validation-failed', detail: 'Fix it', errors: [{ field: 'a', message: 'b' }] }, 7);
    expect(error).toEqual({ status: 422, code: 'validation-failed', title: 'Invalid', detail: 'Fix it', errors: [{ field: 'a', message: 'b' }], at: 7 });
    expect(toProblem(error)).toEqual({
      type: 'about:blank',
      title: 'Invalid',
      status: 422,
      code: 'validation-failed',
      detail: 'Fix it',
      errors: [{ field: 'a', message: 'b' }],
    });
  });

  it('makes a code and a title from the status when the answer is not a problem', () => {
    for (const body of [null, 'Bad gateway', { message: 'x' }, { title: 42, code: 7 }]) {
      expect(toOpError(502, body, 1)).toEqual({ status: 502, code: 'http-502', title: 'The server answered 502', at: 1 });
    }
    expect(toProblem(toOpError(502, null, 1))).toEqual({ type: 'about:blank', title: 'The server answered 502', status: 502, code: 'http-502' });
  });

  it('records a network failure as retryable, whatever was thrown', () => {
    expect(networkOutcome(new TypeError('Failed to fetch'), 3)).toEqual({
      kind: 'retry',
      retryAfterMs: null,
      error: { status: 0, code: 'network-error', title: 'No connection', detail: 'Failed to fetch', at: 3 },
    });
    expect(networkOutcome('aborted', 3)).toMatchObject({ kind: 'retry', error: { detail: 'aborted' } });
  });
});

describe('outbox queries', () => {
  it("nextDueAt: the earliest due time of this user's runnable heads only", async () => {
    const db = freshDb();
    try {
      await db.outbox.bulkAdd(
        [
          op('a', 'done', { nextAttemptAt: 1 }),
          op('a', 'pending', { nextAttemptAt: 500 }),
          op('a', 'pending', { nextAttemptAt: 5 }),
          op('b', 'needs-login', { nextAttemptAt: 2 }),
          op('b', 'pending', { nextAttemptAt: 3 }),
          op('c', 'pending', { nextAttemptAt: 4, ownerId: 'v' }),
          op('d', 'rejected', { nextAttemptAt: 1 }),
        ].map(({ seq: _seq, ...rest }) => rest),
      );
      expect(await nextDueAt(db, 'u')).toBe(500);
      expect(await nextDueAt(db, 'v')).toBe(4);
      expect(await nextDueAt(db, 'w')).toBeNull();
    } finally {
      await db.delete();
    }
  });

  it("resumeAfterLogin: only this user's parked claims go back to the queue, refused ones stay refused", async () => {
    const db = freshDb();
    try {
      const claim = (id: string, ownerId: string, syncState: 'needs-login' | 'rejected') => ({
        id,
        ownerId,
        syncState,
        payload: null,
        server: null,
        problem: null,
        attachments: [],
        submittedAt: 0,
        createdAt: 0,
        updatedAt: 0,
      });
      await db.claims.bulkAdd([claim('a', 'u', 'needs-login'), claim('b', 'v', 'needs-login'), claim('c', 'u', 'rejected')]);
      await db.outbox.bulkAdd(
        [
          op('a', 'needs-login', { nextAttemptAt: 99 }),
          op('a', 'needs-login'),
          op('b', 'needs-login', { ownerId: 'v' }),
          op('c', 'rejected'),
          op('c', 'pending'),
        ].map(({ seq: _seq, ...rest }) => rest),
      );
      expect(await resumeAfterLogin(db, 'u', 10)).toBe(1);
      expect((await db.outbox.where('claimId').equals('a').toArray()).map((o) => [o.state, o.nextAttemptAt])).toEqual([
        ['pending', 10],
        ['pending', 10],
      ]);
      expect((await db.claims.get('a'))?.syncState).toBe('queued');
      expect((await db.outbox.where('claimId').equals('b').first())?.state).toBe('needs-login');
      expect((await db.claims.get('b'))?.syncState).toBe('needs-login');
      expect((await db.claims.get('c'))?.syncState).toBe('rejected');
      expect(await resumeAfterLogin(db, 'u', 11)).toBe(0);
    } finally {
      await db.delete();
    }
  });
});
