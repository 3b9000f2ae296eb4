// Bearer verification (src/server/http/auth.ts): what the API refuses, with 401 problem+json.
// Tokens are forged here with the provider's real private key, another key, no signature, HS256
// with the public key, and wrong iss/aud/typ.
import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyEncryptionKey } from '../../src/server/identity/key-encryption.ts';
import { loadIdentityKeys } from '../../src/server/identity/keys.ts';
import { bearer, login, logout, registerUser, type TestUser, type Tokens } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

let user: TestUser;
let tokens: Tokens;
let privateJwk: JWK;

const t = useTestApp(async () => {
  user = await registerUser(t.app);
  tokens = await login(t.app, user.email, user.password);
  // The stored key is encrypted; read it the way the server does.
  const keys = await loadIdentityKeys(t.app.db, undefined, keyEncryptionKey(undefined, t.config.dataDir));
  privateJwk = keys.privateJwks.keys[0]!;
});

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/me', headers });

function claims() {
  return JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function forge(overrides: Record<string, unknown> = {}, header: Record<string, unknown> = {}, key: JWK = privateJwk) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims(), iat: now, exp: now + 300, ...overrides })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: privateJwk.kid!, ...header } as { alg: string })
    .sign(await importJWK(key, 'ES256'));
}

function expect401(res: Awaited<ReturnType<typeof me>>, code = 'unauthorized') {
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toMatch(/problem\+json/);
  expect(res.json().code).toBe(code);
  expect(String(res.headers['www-authenticate'])).toMatch(/^Bearer/);
}

describe('the API accepts', () => {
  it('a real access token', async () => {
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(200);
  });

  it('a token forged with the real key (proves the forging below is otherwise right)', async () => {
    expect((await me(bearer(await forge()))).statusCode).toBe(200);
  });
});

describe('the API refuses', () => {
  it('a missing token', async () => expect401(await me()));
  it('another scheme', async () => expect401(await me({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })));
  it('garbage', async () => expect401(await me(bearer('not.a.jwt'))));

  it('an expired token, as token-expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect401(await me(bearer(await forge({ iat: now - 900, exp: now - 600 }))), 'token-expired');
  });

  it('a token not valid yet', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect401(await me(bearer(await forge({ nbf: now + 600 }))));
  });

  it('a token signed by another key with the same kid', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    expect401(await me(bearer(await forge({}, {}, await exportJWK(privateKey)))));
  });

  it('a token with a tampered payload', async () => {
    const [h, , s] = tokens.access_token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims(), sub: crypto.randomUUID() })).toString('base64url');
    expect401(await me(bearer(`${h}.${payload}.${s}`)));
  });

  it('an unsigned token (alg none)', async () => {
    const h = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const p = Buffer.from(JSON.stringify(claims())).toString('base64url');
    expect401(await me(bearer(`${h}.${p}.`)));
  });

  it('HS256 signed with the public key as the secret', async () => {
    const { d: _d, ...publicJwk } = privateJwk;
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: privateJwk.kid! }).sign(secret);
    expect401(await me(bearer(token)));
  });

  it('the wrong issuer', async () => expect401(await me(bearer(await forge({ iss: 'http://evil.example/realms/claims' })))));
  it('the wrong audience', async () => expect401(await me(bearer(await forge({ aud: 'pwa' })))));
  it('an ID token (typ JWT) used as a bearer token', async () => {
    expect401(await me(bearer(tokens.id_token!)));
    expect401(await me(bearer(await forge({}, { typ: 'JWT' }))));
  });

  it('a token whose grant was revoked by logout', async () => {
    const session = await login(t.app, user.email, user.password);
    expect((await me(bearer(session.access_token))).statusCode).toBe(200);
    expect((await logout(t.app, session.refresh_token)).statusCode).toBe(204);
    expect401(await me(bearer(session.access_token)));
    // Other sessions of the same user go on.
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(200);
  });

  it('a token without a session id', async () => expect401(await me(bearer(await forge({ sid: undefined })))));
});
