// The app opened at another origin than PUBLIC_ORIGIN (http://127.0.0.1:8080 while it says
// http://localhost:8080; a LAN name): the token endpoint takes the page's own origin (a
// same-origin call), never a foreign one; tokens keep the pinned issuer and the API takes them;
// the operator gets one warning, not one per request.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from '../../src/offline/token-store.ts';
import { bearer, registerUser, type TestUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let user: TestUser;
const t = useTestApp(
  async () => {
    user = await registerUser(t.app);
  },
  { logLevel: 'warn' },
  { logStream: capture },
);

const loginAt = (host: string, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/realms/claims/protocol/openid-connect/token',
    headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: user.email, password: user.password, scope: 'openid' }).toString(),
  });

describe('the app at another origin than PUBLIC_ORIGIN', () => {
  it('signs in from the page origin it was opened at; the token keeps the pinned issuer and works', async () => {
    const res = await loginAt('127.0.0.1:8080', 'http://127.0.0.1:8080');
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token as string;
    expect(decodeJwt(token)?.iss).toBe('http://localhost:8080/realms/claims');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { host: '127.0.0.1:8080', ...bearer(token) } });
    expect(me.statusCode).toBe(200);
  });

  it('still refuses a foreign page origin, whatever host the request went to', async () => {
    for (const [host, origin] of [
      ['127.0.0.1:8080', 'http://evil.example'],
      ['localhost:8080', 'http://127.0.0.1:8080'],
      ['127.0.0.1:8080', 'null'],
    ] as const) {
      const res = await loginAt(host, origin);
      expect(res.statusCode, `${host} ${origin}`).toBe(400);
      expect(res.json().error_description).toMatch(/origin/);
    }
  });

  it('logs one warning naming PUBLIC_ORIGIN, however many requests arrive for another host', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'flightclaim.lan:8080' } });
    const warnings = lines.filter((line) => line.includes('another host than PUBLIC_ORIGIN'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('http://localhost:8080');
  });
});
