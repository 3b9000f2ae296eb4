// The signed-in user's account for /profile, under /api/me (bearer-protected):
//   GET    /me           profile (id, email, names, referral code, role)
//   PATCH  /me           change first and/or last name
//   POST   /me/password  {currentPassword, newPassword}: sets the password and revokes every other
//                        grant of the user (other devices log in again); the current grant stays,
//                        though its access token is refused from now on, so the client refreshes.
//   DELETE /me           erasure (GDPR Art. 17): app.userErasureHooks (claims, documents,
//                        signatures), then grants, tokens, reset tokens and the user row.
//   GET    /me/export    everything held about the user as JSON (GDPR Art. 15/20), with each
//                        app.userExportHooks part under its name.
// With an external issuer (Keycloak) the profile comes from the token, erasure and export cover
// our data only, and name or password changes answer 501 (they belong to Keycloak's console).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { audit } from '../audit.ts';
import { MESSAGES } from '../../domain/claim/validation.ts';
import { isSingleLineText } from '../../domain/text/index.ts';
import type { ServerConfig } from '../config.ts';
import { oidcModels, users } from '../db/schema/identity.ts';
import { revokeUserGrants } from '../identity/adapter.ts';
import { passwordProblems } from '../identity/password-reset.ts';
import { rateLimitConfig } from '../rate-limits.ts';
import { findUserById, setPassword, updateNames, verifyPassword, type UserRow } from '../identity/users.ts';
import { HttpProblem, invalid, tooManyRequests } from './problem.ts';

const Profile = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  referralCode: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.String()),
  /** Null with an external issuer, which owns verification. */
  emailVerified: Type.Union([Type.Boolean(), Type.Null()]),
  createdAt: Type.Union([Type.String(), Type.Null()]),
});
type ProfileWire = Static<typeof Profile>;

const problem = { $ref: 'Problem#' } as const;

function profileOf(user: UserRow): ProfileWire {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    referralCode: user.referralCode,
    roles: [user.role],
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

const notHere = () => new HttpProblem(501, 'managed-by-identity-provider', 'Change this in your identity provider account console');

export function accountRoutes(config: ServerConfig): FastifyPluginAsyncTypebox {
  return async (app) => {
    const embedded = config.oidcEmbedded;
    const passwordFailures = app.passwordFailures;

    const currentUser = async (id: string) => {
      const user = await findUserById(app.db, id);
      if (!user) throw new HttpProblem(401, 'unauthorized', 'Authentication required', { detail: 'The account no longer exists' });
      return user;
    };

    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/me',
      {
        onRequest: app.authenticate,
        schema: { summary: 'The signed-in user', tags: ['account'], security: [{ bearer: [] }], response: { 200: Profile, 401: problem } },
      },
      async (request) => {
        if (!embedded) {
          const u = request.user;
          return {
            id: u.id,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            referralCode: null,
            roles: u.roles,
            emailVerified: null,
            createdAt: null,
          };
        }
        return profileOf(await currentUser(request.user.id));
      },
    );

    app.patch(
      '/me',
      {
        onRequest: app.authenticate,
        schema: {
          summary: 'Change the name',
          tags: ['account'],
          security: [{ bearer: [] }],
          body: Type.Object(
            {
              firstName: Type.Optional(Type.String({ maxLength: 100 })),
              lastName: Type.Optional(Type.String({ maxLength: 100 })),
            },
            { additionalProperties: false, minProperties: 1 },
          ),
          response: { 200: Profile, 401: problem, 422: problem },
        },
      },
      async (request) => {
        if (!embedded) throw notHere();
        const errors = [];
        if (request.body.firstName !== undefined && request.body.firstName.trim() === '')
          errors.push({ field: 'firstName', message: 'First name is required' });
        if (request.body.lastName !== undefined && request.body.lastName.trim() === '') errors.push({ field: 'lastName', message: 'Last name is required' });
        for (const field of ['firstName', 'lastName'] as const) {
          const value = request.body[field];
          if (value !== undefined && !isSingleLineText(value)) errors.push({ field, message: MESSAGES.oneLineOfText });
        }
        if (errors.length > 0) throw invalid(errors, errors[0]!.message);
        const user = await updateNames(app.db, request.user.id, request.body);
        if (!user) throw new HttpProblem(401, 'unauthorized', 'Authentication required');
        return profileOf(user);
      },
    );

    app.post(
      '/me/password',
      {
        onRequest: app.authenticate,
        config: rateLimitConfig(config.rateLimits.passwordChangePerIp),
        schema: {
          summary: 'Change the password (signs out other devices)',
          tags: ['account'],
          security: [{ bearer: [] }],
          body: Type.Object(
            {
              currentPassword: Type.String({ maxLength: 1024 }),
              newPassword: Type.String({ maxLength: 1024 }),
            },
            { additionalProperties: false },
          ),
          response: { 204: Type.Null(), 401: problem, 422: problem, 429: problem },
        },
      },
      async (request, reply) => {
        if (!embedded) throw notHere();
        const user = await currentUser(request.user.id);
        const wait = await passwordFailures.blockedFor(user.id);
        if (wait > 0) throw tooManyRequests(wait);
        if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
          await passwordFailures.count(user.id);
          audit(request.log, 'password.change-failed', { userId: user.id, ip: request.ip });
          throw invalid([{ field: 'currentPassword', message: 'The current password is not correct' }], 'The current password is not correct');
        }
        const problems = passwordProblems(request.body.newPassword, 'newPassword');
        if (problems.length > 0) throw invalid(problems, problems[0]!.message);
        await setPassword(app.db, user.id, request.body.newPassword);
        await revokeUserGrants(app.db, user.id, request.user.sessionId);
        audit(request.log, 'password.changed', { userId: user.id, ip: request.ip });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/me',
      {
        onRequest: app.authenticate,
        config: rateLimitConfig(config.rateLimits.passwordChangePerIp),
        schema: {
          summary: 'Delete the account and all its data',
          description:
            'Embedded identity: the JSON body {"password": "…"} must carry the current password (422 password-required, 403 wrong-password). With an external issuer (Keycloak) the password is not ours to check and the body is ignored.',
          tags: ['account'],
          security: [{ bearer: [] }],
          response: { 204: Type.Null(), 401: problem, 403: problem, 422: problem, 429: problem },
        },
      },
      async (request, reply) => {
        const userId = request.user.id;
        // Re-authentication: a stolen short-lived access token alone cannot erase the account.
        if (embedded) {
          try {
            await app.checkPasswordAgain(userId, request.body, 'Enter your password to delete the account');
          } catch (error) {
            audit(request.log, 'account.erase-refused', { userId, ip: request.ip, code: (error as { code?: string }).code });
            throw error;
          }
        }
        for (const hook of app.userErasureHooks) await hook(userId, { db: app.db, log: request.log });
        if (embedded) {
          await revokeUserGrants(app.db, userId);
          await app.db.delete(users).where(eq(users.id, userId));
        }
        await app.database.flushErased();
        audit(request.log, 'account.erased', { userId, ip: request.ip });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/me/export',
      {
        onRequest: app.authenticate,
        schema: { summary: 'Download all data held about the user (JSON)', tags: ['account'], security: [{ bearer: [] }] },
      },
      async (request, reply) => {
        const userId = request.user.id;
        const document: Record<string, unknown> = { exportedAt: new Date().toISOString() };
        if (embedded) {
          const user = await currentUser(userId);
          const [referred] = await app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(eq(users.referredBy, userId));
          const grants = await app.db
            .select({ payload: oidcModels.payload, expiresAt: oidcModels.expiresAt })
            .from(oidcModels)
            .where(sql`${oidcModels.accountId} = ${userId} and ${oidcModels.modelName} = 'Grant'`);
          document.account = {
            ...profileOf(user),
            updatedAt: user.updatedAt.toISOString(),
            passwordChangedAt: user.passwordChangedAt.toISOString(),
            referredByAnotherUser: user.referredBy !== null,
            usersReferred: referred?.n ?? 0,
          };
          document.sessions = grants.map((g) => ({
            signedInAt: typeof g.payload.iat === 'number' ? new Date(g.payload.iat * 1000).toISOString() : null,
            expiresAt: g.expiresAt?.toISOString() ?? null,
          }));
        } else {
          const u = request.user;
          document.account = { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, roles: u.roles };
        }
        for (const hook of app.userExportHooks) document[hook.name] = await hook.collect(userId, { db: app.db, log: request.log });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="flightclaim-export-${day}.json"`)
          .type('application/json; charset=utf-8')
          .send(document);
      },
    );
  };
}
