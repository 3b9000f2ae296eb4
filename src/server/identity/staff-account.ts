// A back-office account made outside the invitation flow (`npm run agent:create`, directly or
// through the running server's loopback endpoint). A partner lawyer needs their firm: named by id
// or exact name; `newFirm` creates it when no firm has that name. The firm is checked before the
// account is made, so a wrong firm creates nobody.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.ts';
import { users } from '../db/schema/identity.ts';
import { partnerFirms } from '../db/schema/partners.ts';
import type { StaffRole } from './roles.ts';
import { createUser, type UserRow } from './users.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

export interface StaffRequest {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: StaffRole;
  /** role partner: the firm's id or exact name. */
  firm?: string | undefined;
  /** role partner: create the firm when none has that name. */
  newFirm?: boolean | undefined;
}

/** The firm is missing, unknown, or given for a role that has none. */
export class FirmError extends Error {}

async function resolveFirm(db: AppDb, request: StaffRequest): Promise<{ id: string; name: string; created: boolean } | undefined> {
  if (request.role !== 'partner') {
    if (request.firm !== undefined) throw new FirmError('Only a partner lawyer belongs to a firm: add --partner, or leave out the firm.');
    return undefined;
  }
  const firm = request.firm?.trim();
  if (!firm) throw new FirmError('A partner lawyer needs their firm: --partner "<firm id or name>".');
  const [found] = await db
    .select()
    .from(partnerFirms)
    .where(isUuid(firm) ? eq(partnerFirms.id, firm.toLowerCase()) : eq(partnerFirms.name, firm));
  if (found) return { id: found.id, name: found.name, created: false };
  if (!request.newFirm || isUuid(firm)) throw new FirmError(`No partner firm "${firm}": create it with --new-firm, or name an existing one.`);
  const [made] = await db.insert(partnerFirms).values({ name: firm }).onConflictDoNothing().returning();
  if (made) return { id: made.id, name: made.name, created: true };
  const [raced] = await db.select().from(partnerFirms).where(eq(partnerFirms.name, firm));
  return { id: raced!.id, name: raced!.name, created: false };
}

/** Creates the account (and the partner's firm when asked); throws EmailTakenError or FirmError. */
export async function createStaffAccount(db: AppDb, request: StaffRequest): Promise<{ user: UserRow; firm?: { id: string; name: string; created: boolean } }> {
  const firm = await resolveFirm(db, request);
  const { email, firstName, lastName, password, role } = request;
  const created = await createUser(db, { email, firstName, lastName, password, role, emailVerified: true });
  if (!firm) return { user: created };
  const [user] = await db.update(users).set({ firmId: firm.id }).where(eq(users.id, created.id)).returning();
  return { user: user ?? created, firm };
}
