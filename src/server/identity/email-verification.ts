// E-mail verification (F9): registration still signs the passenger in at once and their claims
// are kept, but an agent cannot start processing a claim until its owner has proved the mailbox.
// - sendVerificationMail: a single-use link {origin}/{lang}/verify-email?token=… valid for 24
//   hours, in the account's language; only the token's SHA-256 is stored, and the mail holds no
//   user-typed text.
// - POST /api/auth/verify-email {token}: marks the address verified (the link may be opened on
//   any device, so no sign-in is needed; the token is the proof) and sends the notification mails
//   held for it (notify/queue.ts).
// - POST /api/auth/verify-email/resend (signed in): a new link, limited per IP and per account;
//   an agent's "send the confirmation again" (back-office action) counts against the same allowance.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ServerConfig } from '../config.ts';
import { emailVerificationTokens, users } from '../db/schema/identity.ts';
import { HttpProblem, tooManyRequests } from '../http/problem.ts';
import { localePath } from '../../domain/text/locales.ts';
import { passengerLocale } from '../notify/locale.ts';
import { releaseHeldMails } from '../notify/queue.ts';
import { renderLinkMail } from '../notify/templates/email.ts';
import { accountMessage } from '../notify/templates/messages.ts';
import { issueMailToken, mailFlowRoute, useMailToken } from './mail-tokens.ts';
import type { Mailer } from './mailer.ts';
import { createAccountThrottle, type AccountThrottle } from './throttle.ts';
import { findUserById } from './users.ts';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Writes a verification token and mails its link to the account's address, in the account's language. */
export async function sendVerificationMail(app: FastifyInstance, config: ServerConfig, mailer: Mailer, user: { id: string; email: string }): Promise<void> {
  const token = await issueMailToken(app.db, emailVerificationTokens, user.id, VERIFY_TOKEN_TTL_MS);
  const locale = await passengerLocale(app.db, user.id);
  const link = `${config.publicOrigin}${localePath('/verify-email', locale)}?token=${token}`;
  const mail = await renderLinkMail(accountMessage('verifyEmail', locale), link);
  await mailer.send({ to: user.email, ...mail });
  // Never the link: it is a secret. Without SMTP the operator finds it in DATA_DIR/mail (0600).
  app.log.info({ userId: user.id }, 'verification mail sent');
}

const allowances = new WeakMap<ServerConfig, AccountThrottle>();

/** The one allowance of confirmation mails per account, made once per server: the passenger's resends and an agent's count together. */
export function verificationResends(app: FastifyInstance, config: ServerConfig): AccountThrottle {
  let throttle = allowances.get(config);
  if (!throttle) {
    throttle = createAccountThrottle(app, 'verify-resend', config.rateLimits.verifyResendPerAccount);
    allowances.set(config, throttle);
  }
  return throttle;
}

/** 429 when the account's confirmation mails are used up for now; else counts one. */
export async function allowVerificationResend(throttle: AccountThrottle, userId: string): Promise<void> {
  const wait = await throttle.blockedFor(userId);
  if (wait > 0) throw tooManyRequests(wait);
  await throttle.count(userId);
}

const pending = new Set<Promise<void>>();

/** Sends the mail after the answer; a mail failure is logged, never the caller's problem. */
export function sendVerificationMailLater(app: FastifyInstance, config: ServerConfig, mailer: Mailer, user: { id: string; email: string }): void {
  const sending = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendVerificationMail(app, config, mailer, user))
    .catch((error: unknown) => app.log.warn({ err: error, userId: user.id }, 'verification mail failed'))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits for mails still being sent (on close, before the database goes). */
export async function verificationMailsSent(): Promise<void> {
  await Promise.all([...pending]);
}

const Status = Type.Object({ status: Type.Union([Type.Literal('verified'), Type.Literal('sent')]) });
const problem = { $ref: 'Problem#' } as const;

export function emailVerificationRoutes({ config, mailer }: { config: ServerConfig; mailer: Mailer }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/auth/verify-email',
      mailFlowRoute(config, {
        summary: 'Confirm the e-mail address with the token from the verification mail',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Status, 400: problem, 422: problem, 429: problem },
      }),
      async (request, reply) => {
        const now = new Date();
        const userId = await useMailToken(app.db, emailVerificationTokens, request.body.token, now);
        if (!userId) {
          throw new HttpProblem(400, 'invalid-verification-token', 'This confirmation link is invalid or has expired', {
            detail: 'Sign in and ask for a new link on your profile page.',
          });
        }
        await app.db
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
        await app.db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
        // The mails that waited for the address go now (the answer wakes the delivery worker).
        const released = await releaseHeldMails(app.db, userId);
        request.log.info({ userId, released }, 'e-mail verified');
        return reply.header('cache-control', 'no-store').send({ status: 'verified' });
      },
    );

    const resendsPerAccount = verificationResends(app, config);
    app.post(
      '/auth/verify-email/resend',
      {
        onRequest: app.authenticate,
        ...mailFlowRoute(config, {
          summary: 'Send the verification mail again (signed in)',
          security: [{ bearer: [] }],
          response: { 200: Status, 202: Status, 401: problem, 429: problem },
        }),
      },
      async (request, reply) => {
        const user = await findUserById(app.db, request.user.id);
        if (!user) throw new HttpProblem(401, 'unauthorized', 'Authentication required');
        reply.header('cache-control', 'no-store');
        if (user.emailVerifiedAt) return reply.code(200).send({ status: 'verified' });
        await allowVerificationResend(resendsPerAccount, user.id);
        sendVerificationMailLater(app, config, mailer, user);
        return reply.code(202).send({ status: 'sent' });
      },
    );
  };
}
