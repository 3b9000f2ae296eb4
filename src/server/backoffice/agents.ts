// Admins manage agents: an invitation creates the account with an unusable random password and
// e-mails a set-password link (the password-reset flow, with a 7-day token); deactivation blocks
// sign-in and ends every session at once (the grants go, and the API checks the grant on every
// request).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { oidcModels, passwordResetTokens, users } from '../db/schema/identity.ts';
import type { Mailer } from '../identity/mailer.ts';
import { issueMailToken } from '../identity/mail-tokens.ts';
import { createUser, type UserRow } from '../identity/users.ts';
import { STAFF_ROLE_NAMES, type StaffRole } from '../identity/roles.ts';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function inviteAgent(
  db: AppDb,
  config: ServerConfig,
  mailer: Mailer,
  input: { email: string; firstName: string; lastName: string; role: StaffRole; firmId?: string | undefined },
): Promise<{ user: UserRow; link: string }> {
  const { firmId, ...account } = input;
  const created = await createUser(db, { ...account, password: crypto.randomBytes(32).toString('base64url'), emailVerified: true });
  // A partner lawyer belongs to their firm from the start (they see only its claims).
  const user = firmId ? ((await db.update(users).set({ firmId }).where(eq(users.id, created.id)).returning())[0] ?? created) : created;
  const token = await issueMailToken(db, passwordResetTokens, user.id, INVITE_TTL_MS);
  const link = `${config.publicOrigin}/forgot-password?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'You are invited to the Flightclaim back office',
    text: [
      `Hello ${user.firstName},`,
      '',
      `An administrator has created a Flightclaim ${STAFF_ROLE_NAMES[input.role]} account for you.`,
      'Open this link within 7 days to choose your password:',
      '',
      link,
      '',
      'Then sign in and open /backoffice.',
    ].join('\n'),
  });
  return { user, link };
}

/** Blocks sign-in, ends every session of the user now and voids a set-password link not yet used. */
export async function deactivateAgent(db: AppDb, userId: string): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ deactivatedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (row) {
      await tx.delete(oidcModels).where(eq(oidcModels.accountId, userId));
      // Review I1: an invitation opened after deactivation must not set a password.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    }
    return row;
  });
}
