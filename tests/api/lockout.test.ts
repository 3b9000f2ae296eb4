// Brute force without lock-out (ASVS 6.3.1): failed logins, failed password changes and
// registrations hit 429 with Retry-After, per account and per IP; once Retry-After has passed
// the real owner gets in again. Short windows so the wait is real but brief.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, registerUser, tokenRequest, type TestApp } from './harness.ts';

const WINDOW_MS = 2_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginFailuresPerAccount: { max: 3, windowMs: WINDOW_MS },
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
  it('is throttled with 429 and Retry-After, and its owner gets in once Retry-After has passed', async () => {
    const user = await registerUser(t.app, { remoteAddress: '10.1.0.1' });
    for (let i = 0; i < 3; i++) expect((await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: `guess-${i}` }, `198.18.0.${i}`)).statusCode).toBe(400);
    const blocked = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: user.password }, '198.18.1.1');
    expect(blocked.statusCode).toBe(429);
    const wait = retryAfterMs(blocked);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS);
    await sleep(wait + 200);
    expect((await login(t.app, user.email, user.password)).access_token).toBeTruthy();
  });

  it('throttles wrong current passwords on a password change per account, with Retry-After', async () => {
    const user = await registerUser(t.app, { remoteAddress: '10.1.0.2' });
    const { access_token: token } = await login(t.app, user.email, user.password);
    const change = (current: string) => t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload: { currentPassword: current, newPassword: 'a brand new password' } });
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
    const register = (i: number, ip: string) => registerUser(t.app, { email: `lock-${i}-${Date.now()}@example.com`, remoteAddress: ip }).then(() => 201, (e: Error) => Number(/failed: (\d+)/.exec(e.message)?.[1]));
    expect([await register(1, '203.0.113.9'), await register(2, '203.0.113.9')]).toEqual([201, 201]);
    const res = await t.app.inject({
      method: 'POST', url: '/realms/claims/clients-registrations/default', remoteAddress: '203.0.113.9',
      payload: { username: 'x3@example.com', email: 'x3@example.com', enabled: true, firstName: 'X', lastName: 'Y', credentials: [{ type: 'password', value: 'long enough', temporary: false }] },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(retryAfterMs(res)).toBeGreaterThan(0);
    expect(await register(4, '203.0.113.10')).toBe(201);
    await sleep(retryAfterMs(res) + 200);
    expect(await register(5, '203.0.113.9')).toBe(201);
  });
});
