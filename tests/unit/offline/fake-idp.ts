// A fake of the identity provider (Keycloak-shaped paths): discovery, the password and
// refresh_token grants with rotating refresh tokens (reusing an old one revokes the grant, as the
// real IdP does), registration and revocation. Installed as the global fetch for oidc-client-ts.
import { jwt } from './fixtures.ts';

export const AUTHORITY = 'https://claims.test/realms/claims';

interface Account {
  sub: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export class FakeIdp {
  readonly accounts = new Map<string, Account>([
    ['ada@example.com', { sub: 'user-ada', email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' }],
  ]);
  /** Live refresh token → subject. */
  private readonly live = new Map<string, string>();
  private readonly used = new Set<string>();
  private issued = 0;
  refreshGrants = 0;
  reuseDetected = 0;
  revoked: string[] = [];
  registrations: unknown[] = [];
  expiresIn = 300;
  offline = false;
  /** Holds each refresh answer until released, to line up concurrent refreshes. */
  refreshDelay: Promise<void> | null = null;
  issueRefreshTokens = true;

  readonly fetch: typeof fetch = async (input, init) => {
    if (this.offline) throw new TypeError('Failed to fetch');
    const url = String(input);
    const path = url.slice(AUTHORITY.length);
    if (path === '/.well-known/openid-configuration') {
      return this.json(200, {
        issuer: AUTHORITY,
        token_endpoint: `${AUTHORITY}/protocol/openid-connect/token`,
        revocation_endpoint: `${AUTHORITY}/protocol/openid-connect/revoke`,
        jwks_uri: `${AUTHORITY}/protocol/openid-connect/certs`,
        authorization_endpoint: `${AUTHORITY}/protocol/openid-connect/auth`,
      });
    }
    if (path === '/protocol/openid-connect/token') return this.token(new URLSearchParams(String(init?.body)));
    if (path === '/protocol/openid-connect/revoke') {
      const token = new URLSearchParams(String(init?.body)).get('token') ?? '';
      this.revoked.push(token);
      this.live.delete(token);
      return new Response(null, { status: 200 });
    }
    if (path === '/clients-registrations/default' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { email: string; firstName: string; lastName: string; credentials: { value: string }[] };
      this.registrations.push(body);
      if (this.accounts.has(body.email)) return this.json(409, { errorMessage: 'User exists with same email' });
      this.accounts.set(body.email, {
        sub: `user-${this.accounts.size + 1}`,
        email: body.email,
        password: body.credentials[0]!.value,
        firstName: body.firstName,
        lastName: body.lastName,
      });
      return new Response(null, { status: 201 });
    }
    return this.json(404, { error: 'not_found' });
  };

  private async token(form: URLSearchParams): Promise<Response> {
    if (form.get('client_id') !== 'pwa') return this.json(401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'password') {
      const account = this.accounts.get(form.get('username') ?? '');
      if (!account || account.password !== form.get('password'))
        return this.json(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' });
      return this.issue(account.sub);
    }
    if (form.get('grant_type') === 'refresh_token') {
      this.refreshGrants += 1;
      await this.refreshDelay;
      const presented = form.get('refresh_token') ?? '';
      const sub = this.live.get(presented);
      if (!sub) {
        if (this.used.has(presented)) {
          this.reuseDetected += 1;
          this.live.clear(); // reuse of a rotated token revokes the grant
        }
        return this.json(400, { error: 'invalid_grant', error_description: 'Token is not active' });
      }
      this.live.delete(presented);
      this.used.add(presented);
      return this.issue(sub);
    }
    return this.json(400, { error: 'unsupported_grant_type' });
  }

  private issue(sub: string): Response {
    this.issued += 1;
    const account = [...this.accounts.values()].find((a) => a.sub === sub)!;
    const refreshToken = `rt-${this.issued}`;
    if (this.issueRefreshTokens) this.live.set(refreshToken, sub);
    return this.json(200, {
      access_token: jwt({ sub, email: account.email, given_name: account.firstName, family_name: account.lastName, n: this.issued }),
      ...(this.issueRefreshTokens ? { refresh_token: refreshToken } : {}),
      token_type: 'Bearer',
      expires_in: this.expiresIn,
      scope: 'openid profile email',
    });
  }

  private json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }
}
