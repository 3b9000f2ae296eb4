// GET /api/health: liveness and readiness in one answer, for load balancers and the e2e smoke test.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import packageJson from '../../../package.json' with { type: 'json' };

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  version: Type.String(),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
  }),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Server and database health',
        tags: ['system'],
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const ok = await app.database.ping();
      reply.header('cache-control', 'no-store');
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        version: packageJson.version,
        database: { kind: app.database.kind, ok },
      });
    },
  );
};
