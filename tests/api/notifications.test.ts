// Notifications end to end through the real app and database: every event writes its inbox entry
// and its deliveries in the event's own transaction, the worker sends each once (e-mails read from
// DATA_DIR/mail, push messages received and decrypted by a local push endpoint), read state is
// the account's on every device, preferences stop a channel, dead push subscriptions are pruned,
// and failed deliveries become dead letters that only admins see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { notificationJobs, pushSubscriptions } from '../../src/server/db/schema/notifications.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { bearer, createTestApp, login, type TestApp } from './harness.ts';
import { readMails, type Mail } from './mailbox.ts';
import { startPushEndpoint, type PushEndpoint } from './push-endpoint.ts';
import { payThroughRun } from './payout-helpers.ts';

let t: TestApp;
let push: PushEndpoint;
let agent: Caller;
let admin: Caller;

beforeAll(async () => {
  push = await startPushEndpoint();
  t = await createTestApp({ notify: { ...loadNotifyConfig({}, []), pollMs: 50, maxAttempts: 2, pushExtraHosts: [push.host] } });
  agent = await newAgent(t.app);
  admin = await newAgent(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Notification mails are named by their delivery; the account's own mails (address confirmation) are not.
const utf8 = (text: string) => text.replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
const mailsTo = (caller: Caller) =>
  readMails(t.config)
    .filter((m) => m.to === caller.user.email && m.file.startsWith('delivery-'))
    .map((m) => ({ ...m, text: utf8(m.text) }));
const inbox = async (caller: Caller) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: caller.headers })).json() as {
    data: { id: string; kind: string; claim_id: string; read_at: string | null; url: string }[];
    unread: number;
  };
const act = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/backoffice/claims/${id}/actions`, headers: agent.headers, payload: body });
const subscribe = (caller: Caller, subscription: object) =>
  t.app.inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: caller.headers, payload: subscription });
const settled = () =>
  until(
    async () => (await t.app.db.select().from(notificationJobs).where(eq(notificationJobs.state, 'pending'))).length,
    (n) => n === 0,
    'every delivery to settle',
  );
/** The caller's notification mails once there are `count` of them and every delivery has settled. */
async function settledMails(caller: Caller, count: number, what: string): Promise<Mail[]> {
  await until(
    () => mailsTo(caller),
    (m) => m.length >= count,
    what,
  );
  await settled();
  return mailsTo(caller);
}

describe('claim received', () => {
  it('reaches the inbox, the verified mailbox (HTML and text, reference, amounts, next steps) and every enabled device, once', async () => {
    const ada = await newCaller(t.app);
    const device = push.subscription(`ada-${ada.user.id}`);
    expect((await subscribe(ada, device)).statusCode).toBe(204);
    const claim = await createClaim(t.app, ada);
    // The same create again (an offline retry with the client id) is the same event.
    const again = await t.app.inject({ method: 'POST', url: '/api/claims', headers: ada.headers, payload: { ...claimPayloadOf(claim), id: claim.id } });
    expect(again.statusCode).toBe(200);

    const mails = await settledMails(ada, 1, 'the claim-received mail');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const reference = claimReference(claim.id);
    expect(mail.subject).toBe(`We received your claim ${reference}`);
    expect(mail.text).toContain('Content-Type: text/plain');
    expect(mail.text).toContain('Content-Type: text/html');
    expect(mail.text).toMatch(/<html[^>]*lang="en"/);
    expect(mail.text).toContain('dir="ltr"');
    expect(mail.text).toContain(`Claim reference: ${reference}.`);
    expect(mail.text).toContain('€250.00 per passenger, €500.00 for 2 passenger(s)');
    expect(mail.text).toContain('After our fee you would receive €368.74.');
    expect(mail.text).toContain('What happens next');
    expect(mail.text).toContain(`http://localhost:8080/dashboard/claims/${claim.id}`);
    // No text the passenger typed (names, booking reference, addresses) in the mail.
    for (const typed of ['Lovelace', 'Babbage', 'ABC123', 'Analytical Row']) expect(mail.text).not.toContain(typed);

    const messages = push.received.filter((p) => p.path.endsWith(`ada-${ada.user.id}`));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.payload).toMatchObject({ kind: 'claim-received', url: `/dashboard/claims/${claim.id}`, claim_id: claim.id, title: 'Claim received' });
    expect(messages[0]!.headers.topic).toMatch(/^[0-9a-f]{32}$/);

    const box = await inbox(ada);
    expect(box.unread).toBe(1);
    expect(box.data).toMatchObject([{ kind: 'claim-received', claim_id: claim.id, read_at: null, url: `/dashboard/claims/${claim.id}` }]);
  });
});

function claimPayloadOf(claim: { passenger: object; flight: object; additional_passengers: object[]; booking_reference: string | null }) {
  return {
    passenger: { ...claim.passenger },
    flight: claim.flight,
    additional_passengers: claim.additional_passengers,
    booking_reference: claim.booking_reference ?? undefined,
  };
}

describe("the passenger's language", () => {
  it('writes the e-mail, the push and the inbox in the language the app last told the server, with links in that language', async () => {
    const leyla = await newCaller(t.app);
    expect((await subscribe(leyla, push.subscription(`leyla-${leyla.user.id}`))).statusCode).toBe(204);
    const setLocale = (locale: unknown) => t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: leyla.headers, payload: { locale } });
    expect((await setLocale('de')).statusCode).toBe(422);
    expect((await setLocale('fa')).json()).toEqual({ locale: 'fa' });
    const claim = await createClaim(t.app, leyla);
    const reference = claimReference(claim.id);
    const mail = (await settledMails(leyla, 1, 'the claim-received mail'))[0]!;
    expect(mail.subject).toContain('درخواست');
    expect(mail.subject).toContain(reference);
    expect(mail.text).toMatch(/<html[^>]*lang="fa"/);
    expect(mail.text).toContain('dir="rtl"');
    expect(mail.text).toContain(`http://localhost:8080/fa/dashboard/claims/${claim.id}`);
    const message = push.received.find((p) => p.path.endsWith(`leyla-${leyla.user.id}`))!;
    expect(message.payload).toMatchObject({ title: 'درخواست دریافت شد', url: `/fa/dashboard/claims/${claim.id}`, lang: 'fa', dir: 'rtl' });
    expect((await inbox(leyla)).data[0]).toMatchObject({ kind: 'claim-received', url: `/dashboard/claims/${claim.id}` });
    expect(((await inbox(leyla)).data[0] as unknown as { title: string }).title).toBe('درخواست دریافت شد');
    // Back to English: the next notification is English again.
    expect((await setLocale('en')).statusCode).toBe(200);
    expect(((await inbox(leyla)).data[0] as unknown as { title: string }).title).toBe('Claim received');
  });
});

describe('every event notifies once', () => {
  it('status changes, a request for information, the payout and a refusal on sync; a repeated sync refusal adds nothing', async () => {
    const bob = await newCaller(t.app);
    const claim = await createClaim(t.app, bob);
    const steps = [
      { action: 'request-info', text: 'Please send the boarding pass.' },
      { action: 'process' },
      { action: 'approve', amount: 500, currency: 'EUR' },
    ];
    for (const [index, step] of steps.entries()) expect((await act(claim.id, { ...step, version: index + 1 })).statusCode).toBe(200);
    expect((await payThroughRun(t.app, bob, claim.id)).statusCode).toBe(200);
    const problem = { code: 'unsupported-file-type', title: 'File type must be one of image/jpeg, image/png, application/pdf' };
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'PUT', url: `/api/claims/${claim.id}/sync-problem`, headers: bob.headers, payload: problem })).statusCode).toBe(204);

    // The payout account given with the password (mailed: payout-account-changed) goes before the payout run.
    const kinds = ['claim-received', 'info-requested', 'status-changed', 'status-changed', 'payout-account-changed', 'payout-sent', 'sync-refused'];
    const mails = await settledMails(bob, kinds.length, 'seven mails');
    expect(mails).toHaveLength(kinds.length);
    const subjects = mails.map((m) => m.subject).sort();
    const reference = claimReference(claim.id);
    expect(subjects).toEqual([
      `Part of your claim ${reference} did not arrive`,
      `The payout account for claim ${reference} was set`,
      `We need something from you for claim ${reference}`,
      `We received your claim ${reference}`,
      `Your claim ${reference} is now Approved`,
      `Your claim ${reference} is now Processing`,
      `Your compensation for claim ${reference} is on its way`,
    ]);
    // The agent's question stays in the app.
    expect(mails.some((m) => m.text.includes('boarding pass'))).toBe(false);
    expect((await inbox(bob)).data.map((n) => n.kind).sort()).toEqual([...kinds].sort());
  });
});

describe('read state and preferences', () => {
  it('marks read on every device of the account', async () => {
    const cara = await newCaller(t.app);
    await createClaim(t.app, cara);
    await createClaim(t.app, cara);
    const other = bearer((await login(t.app, cara.user.email, cara.user.password)).access_token);
    const box = await inbox(cara);
    expect(box.unread).toBe(2);
    const read = await t.app.inject({ method: 'POST', url: '/api/me/notifications/read', headers: other, payload: { ids: [box.data[0]!.id] } });
    expect(read.json()).toEqual({ unread: 1 });
    expect((await inbox(cara)).unread).toBe(1);
    await t.app.inject({ method: 'POST', url: '/api/me/notifications/read', headers: other, payload: { all: true } });
    expect((await inbox(cara)).data.every((n) => n.read_at !== null)).toBe(true);
    const bad = await t.app.inject({ method: 'POST', url: '/api/me/notifications/read', headers: other, payload: { ids: ['nope'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  it('sends no e-mail when the passenger turned e-mail off, and none to an unverified address; the inbox still has it', async () => {
    const dan = await newCaller(t.app);
    const prefs = await t.app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: dan.headers, payload: { email: false, push: true } });
    expect(prefs.json()).toEqual({ email: false, push: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: dan.headers })).json()).toEqual({ email: false, push: true });
    await createClaim(t.app, dan);
    await settled();
    expect(mailsTo(dan)).toHaveLength(0);
    expect((await inbox(dan)).unread).toBe(1);
  });
});

describe('push subscriptions', () => {
  it('refuses endpoints that are not push services', async () => {
    const eve = await newCaller(t.app);
    for (const endpoint of ['http://169.254.169.254/latest', 'https://evil.example/push', 'https://fcm.googleapis.com:8443/x', 'not a url at all']) {
      const res = await subscribe(eve, { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().code).toBe('push-endpoint-refused');
    }
    expect(
      (await subscribe(eve, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } })).statusCode,
    ).toBe(204);
  });

  it('stores an endpoint in its canonical form: two spellings of one URL are one subscription (review I2)', async () => {
    const gil = await newCaller(t.app);
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    expect((await subscribe(gil, { endpoint: 'https://FCM.GOOGLEAPIS.COM/fcm/send/%7Egil', keys })).statusCode).toBe(204);
    expect((await subscribe(gil, { endpoint: 'https://fcm.googleapis.com:443/fcm/send/%7Egil', keys })).statusCode).toBe(204);
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, gil.user.id));
    expect(rows.map((row) => row.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/%7Egil']);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions/remove',
      headers: gil.headers,
      payload: { endpoint: 'https://Fcm.GoogleApis.com/fcm/send/%7Egil' },
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, gil.user.id))).toEqual([]);
  });

  it('prunes a subscription the push service says is gone (410), and a failing one becomes a dead letter only admins see', async () => {
    const fay = await newCaller(t.app);
    push.status.set(`gone-${fay.user.id}`, 410);
    push.status.set(`down-${fay.user.id}`, 500);
    await subscribe(fay, push.subscription(`gone-${fay.user.id}`));
    await subscribe(fay, push.subscription(`down-${fay.user.id}`));
    const claim = await createClaim(t.app, fay);
    // 500 is retried after a backoff; make the retry due now.
    await until(
      async () =>
        (await t.app.db.select().from(notificationJobs).where(eq(notificationJobs.state, 'pending'))).filter((j) => j.attempts === 1 && j.lockedUntil === null)
          .length,
      (n) => n === 1,
      'the first failed attempt',
    );
    await t.app.db
      .update(notificationJobs)
      .set({ runAt: new Date(0) })
      .where(eq(notificationJobs.state, 'pending'));
    await settled();

    const dead = await t.app.inject({ method: 'GET', url: '/api/backoffice/notifications/dead-letters', headers: admin.headers });
    expect(dead.statusCode).toBe(200);
    const letters = (dead.json().data as { claim_id: string; channel: string; last_error: string; attempts: number; id: number }[]).filter(
      (d) => d.claim_id === claim.id,
    );
    expect(letters).toMatchObject([{ channel: 'push', last_error: 'HTTP 500', attempts: 2 }]);
    expect(JSON.stringify(dead.json())).not.toContain(fay.user.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/notifications/dead-letters', headers: agent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/notifications/dead-letters', headers: fay.headers })).statusCode).toBe(403);

    // The gone device was pruned: a second subscribe of the failing one is all that is left.
    const rows = await t.app.db.select().from(notificationJobs).where(eq(notificationJobs.state, 'dropped'));
    expect(rows.some((r) => r.lastError?.includes('410'))).toBe(true);
    // An admin retries the dead letter once the service is back.
    push.status.delete(`down-${fay.user.id}`);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/backoffice/notifications/dead-letters/${letters[0]!.id}/retry`, headers: admin.headers })).statusCode,
    ).toBe(204);
    await settled();
    expect(push.received.filter((p) => p.path.endsWith(`down-${fay.user.id}`))).toHaveLength(1);
  });
});
