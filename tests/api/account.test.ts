// /api/me (profile, name change, password change, erasure, export) and password reset, through
// the real identity provider and database.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/server/db/schema/identity.ts';
import { hashMailToken } from '../../src/server/identity/mail-tokens.ts';
import { bearer, login, refresh, registerUser, tokenRequest, signedInUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const erased: string[] = [];

const t = useTestApp(async () => {
  // What the claims area registers: erasure and export of its own data.
  t.app.userErasureHooks.push(async (userId) => {
    erased.push(userId);
  });
  t.app.userExportHooks.push({ name: 'claims', collect: async (userId) => [{ owner: userId, id: 'claim-1' }] });
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET/PATCH /api/me', () => {
  it('answers the profile with the referral code, not cacheable', async () => {
    const { user, tokens } = await signedInUser(t.app, { firstName: 'Mary', lastName: 'Jackson' });
    const res = await get('/api/me', tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, firstName: 'Mary', lastName: 'Jackson', roles: ['passenger'] });
    expect(res.json().referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('changes the name; the next token carries it', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(tokens.access_token), payload: { firstName: ' Dorothy ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Dorothy', lastName: user.lastName });
    const next = (await refresh(t.app, tokens.refresh_token)).json();
    const claims = JSON.parse(Buffer.from(next.access_token.split('.')[1], 'base64url').toString());
    expect(claims.given_name).toBe('Dorothy');
  });

  it('refuses a blank name, unknown fields and an empty change', async () => {
    const {
      user,
      tokens: { access_token: token },
    } = await signedInUser(t.app);
    for (const payload of [{ firstName: '   ' }, { email: 'new@example.com' }, {}]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
    expect((await get('/api/me', token)).json().email).toBe(user.email);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});

describe('POST /api/me/password', () => {
  const changePassword = (token: string, payload: { currentPassword: string; newPassword: string }) =>
    t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload });

  it('needs the current password', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const res = await changePassword(tokens.access_token, { currentPassword: 'wrong one', newPassword: 'a new password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('currentPassword');
    expect((await login(t.app, user.email, user.password)).access_token).toBeTruthy();
  });

  it('refuses a short new password', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const res = await changePassword(tokens.access_token, { currentPassword: user.password, newPassword: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({ field: 'newPassword', message: 'Password must be at least 8 characters long' });
  });

  it('sets the password and signs out the other devices, keeping this one', async () => {
    const { user, tokens: here } = await signedInUser(t.app);
    const elsewhere = await login(t.app, user.email, user.password);
    const res = await changePassword(here.access_token, { currentPassword: user.password, newPassword: 'the new password' });
    expect(res.statusCode).toBe(204);
    expect((await refresh(t.app, elsewhere.refresh_token)).statusCode).toBe(400);
    // The other device's access token stops working at once; this device's goes on.
    expect((await get('/api/me', elsewhere.access_token)).statusCode).toBe(401);
    expect((await get('/api/me', here.access_token)).statusCode).toBe(200);
    const renewed = await refresh(t.app, here.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await get('/api/me', renewed.json().access_token)).statusCode).toBe(200);
    const old = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: user.password });
    expect(old.statusCode).toBe(400);
    expect((await login(t.app, user.email, 'the new password')).access_token).toBeTruthy();
  });
});

describe('DELETE /api/me', () => {
  it('asks for the password again: missing 422 password-required, wrong 403 wrong-password, and the account stays', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const del = (payload?: object) => t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(tokens.access_token), ...(payload ? { payload } : {}) });
    const missing = await del();
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'password-required', errors: [{ field: 'password' }] });
    expect((await del({ password: '' })).json().code).toBe('password-required');
    const wrong = await del({ password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers['content-type']).toMatch(/problem\+json/);
    expect(wrong.json()).toMatchObject({ code: 'wrong-password', errors: [{ field: 'password', message: 'The password is not correct' }] });
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await get('/api/me', tokens.access_token)).statusCode).toBe(200);
    expect((await del({ password: user.password })).statusCode).toBe(204);
  });

  it('erases the account, its grants and (through the hook) its claims', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(tokens.access_token), payload: { password: user.password } });
    expect(res.statusCode).toBe(204);
    expect(erased).toContain(user.id);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await get('/api/me', tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
    const again = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: user.password });
    expect(again.statusCode).toBe(400);
  });

  it('keeps the account when an erasure hook fails', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const failing = async () => {
      throw new Error('blob store down');
    };
    t.app.userErasureHooks.push(failing);
    try {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(tokens.access_token), payload: { password: user.password } });
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('internal-error');
      expect(res.body).not.toContain('blob store down');
    } finally {
      t.app.userErasureHooks.splice(t.app.userErasureHooks.indexOf(failing), 1);
    }
    expect((await get('/api/me', tokens.access_token)).statusCode).toBe(200);
  });
});

describe('GET /api/me/export', () => {
  it("downloads the account, its sessions and the other areas' data as JSON", async () => {
    const { user, tokens } = await signedInUser(t.app);
    const res = await get('/api/me/export', tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="flightclaim-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = res.json();
    expect(doc.account).toMatchObject({ id: user.id, email: user.email, firstName: user.firstName });
    expect(doc.account).not.toHaveProperty('passwordHash');
    expect(doc.sessions).toHaveLength(1);
    expect(doc.claims).toEqual([{ owner: user.id, id: 'claim-1' }]);
  });
});

describe('password reset', () => {
  const mailDir = () => path.join(t.config.dataDir, 'mail');
  // Reset mails only (registration also mails a verification link).
  const isReset = (f: string) => /^Subject: Reset your/m.test(fs.readFileSync(path.join(mailDir(), f), 'utf8'));
  const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml') && isReset(f)) : []);

  async function waitForMail(count: number): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const files = mails().sort();
      if (files.length >= count) return fs.readFileSync(path.join(mailDir(), files[count - 1]!), 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no reset mail was written');
  }

  const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
  const confirm = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  // Quoted-printable soft breaks and '=3D' undone (the mail has an HTML part with long lines).
  const unfold = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const tokenOf = (mail: string) => /forgot-password\?token=([A-Za-z0-9_-]+)/.exec(unfold(mail))![1]!;

  it('answers the same for an unknown e-mail, and writes no mail', async () => {
    const before = mails().length;
    const unknown = await requestReset('nobody-here@example.com');
    const invalid = await requestReset('not an email');
    expect(unknown.statusCode).toBe(202);
    expect(invalid.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ status: 'accepted' });
    expect(invalid.body).toBe(unknown.body);
    // A known address afterwards proves the background work ran; the unknown one left nothing.
    const user = await registerUser(t.app);
    const known = await requestReset(user.email);
    expect(known.body).toBe(unknown.body);
    const mail = await waitForMail(before + 1);
    expect(mails().length).toBe(before + 1);
    expect(mail).toContain(`To: ${user.email}`);
  });

  it('mails a single-use link that sets the password and signs out every device', async () => {
    const { user, tokens: session } = await signedInUser(t.app);
    const before = mails().length;
    expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(202);
    const mail = await waitForMail(before + 1);
    expect(unfold(mail)).toContain('http://localhost:8080/forgot-password?token=');
    const token = tokenOf(mail);
    const [stored] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(hashMailToken(token));
    expect(stored!.tokenHash).not.toContain(token);

    expect((await confirm(token, 'short')).statusCode).toBe(422);
    const ok = await confirm(token, 'a brand new password');
    expect(ok.statusCode).toBe(204);
    expect((await login(t.app, user.email, 'a brand new password')).access_token).toBeTruthy();
    expect((await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: user.password })).statusCode).toBe(400);
    expect((await refresh(t.app, session.refresh_token)).statusCode).toBe(400);

    const reused = await confirm(token, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid-reset-token');
  });

  it('refuses an expired or made-up token', async () => {
    const user = await registerUser(t.app);
    const token = 'expired-token-value-1234567890';
    await t.app.db.insert(passwordResetTokens).values({ tokenHash: hashMailToken(token), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    const expired = await confirm(token, 'a brand new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid-reset-token');
    expect((await confirm('made-up', 'a brand new password')).statusCode).toBe(400);
    expect((await login(t.app, user.email, user.password)).access_token).toBeTruthy();
  });
});
