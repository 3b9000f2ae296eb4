// The embedded identity provider through its real endpoints: discovery, registration, password
// and refresh grants with rotation and reuse detection, logout and revocation, access-token
// claims, and the development interactions being off.
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/identity.ts';
import { createUser } from '../../src/server/identity/users.ts';
import { bearer, createTestApp, login, logout, refresh, registerUser, tokenRequest, type TestApp, signedInUser } from './harness.ts';
import { registrationBody } from '../shared/realm-account.ts';

let t: TestApp;
const REALM = '/realms/claims';
const ISSUER = 'http://localhost:8080/realms/claims';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${REALM}/clients-registrations/default`, payload });
}

function registration(overrides: Record<string, unknown> = {}, password = 'long enough pw') {
  const email = `reg-${Math.random().toString(36).slice(2)}@example.com`;
  return { ...registrationBody({ email, password, firstName: 'Grace', lastName: 'Hopper' }), ...overrides };
}

describe('discovery', () => {
  it('publishes Keycloak-shaped endpoints under the issuer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${REALM}/.well-known/openid-configuration` });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.token_endpoint).toBe(`${ISSUER}/protocol/openid-connect/token`);
    expect(doc.jwks_uri).toBe(`${ISSUER}/protocol/openid-connect/certs`);
    expect(doc.userinfo_endpoint).toBe(`${ISSUER}/protocol/openid-connect/userinfo`);
    expect(doc.revocation_endpoint).toBe(`${ISSUER}/protocol/openid-connect/revoke`);
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['password', 'refresh_token']));
    expect(doc.grant_types_supported).not.toContain('client_credentials');
    expect(doc.grant_types_supported).not.toContain('implicit');
    expect(doc.registration_endpoint).toBeUndefined();
  });

  it('discovery does not follow a forged Host header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${REALM}/.well-known/openid-configuration`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.json().token_endpoint).toBe(`${ISSUER}/protocol/openid-connect/token`);
  });

  it('publishes only public signing keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${REALM}/protocol/openid-connect/certs` });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as JSONWebKeySet;
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(key.kid).toBeTruthy();
    }
    expect(keys.map((k) => k.alg)).toContain('ES256');
  });

  it('has the development interactions off (no login form that accepts anyone)', async () => {
    for (const url of [`${REALM}/interaction/abc`, `${REALM}/interaction/abc/login`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/<form/i);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: `${REALM}/interaction/abc/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=anyone&password=anything',
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('registration', () => {
  it('creates an account (201) that can log in', async () => {
    const payload = registration();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    const tokens = await login(t.app, payload.email, 'long enough pw');
    expect(tokens.access_token).toBeTruthy();
  });

  it('answers 409 problem for an e-mail that exists, whatever its case', async () => {
    const payload = registration();
    expect((await register(payload)).statusCode).toBe(201);
    const upper = payload.email.toUpperCase();
    const res = await register({ ...payload, email: upper, username: upper });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'email-exists', title: 'Email already exists', status: 409 });
  });

  it('stores the e-mail lowercased', async () => {
    const payload = registration();
    const mixed = payload.email.replace('reg', 'ReG');
    const res = await register({ ...payload, email: mixed, username: mixed });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.email).toBe(payload.email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.role).toBe('passenger');
    expect(row!.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  const invalidCases: [string, Record<string, unknown>, string, string | undefined][] = [
    ['blank first name', { firstName: '  ' }, 'firstName', 'All fields are required'],
    ['blank last name', { lastName: '' }, 'lastName', 'All fields are required'],
    ['invalid e-mail', { email: 'not-an-email', username: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      'short password',
      { credentials: [{ type: 'password', value: 'short12', temporary: false }] },
      'credentials.0.value',
      'Password must be at least 8 characters long',
    ],
    ['password over 128', { credentials: [{ type: 'password', value: 'x'.repeat(129), temporary: false }] }, 'credentials.0.value', undefined],
    ['username not the e-mail', { username: 'someone-else@example.com' }, 'username', undefined],
    ['missing first name', { firstName: undefined }, 'firstName', undefined],
    ['no credentials', { credentials: [] }, 'credentials', undefined],
    ['a non-password credential', { credentials: [{ type: 'otp', value: '12345678' }] }, 'credentials.0.type', undefined],
    ['disabled account', { enabled: false }, 'enabled', undefined],
  ];
  for (const [name, overrides, field, message] of invalidCases) {
    it(`refuses ${name} with a 422 problem naming the field`, async () => {
      const payload = registration();
      const res = await register(JSON.parse(JSON.stringify({ ...payload, ...overrides })));
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      const body = res.json();
      expect(body.code).toBe('validation-failed');
      const fields = body.errors.map((e: { field: string }) => e.field);
      expect(fields.some((f: string) => f === field || f.startsWith(`${field}.`) || field.startsWith(f))).toBe(true);
      if (message) expect(body.errors.map((e: { message: string }) => e.message)).toContain(message);
    });
  }

  it('accepts an 8-character password and a 128-character one with any characters', async () => {
    expect((await register(registration({}, '12345678'))).statusCode).toBe(201);
    const long = 'ä€😀 '.repeat(32).slice(0, 128);
    const payload = registration({}, long);
    expect((await register(payload)).statusCode).toBe(201);
    expect((await login(t.app, payload.email, long)).access_token).toBeTruthy();
  });

  it('never creates an agent by self-registration', async () => {
    const payload = registration({ role: 'claims-agent', roles: ['claims-agent'] });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const tokens = await login(t.app, payload.email, 'long enough pw');
    expect(decodeJwt(tokens.access_token).roles).toEqual(['passenger']);
  });

  it('records who referred the user', async () => {
    const { user: referrer, tokens } = await signedInUser(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens.access_token) })).json();
    const referred = await registerUser(t.app, { referralCode: me.referralCode.toLowerCase() });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, referred.id));
    expect(row!.referredBy).toBe(referrer.id);
    // An unknown code does not block registration.
    const other = await registerUser(t.app, { referralCode: 'NOSUCHCODE' });
    const [otherRow] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow!.referredBy).toBeNull();
  });
});

describe('password grant', () => {
  it('issues an ES256 at+jwt access token with the user claims, a refresh token and an id token', async () => {
    const user = await registerUser(t.app, { firstName: 'Katherine', lastName: 'Johnson' });
    const res = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: user.password, scope: 'openid' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = res.json();
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(typeof tokens.refresh_token).toBe('string');
    const certs = (await t.app.inject({ method: 'GET', url: `${REALM}/protocol/openid-connect/certs` })).json();
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(certs), {
      issuer: ISSUER,
      audience: t.config.oidcAudience,
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      sub: user.id,
      email: user.email,
      given_name: 'Katherine',
      family_name: 'Johnson',
      roles: ['passenger'],
      client_id: 'pwa',
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    const id = await jwtVerify(tokens.id_token, createLocalJWKSet(certs), { issuer: ISSUER, audience: 'pwa' });
    expect(id.payload).toMatchObject({ sub: user.id, email: user.email, given_name: 'Katherine' });
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const user = await registerUser(t.app);
    const wrong = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: 'not the password' });
    const unknown = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('invalid_grant');
  });

  it('accepts the e-mail in any case as the username', async () => {
    const user = await registerUser(t.app);
    expect((await login(t.app, user.email.toUpperCase(), user.password)).access_token).toBeTruthy();
  });

  it('refuses other clients and missing credentials', async () => {
    const user = await registerUser(t.app);
    const otherClient = await tokenRequest(t.app, { grant_type: 'password', client_id: 'admin-cli', username: user.email, password: user.password });
    expect(otherClient.statusCode).toBe(401);
    expect(otherClient.json().error).toBe('invalid_client');
    const missing = await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email });
    expect(missing.statusCode).toBe(400);
    const clientCredentials = await tokenRequest(t.app, { grant_type: 'client_credentials', client_id: 'pwa' });
    expect(clientCredentials.statusCode).toBe(400);
    expect(clientCredentials.json().error).toMatch(/unsupported_grant_type|unauthorized_client/);
  });

  it('gives agents the claims-agent role', async () => {
    await createUser(t.app.db, { email: 'agent@example.com', password: 'agent password', firstName: 'Ann', lastName: 'Agent', role: 'claims-agent' });
    const tokens = await login(t.app, 'agent@example.com', 'agent password');
    expect(decodeJwt(tokens.access_token).roles).toEqual(['claims-agent']);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new refresh token and a working access token', async () => {
    const { user, tokens: first } = await signedInUser(t.app);
    const res = await refresh(t.app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeProtectedHeader(second.access_token).typ).toBe('at+jwt');
    expect(decodeJwt(second.access_token)).toMatchObject({ sub: user.id, email: user.email, aud: t.config.oidcAudience });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole grant', async () => {
    const { tokens: first } = await signedInUser(t.app);
    const second = (await refresh(t.app, first.refresh_token)).json();
    const reuse = await refresh(t.app, first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    const newest = await refresh(t.app, second.refresh_token);
    expect(newest.statusCode).toBe(400);
    expect(newest.json().error).toBe('invalid_grant');
  });

  it('a different login (another device) is not affected by reuse on the first', async () => {
    const { user, tokens: deviceA } = await signedInUser(t.app);
    const deviceB = await login(t.app, user.email, user.password);
    await refresh(t.app, deviceA.refresh_token);
    await refresh(t.app, deviceA.refresh_token);
    expect((await refresh(t.app, deviceB.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a made-up refresh token', async () => {
    const res = await refresh(t.app, 'made-up-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('logout and revocation', () => {
  it('logout (Keycloak form) revokes the refresh token and its grant', async () => {
    const { tokens } = await signedInUser(t.app);
    const rotated = (await refresh(t.app, tokens.refresh_token)).json();
    expect((await logout(t.app, rotated.refresh_token)).statusCode).toBe(204);
    expect((await refresh(t.app, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('logout with an unknown refresh token is an OAuth error', async () => {
    const res = await logout(t.app, 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('revocation (RFC 7009) of the refresh token ends the grant', async () => {
    const { tokens } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${REALM}/protocol/openid-connect/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'pwa', token: tokens.refresh_token, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
  });
});

describe('persistence', () => {
  it('keeps users, keys and grants across a restart on the same data', async () => {
    if (t.kind !== 'pglite') return; // the PostgreSQL harness drops the database on close
    const { tokens } = await signedInUser(t.app);
    const { buildApp } = await import('../../src/server/app.ts');
    await t.app.close();
    const again = await buildApp(t.config);
    try {
      const me = await again.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens.access_token) });
      expect(me.statusCode).toBe(200);
      expect(
        (
          await again.inject({
            method: 'POST',
            url: `${REALM}/protocol/openid-connect/token`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'pwa', refresh_token: tokens.refresh_token }).toString(),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await again.close();
      t = await createTestApp();
    }
  });
});
