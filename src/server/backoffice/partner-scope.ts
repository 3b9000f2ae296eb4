// What a partner lawyer sees: only the claims handed to their firm. Any other claim answers as if
// it did not exist (404, like a stranger's), so a partner cannot even learn which ids are real.
import { eq } from 'drizzle-orm';
import { canOnClaim, firmScopedOnly, type Permission } from '../access.ts';
import type { DbOrTx } from '../db/database.ts';
import { users } from '../db/schema/identity.ts';
import { findClaimRow, type ClaimRow } from '../http/claims-store.ts';

export interface Caller {
  id: string;
  roles: readonly string[];
}

/** The caller's partner firm, or null (looked up only for partners: everyone else has none). */
export async function firmOf(db: DbOrTx, caller: Caller): Promise<string | null> {
  if (!caller.roles.includes('partner')) return null;
  const [row] = await db.select({ firmId: users.firmId }).from(users).where(eq(users.id, caller.id));
  return row?.firmId ?? null;
}

/** The claim when the caller's `permission` reaches it; undefined (answer 404) otherwise. */
export async function claimFor(
  db: DbOrTx,
  caller: Caller,
  id: string,
  permission: Permission = 'backoffice.read',
  lock = false,
): Promise<ClaimRow | undefined> {
  const row = await findClaimRow(db, id, lock);
  if (!row) return undefined;
  if (!firmScopedOnly(caller.roles, permission)) return row;
  const firmId = await firmOf(db, caller);
  return canOnClaim({ ...caller, firmId }, permission, row) ? row : undefined;
}

/** For list routes: the firm every row must belong to, or undefined when the caller sees all. */
export async function listScope(db: DbOrTx, caller: Caller): Promise<{ firmId: string | null } | undefined> {
  if (!firmScopedOnly(caller.roles, 'backoffice.read')) return undefined;
  return { firmId: await firmOf(db, caller) };
}
