import { describe, expect, it } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { drain } from '../../../src/offline/drain.ts';
import { createLocalLocks } from '../../../src/offline/lock.ts';
import { resumeAfterLogin } from '../../../src/offline/outbox.ts';
import { prepareAsIs } from '../../../src/offline/documents.ts';
import { addClaimDocument, refusedDocuments, resubmitClaim, SubmitError } from '../../../src/offline/submit.ts';
import { type clock, drainEnv, type FakeApi, jwt, pdf, pdfText } from './fixtures.ts';
import { useDrainWorld } from './use-drain-world.ts';

let db: ClaimsDb;
let api: FakeApi;
let time: ReturnType<typeof clock>;

const { queue, ops, claim } = useDrainWorld((world) => ({ db, api, time } = world));
const paths = () => api.requests.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`);

describe('drain: success', () => {
  it('sends create, each upload in order, then the signature, built from the stored rows', async () => {
    const { claimId, attachmentIds } = await queue('user-a');
    const queuedOps = await ops(claimId);
    const { env } = drainEnv(db, api, { now: time.now });

    const report = await drain(env);

    expect(paths()).toEqual([
      'POST /api/claims',
      'POST /api/claims/:id/upload',
      'POST /api/claims/:id/upload',
      'POST /api/claims/:id/signature',
      'GET /api/claims/:id',
    ]);
    expect(report).toMatchObject({ ran: true, done: 4, claimsSent: 1, nextDueAt: null });
    // Each request carries its operation's id as Idempotency-Key and the user's token.
    expect(api.sentOps()).toEqual(queuedOps.map((op) => op.opId));
    expect(new Set(api.sentOps()).size).toBe(4);
    for (const r of api.requests) expect(r.headers.authorization).toBe(`Bearer ${jwt({ sub: 'user-a' })}`);
    const create = JSON.parse(api.requests[0]!.body);
    expect(create).toMatchObject({ id: claimId, flight: { flight_number: 'BA123', disruption_type: 'delayed' } });
    expect(api.requests[1]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.requests[1]!.body.indexOf('name="attachment_id"')).toBeLessThan(api.requests[1]!.body.indexOf('name="file"'));
    expect(api.uploads.get(claimId)).toEqual(attachmentIds);
    expect(api.requests[2]!.fileText).toBe(pdfText('booking.pdf'));
    expect(JSON.parse(api.requests[3]!.body).mandate_version).toBe('EC261-ar-1');
    expect(JSON.parse(api.requests[3]!.body).signature).toBe(`data:image/png;base64,${Buffer.from('\x89PNG signature').toString('base64')}`);
  });

  it('marks the claim sent, keeps the server copy and deletes the local documents and signature', async () => {
    const { claimId } = await queue('user-a');
    await drain(drainEnv(db, api).env);

    const row = await claim(claimId);
    expect(row?.syncState).toBe('sent');
    expect(row?.server?.id).toBe(claimId);
    expect(row?.server?.documents).toHaveLength(2);
    expect(row?.server?.signature).not.toBeNull();
    expect(row?.attachments.map((a) => a.name)).toEqual(['boarding-pass.pdf', 'booking.pdf']);
    expect(await db.attachments.where('claimId').equals(claimId).count()).toBe(0);
    expect(await db.signatures.get(claimId)).toBeUndefined();
    expect(await ops(claimId)).toEqual([]);
  });

  it('treats an idempotent replay as done: a lost answer is re-sent with the same key, the server does it once', async () => {
    const { claimId } = await queue('user-a', ['a.pdf']);
    api.failNext('POST /api/claims', 'lost');
    const { env } = drainEnv(db, api, { now: time.now });

    await drain(env);
    expect((await ops(claimId))[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(api.claims.has(claimId)).toBe(true); // the server did create it

    time.advance(60_000);
    await drain(env);
    const keys = api.sentOps();
    expect(keys[0]).toBe(keys[1]); // same Idempotency-Key
    expect((await claim(claimId))?.syncState).toBe('sent');
    expect(api.claims.size).toBe(1);
    expect(api.uploads.get(claimId)).toHaveLength(1);
  });
});

describe('drain: retry', () => {
  it('retries after a network error with backoff, and not before', async () => {
    const { claimId } = await queue('user-a');
    api.failNext('POST /api/claims', 'network');
    const { env } = drainEnv(db, api, { now: time.now });

    const report = await drain(env);
    const [create] = await ops(claimId);
    // random() = 0.5 of the first ceiling (2 s).
    expect(create).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: time.now() + 1000 });
    expect(create?.lastError).toMatchObject({ status: 0, code: 'network-error' });
    expect((await claim(claimId))?.syncState).toBe('queued');
    expect(report.nextDueAt).toBe(time.now() + 1000);
    expect(api.requests).toHaveLength(1); // tried once per pass, later ops wait behind it

    time.advance(999);
    await drain(env);
    expect(api.requests).toHaveLength(1);

    time.advance(1);
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });

  it.each([408, 425, 429, 500, 502, 503, 504])('retries %i with backoff', async (status) => {
    const { claimId } = await queue('user-a');
    api.failNext('POST /api/claims', { status, body: { type: 'about:blank', title: 'Busy', status, code: 'busy' } });
    await drain(drainEnv(db, api, { now: time.now }).env);
    const [create] = await ops(claimId);
    expect(create).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: time.now() + 1000 });
    expect(create?.lastError).toMatchObject({ status, code: 'busy', title: 'Busy' });
    expect((await claim(claimId))?.syncState).toBe('queued');
  });

  it('grows the backoff with each attempt, up to the cap', async () => {
    const { claimId } = await queue('user-a');
    const { env } = drainEnv(db, api, { now: time.now });
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      api.failNext('POST /api/claims', { status: 503 });
      await drain(env);
      const [create] = await ops(claimId);
      waits.push(create!.nextAttemptAt - time.now());
      time.advance(create!.nextAttemptAt - time.now());
    }
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(waits.at(-1)).toBe(300_000); // 0.5 × the 10-minute cap
  });

  it.each([429, 503])('honours Retry-After in seconds on %i', async (status) => {
    const { claimId } = await queue('user-a');
    api.failNext('POST /api/claims', { status, headers: { 'Retry-After': '120' } });
    await drain(drainEnv(db, api, { now: time.now }).env);
    expect((await ops(claimId))[0]?.nextAttemptAt).toBe(time.now() + 120_000);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { claimId } = await queue('user-a');
    const at = new Date(time.now() + 90_000).toUTCString();
    api.failNext('POST /api/claims', { status: 503, headers: { 'Retry-After': at } });
    await drain(drainEnv(db, api, { now: time.now }).env);
    expect((await ops(claimId))[0]?.nextAttemptAt).toBe(time.now() + 90_000);
  });

  it('retries 409 idempotency-in-progress later', async () => {
    const { claimId } = await queue('user-a');
    api.failNext('upload', { status: 409, body: { type: 'about:blank', title: 'In progress', status: 409, code: 'idempotency-in-progress' } });
    const { env } = drainEnv(db, api, { now: time.now });
    await drain(env);
    const [create, upload] = await ops(claimId);
    expect(create?.state).toBe('done');
    expect(upload).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await claim(claimId))?.syncState).toBe('queued');
    time.advance(10_000);
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });
});

describe('drain: sign-in', () => {
  it('refreshes the token once on 401 and sends again with the new token', async () => {
    const { claimId } = await queue('user-a');
    api.failNext('POST /api/claims', { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'token-expired' } });
    const { env, session } = drainEnv(db, api);
    const firstToken = session.token;

    await drain(env);

    expect(session.refreshes).toBe(1);
    expect(api.requests[0]!.headers.authorization).toBe(`Bearer ${firstToken}`);
    expect(api.requests[1]!.headers.authorization).toBe(`Bearer ${session.token}`);
    expect(api.requests[1]!.headers['idempotency-key']).toBe(api.requests[0]!.headers['idempotency-key']);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });

  it('parks every unsent claim of the user as needs-login after a second 401, then resumes after login', async () => {
    const first = await queue('user-a');
    const second = await queue('user-a');
    api.validTokens.add('only-this-one');
    const { env, session } = drainEnv(db, api);

    const report = await drain(env);

    expect(api.requests).toHaveLength(2);
    expect(session.refreshes).toBe(1);
    expect(report.nextDueAt).toBeNull();
    for (const id of [first.claimId, second.claimId]) {
      expect((await claim(id))?.syncState).toBe('needs-login');
      expect((await ops(id)).every((op) => op.state === 'needs-login')).toBe(true);
    }
    await drain(env);
    expect(api.requests).toHaveLength(2); // parked: nothing is sent until the user signs in

    session.token = 'only-this-one';
    await resumeAfterLogin(db, 'user-a');
    expect((await claim(first.claimId))?.syncState).toBe('queued');
    await drain(env);
    expect((await claim(first.claimId))?.syncState).toBe('sent');
    expect((await claim(second.claimId))?.syncState).toBe('sent');
  });

  it('leaves a refused claim refused when the others are parked for login', async () => {
    const refused = await queue('user-a');
    api.failNext('POST /api/claims', { status: 422, body: { title: 'Invalid', status: 422, code: 'validation-failed' } });
    const { env } = drainEnv(db, api);
    await drain(env);
    const waiting = await queue('user-a');
    api.validTokens.add('only-this-one');
    await drain(env);
    expect((await claim(refused.claimId))?.syncState).toBe('rejected');
    expect((await ops(refused.claimId)).map((op) => op.state)).toEqual(['rejected', 'pending', 'pending', 'pending']);
    expect((await claim(waiting.claimId))?.syncState).toBe('needs-login');
  });

  it('a sign-out while an operation is being sent leaves its claim queued for its owner, not parked for a sign-in', async () => {
    const { claimId } = await queue('user-a');
    const { env, session } = drainEnv(db, api);
    // The owner signs out just after the drain took their operation (a shared device's sign-out, e2e shared-device).
    const signedOutNow: typeof env.getAccessToken = async (options) => {
      session.userId = null;
      return env.getAccessToken(options);
    };
    await drain({ ...env, getAccessToken: signedOutNow });
    expect((await claim(claimId))?.syncState).toBe('queued');
    expect((await ops(claimId)).every((op) => op.state === 'pending')).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('parks as needs-login when the session ended (no token)', async () => {
    const { claimId } = await queue('user-a');
    const { env, session } = drainEnv(db, api);
    session.refresh = async () => null;
    api.failNext('POST /api/claims', { status: 401 });
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('needs-login');
    expect(api.requests).toHaveLength(1);
  });

  it("sends only the signed-in user's claims; another user's wait for them", async () => {
    const mine = await queue('user-b');
    const theirs = await queue('user-a');
    const { env, session } = drainEnv(db, api, { userId: 'user-b' });

    await drain(env);
    expect((await claim(mine.claimId))?.syncState).toBe('sent');
    expect((await claim(theirs.claimId))?.syncState).toBe('queued');
    expect(api.requests.every((r) => r.headers.authorization === `Bearer ${jwt({ sub: 'user-b' })}`)).toBe(true);
    expect(api.claims.has(theirs.claimId)).toBe(false);

    session.userId = null;
    await drain(env);
    expect((await claim(theirs.claimId))?.syncState).toBe('queued');

    session.userId = 'user-a';
    session.token = jwt({ sub: 'user-a' });
    await drain(env);
    expect((await claim(theirs.claimId))?.syncState).toBe('sent');
  });

  it("never sends with a token whose subject is not the claim's owner", async () => {
    const { claimId } = await queue('user-a');
    const { env, session } = drainEnv(db, api);
    session.token = jwt({ sub: 'user-b' }); // the store says user-a, the token says otherwise
    await drain(env);
    expect(api.requests).toHaveLength(0);
    expect((await ops(claimId))[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });
});

// Each operation of a claim as "kind:state", in queue order.
const opStates = async (claimId: string) => (await ops(claimId)).map((op) => `${op.kind}:${op.state}`);
// A claim whose refused document was removed: what was sent, and the report of the refusal, stay done.
const SENT_AND_REPORTED = ['createClaim:done', 'uploadFile:done', 'putSignature:done', 'reportProblem:done'];

describe('drain: rejection', () => {
  const problem = {
    type: 'https://claims.test/problems/validation',
    title: 'Invalid claim',
    status: 422,
    code: 'validation-failed',
    detail: 'The passenger e-mail is not valid',
    errors: [{ field: 'passenger.email', message: 'Please enter a valid email address' }],
  };

  it.each([400, 403, 404, 413, 415, 422])('parks the claim as rejected on %i with the server problem', async (status) => {
    const { claimId } = await queue('user-a');
    api.failNext('POST /api/claims', { status, body: { ...problem, status } });
    await drain(drainEnv(db, api).env);

    const row = await claim(claimId);
    expect(row?.syncState).toBe('rejected');
    expect(row?.problem).toMatchObject({ title: problem.title, code: problem.code, detail: problem.detail, errors: problem.errors, status });
    const [create, ...rest] = await ops(claimId);
    expect(create).toMatchObject({ state: 'rejected', attempts: 1 });
    expect(rest.every((op) => op.state === 'pending' && op.attempts === 0)).toBe(true);
    expect(api.requests).toHaveLength(1); // nothing after a refused step
    expect(await db.attachments.where('claimId').equals(claimId).count()).toBe(2); // nothing dropped
  });

  it('a rejected claim does not block another claim', async () => {
    const bad = await queue('user-a');
    const good = await queue('user-a');
    api.failNext((r) => r.path.endsWith('/upload') && r.path.includes(bad.claimId), {
      status: 415,
      body: { ...problem, status: 415, code: 'unsupported-type' },
    });
    await drain(drainEnv(db, api).env);
    expect((await claim(bad.claimId))?.syncState).toBe('rejected');
    expect((await claim(good.claimId))?.syncState).toBe('sent');
  });

  it('keeps strict order within a claim while other claims go ahead', async () => {
    const a = await queue('user-a');
    const b = await queue('user-a');
    api.failNext((r) => r.attachmentId === a.attachmentIds[0], { status: 503 });
    await drain(drainEnv(db, api, { now: time.now }).env);
    const aOps = await ops(a.claimId);
    expect(aOps.map((op) => op.state)).toEqual(['done', 'pending', 'pending', 'pending']);
    expect(api.uploads.get(a.claimId)).toBeUndefined(); // the second upload did not overtake the first
    expect((await claim(b.claimId))?.syncState).toBe('sent');
  });

  it('can be corrected and re-sent with new operation ids', async () => {
    const { claimId } = await queue('user-a');
    api.failNext('POST /api/claims', { status: 422, body: problem });
    const { env } = drainEnv(db, api);
    await drain(env);
    const oldIds = (await ops(claimId)).map((op) => op.opId);

    await resubmitClaim(db, claimId, { payload: { passenger: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@lovelace.example' } } });
    const renewed = await ops(claimId);
    expect(renewed.map((op) => op.kind)).toEqual(['createClaim', 'uploadFile', 'uploadFile', 'putSignature']);
    expect(renewed.some((op) => oldIds.includes(op.opId))).toBe(false);
    expect(await claim(claimId)).toMatchObject({ syncState: 'queued', problem: null });

    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('sent');
    expect(JSON.parse(api.requests[1]!.body).passenger.email).toBe('ada@lovelace.example');
  });

  it('a refused document does not hold up the rest: the other documents and the signature are sent', async () => {
    const { claimId, attachmentIds } = await queue('user-a', ['virus.pdf', 'booking.pdf']);
    api.failNext((r) => r.attachmentId === attachmentIds[0], {
      status: 415,
      body: { ...problem, status: 415, code: 'unsupported-file-type', detail: 'Not a PDF' },
    });
    await drain(drainEnv(db, api).env);
    expect(await opStates(claimId)).toEqual(['createClaim:done', 'uploadFile:rejected', 'uploadFile:done', 'putSignature:done', 'reportProblem:done']);
    expect(api.uploads.get(claimId)).toEqual([attachmentIds[1]]);
    // Recorded on the server, so the owner's other devices show it too.
    expect(api.claims.get(claimId)?.sync_problem).toMatchObject({ code: 'unsupported-file-type', detail: 'virus.pdf: Not a PDF' });
    expect(api.requests.some((r) => r.path.endsWith('/signature'))).toBe(true);
    // The claim stays refused, naming the file, until the passenger removes or replaces it.
    expect(await claim(claimId)).toMatchObject({ syncState: 'rejected', problem: { detail: 'virus.pdf: Not a PDF' } });
    expect(await refusedDocuments(db, claimId)).toEqual([{ id: attachmentIds[0], name: 'virus.pdf', reason: 'Not a PDF', code: 'unsupported-file-type' }]);
  });

  it('removing the refused document completes the claim and clears the refusal recorded on the server', async () => {
    const { claimId, attachmentIds } = await queue('user-a');
    api.failNext((r) => r.attachmentId === attachmentIds[1], { status: 413, body: { ...problem, status: 413, code: 'too-large' } });
    const { env } = drainEnv(db, api);
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('rejected');
    const sent = api.requests.length;

    await expect(resubmitClaim(db, claimId, { payload: { booking_reference: 'X' } })).rejects.toBeInstanceOf(SubmitError);
    expect(api.claims.get(claimId)?.sync_problem).toBeTruthy();
    await resubmitClaim(db, claimId, { removeAttachmentIds: [attachmentIds[1]!] });
    expect(await opStates(claimId)).toEqual([...SENT_AND_REPORTED, 'clearProblem:pending']);
    await drain(env);
    expect(await claim(claimId)).toMatchObject({ syncState: 'sent', problem: null });
    expect(api.requests.slice(sent).map((r) => `${r.method} ${r.path.split('/').pop()}`)).toEqual(['DELETE sync-problem', `GET ${claimId}`]);
    expect(api.claims.get(claimId)?.sync_problem).toBeNull();
    expect(api.requests.filter((r) => r.path === '/api/claims')).toHaveLength(1); // never created twice
    expect(api.uploads.get(claimId)).toEqual([attachmentIds[0]]);
    expect(await db.attachments.where('claimId').equals(claimId).count()).toBe(0);
  });

  it('replacing the refused document sends only the new file', async () => {
    const { claimId, attachmentIds } = await queue('user-a');
    api.failNext((r) => r.attachmentId === attachmentIds[0], { status: 415, body: { ...problem, status: 415, code: 'unsupported-file-type' } });
    const { env } = drainEnv(db, api);
    await drain(env);
    await expect(addClaimDocument(db, claimId, await prepareAsIs(new File(['MZ'], 'x.pdf', { type: 'application/pdf' })))).rejects.toMatchObject({
      code: 'file-invalid-type',
    });
    const added = await addClaimDocument(db, claimId, await prepareAsIs(pdf('boarding-pass-2.pdf')));
    await resubmitClaim(db, claimId, { removeAttachmentIds: [attachmentIds[0]!] });
    expect(await opStates(claimId)).toEqual([...SENT_AND_REPORTED, 'uploadFile:pending', 'clearProblem:pending']);
    await drain(env);
    expect((await claim(claimId))?.syncState).toBe('sent');
    expect(api.uploads.get(claimId)).toEqual([attachmentIds[1], added.id]);
  });

  it('rejects with a local problem when a stored document is gone', async () => {
    const { claimId, attachmentIds } = await queue('user-a');
    await db.attachments.delete(attachmentIds[0]!);
    await drain(drainEnv(db, api).env);
    expect((await claim(claimId))?.problem).toMatchObject({ code: 'local-data-missing', status: 0 });
  });
});

describe('drain: turns', () => {
  it('two contexts draining at once send each operation exactly once', async () => {
    const a = await queue('user-a');
    const b = await queue('user-a');
    const lock = createLocalLocks(); // stands in for navigator.locks shared by page and SW
    const page = drainEnv(db, api, { lock }).env;
    const worker = drainEnv(db, api, { lock }).env;
    api.onRequest = () => new Promise((resolve) => setTimeout(resolve, 2));

    const reports = await Promise.all([drain(page), drain(worker), drain(page), drain(worker)]);

    expect(reports.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    const keys = api.sentOps();
    expect(keys).toHaveLength(8);
    expect(new Set(keys).size).toBe(8);
    expect((await claim(a.claimId))?.syncState).toBe('sent');
    expect((await claim(b.claimId))?.syncState).toBe('sent');
  });

  it('a trigger during a drain in the same context joins it, and what was queued meanwhile is sent', async () => {
    await queue('user-a', ['a.pdf']);
    const { env } = drainEnv(db, api);
    let started = false;
    let joined: Promise<unknown> | null = null;
    let lateId = '';
    // While the first create is on the wire, the passenger submits another claim and kicks.
    api.onRequest = async (r) => {
      if (r.path !== '/api/claims' || started) return;
      started = true;
      lateId = (await queue('user-a', ['b.pdf'])).claimId;
      joined = drain(env);
    };
    const report = await drain(env);
    expect(await joined).toBe(report); // the same drain, not a second one
    expect(report.claimsSent).toBe(2);
    expect((await claim(lateId))?.syncState).toBe('sent');
  });

  it('puts operations left "sending" by a killed context back in the queue', async () => {
    const { claimId } = await queue('user-a');
    const [create] = await ops(claimId);
    await db.outbox.update(create!.seq!, { state: 'sending' });
    await db.claims.update(claimId, { syncState: 'sending' });
    await drain(drainEnv(db, api).env);
    expect((await claim(claimId))?.syncState).toBe('sent');
  });
});
