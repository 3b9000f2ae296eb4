// Password reset for /forgot-password, under /api/auth/password-reset:
// - POST /request {email}: always 202 with the same body, whether or not the account exists (no
//   enumeration); the work happens after the answer. Mails a single-use link
//   {origin}/forgot-password?token=… valid for 30 minutes; only the token's SHA-256 is stored.
// - POST /confirm {token, password}: sets the password, uses up the token (and every other
//   reset token of the user) and revokes all the user's grants (every device logs in again).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { accountKeyHash, audit } from '../audit.ts';
import { isValidEmail, MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from '../../domain/claim/validation.ts';
import { isSingleLineText } from '../../domain/text/index.ts';
import type { ServerConfig } from '../config.ts';
import { passwordResetTokens } from '../db/schema/identity.ts';
import { HttpProblem, invalid } from '../http/problem.ts';
import { localePath } from '../../domain/text/locales.ts';
import { passengerLocale } from '../notify/locale.ts';
import { renderLinkMail } from '../notify/templates/email.ts';
import { accountMessage } from '../notify/templates/messages.ts';
import { revokeUserGrants } from './adapter.ts';
import { issueMailToken, mailFlowRoute, useMailToken } from './mail-tokens.ts';
import type { Mailer } from './mailer.ts';
import { createAccountThrottle } from './throttle.ts';
import { findUserByEmail, normalizeEmail, setPassword } from './users.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function passwordProblems(password: string, field: string) {
  if (password.length < MIN_PASSWORD_LENGTH) return [{ field, message: MESSAGES.passwordTooShort }];
  if (password.length > MAX_PASSWORD_LENGTH) return [{ field, message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long` }];
  return [];
}

const Accepted = Type.Object({ status: Type.Literal('accepted') });

export interface PasswordResetOptions {
  config: ServerConfig;
  mailer: Mailer;
  /** Called when a request has been handled in the background (tests wait on it). */
  onRequestHandled?: (error?: unknown) => void;
}

export function passwordResetRoutes({ config, mailer, onRequestHandled }: PasswordResetOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    const perAccount = createAccountThrottle(app, 'reset', config.rateLimits.resetPerAccount);

    app.post(
      '/auth/password-reset/request',
      mailFlowRoute(config, {
        summary: 'Ask for a password-reset link by e-mail (always 202)',
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
        response: { 202: Accepted, 422: { $ref: 'Problem#' }, 429: { $ref: 'Problem#' } },
      }),
      async (request, reply) => {
        if (!isSingleLineText(request.body.email)) throw invalid([{ field: 'email', message: MESSAGES.oneLineOfText }], MESSAGES.oneLineOfText);
        const email = normalizeEmail(request.body.email);
        audit(request.log, 'password-reset.requested', { accountHash: accountKeyHash(email), ip: request.ip });
        if (isValidEmail(email)) {
          // After the answer, so its timing says nothing about the account.
          setImmediate(() => {
            handleRequest(app, config, mailer, perAccount, email).then(
              () => onRequestHandled?.(),
              (error: unknown) => {
                app.log.error({ err: error }, 'password reset request failed');
                onRequestHandled?.(error);
              },
            );
          });
        }
        return reply.code(202).header('cache-control', 'no-store').send({ status: 'accepted' });
      },
    );

    app.post(
      '/auth/password-reset/confirm',
      mailFlowRoute(config, {
        summary: 'Set a new password with a reset token',
        body: Type.Object(
          {
            token: Type.String({ minLength: 1, maxLength: 200 }),
            password: Type.String({ maxLength: MAX_PASSWORD_LENGTH + 1 }),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), 400: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } },
      }),
      async (request, reply) => {
        const problems = passwordProblems(request.body.password, 'password');
        if (problems.length > 0) throw invalid(problems, problems[0]!.message);
        const userId = await useMailToken(app.db, passwordResetTokens, request.body.token);
        if (!userId) {
          throw new HttpProblem(400, 'invalid-reset-token', 'This reset link is invalid or has expired', {
            detail: 'Ask for a new link on the forgot-password page.',
          });
        }
        await setPassword(app.db, userId, request.body.password);
        await app.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await revokeUserGrants(app.db, userId);
        audit(request.log, 'password-reset.completed', { userId, ip: request.ip });
        return reply.code(204).send(null);
      },
    );
  };
}

async function handleRequest(
  app: FastifyInstance,
  config: ServerConfig,
  mailer: Mailer,
  perAccount: ReturnType<typeof createAccountThrottle>,
  email: string,
): Promise<void> {
  if ((await perAccount.blockedFor(email)) > 0) {
    app.log.warn('password reset requests over the per-account limit; not sending');
    return;
  }
  await perAccount.count(email);
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = await issueMailToken(app.db, passwordResetTokens, user.id, RESET_TOKEN_TTL_MS);
  const locale = await passengerLocale(app.db, user.id);
  const link = `${config.publicOrigin}${localePath('/forgot-password', locale)}?token=${token}`;
  // No user-typed text (names) in a security mail: it would let anyone put words in our mouth.
  await mailer.send({ to: user.email, ...(await renderLinkMail(accountMessage('passwordReset', locale), link)) });
  // Never the link: it is a bearer secret. Without SMTP the operator finds it in DATA_DIR/mail (0600).
  app.log.info({ userId: user.id }, mailer.kind === 'file' ? 'password reset mail written to DATA_DIR/mail' : 'password reset mail sent');
}
