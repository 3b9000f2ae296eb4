// Health for load balancers and the e2e smoke test. GET /api/health: liveness and database in one
// answer (kept as the spec has it). GET /api/health/live: the process answers (restart it when
// not). GET /api/health/ready: it should get traffic: database reachable and not shutting down; it
// also says whether the rate limits are shared through Redis at the moment.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import packageJson from '../../../package.json' with { type: 'json' };

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  version: Type.String(),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
  }),
});

const Live = Type.Object({ status: Type.Literal('ok'), version: Type.String() });

const Ready = Type.Object({
  ready: Type.Boolean(),
  draining: Type.Boolean(),
  database: Type.Object({ ok: Type.Boolean() }),
  // With RATE_LIMIT_REDIS_URL: false while Redis is unreachable and each server counts on its own
  // (still ready: the limits hold per process; security review N1).
  rateLimitStore: Type.Optional(Type.Object({ shared: Type.Boolean() })),
});

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Route options of a system route: its summary and answers, under the 'system' tag. */
function system<R extends Record<number, TSchema>>(summary: string, response: R) {
  return { schema: { summary, tags: ['system'], response } };
}

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', system('Server and database health', { 200: Health, 503: Health }), async (_request, reply) => {
    const ok = await app.database.ping();
    noStore(reply);
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'unavailable',
      version: packageJson.version,
      database: { kind: app.database.kind, ok },
    });
  });

  app.get('/health/live', system('Liveness: the process answers (no database check)', { 200: Live }), async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' as const, version: packageJson.version };
  });

  app.get(
    '/health/ready',
    system('Readiness: send traffic here (database reachable, not draining for shutdown)', { 200: Ready, 503: Ready }),
    async (_request, reply) => {
      const ok = await app.database.ping();
      const draining = app.lifecycle.draining;
      const ready = ok && !draining;
      noStore(reply);
      const shared = app.rateLimitsShared();
      return reply.code(ready ? 200 : 503).send({ ready, draining, database: { ok }, ...(shared === undefined ? {} : { rateLimitStore: { shared } }) });
    },
  );
};
