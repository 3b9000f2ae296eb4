// F6 and I3 of the security review: TRUST_PROXY=true is refused (anyone could spoof their IP);
// a forwarded request while no proxy is trusted is warned about once; token and registration
// endpoints have a ceiling over all clients beside the per-IP one; IPv6 clients count per /64.
// Headers: HSTS only on an https origin, one framing policy (DENY / 'none', also on /api/docs),
// and API_DOCS=off hides the API documentation.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createTestApp, registerUser, tokenRequest } from './harness.ts';

describe('proxy trust (F6)', () => {
  it('refuses TRUST_PROXY=true at start, naming the safe forms', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop|number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('warns once when X-Forwarded-For arrives while no proxy is trusted', async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createTestApp({ logLevel: 'info' }, { logStream: capture });
    try {
      for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      const warnings = lines.filter((line) => line.includes('TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!).level).toBe(40);
      expect(warnings[0]).not.toContain('203.0.113');
    } finally {
      await t.close();
    }
  });

  it('keeps a ceiling over all clients on registration and tokens, and counts IPv6 clients by their /64', async () => {
    const t = await createTestApp({
      rateLimits: {
        registerGlobal: { max: 3, windowMs: 60_000 },
        tokenGlobal: { max: 5, windowMs: 60_000 },
        tokenPerIp: { max: 2, windowMs: 60_000 },
      },
    });
    try {
      for (let i = 1; i <= 3; i++) await registerUser(t.app, { remoteAddress: `198.51.100.${i}` });
      await expect(registerUser(t.app, { remoteAddress: '198.51.100.4' })).rejects.toThrow(/429/);

      const junk = { grant_type: 'refresh_token', client_id: 'pwa', refresh_token: 'junk' };
      const token = async (address: string) => (await tokenRequest(t.app, junk, address)).statusCode;
      // Same /64: two requests, then the per-IP limit; another /64 is a client of its own.
      expect(await token('2001:db8:1:2::1')).not.toBe(429);
      expect(await token('2001:db8:1:2:ffff::9')).not.toBe(429);
      expect(await token('2001:db8:1:2:abcd::3')).toBe(429);
      expect(await token('2001:db8:1:3::1')).not.toBe(429);
      // Five token requests in all so far were counted by the ceiling: every address is refused now.
      expect(await token('198.51.100.77')).not.toBe(429);
      expect(await token('198.51.100.78')).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('security headers and API docs (I3, I4)', () => {
  it('sends HSTS only when PUBLIC_ORIGIN is https, and frames nothing anywhere', async () => {
    const plain = await createTestApp();
    const secure = await createTestApp({ publicOrigin: 'https://claims.example' });
    try {
      const a = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(a.headers['strict-transport-security']).toBeUndefined();
      const b = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(b.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      for (const url of ['/api/health', '/api/docs', '/api/docs/static/index.html']) {
        const res = await plain.app.inject({ method: 'GET', url });
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
        expect(String(res.headers['content-security-policy']), url).not.toContain("frame-ancestors 'self'");
      }
    } finally {
      await plain.close();
      await secure.close();
    }
  });

  it('serves no API documentation with API_DOCS=off', async () => {
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(ConfigError);
    const t = await createTestApp({ apiDocs: 'off' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
