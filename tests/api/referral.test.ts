// GET /api/referral: the caller's code, the link to share, and how many registered with it.
import { describe, expect, it } from 'vitest';
import { newCaller } from './claims-helpers.ts';
import { registerUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

describe('GET /api/referral', () => {
  it('answers the code, a register link on the public origin, and counts people who used it', async () => {
    const ada = await newCaller(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/api/referral', headers: ada.headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { code, link, referred_count } = first.json();
    expect(code).toMatch(/^[A-Za-z0-9_-]{4,}$/);
    expect(link).toBe(`http://localhost:8080/register?ref=${encodeURIComponent(code)}`);
    expect(referred_count).toBe(0);

    await registerUser(t.app, { referralCode: code });
    await registerUser(t.app, { referralCode: code });
    const after = await t.app.inject({ method: 'GET', url: '/api/referral', headers: ada.headers });
    expect(after.json().referred_count).toBe(2);
    expect(after.json().code).toBe(code);
  });

  it('gives each user their own code', async () => {
    const a = await newCaller(t.app);
    const b = await newCaller(t.app);
    const codeA = (await t.app.inject({ method: 'GET', url: '/api/referral', headers: a.headers })).json().code;
    const codeB = (await t.app.inject({ method: 'GET', url: '/api/referral', headers: b.headers })).json().code;
    expect(codeA).not.toBe(codeB);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referral' })).statusCode).toBe(401);
  });
});
