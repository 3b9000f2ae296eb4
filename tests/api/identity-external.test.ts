// OIDC_ISSUER pointing at another issuer (Keycloak in production): the API verifies tokens with
// the issuer's JWKS found through discovery over HTTP, and mounts no provider of its own. The
// "external" issuer here is a second server of ours on a real port, with Keycloak's paths.
import fs from 'node:fs';
import { freePort } from './free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { bearer, copyPgliteTemplate, createTestApp, type TestApp } from './harness.ts';
import { passwordSignIn, registerAtRealm } from '../shared/realm-account.ts';

let issuerServer: RunningServer;
let issuerDir: string;
let api: TestApp;
let issuer: string;

beforeAll(async () => {
  issuerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-issuer-'));
  await copyPgliteTemplate(path.join(issuerDir, 'pg'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  issuerServer = await startServer(
    { ...loadConfig({ DATA_DIR: issuerDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, LOG_LEVEL: 'silent' }), databaseUrl: undefined },
    { handleSignals: false, logger: false },
  );
  issuer = `${origin}/realms/claims`;
  api = await createTestApp({ oidcIssuer: issuer, oidcEmbedded: false });
});
afterAll(async () => {
  await api?.close();
  await issuerServer?.close();
  fs.rmSync(issuerDir, { recursive: true, force: true });
});

async function loginAtIssuer() {
  const email = `ext-${Date.now()}@example.com`;
  await registerAtRealm(issuer, { email, password: 'long enough', firstName: 'Ext', lastName: 'User' });
  return { email, tokens: await passwordSignIn(issuer, email, 'long enough') };
}

describe('with an external issuer', () => {
  it("accepts the issuer's access tokens and answers the profile from the token", async () => {
    const { email, tokens } = await loginAtIssuer();
    const res = await api.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens.access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, firstName: 'Ext', lastName: 'User', roles: ['passenger'], referralCode: null });
  });

  it('refuses ID tokens and tokens from itself', async () => {
    const { tokens } = await loginAtIssuer();
    expect((await api.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens.id_token) })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('mounts no provider and leaves name and password changes to the issuer', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/realms/claims/.well-known/openid-configuration' })).statusCode).toBe(404);
    const { tokens } = await loginAtIssuer();
    const res = await api.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(tokens.access_token), payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(501);
    expect(res.json().code).toBe('managed-by-identity-provider');
  });
});
