// Whether the signed-in agent's token carries the admin role. The server decides who may (403
// admin-role-required); this only chooses what a screen offers.
import { decodeJwt, getAccessToken } from '../../offline/index.ts';

export async function tokenIsAdmin(): Promise<boolean> {
  const token = await getAccessToken();
  const claims = token ? decodeJwt(token) : null;
  const roles = [...((claims?.roles as string[] | undefined) ?? []), ...((claims?.realm_access as { roles?: string[] } | undefined)?.roles ?? [])];
  return roles.includes('admin');
}
