// The product's roles as tokens carry them (`roles`; with Keycloak, realm roles in
// realm_access.roles). An admin is also a claims agent. The server decides who may do what; the
// app reads the same roles only to choose what to show (the back-office link, where to land).

export const AGENT_ROLE = 'claims-agent';
export const ADMIN_ROLE = 'admin';
export const PAYER_ROLE = 'payer';
/** A lawyer at a partner firm: sees and acts only on the claims handed to their firm. */
export const PARTNER_ROLE = 'partner';

/** Works in the back office (claims agents, admins, payers and partner lawyers: each reads it, src/server/access.ts). */
export function isAgent(roles: readonly string[]): boolean {
  return roles.includes(AGENT_ROLE) || roles.includes(ADMIN_ROLE) || roles.includes(PAYER_ROLE) || roles.includes(PARTNER_ROLE);
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}

/** The roles in a token's claims: `roles`, and Keycloak's realm_access.roles. */
export function rolesOfClaims(claims: Record<string, unknown> | null | undefined): string[] {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : []);
  const realm = claims?.realm_access;
  return [...strings(claims?.roles), ...strings(realm && typeof realm === 'object' ? (realm as { roles?: unknown }).roles : undefined)];
}
