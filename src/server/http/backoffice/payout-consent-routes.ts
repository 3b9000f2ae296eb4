// Recording an adult co-passenger's written consent to be paid through the main passenger (issue
// #36): the other way, besides signing the mandate, for a claim to become ready to pay
// (src/domain/payout/readiness.ts). The agent names the co-passenger and where the consent is (a
// document on the claim, a letter); it is a `payout-consent` event on the claim's audit log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { permit } from '../../access.ts';
import { recordClaimEvent } from '../../claims-audit.ts';
import type { AppDb } from '../../db/database.ts';
import { claimPassengers } from '../../db/schema/claims.ts';
import { PAYOUT_CONSENT } from '../../payout/claim-state.ts';
import { ClaimParams } from '../claims-schemas.ts';
import { findClaimRow } from '../claims-store.ts';
import { HttpProblem } from '../problem.ts';
import { DataEnvelope } from './payout-runs-schemas.ts';

const ConsentBody = Type.Object(
  {
    position: Type.Integer({ minimum: 1, maximum: 20, description: "The co-passenger's place on the claim (1 and up)" }),
    note: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$',
      description: 'Where the written consent is',
    }),
  },
  { additionalProperties: false },
);

export const payoutConsentRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  app.post(
    '/backoffice/claims/:id/payout-consent',
    {
      ...permit(app, 'claims.decide'),
      schema: {
        summary: "Record a co-passenger's written consent to be paid through the main passenger (agents)",
        tags: ['backoffice'],
        security: [{ bearer: [] }],
        params: ClaimParams,
        body: ConsentBody,
        response: {
          201: DataEnvelope,
          400: { $ref: 'Problem#' },
          401: { $ref: 'Problem#' },
          403: { $ref: 'Problem#' },
          404: { $ref: 'Problem#' },
          422: { $ref: 'Problem#' },
        },
      },
    },
    async (request, reply) => {
      const { position, note } = request.body;
      const row = await findClaimRow(db, request.params.id);
      if (!row) throw new HttpProblem(404, 'claim-not-found', 'Claim not found');
      const [person] = await db
        .select()
        .from(claimPassengers)
        .where(and(eq(claimPassengers.claimId, row.id), eq(claimPassengers.position, position)));
      if (!person || person.minor)
        throw new HttpProblem(422, 'validation-failed', 'No adult co-passenger at this place', {
          errors: [{ field: 'position', message: 'Name an adult co-passenger of this claim (a minor is signed for by the main passenger).' }],
        });
      await recordClaimEvent(db, {
        claimId: row.id,
        actorId: request.user.id,
        action: PAYOUT_CONSENT,
        details: { position, note: note.trim(), version: row.version },
      });
      return reply.code(201).send({ data: { claim_id: row.id, position } });
    },
  );
};
