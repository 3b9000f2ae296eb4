// Admin-only routes of the back office (embedded identity provider only; with Keycloak, manage
// agents and their realm roles there): invite an agent, deactivate one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../audit.ts';
import { deactivateAgent, inviteAgent } from '../../backoffice/agents.ts';
import type { AppDb } from '../../db/database.ts';
import { isValidEmail } from '../../../domain/claim/validation.ts';
import { createMailer } from '../../identity/mailer.ts';
import { EmailTakenError, findUserById } from '../../identity/users.ts';
import { idempotencyScope, runIdempotent } from '../../idempotency.ts';
import { ClaimParams, Uuid } from '../claims-schemas.ts';
import { findFirm } from './firms-routes.ts';
import { HttpProblem } from '../problem.ts';
import { permit } from '../../access.ts';
import { STAFF_ROLES } from '../../identity/roles.ts';
import { AgentSchema } from './schemas.ts';

const NAME = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const InviteBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    first_name: NAME,
    last_name: NAME,
    role: Type.Enum(STAFF_ROLES),
    /** role partner: the lawyer's firm (POST /api/backoffice/firms). */
    firm_id: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);

const toAgent = (u: { id: string; email: string; firstName: string; lastName: string; role: string; deactivatedAt: Date | null }) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  role: u.role,
  active: u.deactivatedAt === null,
});

export const backofficeAgentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const mailer = createMailer(config);
  const manage = permit(app, 'agents.manage');
  const common = { tags: ['backoffice'], security: [{ bearer: [] }] };
  const problems = { 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' }, 409: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } };

  app.post(
    '/backoffice/agents',
    {
      ...manage,
      schema: {
        ...common,
        summary: 'Invite a claims agent, admin, payer or partner lawyer (admins): a set-password link goes by e-mail',
        description: 'Honours Idempotency-Key. A registered e-mail is 409 `email-taken`. A partner needs `firm_id`.',
        body: InviteBody,
        response: { 201: Type.Object({ data: AgentSchema }), ...problems },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isValidEmail(body.email))
        throw new HttpProblem(422, 'validation-failed', 'The e-mail is not valid', {
          errors: [{ field: 'email', message: 'Please enter a valid email address' }],
        });
      const firmId = body.role === 'partner' ? body.firm_id?.toLowerCase() : undefined;
      if (body.role === 'partner' && !(firmId && (await findFirm(db, firmId))))
        throw new HttpProblem(422, 'validation-failed', 'A partner lawyer needs their firm', {
          errors: [{ field: 'firm_id', message: 'Choose the partner firm the lawyer works at.' }],
        });
      const scope = idempotencyScope(request, JSON.stringify(body));
      return runIdempotent(db, reply, scope, async (tx) => {
        try {
          // In the key's transaction (PGlite has one connection: a query beside it would wait forever).
          const { user } = await inviteAgent(tx as AppDb, config, mailer, {
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            role: body.role,
            firmId,
          });
          audit(request.log, 'agent.invited', { targetId: user.id, role: user.role, actorId: request.user.id, ip: request.ip });
          return { status: 201, body: { data: toAgent(user) } };
        } catch (error) {
          if (error instanceof EmailTakenError) throw new HttpProblem(409, 'email-taken', 'That e-mail already has an account');
          throw error;
        }
      });
    },
  );

  app.post(
    '/backoffice/agents/:id/deactivate',
    {
      ...manage,
      schema: {
        ...common,
        summary: 'Deactivate an agent (admins): no more sign-in, every session ends at once',
        description: 'Idempotent: deactivating a deactivated agent answers the same.',
        params: ClaimParams,
        response: { 200: Type.Object({ data: AgentSchema }), ...problems },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (id === request.user.id) throw new HttpProblem(422, 'cannot-deactivate-self', 'You cannot deactivate yourself');
      const target = await findUserById(db, id);
      if (!target || target.role === 'passenger') throw new HttpProblem(404, 'agent-not-found', 'Agent not found');
      if (target.deactivatedAt) return { data: toAgent(target) };
      const row = await deactivateAgent(db, id);
      audit(request.log, 'agent.deactivated', { targetId: id, role: target.role, actorId: request.user.id, ip: request.ip });
      return { data: toAgent(row!) };
    },
  );
};
