// The product API, mounted under /api by app.ts. Each area is one plugin; add yours here.
// Shared pieces: app.db (drizzle), app.authenticate (preHandler, sets request.user),
// HttpProblem and helpers in ./problem.ts, app.userErasureHooks / app.userExportHooks
// (src/server/identity/account-hooks.ts) for account deletion and export.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { claimsApi } from './claims-api.ts';
import { healthRoutes } from './health.ts';

export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(claimsApi);
};
