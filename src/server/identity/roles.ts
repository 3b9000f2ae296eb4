// The product's roles as tokens carry them (`roles`; with Keycloak, realm roles in
// realm_access.roles). An admin is also a claims agent: the embedded provider gives an admin both
// roles; in Keycloak make `admin` a composite role containing `claims-agent`, or grant both.
import type { UserRole } from '../db/schema/identity.ts';

export const AGENT_ROLE = 'claims-agent';
export const ADMIN_ROLE = 'admin';

/** The roles an access token carries for a user of the embedded provider. */
export function tokenRoles(role: UserRole): string[] {
  return role === 'admin' ? [AGENT_ROLE, ADMIN_ROLE] : [role];
}

/** May work in the back office (claims agents and admins). */
export function isAgent(roles: readonly string[]): boolean {
  return roles.includes(AGENT_ROLE) || roles.includes(ADMIN_ROLE);
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}
