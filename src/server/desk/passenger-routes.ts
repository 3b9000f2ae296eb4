// The passenger's part of the airline case: accepting or refusing the airline's offer or voucher
// (POST /api/claims/{id}/offer-decision). Owner only; honours Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppDb } from '../db/database.ts';
import { claimNotFound } from '../http/claims-routes.ts';
import { ClaimParams } from '../http/claims-schemas.ts';
import { findOwnClaimRow } from '../http/claims-store.ts';
import { writeRateLimit } from '../http/quotas.ts';
import { idempotencyScope, runIdempotent } from '../idempotency.ts';
import { decideOffer } from './answers.ts';

const DecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('accept'), Type.Literal('refuse')], { description: "The passenger's decision on the airline's open offer or voucher" }),
  },
  { additionalProperties: false },
);

export const deskPassengerRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' }, 409: { $ref: 'Problem#' } };
  app.post(
    '/claims/:id/offer-decision',
    {
      onRequest: [app.authenticate, writeRateLimit(app)],
      schema: {
        summary: "Accept or refuse the airline's offer",
        description: 'The latest offer or voucher the airline made (GET /api/claims/{id}: `airline_offer`); none open is 409 `no-open-offer`.',
        tags: ['claims'],
        security: [{ bearer: [] }],
        params: ClaimParams,
        body: DecisionBody,
        response: { 200: Type.Object({ data: Type.Object({ claim_id: Type.String(), decision: Type.String(), version: Type.Integer() }) }), ...problems },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      return runIdempotent(db, reply, scope, async (tx) => {
        const row = await findOwnClaimRow(tx, userId, request.params.id, true);
        if (!row) throw claimNotFound();
        const decision = request.body.decision === 'accept' ? 'accepted' : 'refused';
        const updated = await decideOffer(tx, row, decision, userId, app.config.desk.payWithinDays);
        return { status: 200, body: { data: { claim_id: row.id, decision, version: updated.version } } };
      });
    },
  );
};
