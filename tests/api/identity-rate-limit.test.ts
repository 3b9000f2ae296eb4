// Rate limits on the identity endpoints: per IP and per account, 429 with Retry-After, and an
// owner who is not locked out by someone else's IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser as registerFrom, tokenRequest, type TestApp } from './harness.ts';
import { registrationBody } from '../shared/realm-account.ts';

let t: TestApp;
const WINDOW = 60_000;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      tokenPerIp: { max: 5, windowMs: WINDOW },
      loginFailuresPerAccount: { max: 3, windowMs: WINDOW },
      // As low as the per-(account, IP) limit here, so the all-IP ceiling shows at small counts.
      loginFailuresCeiling: { max: 3, windowMs: WINDOW },
      registerPerIp: { max: 3, windowMs: WINDOW },
      resetPerIp: { max: 2, windowMs: WINDOW },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

// Each test user registers from its own address, so registrations stay under their own limit.
let registrations = 0;
const registerUser = (app: TestApp['app']) => registerFrom(app, { remoteAddress: `10.9.0.${++registrations}` });

const password = (username: string, pw: string, ip: string) => tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username, password: pw }, ip);

describe('token endpoint', () => {
  it('limits requests per IP with 429 and Retry-After; other IPs go on', async () => {
    const user = await registerUser(t.app);
    const ip = '203.0.113.10';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await password(`nobody${i}@example.com`, 'x', ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const limited = await password(user.email, user.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(/problem\+json/);
    expect(limited.json().code).toBe('rate-limited');
    expect((await password(user.email, user.password, '203.0.113.11')).statusCode).toBe(200);
  });

  it('limits failed logins per account from all IPs together (the ceiling), without touching other accounts', async () => {
    const victim = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (let i = 0; i < 3; i++) expect((await password(victim.email, 'guess', `198.51.100.${i}`)).statusCode).toBe(400);
    const blocked = await password(victim.email.toUpperCase(), victim.password, '198.51.100.50');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toBe('too_many_requests');
    expect((await password(other.email, other.password, '198.51.100.51')).statusCode).toBe(200);
  });

  it('does not count successful logins against the account', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await password(user.email, user.password, `192.0.2.${i}`)).statusCode).toBe(200);
  });

  it('throttles an unknown account the same way as a known one', async () => {
    for (let i = 0; i < 3; i++) expect((await password('ghost@example.com', 'guess', `192.0.2.${100 + i}`)).statusCode).toBe(400);
    expect((await password('ghost@example.com', 'guess', '192.0.2.200')).statusCode).toBe(429);
  });
});

describe('registration and reset', () => {
  it('limits registrations per IP', async () => {
    const register = (i: number) => {
      const email = `rl-${i}-${Date.now()}@example.com`;
      return t.app.inject({
        method: 'POST',
        url: '/realms/claims/clients-registrations/default',
        remoteAddress: '203.0.113.77',
        payload: registrationBody({ email, password: 'long enough', firstName: 'R', lastName: 'L' }),
      });
    };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits reset requests per IP', async () => {
    const reset = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', remoteAddress: '203.0.113.88', payload: { email: 'x@example.com' } });
    const statuses = [(await reset()).statusCode, (await reset()).statusCode, (await reset()).statusCode];
    expect(statuses).toEqual([202, 202, 429]);
  });
});
