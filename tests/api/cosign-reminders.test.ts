// A co-passenger who has not signed the mandate (issue #32, "Paid without the second mandate"):
// the back office shows who has not signed, on the claim and as a flag in the queue, and the
// co-passenger is reminded through the notification queue: reminders are scheduled with the
// signing request (due after 3 and 10 days, within the link's 14), carry the same link, are in the
// language of the passenger who named them, and are dropped once the co-passenger has signed.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { notificationJobs, notifications } from '../../src/server/db/schema/notifications.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import { claimPayload, createClaim, makePng, newAgent, pngDataUrl, type Caller } from './claims-helpers.ts';
import { bearer, login, registerUser } from './harness.ts';
import { readMails, waitForMail } from './mailbox.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;
let owner: Caller;
const t = useTestApp(
  async () => {
    agent = await newAgent(t.app);
    const user = await registerUser(t.app, { attributes: { locale: ['fa'] } });
    const { access_token: token } = await login(t.app, user.email, user.password);
    owner = { user, token, headers: bearer(token) };
  },
  { notify: { ...loadNotifyConfig({}, []), pollMs: 50 } },
);

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface CosignerView {
  position: number;
  first_name: string;
  last_name: string;
  signed_at: string | null;
  requested_at: string | null;
  link_expires_at: string | null;
  reminders_sent: number;
  next_reminder_at: string | null;
}

const detail = async (claimId: string) => (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}`, headers: agent.headers })).json().data;
const cosigners = async (claimId: string) => (await detail(claimId)).cosigners as CosignerView[];
const queueItem = async (claimId: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?q=${claimReference(claimId)}`, headers: agent.headers })).json().data as { id: string }[]
  ).find((item) => item.id === claimId) as Record<string, unknown>;

/** The signing request's jobs of one co-passenger, with the reminder number each carries (0: the request). */
const signingJobs = (claimId: string) =>
  t.app.db
    .select({ id: notificationJobs.id, state: notificationJobs.state, reminder: sql<number>`coalesce((${notifications.data}->>'reminder')::int, 0)` })
    .from(notificationJobs)
    .innerJoin(notifications, eq(notifications.id, notificationJobs.notificationId))
    .where(and(eq(notifications.claimId, claimId), eq(notifications.kind, 'signature-requested')));

/** Makes one scheduled reminder due now (as the passing days would) and wakes the worker. */
async function reminderDue(jobId: number) {
  await t.app.db
    .update(notificationJobs)
    .set({ runAt: new Date(0) })
    .where(eq(notificationJobs.id, jobId));
  await t.app.inject({ method: 'POST', url: '/api/me/notifications/read', headers: owner.headers, payload: { all: true } });
}

const tokenOf = (body: string) => /\/sign\?token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
const mailsTo = (address: string) => readMails(t.config).filter((m) => m.to === address);

describe('a co-passenger who has not signed', () => {
  it('is shown on the back-office claim and flagged in the queue, before and after the request; the minor is not', async () => {
    const claim = await createClaim(
      t.app,
      owner,
      claimPayload({
        additional_passengers: [
          { first_name: 'Ali', last_name: 'Rezaei', email: 'ali-r1@example.com' },
          { first_name: 'Sara', last_name: 'Rezaei', email: '', minor: true },
        ],
      }),
    );
    expect(await cosigners(claim.id)).toEqual([
      {
        position: 1,
        first_name: 'Ali',
        last_name: 'Rezaei',
        signed_at: null,
        requested_at: null,
        link_expires_at: null,
        reminders_sent: 0,
        next_reminder_at: null,
      },
    ]);
    expect(await queueItem(claim.id)).toMatchObject({ unsigned_cosigners: 1 });

    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: owner.headers,
      payload: { signature: pngDataUrl(makePng(500, 200)) },
    });
    expect(signed.statusCode).toBe(201);
    await waitForMail(t.config, (m) => m.to === 'ali-r1@example.com');
    const [ali] = await cosigners(claim.id);
    expect(ali).toMatchObject({ position: 1, signed_at: null, reminders_sent: 0 });
    expect(Date.parse(ali!.link_expires_at!)).toBeGreaterThan(Date.parse(ali!.requested_at!));
    expect(Date.parse(ali!.next_reminder_at!)).toBeGreaterThan(Date.parse(ali!.requested_at!));
    expect(Date.parse(ali!.next_reminder_at!)).toBeLessThan(Date.parse(ali!.link_expires_at!));
  }, 60_000);

  it('gets the scheduled reminders with the same link, in the language of the passenger who named them, until they sign', async () => {
    const claim = await createClaim(
      t.app,
      owner,
      claimPayload({ additional_passengers: [{ first_name: 'Ali', last_name: 'Rezaei', email: 'ali-r2@example.com' }] }),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: owner.headers,
      payload: { signature: pngDataUrl(makePng(500, 200)) },
    });
    const request = await waitForMail(t.config, (m) => m.to === 'ali-r2@example.com');
    const scheduled = (await signingJobs(claim.id)).filter((j) => j.reminder > 0).sort((a, b) => a.reminder - b.reminder);
    expect(scheduled.map((j) => [j.reminder, j.state])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
    ]);

    await reminderDue(scheduled[0]!.id);
    const reminder = await waitForMail(t.config, (m) => m.to === 'ali-r2@example.com' && m.file !== request.file);
    expect(reminder.subject).toBe('یادآوری: لطفاً وکالت‌نامه غرامت پرواز \u2068AF1234\u2069 را امضا کنید');
    expect(tokenOf(reminder.body)).toBe(tokenOf(request.body));
    expect(reminder.body).toMatch(/http:\/\/localhost:8080\/fa\/sign\?token=/);
    await until(
      () => cosigners(claim.id),
      (rows) => rows[0]!.reminders_sent === 1,
      'the reminder counted',
    );

    const sign = await t.app.inject({
      method: 'POST',
      url: '/api/mandate-signing/sign',
      payload: { token: tokenOf(request.body), signature: pngDataUrl(makePng(300, 120)) },
    });
    expect(sign.statusCode).toBe(201);
    await reminderDue(scheduled[1]!.id);
    const last = await until(
      async () => (await signingJobs(claim.id)).find((j) => j.id === scheduled[1]!.id)!,
      (job) => job.state !== 'pending',
      'the second reminder settled',
    );
    expect(last.state).toBe('dropped');
    expect(mailsTo('ali-r2@example.com')).toHaveLength(2);
    const [ali] = await cosigners(claim.id);
    expect(ali!.signed_at).not.toBeNull();
    expect(ali!.next_reminder_at).toBeNull();
    expect(await queueItem(claim.id)).toMatchObject({ unsigned_cosigners: 0 });
  }, 60_000);
});
