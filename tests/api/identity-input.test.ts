// Identity fields a person types (F7, F9, I1 of the security review): control characters in
// registration, profile names and the reset e-mail are refused with a 422 that names the field
// (a NUL used to reach PostgreSQL and give a 500; a newline in a name forged lines in mails), and
// e-mail addresses are one account key under NFKC and case folding.
import { describe, expect, it } from 'vitest';
import { bearer, login, registerUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';
import { registrationBody } from '../shared/realm-account.ts';

const t = useTestApp();

const register = (fields: { email?: string; firstName?: string; lastName?: string }) => {
  const email = fields.email ?? `input-${Math.random().toString(36).slice(2)}@example.com`;
  return t.app.inject({
    method: 'POST',
    url: '/realms/claims/clients-registrations/default',
    payload: registrationBody({ email, password: 'correct horse battery', firstName: fields.firstName ?? 'Ada', lastName: fields.lastName ?? 'Lovelace' }),
  });
};

const fieldsOf = (res: { json(): unknown }) => ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

describe('control characters in identity fields', () => {
  for (const bad of ['a\u0000b', 'customer,\n\nYour payout is on hold', 'tab\there', 'del\u007f']) {
    it(`registration refuses ${JSON.stringify(bad)} in each field with a 422 naming it`, async () => {
      for (const field of ['firstName', 'lastName'] as const) {
        const res = await register({ [field]: bad });
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('validation-failed');
        expect(fieldsOf(res)).toEqual([field]);
      }
      const res = await register({ email: `x${bad}@example.com` });
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res)).toContain('email');
    });
  }

  it('PATCH /api/me refuses a NUL or a newline in a name with 422 and keeps the old name', async () => {
    const user = await registerUser(t.app);
    const headers = bearer((await login(t.app, user.email, user.password)).access_token);
    for (const payload of [{ firstName: 'a\u0000b' }, { lastName: 'two\nlines' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers, payload });
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res)).toEqual(Object.keys(payload));
    }
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json();
    expect([me.firstName, me.lastName]).toEqual([user.firstName, user.lastName]);
  });

  it('the password-reset request refuses a NUL in the e-mail with 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'vic\u0000tim@example.com' } });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['email']);
  });
});

describe('e-mail addresses as account keys (NFKC and case folding)', () => {
  it('refuses fullwidth, decomposed and upper-case look-alikes of a registered address with 409', async () => {
    const composed = `jos\u00e9.${Date.now()}@example.com`;
    expect((await register({ email: composed })).statusCode).toBe(201);
    const variants = [
      composed.normalize('NFD'),
      composed.toUpperCase(),
      // Fullwidth letters (U+FF41 is 'a'): the same address to a reader.
      composed.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x61 + 0xff41)),
    ];
    for (const email of variants) {
      const res = await register({ email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().code).toBe('email-exists');
    }
  });

  it('logs in with any look-alike spelling of the address', async () => {
    const user = await registerUser(t.app, { email: `\uff41nna.${Date.now()}@example.com` });
    const tokens = await login(t.app, user.email.normalize('NFKC').toUpperCase(), user.password);
    expect(tokens.access_token).toBeTruthy();
  });
});
