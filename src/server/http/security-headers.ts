// Helmet's security headers, worked out once at start. @fastify/helmet builds Helmet's middleware
// again on every request, in two hooks (4 % of GET /api/claims' CPU in the bench's profile), though
// our options give the same headers every time: no nonces, no directive computed per request.
// tests/api/security-headers.test.ts holds them equal to @fastify/helmet's for the same options.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface HeaderPlan {
  set: [name: string, value: string][];
  removed: string[];
}

/** The headers Helmet sets and removes for `options`, found by running its middleware once. */
export function helmetHeaderPlan(options: Readonly<HelmetOptions>): HeaderPlan {
  const plan: HeaderPlan = { set: [], removed: [] };
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => plan.set.push([name, String(value)]),
    removeHeader: (name: string) => plan.removed.push(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return plan;
}

/** Every answer (routes, 404s, errors) carries the headers, set on the raw response as Helmet does. */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const { set, removed } = helmetHeaderPlan(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}
