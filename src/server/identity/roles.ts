// The product's roles as tokens carry them (`roles`; with Keycloak, realm roles in
// realm_access.roles). An admin is also a claims agent: the embedded provider gives an admin both
// roles; in Keycloak make `admin` a composite role containing `claims-agent`, or grant both.
import type { UserRole } from '../db/schema/identity.ts';
import { ADMIN_ROLE, AGENT_ROLE } from '../../domain/identity/roles.ts';

// The role names are the domain's, shared with the app (which shows staff the back-office link);
// what each role may do is the access table's.
export { ADMIN_ROLE, AGENT_ROLE, PARTNER_ROLE } from '../../domain/identity/roles.ts';
/** The back office's own accounts (invited by an admin or made with `npm run agent:create`). */
export const STAFF_ROLES = ['claims-agent', 'admin', 'payer', 'partner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A staff role's name in sentences (the CLI's answer and the invitation mail). */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  'claims-agent': 'claims agent',
  admin: 'admin',
  payer: 'payer',
  partner: 'partner lawyer',
};
// What each role may do is in ../access.ts.

/** The roles an access token carries for a user of the embedded provider. */
export function tokenRoles(role: UserRole): string[] {
  return role === 'admin' ? [AGENT_ROLE, ADMIN_ROLE] : [role];
}
