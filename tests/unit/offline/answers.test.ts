// Answering our team's question through the outbox: queued offline in one transaction, sent once
// each and in order (the files, then the answer naming them), the same Idempotency-Key on a retry,
// nothing left on the device afterwards; a refused answer waits with its reason until discarded.
import { describe, expect, it } from 'vitest';
import { answersOnDevice, discardAnswer, queueAnswer, AnswerError, ANSWER_MESSAGES } from '../../../src/offline/answers.ts';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { prepareAsIs } from '../../../src/offline/documents.ts';
import { drain } from '../../../src/offline/drain.ts';
import { type clock, drainEnv, type FakeApi, pdf } from './fixtures.ts';
import { useDrainWorld } from './use-drain-world.ts';

let db: ClaimsDb;
let api: FakeApi;
let time: ReturnType<typeof clock>;
const { queue } = useDrainWorld((world) => ({ db, api, time } = world));

async function sentClaim(): Promise<string> {
  const { claimId } = await queue('user-a', ['a.pdf']);
  await drain(drainEnv(db, api, { now: time.now }).env);
  api.requests.length = 0;
  return claimId;
}
const paths = () => api.requests.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`);

describe('answers through the outbox', () => {
  it('sends the files and then the answer, once each, and leaves nothing on the device', async () => {
    const claimId = await sentClaim();
    await queueAnswer(
      db,
      { claimId, ownerId: 'user-a', requestId: 7, text: '  Here is my boarding pass. ', files: [await prepareAsIs(pdf('pass.pdf'))] },
      time.now,
    );
    expect((await db.claims.get(claimId))?.syncState).toBe('queued');
    expect(await answersOnDevice(db, claimId)).toMatchObject([{ requestId: 7, text: 'Here is my boarding pass.', files: 1, state: 'pending' }]);

    // Offline: the first try fails, the retry carries the same key.
    api.failNext('/upload', 'network');
    const env = drainEnv(db, api, { now: time.now }).env;
    await drain(env);
    time.advance(60 * 60_000);
    await drain(env, { networkBack: true });

    const sent = paths().filter((p) => p !== 'GET /api/claims/:id');
    expect(sent).toEqual(['POST /api/claims/:id/upload', 'POST /api/claims/:id/upload', 'POST /api/claims/:id/answers']);
    const keys = api.requests.filter((r) => r.path.endsWith('/upload')).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    const uploaded = api.uploads.get(claimId)!.at(-1);
    expect(api.answers).toEqual([{ claimId, body: { request_id: 7, text: 'Here is my boarding pass.', document_ids: [uploaded] } }]);
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    expect(await db.kv.filter((row) => row.key.startsWith('answer:')).count()).toBe(0);
    expect(await db.attachments.where('claimId').equals(claimId).count()).toBe(0);
    expect(await db.outbox.where('claimId').equals(claimId).count()).toBe(0);
  });

  it('keeps a refused answer with its reason until it is discarded', async () => {
    const claimId = await sentClaim();
    await queueAnswer(db, { claimId, ownerId: 'user-a', requestId: 7, text: 'Too late?', files: [] }, time.now);
    api.failNext('/answers', {
      status: 409,
      body: { type: 'about:blank', title: 'This question is no longer waiting for an answer', status: 409, code: 'question-not-open' },
    });
    await drain(drainEnv(db, api, { now: time.now }).env);
    expect(await answersOnDevice(db, claimId)).toMatchObject([{ state: 'rejected', reason: 'This question is no longer waiting for an answer' }]);
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    const [waiting] = await answersOnDevice(db, claimId);
    await discardAnswer(db, waiting!.opId);
    expect(await answersOnDevice(db, claimId)).toEqual([]);
    expect(await db.kv.filter((row) => row.key.startsWith('answer:')).count()).toBe(0);
  });

  it('refuses an empty answer on the device, as the server does', async () => {
    const claimId = await sentClaim();
    await expect(queueAnswer(db, { claimId, ownerId: 'user-a', requestId: 7, text: '   ', files: [] })).rejects.toThrow(new AnswerError(ANSWER_MESSAGES.empty));
    expect(await db.outbox.count()).toBe(0);
  });
});
