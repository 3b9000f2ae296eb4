// The drain engine's remaining branches (drain.test.ts has the main paths): the network coming
// back, waiting for the lock, the IdP unreachable, a token for someone else after a refresh,
// answers that cannot be read, the final GET failing, local rows missing, the user signing out
// mid-drain, opaque tokens, and the request bodies (multipart bytes, the signature data URL).
import { describe, expect, it } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { drain, OUTBOX_LOCK } from '../../../src/offline/drain.ts';
import { multipartBody, pngDataUrl } from '../../../src/offline/op-body.ts';
import { buildRequest } from '../../../src/offline/op-request.ts';
import { createLocalLocks } from '../../../src/offline/lock.ts';
import { type clock, drainEnv, type FakeApi, json, jwt } from './fixtures.ts';
import { useDrainWorld } from './use-drain-world.ts';

let db: ClaimsDb;
let api: FakeApi;
let time: ReturnType<typeof clock>;

const { queue, ops, claim } = useDrainWorld((world) => ({ db, api, time } = world));

describe('drain: the network comes back', () => {
  it('sends at once what waited out a backoff after network errors (offline for a while)', async () => {
    const { claimId } = await queue('user-a');
    const { env } = drainEnv(db, api, { now: time.now });
    // Offline: every pass fails and the backoff grows.
    for (let i = 0; i < 5; i += 1) {
      api.failNext('POST /api/claims', 'network');
      await drain(env);
      time.advance((await ops(claimId))[0]!.nextAttemptAt - time.now());
    }
    api.failNext('POST /api/claims', 'network');
    await drain(env);
    const [create] = await ops(claimId);
    expect(create).toMatchObject({ attempts: 6, lastError: { code: 'network-error' } });
    expect(create!.nextAttemptAt - time.now()).toBe(32_000);

    // A plain trigger waits for the backoff; the network coming back does not.
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('queued');
    const report = await drain(env, { networkBack: true });
    expect(report.claimsSent).toBe(1);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });

  it("keeps the server's own waits (503, 429 with Retry-After) when the network comes back", async () => {
    const busy = await queue('user-a');
    const limited = await queue('user-a');
    api.failNext((r) => r.path === '/api/claims' && r.body.includes(busy.claimId), { status: 503 });
    api.failNext((r) => r.path === '/api/claims' && r.body.includes(limited.claimId), { status: 429, headers: { 'Retry-After': '60' } });
    const { env } = drainEnv(db, api, { now: time.now });
    await drain(env);
    const before = [(await ops(busy.claimId))[0]!.nextAttemptAt, (await ops(limited.claimId))[0]!.nextAttemptAt];

    const report = await drain(env, { networkBack: true });
    expect(report.attempts).toBe(0);
    expect([(await ops(busy.claimId))[0]!.nextAttemptAt, (await ops(limited.claimId))[0]!.nextAttemptAt]).toEqual(before);
    expect(report.nextDueAt).toBe(Math.min(...before));
  });

  it('a trigger that joins a running drain passes its options to the extra pass', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const { env } = drainEnv(db, api, { now: time.now });
    api.failNext('POST /api/claims', 'network');
    let joined: Promise<unknown> | null = null;
    api.onRequest = (r) => {
      if (r.path === '/api/claims' && !joined) joined = drain(env, { networkBack: true });
    };
    const report = await drain(env);
    expect(await joined).toBe(report);
    // The first pass recorded the network error; the joined pass sent it again at once.
    expect(api.requests.filter((r) => r.path === '/api/claims')).toHaveLength(2);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });
});

describe('drain: the lock', () => {
  it('leaves when another context holds the lock, unless told to wait for it', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const lock = createLocalLocks();
    const { env } = drainEnv(db, api, { lock });
    let release!: () => void;
    const held = lock(OUTBOX_LOCK, {}, () => new Promise<void>((resolve) => (release = resolve)));

    expect(await drain(env)).toMatchObject({ ran: false, attempts: 0 });
    const waiting = drain(env, { waitForLock: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.requests).toHaveLength(0);
    release();
    await held;
    expect(await waiting).toMatchObject({ ran: true, claimsSent: 1 });
    expect((await claim(claimId))?.syncState).toBe('sent');
  });
});

describe('drain: tokens', () => {
  it('keeps the claim queued (not parked for login) when the IdP cannot be reached', async () => {
    const { claimId } = await queue('user-a');
    const { env } = drainEnv(db, api, { now: time.now });
    env.getAccessToken = async () => {
      throw new TypeError('Failed to fetch');
    };
    const report = await drain(env);
    expect(api.requests).toHaveLength(0);
    expect((await ops(claimId))[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: { status: 0, code: 'network-error' } });
    expect((await claim(claimId))?.syncState).toBe('queued');
    expect(report.nextDueAt).toBe(time.now() + 1000);
  });

  it('stops, without sending, when the refresh after a 401 yields a token for someone else', async () => {
    const { claimId } = await queue('user-a');
    const { env, session } = drainEnv(db, api);
    session.refresh = async () => jwt({ sub: 'user-b' });
    api.failNext('POST /api/claims', { status: 401 });
    const report = await drain(env);
    expect(api.requests).toHaveLength(1);
    expect(report.attempts).toBe(1);
    // Not a failure of the operation: it waits, due, for the right person's token.
    expect((await ops(claimId))[0]).toMatchObject({ state: 'pending', attempts: 0, lastError: null });
    expect((await claim(claimId))?.syncState).toBe('queued');
  });

  it('sends with an opaque (non-JWT) token: the API checks it', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const { env, session } = drainEnv(db, api);
    session.token = 'opaque-token';
    await drain(env);
    expect(api.requests[0]!.headers.authorization).toBe('Bearer opaque-token');
    expect((await claim(claimId))?.syncState).toBe('sent');
  });

  it("never sends an opaque token for someone else's claim: whoever is signed in must be its owner", async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const { env, session } = drainEnv(db, api);
    session.token = 'opaque-token';
    // The claim was picked for user-a; by the time the token is read, user-b has signed in (review N4).
    let picked = false;
    env.currentUserId = async () => (picked ? 'user-b' : ((picked = true), 'user-a'));
    await drain(env);
    expect(api.requests).toHaveLength(0);
    expect((await ops(claimId))[0]).toMatchObject({ state: 'pending', attempts: 0, lastError: null });
  });

  it('stops when the user signs out during a drain; their next claim waits for them', async () => {
    const first = await queue('user-a', ['a.pdf']);
    const second = await queue('user-a', ['b.pdf']);
    const { env, session } = drainEnv(db, api);
    api.onRequest = (r) => {
      if (r.path.endsWith('/signature')) session.userId = null;
    };
    const report = await drain(env);
    expect(report).toMatchObject({ claimsSent: 1, nextDueAt: null });
    expect((await claim(first.claimId))?.syncState).toBe('sent');
    expect((await claim(second.claimId))?.syncState).toBe('queued');
    expect((await ops(second.claimId)).every((op) => op.state === 'pending' && op.attempts === 0)).toBe(true);
  });
});

describe('drain: answers', () => {
  it('takes a 2xx whose body cannot be read as done', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const { env } = drainEnv(db, api);
    env.fetch = async (input, init) => {
      const response = await api.fetch(input, init);
      // The server stored the document; the answer was cut off mid-body.
      if (String(input).endsWith('/upload')) return new Response('{"data": {"id"', { status: 201, headers: { 'Content-Type': 'application/json' } });
      return response;
    };
    await drain(env);
    expect(await ops(claimId)).toEqual([]);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });

  it('reads a non-JSON error answer as its status alone', async () => {
    const { claimId } = await queue('user-a');
    const { env } = drainEnv(db, api, { now: time.now });
    env.fetch = async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    await drain(env);
    expect((await ops(claimId))[0]).toMatchObject({ state: 'pending', lastError: { status: 502, code: 'http-502', title: 'The server answered 502' } });
  });

  it("still finishes the claim when the final GET fails: the create answer's copy stays, the documents go", async () => {
    for (const failure of ['network', { status: 500 }] as const) {
      const { claimId } = await queue('user-a', ['a.pdf']);
      api.failNext((r) => r.method === 'GET', failure);
      await drain(drainEnv(db, api).env);
      const row = await claim(claimId);
      expect(row).toMatchObject({ syncState: 'sent', problem: null });
      expect(row?.server?.id).toBe(claimId);
      expect(await db.attachments.where('claimId').equals(claimId).count()).toBe(0);
      expect(await db.signatures.get(claimId)).toBeUndefined();
      expect(await ops(claimId)).toEqual([]);
    }
  });

  it('keeps the stored copy when the create answer has no claim in it', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    api.failNext((r) => r.method === 'GET', { status: 404 });
    const { env } = drainEnv(db, api);
    env.fetch = async (input, init) => {
      const response = await api.fetch(input, init);
      // The server created the claim but answered without it.
      if (String(input).endsWith('/api/claims')) return json(201, { ok: true });
      return response;
    };
    await drain(env);
    expect(await claim(claimId)).toMatchObject({ syncState: 'sent', server: null });
  });
});

describe('drain: local rows missing', () => {
  it('refuses a claim whose payload is gone, and one whose signature is gone, with a local problem', async () => {
    const noPayload = await queue('user-a', ['a.pdf']);
    await db.claims.update(noPayload.claimId, { payload: null });
    const noSignature = await queue('user-a', ['b.pdf']);
    await db.signatures.delete(noSignature.claimId);
    await drain(drainEnv(db, api).env);
    expect(await claim(noPayload.claimId)).toMatchObject({
      syncState: 'rejected',
      problem: { code: 'local-data-missing', status: 0, title: 'The claim is missing on this device' },
    });
    expect(await claim(noSignature.claimId)).toMatchObject({
      syncState: 'rejected',
      problem: { code: 'local-data-missing', title: 'The signature of this claim is missing on this device' },
    });
    expect(api.requests.some((r) => r.body.includes(noPayload.claimId))).toBe(false);
    expect(api.claims.has(noSignature.claimId)).toBe(true); // created and uploaded, then stopped before the signature
  });

  it('an upload operation without an attachment id is refused locally', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const [, upload] = await ops(claimId);
    await db.outbox.update(upload!.seq!, { attachmentId: undefined });
    await drain(drainEnv(db, api).env);
    expect((await claim(claimId))?.problem).toMatchObject({ code: 'local-data-missing', title: 'A document of this claim is missing on this device' });
  });

  it('an unexpected failure while building a request ends the drain; the next drain sends it', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const { env } = drainEnv(db, api);
    const get = db.claims.get.bind(db.claims);
    let failOnce = true;
    (db.claims as { get: unknown }).get = (key: string) => {
      if (failOnce) {
        failOnce = false;
        return Promise.reject(new Error('IndexedDB went away'));
      }
      return get(key);
    };
    await expect(drain(env)).rejects.toThrow('IndexedDB went away');
    expect((await ops(claimId))[0]?.state).toBe('sending');
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });
});

describe('request bodies', () => {
  it('multipart bytes depend only on the operation id and the parts (a retry sends the same body)', async () => {
    const parts = [
      { name: 'attachment_id', value: 'a-1' },
      { name: 'file', value: new Blob(['%PDF-1.7 x']), filename: 'my "best"\r\nfile.pdf', type: 'application/pdf' },
    ];
    const one = multipartBody('01abc-def', parts);
    const two = multipartBody('01abc-def', parts);
    expect(one.contentType).toBe('multipart/form-data; boundary=----claim-01abc-def');
    expect(await one.body.text()).toBe(await two.body.text());
    const text = await one.body.text();
    expect(text).toContain(
      'Content-Disposition: form-data; name="file"; filename="my %22best%22%0D%0Afile.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 x\r\n',
    );
    expect(text.endsWith('------claim-01abc-def--\r\n')).toBe(true);
    expect(multipartBody('other', parts).contentType).not.toBe(one.contentType);
  });

  it('encodes a signature larger than one chunk as one PNG data URL', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const url = await pngDataUrl(new Blob([bytes], { type: 'image/png' }));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('builds each request from the rows as they are at send time', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    const [create, upload, signature] = await ops(claimId);
    await db.claims.update(claimId, { payload: { ...(await claim(claimId))!.payload!, booking_reference: 'LATER1' } });
    const built = await buildRequest(db, 'https://claims.test/api', create!, 'token');
    expect(built.url).toBe('https://claims.test/api/claims');
    expect(JSON.parse(built.init.body as string)).toMatchObject({ id: claimId, booking_reference: 'LATER1' });
    expect((await buildRequest(db, 'https://claims.test/api', upload!, 'token')).url).toBe(`https://claims.test/api/claims/${claimId}/upload`);
    const sign = await buildRequest(db, 'https://claims.test/api', signature!, 'token');
    expect(sign.init.headers).toMatchObject({ 'Idempotency-Key': signature!.opId, Authorization: 'Bearer token', 'Content-Type': 'application/json' });
  });
});
