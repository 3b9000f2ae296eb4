// Partner law firms (issue #35): an admin creates a firm, then invites its lawyers with role
// `partner` and the firm's id (POST /api/backoffice/agents); agents pick a firm for the action
// `assign-partner`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { permit } from '../../access.ts';
import { audit } from '../../audit.ts';
import type { DbOrTx } from '../../db/database.ts';
import { partnerFirms } from '../../db/schema/partners.ts';
import { idempotencyScope, runIdempotent } from '../../idempotency.ts';
import { HttpProblem } from '../problem.ts';

const FirmSchema = Type.Object({ id: Type.String(), name: Type.String(), country: Type.Union([Type.String(), Type.Null()]) });
const FirmBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  },
  { additionalProperties: false },
);

type FirmRow = typeof partnerFirms.$inferSelect;
const toFirm = (row: FirmRow) => ({ id: row.id, name: row.name, country: row.country });

export async function findFirm(db: DbOrTx, id: string): Promise<FirmRow | undefined> {
  const [row] = await db.select().from(partnerFirms).where(eq(partnerFirms.id, id.toLowerCase()));
  return row;
}

export const backofficeFirmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const common = { tags: ['backoffice'], security: [{ bearer: [] }] };
  const problems = { 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 409: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } };

  app.get(
    '/backoffice/firms',
    {
      ...permit(app, 'claims.decide'),
      schema: { ...common, summary: 'Partner law firms (agents)', response: { 200: Type.Object({ data: Type.Array(FirmSchema) }), ...problems } },
    },
    async () => ({ data: (await db.select().from(partnerFirms).orderBy(partnerFirms.name)).map(toFirm) }),
  );

  app.post(
    '/backoffice/firms',
    {
      ...permit(app, 'agents.manage'),
      schema: {
        ...common,
        summary: 'Create a partner law firm (admins)',
        description: 'Honours Idempotency-Key. A name already used is 409 `firm-exists`.',
        body: FirmBody,
        response: { 201: Type.Object({ data: FirmSchema }), ...problems },
      },
    },
    async (request, reply) => {
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      return runIdempotent(db, reply, scope, async (tx) => {
        const [row] = await tx
          .insert(partnerFirms)
          .values({ name: request.body.name.trim(), country: request.body.country?.toUpperCase() ?? null })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpProblem(409, 'firm-exists', 'A partner firm with that name exists');
        audit(request.log, 'firm.created', { targetId: row.id, actorId: request.user.id, ip: request.ip });
        return { status: 201, body: { data: toFirm(row) } };
      });
    },
  );
};
