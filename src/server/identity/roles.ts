// The product's roles as tokens carry them (`roles`; with Keycloak, realm roles in
// realm_access.roles). An admin is also a claims agent: the embedded provider gives an admin both
// roles; in Keycloak make `admin` a composite role containing `claims-agent`, or grant both.
import type { UserRole } from '../db/schema/identity.ts';
import { ADMIN_ROLE, AGENT_ROLE } from '../../domain/identity/roles.ts';

// The rule is the domain's, shared with the app (which shows agents the back-office link).
export { ADMIN_ROLE, AGENT_ROLE, isAdmin, isAgent } from '../../domain/identity/roles.ts';

/** The roles an access token carries for a user of the embedded provider. */
export function tokenRoles(role: UserRole): string[] {
  return role === 'admin' ? [AGENT_ROLE, ADMIN_ROLE] : [role];
}
