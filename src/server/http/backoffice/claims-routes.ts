// The back office's claim routes, for claims agents and admins (403 `agent-role-required` for
// anyone else, 401 without a token): the queue, one claim with everything filed and the audit
// log, its documents and signature (downloaded, sandboxed, never run on the app's origin), and
// actions (POST …/actions: version-checked, idempotent with Idempotency-Key, audited).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ACTION_PERMISSION, assertPermission, permit } from '../../access.ts';
import { applyAction, type ActionServices } from '../../backoffice/actions.ts';
import { findLetter } from '../../desk/case-store.ts';
import type { DeskDeps } from '../../desk/send.ts';
import { transitionContext } from '../../claims/transition-context.ts';
import { claimFor, listScope } from '../../backoffice/partner-scope.ts';
import { queuePage } from '../../backoffice/queue.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { AppDb } from '../../db/database.ts';
import { claimDocuments, claimSignatures } from '../../db/schema/claims.ts';
import { users } from '../../db/schema/identity.ts';
import { STAFF_ROLES } from '../../identity/roles.ts';
import { allowVerificationResend, sendVerificationMailLater, verificationResends } from '../../identity/email-verification.ts';
import { createMailer } from '../../identity/mailer.ts';
import { findUserById } from '../../identity/users.ts';
import { idempotencyScope, runIdempotent } from '../../idempotency.ts';
import { ClaimParams, DocumentParams } from '../claims-schemas.ts';
import { claimViewConfig, detailOf, toQueueItem } from './claim-view.ts';
import { HttpProblem } from '../problem.ts';
import { attachmentHeaders } from '../stored-file.ts';
import { ActionBody, AgentListEnvelope, BackofficeClaimEnvelope, QueueEnvelope, QueueQuerySchema } from './schemas.ts';

export interface BackofficeRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
  /** The airline desk's printer and settings (send-to-airline). */
  desk?: DeskDeps;
}

const notFound = () => new HttpProblem(404, 'claim-not-found', 'Claim not found');
const SANDBOX_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const backofficeClaimsRoutes: FastifyPluginAsyncTypebox<BackofficeRoutesOptions> = async (app, { db, blobs, desk }) => {
  const security = [{ bearer: [] }];
  const tags = ['backoffice'];
  const read = permit(app, 'backoffice.read');
  const view = claimViewConfig(app.config);
  // "Send the confirmation again" shares the passenger's allowance; the mail goes after the commit.
  const resends = verificationResends(app, app.config);
  const mailer = createMailer(app.config);
  const services: ActionServices = { allowVerificationResend: (ownerId) => allowVerificationResend(resends, ownerId), desk };
  const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' } };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/backoffice/claims',
    {
      ...read,
      schema: { summary: 'The claims queue (agents)', tags, security, querystring: QueueQuerySchema, response: { 200: QueueEnvelope, ...problems } },
    },
    async (request) => {
      const q = request.query;
      const page = Number(q.page ?? 1);
      const perPage = Number(q.per_page ?? 25);
      const assignedTo = q.assigned_to === 'me' ? request.user.id : q.assigned_to?.toLowerCase();
      const partnerFirm = await listScope(db, request.user);
      const result = await queuePage(db, {
        sort: q.sort ?? '-created_at',
        page,
        perPage,
        ...(q.status ? { status: q.status } : {}),
        ...(q.regime ? { regime: q.regime } : {}),
        ...(q.airline ? { airline: q.airline } : {}),
        ...(q.flight_date_from ? { flightDateFrom: q.flight_date_from } : {}),
        ...(q.flight_date_to ? { flightDateTo: q.flight_date_to } : {}),
        ...(assignedTo ? { assignedTo } : {}),
        ...(q.open_request ? { openRequest: q.open_request === 'true' } : {}),
        ...(q.deadline_within_days ? { deadlineWithinDays: Number(q.deadline_within_days) } : {}),
        ...(q.q ? { q: q.q } : {}),
        ...(partnerFirm ? { partnerFirm } : {}),
      });
      return {
        data: result.rows.map(toQueueItem),
        page: { number: page, size: perPage, total: result.total, total_capped: result.capped },
        counts: result.counts,
      };
    },
  );

  app.get(
    '/backoffice/claims/:id',
    {
      ...read,
      schema: {
        summary: 'One claim with everything filed, its assessment and audit log (agents)',
        tags,
        security,
        params: ClaimParams,
        response: { 200: BackofficeClaimEnvelope, ...problems },
      },
    },
    async (request) => {
      const row = await claimFor(db, request.user, request.params.id);
      if (!row) throw notFound();
      return { data: await detailOf(db, row, view, request) };
    },
  );

  app.post(
    '/backoffice/claims/:id/actions',
    {
      ...read,
      schema: {
        summary:
          'Act on a claim: assign, unassign, request-info, note, send-to-airline (process), record-filed, record-airline-payment, approve, reject, resend-verification (agents; paid only through a payout run)',
        description:
          'Send the `version` you saw: another answers 409 `version-conflict` and says what changed. Every action is recorded in the append-only audit log. Honours Idempotency-Key.',
        tags,
        security,
        params: ClaimParams,
        body: ActionBody,
        response: { 200: BackofficeClaimEnvelope, ...problems, 409: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      let confirmationFor: string | undefined;
      const answer = await runIdempotent(db, reply, scope, async (tx) => {
        assertPermission(request.user.roles, ACTION_PERMISSION[request.body.action]);
        const row = await claimFor(tx, request.user, request.params.id, ACTION_PERMISSION[request.body.action], true);
        if (!row) throw notFound();
        const updated = await applyAction(tx, row, request.body, request.user.id, transitionContext(app, request), services);
        if (request.body.action === 'resend-verification') confirmationFor = row.userId;
        return { status: 200, body: { data: await detailOf(tx, updated, view, request) } };
      });
      // Committed (a replayed request ran nothing and sends nothing).
      const owner = confirmationFor ? await findUserById(db, confirmationFor) : undefined;
      if (owner) sendVerificationMailLater(app, app.config, mailer, owner);
      return answer;
    },
  );

  app.get(
    '/backoffice/claims/:id/documents/:docId',
    {
      ...read,
      schema: {
        summary: "Download a claim's document (agents; sandboxed, never rendered on the app's origin)",
        tags,
        security,
        params: DocumentParams,
        response: problems,
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      if (!(await claimFor(db, request.user, id))) throw notFound();
      const [doc] = await db
        .select()
        .from(claimDocuments)
        .where(and(eq(claimDocuments.claimId, id.toLowerCase()), eq(claimDocuments.id, docId.toLowerCase())));
      if (!doc) throw new HttpProblem(404, 'document-not-found', 'Document not found');
      const stream = await blobs.get(doc.blobKey);
      if (!stream) throw new HttpProblem(404, 'document-not-found', 'Document not found');
      return attachmentHeaders(reply, doc).header('cross-origin-resource-policy', 'same-origin').header('content-security-policy', SANDBOX_CSP).send(stream);
    },
  );

  app.get(
    '/backoffice/claims/:id/letters/:docId',
    {
      ...read,
      schema: { summary: 'A letter we sent the airline, as the PDF kept (agents)', tags, security, params: DocumentParams, response: problems },
    },
    async (request, reply) => {
      if (!(await claimFor(db, request.user, request.params.id))) throw notFound();
      const letter = await findLetter(db, request.params.id.toLowerCase(), request.params.docId.toLowerCase());
      const stream = letter ? await blobs.get(letter.blobKey) : null;
      if (!letter || !stream) throw new HttpProblem(404, 'document-not-found', 'Document not found');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(letter.size))
        .header('content-disposition', `attachment; filename="${letter.kind}-${letter.language}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX_CSP)
        .send(stream);
    },
  );

  app.get(
    '/backoffice/claims/:id/signature',
    {
      ...read,
      schema: { summary: "The passenger's signature as PNG (agents)", tags, security, params: ClaimParams, response: problems },
    },
    async (request, reply) => {
      if (!(await claimFor(db, request.user, request.params.id))) throw notFound();
      const [signature] = await db.select().from(claimSignatures).where(eq(claimSignatures.claimId, request.params.id.toLowerCase()));
      const stream = signature ? await blobs.get(signature.blobKey) : undefined;
      if (!signature || !stream) throw new HttpProblem(404, 'signature-not-found', 'This claim has no signature');
      return reply
        .header('content-type', 'image/png')
        .header('content-length', String(signature.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX_CSP)
        .send(stream);
    },
  );

  app.get(
    '/backoffice/agents',
    {
      ...read,
      schema: { summary: 'Claims agents and admins (agents)', tags, security, response: { 200: AgentListEnvelope, ...problems } },
    },
    async (request) => {
      // A partner sees their own firm's lawyers only.
      const scope = await listScope(db, request.user);
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            inArray(users.role, STAFF_ROLES),
            ne(users.role, 'passenger'),
            scope ? (scope.firmId ? eq(users.firmId, scope.firmId) : eq(users.id, request.user.id)) : undefined,
          ),
        )
        .orderBy(users.lastName, users.firstName);
      return {
        data: rows.map((u) => ({ id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, role: u.role, active: u.deactivatedAt === null })),
      };
    },
  );
};
