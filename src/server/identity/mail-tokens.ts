// Single-use tokens mailed as links (e-mail verification, password reset, agent invitations): the
// link carries the token, the database only its SHA-256, and using one up is a single UPDATE, so
// of two concurrent uses only one finds the row unused. Their routes share one per-IP limit.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import type { MailTokenTable } from '../db/schema/identity.ts';
import { rateLimitConfig } from '../rate-limits.ts';

export function hashMailToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Stores a new token for the user, valid for `ttlMs`; returns the token for the link. */
export async function issueMailToken(db: DbOrTx, table: MailTokenTable, userId: string, ttlMs: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(table).values({ tokenHash: hashMailToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Uses the token up: the user it was issued to, or undefined when it is unknown, used or expired. */
export async function useMailToken(db: DbOrTx, table: MailTokenTable, token: string, now = new Date()): Promise<string | undefined> {
  const [used] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, hashMailToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return used?.userId;
}

/** Options of a route of the mailed-link flows (verification, reset): limited per IP like the reset. */
export function mailFlowRoute<S extends object>(config: ServerConfig, schema: S) {
  return { config: rateLimitConfig(config.rateLimits.resetPerIp), schema: { tags: ['identity'], ...schema } };
}
