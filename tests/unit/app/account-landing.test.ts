// Who is greeted how and lands where (issue #32): a brand-new account is welcomed, not welcomed
// back; a claims agent signing in lands in the back office (the token's roles, the server's rule in
// src/domain/identity), and a page asked for with ?redirect= still wins.
import { afterEach, describe, expect, it } from 'vitest';
import { greeting, isNewAccount, rememberNewAccount } from '../../../src/app/screens/account/new-account.ts';
import { landingFor } from '../../../src/app/screens/account/redirect.ts';
import { currentUserOf } from '../../../src/offline/token-store.ts';
import { isAgent, rolesOfClaims } from '../../../src/domain/identity/roles.ts';

// Node has no sessionStorage: a Map in its place (the e2e uses the browser's).
const stored = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), clear: () => stored.clear() },
});

const token = (claims: object) => `e30.${Buffer.from(JSON.stringify({ sub: 'u1', email: 'a@example.com', ...claims })).toString('base64url')}.sig`;

describe('the dashboard greeting', () => {
  afterEach(() => sessionStorage.clear());

  it('welcomes a brand-new account and welcomes back one that signs in again', () => {
    expect(isNewAccount('u1')).toBe(false);
    expect(greeting({ firstName: 'Maryam' }, isNewAccount('u1'))).toBe('Welcome back, Maryam.');
    rememberNewAccount('u1');
    expect(greeting({ firstName: 'Maryam' }, isNewAccount('u1'))).toBe('Welcome, Maryam.');
    expect(greeting({ firstName: '' }, isNewAccount('u1'))).toBe('Welcome.');
    expect(isNewAccount('u2')).toBe(false);
  });
});

describe('where signing in lands', () => {
  it.each([
    [['claims-agent'], null, '/backoffice'],
    [['admin'], null, '/backoffice'],
    [[], null, '/dashboard'],
    [['claims-agent'], '/claims', '/claims'],
  ])('roles %j with redirect %j land on %s', (roles, asked, landing) => {
    const user = currentUserOf({ access_token: token({ roles }), profile: {} } as never);
    expect(landingFor(user, asked)).toBe(landing);
  });

  it("reads Keycloak's realm roles too", () => {
    expect(isAgent(rolesOfClaims({ realm_access: { roles: ['claims-agent'] } }))).toBe(true);
    expect(rolesOfClaims({ roles: 'admin', realm_access: null })).toEqual([]);
  });
});
