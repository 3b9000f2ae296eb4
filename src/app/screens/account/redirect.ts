// Where to go after signing in: the `redirect` search parameter when it is a path on this site
// (the claim wizard sends people to /login?redirect=/claim), else the dashboard. Never another
// origin (open redirect), never back to the sign-in pages themselves.

const FALLBACK = '/dashboard';
const BASE = 'https://app.invalid';
const AUTH_PAGES = ['/login', '/register', '/forgot-password'];

export function safeRedirect(value: string | null | undefined, fallback: string = FALLBACK): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (AUTH_PAGES.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a sign-in lands: the page asked for, else a claims agent's back office or the dashboard. */
export function landingFor(user: { agent: boolean } | null | undefined, asked: string | null): string {
  return asked ?? (user?.agent ? '/backoffice' : FALLBACK);
}

/** '/login?redirect=%2Fprofile' for a page that needs a signed-in user. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
