// The bulk letter action (issue #37) through the real app, database, Chromium and an SMTP server on
// loopback: the claims of one flight are queued in one request, each printed and mailed once by the
// desk worker through the one send service; a claim already sent is skipped and reported, a request
// repeated adds nothing, and bad input (no ids, too many, unknown ones) is a problem+json refusal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { claimCases, claimLetters } from '../../src/server/db/schema/desk.ts';
import { notificationJobs, notifications } from '../../src/server/db/schema/notifications.ts';
import { queueBulkSend, sendEventKey } from '../../src/server/desk/bulk-send.ts';
import { BULK_SEND_MAX } from '../../src/server/http/backoffice/bulk-send-routes.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { createDeskApp, emailChannel, signedClaim as helperSignedClaim, until } from './desk-helpers.ts';
import type { TestApp } from './harness.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

let t: TestApp;
let sink: SmtpSink;
let agent: Caller;
let ada: Caller;

const LH_CLAIMS = 'claims@lufthansa.test';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createDeskApp(sink.url, [emailChannel('LH', LH_CLAIMS)]);
  agent = await newAgent(t.app);
  ada = await newCaller(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

// Printing and mailing wait on Chromium and the SMTP sink: the wait guards against a hang, it measures nothing.
vi.setConfig({ testTimeout: 180_000 });

const signedClaim = (flight: string, airport = 'FRA') => helperSignedClaim(t, ada, flight, airport);

const bulk = (claimIds: string[], headers = agent.headers) =>
  t.app.inject({ method: 'POST', url: '/api/backoffice/letters/send', headers, payload: { claim_ids: claimIds } });

const deskJobs = async () => (await t.app.db.select().from(notificationJobs)).filter((j) => j.channel === 'desk');
const settled = () =>
  until(
    async () => (await t.app.db.select().from(notificationJobs)).filter((j) => j.state === 'pending' && j.runAt.getTime() <= Date.now()).length,
    (n) => n === 0,
    'every due job',
  );
const mailsFor = async (claimId: string) => (await sink.messages()).filter((m) => m.replyTo?.text.includes(claimId.replace(/-/g, '')));
const stageOf = async (claimId: string) => (await t.app.db.select().from(claimCases).where(eq(claimCases.claimId, claimId)))[0]?.stage;

describe('bulk send of demand letters', () => {
  it("queues one job per claim, mails each claim's letter once, and skips what was sent", async () => {
    const flight = await Promise.all([signedClaim('LH410'), signedClaim('LH410'), signedClaim('LH410')]);
    const first = await bulk(flight.map((c) => c.id));
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toEqual(flight.map((c) => ({ claim_id: c.id, result: 'queued' })));
    expect(first.json().counts).toEqual({ queued: 3 });

    await settled();
    for (const claim of flight) {
      expect(await stageOf(claim.id)).toBe('sent');
      const mails = await until(
        () => mailsFor(claim.id),
        (m) => m.length >= 1,
        'the letter',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toMatchObject({ text: LH_CLAIMS });
      expect(mails[0]!.attachments.map((a) => a.filename)[0]).toMatch(/^demand-letter-/);
    }

    // Again, with one more claim of the flight: the three are skipped and reported, the new one queued.
    const late = await signedClaim('LH410');
    const second = await bulk([...flight.map((c) => c.id), late.id]);
    expect(second.statusCode).toBe(202);
    expect(second.json().data).toEqual([
      ...flight.map((c) => ({ claim_id: c.id, result: 'already-sent', detail: 'sent' })),
      { claim_id: late.id, result: 'queued' },
    ]);
    await settled();
    await until(
      () => mailsFor(late.id),
      (m) => m.length >= 1,
      'the late letter',
    );
    for (const claim of [...flight, late]) expect(await mailsFor(claim.id)).toHaveLength(1);
    expect((await deskJobs()).filter((j) => j.state === 'done')).toHaveLength(4);
  });

  it('queues a claim once however often it is named, and replays a request repeated with its Idempotency-Key', async () => {
    const claim = await signedClaim('LH411');
    const twice = await t.app.db.transaction(async (tx) => [
      await queueBulkSend(tx, [claim.id, claim.id.toUpperCase()], { id: agent.user.id, ip: '127.0.0.1' }),
      await queueBulkSend(tx, [claim.id], { id: agent.user.id, ip: '127.0.0.1' }),
    ]);
    expect(twice).toEqual([[{ claim_id: claim.id, result: 'queued' }], [{ claim_id: claim.id, result: 'already-queued' }]]);
    await settled();
    expect(await stageOf(claim.id)).toBe('sent');

    const other = await signedClaim('LH412');
    const headers = { ...agent.headers, 'idempotency-key': `bulk-${other.id}` };
    const a = await bulk([other.id], headers);
    const b = await bulk([other.id], headers);
    expect(a.statusCode).toBe(202);
    expect(b.json()).toEqual(a.json());
    await settled();
    const jobs = (await deskJobs()).filter((j) => j.state === 'done');
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(await mailsFor(other.id)).toHaveLength(1);
  });

  it('ends a job done, printing nothing, when its claim went to the airline after it was queued (a crash lost its mark)', async () => {
    const claim = await signedClaim('LH415');
    await bulk([claim.id]);
    await settled();
    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, sendEventKey(claim.id)));
    const job = (await deskJobs()).find((j) => j.notificationId === note!.id)!;
    expect(job.state).toBe('done');
    const lettersBefore = (await t.app.db.select().from(claimLetters).where(eq(claimLetters.claimId, claim.id))).length;
    // The worker ran the job, then died before marking it: the job is due again.
    await t.app.db.update(notificationJobs).set({ state: 'pending', lockedUntil: null, runAt: new Date() }).where(eq(notificationJobs.id, job.id));
    await settled();
    const [after] = await t.app.db.select().from(notificationJobs).where(eq(notificationJobs.id, job.id));
    expect([after!.state, after!.lastError]).toEqual(['done', null]);
    expect((await t.app.db.select().from(claimLetters).where(eq(claimLetters.claimId, claim.id))).length).toBe(lettersBefore);
    expect(await mailsFor(claim.id)).toHaveLength(1);
  });

  it('reports a claim that cannot go (a draft) and drops a job whose airline is unknown, which can be queued again', async () => {
    // Withdrawn by the passenger: back to draft.
    const draft = await createClaim(t.app, ada, claimOnFlight({ flight_number: 'LH413' }));
    await t.app.inject({ method: 'PATCH', url: `/api/claims/${draft.id}/status`, headers: ada.headers, payload: { status: 'draft' } });
    const unknown = await signedClaim('ZZ999');
    const res = await bulk([draft.id, unknown.id]);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data[0]).toEqual({ claim_id: draft.id, result: 'not-sendable', detail: 'draft' });
    expect(res.json().data[1]).toEqual({ claim_id: unknown.id, result: 'queued' });
    await settled();
    const dropped = (await deskJobs()).find((j) => j.state === 'dropped');
    expect(dropped?.lastError).toBe('airline-unknown');
    expect(await stageOf(unknown.id)).toBeUndefined();
    // The admin adds the airline later: the agent's next bulk send queues it again.
    const again = await bulk([unknown.id]);
    expect(again.json().data).toEqual([{ claim_id: unknown.id, result: 'queued' }]);
  });

  it('refuses no ids, too many, unknown ones and a passenger, as problem+json, queueing nothing', async () => {
    const before = (await deskJobs()).length;
    const claim = await signedClaim('LH414');
    const cases: [string[], Caller, number, string][] = [
      [[], agent, 422, 'validation-failed'],
      [Array.from({ length: BULK_SEND_MAX + 1 }, () => claim.id), agent, 422, 'validation-failed'],
      [['not-a-uuid'], agent, 422, 'validation-failed'],
      [[claim.id, '00000000-0000-4000-8000-000000000000'], agent, 404, 'claim-not-found'],
      [[claim.id], ada, 403, 'agent-role-required'],
    ];
    for (const [ids, caller, status, code] of cases) {
      const res = await bulk(ids, caller.headers);
      expect([res.statusCode, res.json().code], `${ids.length} ids`).toEqual([status, code]);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await deskJobs()).length).toBe(before);
  });
});
