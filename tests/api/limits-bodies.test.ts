// F3 of the security review: a body built to break every schema rule at once (thousands of bad
// array items or unknown keys) must not get back an answer many times its own size, and JSON
// routes take only the body size their payload needs (a claim is a few KB; a signature more).
import { describe, expect, it } from 'vitest';
import { MAX_REPORTED_ERRORS } from '../../src/server/http/problem.ts';
import { claimPayload, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

describe('validation-error amplification (F3)', () => {
  it('reports at most a handful of errors for a body with thousands of bad items', async () => {
    const bad = Array.from({ length: 3000 }, () => ({ first_name: 1 }));
    const payload = JSON.stringify({ ...claimPayload(), additional_passengers: bad });
    expect(payload.length).toBeLessThan(60 * 1024);
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...ada.headers, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation-failed');
    expect(res.json().errors.length).toBeLessThanOrEqual(MAX_REPORTED_ERRORS);
    expect(res.body.length).toBeLessThan(payload.length / 4);
  });

  it('refuses thousands of unknown registration keys without listing them', async () => {
    const body: Record<string, unknown> = {
      username: 'x@example.com',
      email: 'x@example.com',
      firstName: 'X',
      lastName: 'Y',
      credentials: [{ type: 'password', value: 'long enough password 1' }],
    };
    for (let i = 0; i < 2000; i++) body[`k${i}`] = [1, 2, 3];
    const payload = JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/realms/claims/clients-registrations/default',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.length).toBeLessThan(2000);
  });

  it.each([
    ['password change', '/api/me/password', { currentPassword: 'a', newPassword: 'b' }, true],
    ['reset request', '/api/auth/password-reset/request', { email: 'x@example.com' }, false],
    ['reset confirmation', '/api/auth/password-reset/confirm', { token: 'abc', password: 'long enough password 1' }, false],
    ['e-mail verification', '/api/auth/verify-email', { token: 'abc' }, false],
  ])('refuses an unknown key on the %s body (additionalProperties: false)', async (_name, url, body, signedIn) => {
    const headers = { ...(signedIn ? ada.headers : {}), 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url, headers, payload: JSON.stringify({ ...body, admin: true }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation-failed');
  });

  it('takes at most 64 KiB on a JSON claims route (a claim is a few KB)', async () => {
    const payload = JSON.stringify({
      ...claimPayload(),
      additional_passengers: Array.from({ length: 2000 }, () => ({ first_name: 'A', last_name: 'B', email: 'a@b.c' })),
    });
    expect(payload.length).toBeGreaterThan(64 * 1024);
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...ada.headers, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('still takes a signature body of several hundred KB on the signature route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claims/0190a000-0000-7000-8000-000000000000/signature',
      headers: ada.headers,
      payload: { signature: `data:image/png;base64,${'A'.repeat(300 * 1024)}` },
    });
    // Not 413: the body was read (the claim does not exist, so 404).
    expect(res.statusCode).toBe(404);
  });
});
