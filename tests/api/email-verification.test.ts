// E-mail verification (F9 of the security review): registration signs in at once and mails a
// single-use, expiring link with no user-typed text; claims filed before verification are kept
// but an agent cannot start processing them (409 email-unverified); the link marks the address
// verified (GET /api/me, the tokens' email_verified), and a signed-in user can ask for a new one,
// within limits. Security mails never carry the name a person typed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '../../src/server/db/schema/identity.ts';
import { decodeJwt } from '../../src/offline/token-store.ts';
import { createClaim, newAgent, type Caller, agentMove } from './claims-helpers.ts';
import { bearer, login, type TestUser, signedInUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';
import { linkToken, readMails, waitForMail, type Mail } from './mailbox.ts';

let agent: Caller;
const t = useTestApp(
  async () => {
    agent = await newAgent(t.app);
  },
  { rateLimits: { verifyResendPerAccount: { max: 2, windowMs: 60_000 } } },
);

const INJECTED_NAME = 'Payout on hold, confirm at https://evil.example';
const verifyMail = (user: TestUser, nth = 1) => waitForMail(t.config, (m) => m.to.includes(user.email) && /Confirm your e-mail/.test(m.subject), nth);
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

async function unverifiedPassenger(): Promise<{ user: TestUser; caller: Caller; mail: Mail }> {
  const {
    user,
    tokens: { access_token: token },
  } = await signedInUser(t.app, { verified: false, firstName: INJECTED_NAME, lastName: 'Evilsson' });
  return { user, caller: { user, token, headers: bearer(token) }, mail: await verifyMail(user) };
}

const toProcessing = (claimId: string) => agentMove(t.app, agent, claimId, 'processing');

describe('e-mail verification', () => {
  it('mails a link with no user-typed text; the user is signed in but unverified until it is opened', async () => {
    const { caller, mail } = await unverifiedPassenger();
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.text).not.toMatch(/Payout|evil\.example|Evilsson/);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: caller.headers })).json().emailVerified).toBe(false);
    expect(decodeJwt(caller.token)?.email_verified).toBe(false);
  });

  it('keeps a claim filed before verification, refuses processing with 409 email-unverified, allows it after', async () => {
    const { user, caller, mail } = await unverifiedPassenger();
    const claim = await createClaim(t.app, caller);
    expect(claim.status).toBe('submitted');
    const refused = await toProcessing(claim.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('email-unverified');
    const still = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: caller.headers });
    expect(still.json().data.status).toBe('submitted');

    const verified = await verify(linkToken(mail, '/verify-email'));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'verified' });
    const tokens = await login(t.app, user.email, user.password);
    expect(decodeJwt(tokens.access_token)?.email_verified).toBe(true);
    expect(decodeJwt(tokens.id_token!)?.email_verified).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens.access_token) })).json().emailVerified).toBe(true);
    expect((await toProcessing(claim.id)).statusCode).toBe(200);
  });

  it('takes each link once, refuses unknown and expired links with 400 invalid-verification-token', async () => {
    const first = await unverifiedPassenger();
    const token = linkToken(first.mail, '/verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid-verification-token');
    expect((await verify('not-a-real-token')).json().code).toBe('invalid-verification-token');

    const second = await unverifiedPassenger();
    await t.app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, second.user.id));
    const expired = await verify(linkToken(second.mail, '/verify-email'));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid-verification-token');
  });

  it('sends a new link on request, limited per account with 429; a verified account needs none', async () => {
    const { user, caller } = await unverifiedPassenger();
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: caller.headers });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);
    expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(202);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const latest = await verifyMail(user, 3);
    expect((await verify(linkToken(latest, '/verify-email'))).statusCode).toBe(200);
    const done = await resend();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'verified' });
  });

  it('leaves names out of the password-reset mail too (F9)', async () => {
    const { user } = await unverifiedPassenger();
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const mail = await waitForMail(t.config, (m) => m.to.includes(user.email) && /Reset your/.test(m.subject));
    expect(mail.text).toContain('/forgot-password?token=');
    expect(mail.text).not.toMatch(/Payout|evil\.example|Evilsson/);
    expect(readMails(t.config).every((m) => !m.text.includes('evil.example'))).toBe(true);
  });
});
