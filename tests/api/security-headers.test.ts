// The security headers are worked out once at start (src/server/http/security-headers.ts) instead
// of @fastify/helmet building Helmet's middleware on every request. They must be exactly what
// @fastify/helmet sends for the same options, over HTTP and HTTPS, on a route, a 404 and an
// error, and on the real app's answers. PGlite, or PostgreSQL with DATABASE_URL.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { installSecurityHeaders } from '../../src/server/http/security-headers.ts';
import { newCaller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

const origins = ['http://localhost:3000', 'https://claims.example'];

// The same options; helmet's ESM types and @fastify/helmet's CommonJS ones name the same symbol twice.
const asPluginOptions = (options: ReturnType<typeof helmetOptions>) => options as unknown as FastifyHelmetOptions;

async function withRoutes(app: FastifyInstance): Promise<FastifyInstance> {
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

/** The answer's headers without the ones that differ between any two answers. */
async function headersOf(app: FastifyInstance, url: string) {
  const { date: _date, ...headers } = (await app.inject({ method: 'GET', url })).headers;
  return headers;
}

describe('security headers', () => {
  it.each(origins)('are the ones @fastify/helmet sends (%s)', async (origin) => {
    const options = helmetOptions(loadConfig({ PUBLIC_ORIGIN: origin }));
    const reference = Fastify();
    await reference.register(fastifyHelmet, asPluginOptions(options));
    const ours = Fastify();
    installSecurityHeaders(ours, options);
    await Promise.all([withRoutes(reference), withRoutes(ours)]);
    for (const url of ['/ok', '/missing', '/boom']) {
      const expected = await headersOf(reference, url);
      expect(expected['content-security-policy']).toBeDefined();
      expect(await headersOf(ours, url), url).toEqual(expected);
    }
    expect((await headersOf(ours, '/ok'))['strict-transport-security'] !== undefined).toBe(origin.startsWith('https:'));
    await Promise.all([reference.close(), ours.close()]);
  });

  it("are on the app's own answers: the claims list, a 404 and a 401", async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, asPluginOptions(helmetOptions(t.app.config)));
    const expected = Object.entries(await headersOf(await withRoutes(reference), '/missing')).filter(
      ([name]) => !['content-type', 'content-length', 'connection'].includes(name),
    );
    expect(expected.length).toBeGreaterThan(8);
    const caller = await newCaller(t.app);
    for (const request of [{ url: '/api/claims', headers: caller.headers }, { url: '/api/nothing-here' }, { url: '/api/claims' }]) {
      const res = await t.app.inject({ method: 'GET', ...request });
      for (const [name, value] of expected) expect(res.headers[name], `${request.url} ${name}`).toEqual(value);
    }
    await reference.close();
  });
});
