// Accounts at the identity provider's realm over HTTP (the embedded provider, or another issuer
// with Keycloak's paths): the registration body the Create Account screen sends, and the password
// grant the tests sign in with. Nothing of the server, so browser tests and benches import it.

export interface RealmUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The spec's registration body (Keycloak's user representation). */
export function registrationBody({ email, password, firstName, lastName }: RealmUser) {
  return { username: email, email, enabled: true, firstName, lastName, credentials: [{ type: 'password', value: password, temporary: false }] };
}

/** Registers `user` at `realm` (an issuer URL, `…/realms/claims`); throws unless 201. */
export async function registerAtRealm(realm: string, user: RealmUser, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(`${realm}/clients-registrations/default`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(registrationBody(user)),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
}

/** The tokens of a password sign-in by the PWA's client at `realm`; throws unless 200. */
export async function passwordSignIn(
  realm: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ access_token: string; id_token: string }> {
  const res = await fetch(`${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: email, password, scope: 'openid' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access_token: string; id_token: string };
}
