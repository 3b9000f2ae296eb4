// GET /api/referral: the caller's referral code, the link to share, and how many people
// registered with it. Codes live on `users` (set at registration by the identity provider).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AppDb } from '../db/database.ts';
import { users } from '../db/schema/identity.ts';
import { HttpProblem } from './problem.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

export interface ReferralRoutesOptions {
  db: AppDb;
  /** The origin the app is reached at, e.g. https://claims.example. */
  publicOrigin: string;
}

export const referralRoutes: FastifyPluginAsyncTypebox<ReferralRoutesOptions> = async (app, { db, publicOrigin }) => {
  app.get(
    '/referral',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's referral code and link",
        tags: ['referral'],
        security: [{ bearer: [] }],
        response: {
          200: Type.Object({ code: Type.String(), link: Type.String(), referred_count: Type.Integer() }),
          404: { $ref: 'Problem#' },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // With an external issuer the user may have no row here: no referral programme for them.
      const userId = request.user.id;
      const [user] = isUuid(userId) ? await db.select({ id: users.id, code: users.referralCode }).from(users).where(eq(users.id, userId)) : [];
      if (!user) throw new HttpProblem(404, 'referral-unavailable', 'No referral code for this account');
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, user.id));
      const link = new URL('/register', publicOrigin);
      link.searchParams.set('ref', user.code);
      return { code: user.code, link: link.toString(), referred_count: n };
    },
  );
};
