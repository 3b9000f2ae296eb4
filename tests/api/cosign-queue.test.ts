// A co-passenger's signing request goes through the notification queue: written in the signature's
// transaction (a refused signature asks nobody), delivered once, and a delivery retried after a
// crash mails the same working link again (the job keeps a nonce; the token is derived from it).
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationJobs, notifications } from '../../src/server/db/schema/notifications.ts';
import { claimCosigners } from '../../src/server/db/schema/mandate.ts';
import { claimPayload, createClaim, makePng, newCaller, pngDataUrl, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { readMails, waitForMail } from './mailbox.ts';

let owner: Caller;

const t = useTestApp(async () => {
  owner = await newCaller(t.app);
});

const sign = (claimId: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/signature`,
    headers: owner.headers,
    payload: { signature: pngDataUrl(makePng(500, 200)), ...body },
  });
const view = (token: string) => t.app.inject({ method: 'POST', url: '/api/mandate-signing/view', payload: { token } });
const tokenOf = (text: string) => /\/sign\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const withCoPassenger = (email: string) =>
  claimPayload({
    additional_passengers: [
      { first_name: 'Grace', last_name: 'Hopper', email },
      { first_name: 'Tim', last_name: 'Hopper', email: 'tim@example.com', minor: true },
    ],
  });

/** The signing requests' jobs (their scheduled reminders aside: cosign-reminders.test.ts). */
async function requestJobs(claimId: string) {
  return t.app.db
    .select({ id: notificationJobs.id, state: notificationJobs.state, channel: notificationJobs.channel })
    .from(notificationJobs)
    .innerJoin(notifications, eq(notifications.id, notificationJobs.notificationId))
    .where(and(eq(notifications.claimId, claimId), eq(notifications.kind, 'signature-requested'), sql`not (${notifications.data} ? 'reminder')`));
}

/** Any write that answers wakes the delivery worker (it polls anyway, every second). */
const wakeWorker = () => t.app.inject({ method: 'POST', url: '/api/me/notifications/read', headers: owner.headers, payload: { all: true } });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition was never met');
}

/** The claim's signing-request jobs once the first has been delivered. */
const deliveredJobs = (claimId: string) =>
  until(
    () => requestJobs(claimId),
    (rows) => rows[0]?.state === 'done',
  );

/** Puts a delivered job back in the queue, due now (as a crash before its delivery was recorded leaves it), and wakes the worker. */
async function dueAgain(jobId: number) {
  await t.app.db
    .update(notificationJobs)
    .set({ state: 'pending', lockedUntil: null, runAt: new Date(0) })
    .where(eq(notificationJobs.id, jobId));
  await wakeWorker();
}

describe('co-passenger signing requests through the notification queue', () => {
  it('queues one e-mail per adult co-passenger with the signature, none when the signature is refused', async () => {
    const claim = await createClaim(t.app, owner, withCoPassenger('grace-q1@example.com'));
    expect((await sign(claim.id, { mandate_version: 'EC261-xx-1' })).statusCode).toBe(422);
    expect(await requestJobs(claim.id)).toEqual([]);
    expect(await t.app.db.select().from(claimCosigners).where(eq(claimCosigners.claimId, claim.id))).toEqual([]);

    expect((await sign(claim.id)).statusCode).toBe(201);
    const jobs = await until(
      () => requestJobs(claim.id),
      (rows) => rows.length === 1 && rows[0]!.state === 'done',
    );
    expect(jobs).toEqual([expect.objectContaining({ channel: 'email', state: 'done' })]);
    const mail = await waitForMail(t.config, (m) => m.to.includes('grace-q1@example.com'));
    expect((await view(tokenOf(mail.text))).statusCode).toBe(200);

    // The main passenger signs again: nobody is asked twice, and nothing more is mailed.
    expect((await sign(claim.id)).statusCode).toBe(201);
    expect(await requestJobs(claim.id)).toHaveLength(1);
    expect(readMails(t.config).filter((m) => m.to.includes('grace-q1@example.com'))).toHaveLength(1);
    expect(readMails(t.config).filter((m) => m.to.includes('tim@example.com'))).toHaveLength(0);
  }, 60_000);

  it('a delivery retried after a crash mails the same link, which still works', async () => {
    const claim = await createClaim(t.app, owner, withCoPassenger('grace-q2@example.com'));
    expect((await sign(claim.id)).statusCode).toBe(201);
    const [job] = await deliveredJobs(claim.id);
    const first = await waitForMail(t.config, (m) => m.to.includes('grace-q2@example.com'));

    // The server died after sending and before recording it: the job is due again, the mail is gone
    // from the folder (as if the first copy went out over SMTP), and the worker sends it once more.
    fs.rmSync(path.join(t.config.dataDir, 'mail', first.file));
    await dueAgain(job!.id);
    await deliveredJobs(claim.id);
    const again = await waitForMail(t.config, (m) => m.to.includes('grace-q2@example.com'));
    expect(again.file).toBe(first.file); // the same delivery id (SMTP Message-ID)
    expect(tokenOf(again.text)).toBe(tokenOf(first.text));
    expect((await view(tokenOf(again.text))).statusCode).toBe(200);
  }, 60_000);

  it('drops a queued request whose link was replaced before it was sent', async () => {
    const claim = await createClaim(t.app, owner, withCoPassenger('grace-q3@example.com'));
    expect((await sign(claim.id)).statusCode).toBe(201);
    const [job] = await deliveredJobs(claim.id);
    const fresh = await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/cosigners/1/link`, headers: owner.headers });
    expect(fresh.statusCode).toBe(201);
    await dueAgain(job!.id);
    const [dropped] = await until(
      () => requestJobs(claim.id),
      (rows) => rows[0]?.state !== 'pending',
    );
    expect(dropped!.state).toBe('dropped');
  }, 60_000);
});
