// A desk action that does not move the status still bumps the claim's version and leaves one
// append-only audit event, as every back-office action does.
import { and, eq, sql } from 'drizzle-orm';
import { recordClaimEvent } from '../claims-audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';

export async function bumpVersion(tx: DbOrTx, row: ClaimRow, actorId: string, action: string, details: Record<string, unknown>): Promise<ClaimRow> {
  const version = row.version + 1;
  const [updated] = await tx
    .update(claims)
    .set({ version, updatedAt: sql`now()` })
    .where(and(eq(claims.id, row.id), eq(claims.version, row.version)))
    .returning();
  if (!updated) throw new HttpProblem(409, 'version-conflict', 'Someone else changed this claim', { detail: 'Reload it and decide again.' });
  await recordClaimEvent(tx, { claimId: row.id, actorId, action, fromStatus: null, toStatus: null, reason: null, details: { ...details, version } });
  return updated;
}
