// The agent sees the passenger's state (issue #32, "The agent is blind to the passenger's state"):
// the language they read and whether their address is confirmed, on the claim and in the queue's
// flags; ready-made questions sent in the passenger's language; and "send the confirmation again",
// which shares the passenger's own allowance of confirmation mails.
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { createClaim, newAgent, type Caller } from './claims-helpers.ts';
import { bearer, login, registerUser } from './harness.ts';
import { linkToken, readMails, waitForMail } from './mailbox.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;
let payer: Caller;
const t = useTestApp(
  async () => {
    agent = await newAgent(t.app);
    payer = await newAgent(t.app, 'payer');
  },
  { rateLimits: { verifyResendPerAccount: { max: 2, windowMs: 60_000 } } },
);

async function passenger(options: { verified: boolean; locale?: string }): Promise<Caller> {
  const user = await registerUser(t.app, { verified: options.verified, ...(options.locale ? { attributes: { locale: [options.locale] } } : {}) });
  const { access_token: token } = await login(t.app, user.email, user.password);
  return { user, token, headers: bearer(token) };
}

const detail = async (claimId: string, who: Caller = agent) =>
  (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}`, headers: who.headers })).json().data;
const queueItem = async (claimId: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?q=${claimReference(claimId)}`, headers: agent.headers })).json().data as { id: string }[]
  ).find((item) => item.id === claimId) as Record<string, unknown>;
const act = async (claimId: string, body: Record<string, unknown>, who: Caller = agent) =>
  t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${claimId}/actions`,
    headers: who.headers,
    payload: { ...body, version: (await detail(claimId)).version },
  });
const confirmationMails = (caller: Caller) => readMails(t.config).filter((m) => m.to === caller.user.email && !m.file.startsWith('delivery-'));

describe("the passenger's language and confirmed address", () => {
  it('are on the claim (passenger_account) and in the queue, and follow the confirmation', async () => {
    const maryam = await passenger({ verified: false, locale: 'fa' });
    const claim = await createClaim(t.app, maryam);
    expect((await detail(claim.id)).passenger_account).toEqual({ locale: 'fa', locale_chosen: true, email_verified: false });
    expect(await queueItem(claim.id)).toMatchObject({ passenger_locale: 'fa', email_verified: false });

    const mail = await waitForMail(t.config, (m) => m.to === maryam.user.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: linkToken(mail, '/fa/verify-email') } });
    expect((await detail(claim.id)).passenger_account).toEqual({ locale: 'fa', locale_chosen: true, email_verified: true });
    expect(await queueItem(claim.id)).toMatchObject({ passenger_locale: 'fa', email_verified: true });
  });

  it('say English, not chosen, for a passenger who never gave a language', async () => {
    const omar = await passenger({ verified: true });
    const claim = await createClaim(t.app, omar);
    expect((await detail(claim.id)).passenger_account).toEqual({ locale: 'en', locale_chosen: false, email_verified: true });
    expect(await queueItem(claim.id)).toMatchObject({ passenger_locale: null, email_verified: true });
  });
});

describe('ready-made questions', () => {
  it("are offered by id with the passenger's text (the back office names them in the agent's language), and go to the passenger in their language", async () => {
    const fatima = await passenger({ verified: true, locale: 'ar' });
    const claim = await createClaim(t.app, fatima);
    const offered = (await detail(claim.id)).ready_questions as { id: string; text: string }[];
    expect(offered.length).toBeGreaterThanOrEqual(4);
    expect(offered.length).toBeLessThanOrEqual(6);
    // Only the id and the passenger's words: no English label for the agent.
    for (const question of offered) expect(Object.keys(question).sort()).toEqual(['id', 'text']);
    const boarding = offered.find((q) => q.id === 'boarding-pass')!;
    expect(boarding.text).toMatch(/بطاقة صعودك/);

    expect((await act(claim.id, { action: 'request-info', question: 'boarding-pass' })).statusCode).toBe(200);
    const progress = (await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/progress`, headers: fatima.headers })).json();
    expect(progress.data.open_question.text).toBe(boarding.text);
    // The agent's timeline keeps which question and in what language it went.
    const asked = (await detail(claim.id)).events.find((e: { action: string }) => e.action === 'request-info');
    expect(asked.details).toMatchObject({ question_id: 'boarding-pass', locale: 'ar', question: boarding.text });
  });

  it('refuses an unknown question, and a question with typed text besides (422)', async () => {
    const leyla = await passenger({ verified: true, locale: 'tr' });
    const claim = await createClaim(t.app, leyla);
    expect((await act(claim.id, { action: 'request-info', question: 'shoe-size' })).statusCode).toBe(422);
    const both = await act(claim.id, { action: 'request-info', question: 'rebooking', text: 'And your seat?' });
    expect(both.statusCode).toBe(422);
    expect(both.json().code).toBe('validation-failed');
  });
});

describe('send the confirmation again', () => {
  it("mails a new link in the passenger's language, counted with the passenger's own resends (429 after), recorded on the claim", async () => {
    const ali = await passenger({ verified: false, locale: 'fa' });
    const claim = await createClaim(t.app, ali);
    await waitForMail(t.config, (m) => m.to === ali.user.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: ali.headers })).statusCode).toBe(202);

    const resent = await act(claim.id, { action: 'resend-verification' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.events.at(-1)).toMatchObject({ action: 'resend-verification', actor_id: agent.user.id });
    const third = await waitForMail(t.config, (m) => m.to === ali.user.email, 3);
    expect(third.subject).toBe('ایمیل خود را برای Flightclaim تأیید کنید');

    const limited = await act(claim.id, { action: 'resend-verification' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(confirmationMails(ali)).toHaveLength(3);
    // The new link works.
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: linkToken(third, '/fa/verify-email') } });
    expect(verified.json()).toEqual({ status: 'verified' });
  });

  it('has nothing to send for a confirmed address (409), and is claims work: a payer may not (403)', async () => {
    const sara = await passenger({ verified: true });
    const claim = await createClaim(t.app, sara);
    const done = await act(claim.id, { action: 'resend-verification' });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('email-already-verified');
    expect((await act(claim.id, { action: 'resend-verification' }, payer)).statusCode).toBe(403);
  });
});
