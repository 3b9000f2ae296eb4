// Brute force without lock-out (ASVS 6.3.1, 6.1.1): failed logins hit 429 with Retry-After per
// (account, IP), and per account only at a much higher ceiling, so an attacker who knows an
// e-mail cannot lock its owner out (F8); a password reset lifts the pause and the owner is told
// by e-mail. Failed password changes and registrations (per IP and site-wide) hit 429 too. Short
// windows so the wait is real but brief.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, readMails, waitForMail } from './mailbox.ts';
import { bearer, createTestApp, registerUser, tokenRequest, type TestApp, signedInUser } from './harness.ts';
import { registrationBody } from '../shared/realm-account.ts';

const WINDOW_MS = 2_000;
const CEILING = 6;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginFailuresPerAccount: { max: 3, windowMs: WINDOW_MS },
      loginFailuresCeiling: { max: CEILING, windowMs: 60_000 },
      registerPerIp: { max: 2, windowMs: WINDOW_MS },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryAfterMs = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']) * 1000;

describe('an attacked account', () => {
  const guess = (email: string, password: string, ip: string) =>
    tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: email, password }, ip);

  it('is throttled per (account, IP) with 429 and Retry-After; the owner elsewhere is not locked out', async () => {
    const user = await registerUser(t.app, { remoteAddress: '10.1.0.1' });
    for (let i = 0; i < 3; i++) expect((await guess(user.email, `guess-${i}`, '198.18.0.1')).statusCode).toBe(400);
    const blocked = await guess(user.email, user.password, '198.18.0.1');
    expect(blocked.statusCode).toBe(429);
    const wait = retryAfterMs(blocked);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS);
    // The owner, at home on another address, signs in as usual (F8: no malicious lock-out).
    expect((await guess(user.email, user.password, '192.0.2.77')).statusCode).toBe(200);
    await sleep(wait + 200);
    expect((await guess(user.email, user.password, '198.18.0.1')).statusCode).toBe(200);
  });

  it('has a higher per-account ceiling over all IPs, which a password reset lifts at once', async () => {
    const user = await registerUser(t.app, { remoteAddress: '10.1.0.3' });
    for (let i = 0; i < CEILING; i++) expect((await guess(user.email, `guess-${i}`, `198.19.0.${i}`)).statusCode).toBe(400);
    expect((await guess(user.email, user.password, '192.0.2.78')).statusCode).toBe(429);
    // A reset proves the owner holds the mailbox: the counters start again with the new password.
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const token = linkToken(await waitForMail(t.config, (m) => m.to.includes(user.email) && /Reset your/.test(m.subject)), '/forgot-password');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'a new password here' } });
    expect(confirmed.statusCode).toBe(204);
    expect((await guess(user.email, 'a new password here', '192.0.2.78')).statusCode).toBe(200);
  });

  it('spares a device that signed in before when strangers trip the ceiling; a stolen cookie gets no more guesses (N5)', async () => {
    const user = await registerUser(t.app, { remoteAddress: '10.1.0.5' });
    const home = await guess(user.email, user.password, '192.0.2.90');
    expect(home.statusCode).toBe(200);
    const setCookie = [home.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/path=\/realms\/claims\/protocol\/openid-connect\/token/i);
    const cookie = setCookie
      .split('\n')
      .map((line) => line.split(';')[0]!)
      .join('; ');
    const guessWith = (password: string, ip: string, cookieHeader: string) =>
      t.app.inject({
        method: 'POST',
        url: '/realms/claims/protocol/openid-connect/token',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader },
        payload: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: user.email, password }).toString(),
      });

    // Strangers on many addresses use up the account-wide ceiling.
    for (let i = 0; i < CEILING; i++) expect((await guess(user.email, `guess-${i}`, `198.21.0.${i}`)).statusCode).toBe(400);
    expect((await guess(user.email, user.password, '192.0.2.91')).statusCode).toBe(429);
    // The owner's device signs in from a new address; a forged or unsigned cookie does not.
    expect((await guessWith(user.password, '192.0.2.92', cookie)).statusCode).toBe(200);
    const unsigned = cookie.replace(/; flightclaim_device\.sig=[^;]*/, '');
    expect((await guessWith(user.password, '192.0.2.93', unsigned)).statusCode).toBe(429);
    const forged = cookie.replace(/flightclaim_device=[^.;]*/, 'flightclaim_device=AAAAAAAAAAAAAAAAAAAAAA');
    expect((await guessWith(user.password, '192.0.2.94', forged)).statusCode).toBe(429);
    // Whoever holds the cookie gets the per-address allowance once, over all addresses together.
    for (let i = 0; i < 3; i++) expect((await guessWith(`cookie-guess-${i}`, `198.22.0.${i}`, cookie)).statusCode).toBe(400);
    expect((await guessWith(user.password, '198.22.0.9', cookie)).statusCode).toBe(429);
  });

  it('e-mails the owner once when sign-in is paused, with no user-typed text', async () => {
    const user = await registerUser(t.app, { remoteAddress: '10.1.0.4', firstName: 'Payout on hold: visit evil.example', lastName: 'Zed' });
    for (let i = 0; i < 5; i++) await guess(user.email, `guess-${i}`, '198.20.0.1');
    const mail = await waitForMail(t.config, (m) => m.to.includes(user.email) && /paused/.test(m.subject));
    expect(mail.text).toContain('http://localhost:8080/forgot-password');
    expect(mail.text).not.toMatch(/evil\.example|Payout|Zed/);
    await sleep(300);
    expect(readMails(t.config).filter((m) => m.to.includes(user.email) && /paused/.test(m.subject))).toHaveLength(1);
  });

  it('throttles wrong current passwords on a password change per account, with Retry-After', async () => {
    const {
      user,
      tokens: { access_token: token },
    } = await signedInUser(t.app, { remoteAddress: '10.1.0.2' });
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: bearer(token),
        payload: { currentPassword: current, newPassword: 'a brand new password' },
      });
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(422);
    const blocked = await change(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfterMs(blocked)).toBeGreaterThan(0);
    await sleep(retryAfterMs(blocked) + 200);
    expect((await change(user.password)).statusCode).toBe(204);
  });
});

describe('registration', () => {
  it('is limited per IP with 429 and Retry-After; another IP and, later, the same IP go on', async () => {
    const register = (i: number, ip: string) =>
      registerUser(t.app, { email: `lock-${i}-${Date.now()}@example.com`, remoteAddress: ip }).then(
        () => 201,
        (e: Error) => Number(/failed: (\d+)/.exec(e.message)?.[1]),
      );
    expect([await register(1, '203.0.113.9'), await register(2, '203.0.113.9')]).toEqual([201, 201]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/realms/claims/clients-registrations/default',
      remoteAddress: '203.0.113.9',
      payload: registrationBody({ email: 'x3@example.com', password: 'long enough', firstName: 'X', lastName: 'Y' }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(retryAfterMs(res)).toBeGreaterThan(0);
    expect(await register(4, '203.0.113.10')).toBe(201);
    await sleep(retryAfterMs(res) + 200);
    expect(await register(5, '203.0.113.9')).toBe(201);
  });
});

describe('registration, site-wide', () => {
  it('has a global ceiling behind the per-IP limit: many addresses cannot mass-register', async () => {
    const site = await createTestApp({ rateLimits: { registerGlobal: { max: 3, windowMs: 60_000 } } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          await registerUser(site.app, { remoteAddress: `203.0.114.${i}` }).then(
            () => 201,
            (e: Error) => Number(/failed: (\d+)/.exec(e.message)?.[1]),
          ),
        );
      }
      expect(codes).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await site.close();
    }
  });
});
