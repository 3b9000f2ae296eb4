// POST /api/backoffice/letters/send: the bulk letter action (issue #37). The agent names the claims
// (e.g. every claim on one cancelled flight, from the queue filtered by flight); each gets one
// send-to-airline job in the durable queue, and the answer says per claim what happened. Nothing is
// printed in the request: the desk worker prints and mails. Honours Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { permit } from '../../access.ts';
import type { AppDb } from '../../db/database.ts';
import { queueBulkSend } from '../../desk/bulk-send.ts';
import { idempotencyScope, runIdempotent } from '../../idempotency.ts';
import { Uuid } from '../claims-schemas.ts';

/** A long-haul flight's passengers fit in one request; more is several. */
export const BULK_SEND_MAX = 500;

export const BulkSendBody = Type.Object(
  { claim_ids: Type.Array(Uuid, { minItems: 1, maxItems: BULK_SEND_MAX, description: `The claims to send (1 to ${BULK_SEND_MAX})` }) },
  { additionalProperties: false },
);

const BulkSendEnvelope = Type.Object({
  data: Type.Array(
    Type.Object({
      claim_id: Type.String(),
      result: Type.Union([Type.Literal('queued'), Type.Literal('already-queued'), Type.Literal('already-sent'), Type.Literal('not-sendable')]),
      detail: Type.Optional(Type.String({ description: "Why not queued: the claim's status or the case's stage" })),
    }),
  ),
  counts: Type.Record(Type.String(), Type.Integer()),
});

export const bulkSendRoutes: FastifyPluginAsyncTypebox<{ db: AppDb; wake: () => void }> = async (app, { db, wake }) => {
  const problem = { $ref: 'Problem#' };
  app.post(
    '/backoffice/letters/send',
    {
      ...permit(app, 'claims.decide'),
      schema: {
        summary: "Send many claims' demand letters to their airlines at once (agents)",
        description:
          'Queues one send-to-airline per claim; the letters are printed and mailed by the desk worker, as a single send-to-airline does. A claim already at the airline is skipped (`already-sent`), one waiting in the queue is not queued twice (`already-queued`), one that is not submitted or processing is `not-sendable`. An unknown id refuses the whole request (404 `claim-not-found`, nothing queued). Honours Idempotency-Key.',
        tags: ['backoffice'],
        security: [{ bearer: [] }],
        body: BulkSendBody,
        response: { 202: BulkSendEnvelope, 400: problem, 401: problem, 403: problem, 404: problem, 409: problem, 422: problem },
      },
    },
    async (request, reply) => {
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      const answer = await runIdempotent(db, reply, scope, async (tx) => {
        const items = await queueBulkSend(tx, request.body.claim_ids, { id: request.user.id, ip: request.ip });
        const counts: Record<string, number> = {};
        for (const item of items) counts[item.result] = (counts[item.result] ?? 0) + 1;
        return { status: 202, body: { data: items, counts } };
      });
      wake();
      return answer;
    },
  );
};
