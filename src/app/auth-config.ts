// Sign-in against another OpenID provider (e.g. an external Keycloak realm) is a build-time
// choice: VITE_OIDC_AUTHORITY (and optionally VITE_OIDC_CLIENT_ID). Unset, the app uses the realm
// embedded in our own server, which is also what the service worker assumes.
import { configureAuth } from '../offline/index.ts';

export function configureAuthFromEnv(env: Record<string, unknown> = import.meta.env): void {
  const authority = typeof env.VITE_OIDC_AUTHORITY === 'string' ? env.VITE_OIDC_AUTHORITY.trim() : '';
  if (!authority) return;
  const clientId = typeof env.VITE_OIDC_CLIENT_ID === 'string' && env.VITE_OIDC_CLIENT_ID.trim() ? env.VITE_OIDC_CLIENT_ID.trim() : undefined;
  configureAuth({ authority, ...(clientId ? { clientId } : {}) });
}
