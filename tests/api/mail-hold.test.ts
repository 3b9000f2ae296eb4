// Mails to an address not confirmed yet are held, not dropped (issue #32, "A claim that cannot be
// confirmed into the inbox"): a passenger who files before opening the confirmation link gets the
// "we received your claim" mail once they open it, in their language, naming the flight and its
// date. Mails the passenger turned off stay dropped.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { notificationJobs, notifications } from '../../src/server/db/schema/notifications.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import { createClaim, newAgent, type Caller } from './claims-helpers.ts';
import { bearer, login, registerUser } from './harness.ts';
import { linkToken, readMails, waitForMail } from './mailbox.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;
const t = useTestApp(
  async () => {
    agent = await newAgent(t.app);
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

async function unconfirmedPassenger(attributes?: Record<string, unknown>): Promise<Caller> {
  const user = await registerUser(t.app, { verified: false, ...(attributes ? { attributes } : {}) });
  const { access_token: token } = await login(t.app, user.email, user.password);
  return { user, token, headers: bearer(token) };
}

/** The e-mail deliveries of a claim's notifications, with their kind. */
const emailJobs = (claimId: string) =>
  t.app.db
    .select({ state: notificationJobs.state, kind: notifications.kind, lastError: notificationJobs.lastError })
    .from(notificationJobs)
    .innerJoin(notifications, eq(notifications.id, notificationJobs.notificationId))
    .where(and(eq(notifications.claimId, claimId), eq(notificationJobs.channel, 'email')));
const settledJobs = (claimId: string, what: string) =>
  until(
    () => emailJobs(claimId),
    (jobs) => jobs.length > 0 && jobs.every((j) => j.state !== 'pending'),
    what,
  );
const claimMails = (caller: Caller) => readMails(t.config).filter((m) => m.to === caller.user.email && m.file.startsWith('delivery-'));
const confirmationOf = (caller: Caller) => waitForMail(t.config, (m) => m.to === caller.user.email && !m.file.startsWith('delivery-'));
const verify = async (caller: Caller) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: linkToken(await confirmationOf(caller), '/verify-email') } });

describe('mails to an address not confirmed yet', () => {
  it('holds "we received your claim" until the address is confirmed, then sends it in the passenger\'s language with the flight and date', async () => {
    const maryam = await unconfirmedPassenger({ locale: ['fa'] });
    const claim = await createClaim(t.app, maryam);
    const held = await settledJobs(claim.id, 'the held claim-received mail');
    expect(held).toEqual([{ state: 'held', kind: 'claim-received', lastError: 'address not confirmed' }]);
    expect(claimMails(maryam)).toHaveLength(0);

    expect((await verify(maryam)).statusCode).toBe(200);
    const mail = await waitForMail(t.config, (m) => m.to === maryam.user.email && m.file.startsWith('delivery-'));
    expect(mail.subject).toContain(claimReference(claim.id));
    expect(mail.body).toMatch(/<html[^>]*lang="fa"/);
    // The flight and its date, not only our reference.
    expect(mail.body).toContain('پرواز \u2068AF1234\u2069 در تاریخ ۱ ژوئن ۲۰۲۵ (۱۱ خرداد ۱۴۰۴).');
    expect(await settledJobs(claim.id, 'the delivery')).toEqual([expect.objectContaining({ state: 'done', kind: 'claim-received' })]);
    expect(claimMails(maryam)).toHaveLength(1);
  }, 60_000);

  it('holds every mail of the wait, an agent question included, and sends each once after the confirmation', async () => {
    const omar = await unconfirmedPassenger();
    const claim = await createClaim(t.app, omar);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/actions`,
      headers: agent.headers,
      payload: { action: 'request-info', text: 'Please send the boarding pass.', version: 1 },
    });
    expect(asked.statusCode).toBe(200);
    await until(
      () => emailJobs(claim.id),
      (jobs) => jobs.length === 2 && jobs.every((j) => j.state === 'held'),
      'two held mails',
    );
    expect((await verify(omar)).statusCode).toBe(200);
    const jobs = await until(
      () => emailJobs(claim.id),
      (rows) => rows.every((j) => j.state === 'done'),
      'both sent',
    );
    expect(jobs.map((j) => j.kind).sort()).toEqual(['claim-received', 'info-requested']);
    const subjects = claimMails(omar)
      .map((m) => m.subject)
      .sort();
    const reference = claimReference(claim.id);
    expect(subjects).toEqual([`We need something from you for claim ${reference}`, `We received your claim ${reference}`]);
    for (const mail of claimMails(omar)) expect(mail.body).toContain('Flight AF1234 on June 1, 2025.');
    // Opening the link again releases nothing twice.
    expect((await verify(omar)).statusCode).toBe(400);
    expect(claimMails(omar)).toHaveLength(2);
  }, 60_000);

  it('still drops what the passenger turned off', async () => {
    const lina = await unconfirmedPassenger();
    await t.app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: lina.headers, payload: { email: false, push: true } });
    const claim = await createClaim(t.app, lina);
    expect(await emailJobs(claim.id)).toEqual([]);
  });
});
