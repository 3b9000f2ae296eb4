// PUT/DELETE /api/claims/{id}/sync-problem: the device that sent a claim records that the server
// refused part of it (a document), and clears that once the passenger removed or replaced it. So
// every device the owner signs in on shows the claim as needing attention, not as a plain
// Submitted claim with a document missing. Both are idempotent (a PUT replaces, a DELETE of
// nothing is fine), so the outbox may send them again.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { KnownProblemCode } from '../../domain/problem-codes.ts';
import type { AppDb } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { claimNotFound } from './claims-routes.ts';
import { ClaimParams, SyncProblemSchema } from './claims-schemas.ts';
import { findOwnClaimRow } from './claims-store.ts';
import { notifySyncRefused } from '../notify/index.ts';

export const syncProblemRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate, tags: ['claims'], security: [{ bearer: [] }], params: ClaimParams };

  app.put(
    '/claims/:id/sync-problem',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Record that part of this claim was refused (shown on every device)',
        tags: common.tags,
        security: common.security,
        params: ClaimParams,
        body: SyncProblemSchema,
        response: { 204: Type.Null(), 404: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      // The device's own report, stored as sent: a code it got from us or one of its device codes.
      const { title, detail } = request.body;
      const code = request.body.code as KnownProblemCode;
      await db.transaction(async (tx) => {
        const claim = await findOwnClaimRow(tx, request.user.id, request.params.id, true);
        if (!claim) throw claimNotFound();
        const problem = { code, title, ...(detail ? { detail } : {}) };
        const at = new Date();
        const [updated] = await tx.update(claims).set({ syncProblem: problem, updatedAt: at }).where(eq(claims.id, claim.id)).returning();
        // A new refusal notifies the passenger (the device may have synced in the background); the same one sent again does not.
        const known = claim.syncProblem?.code === code && claim.syncProblem.title === title;
        if (!known) await notifySyncRefused(tx, updated!, at);
      });
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/claims/:id/sync-problem',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Clear the recorded refusal once the passenger fixed it',
        tags: common.tags,
        security: common.security,
        params: ClaimParams,
        response: { 204: Type.Null(), 404: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const claim = await findOwnClaimRow(db, request.user.id, request.params.id);
      if (!claim) throw claimNotFound();
      if (claim.syncProblem) await db.update(claims).set({ syncProblem: null, updatedAt: new Date() }).where(eq(claims.id, claim.id));
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );
};
