// A brand-new account is greeted, not welcomed back (issue #32: "Welcome back" right after
// registering). The registration marks the account in this tab's session storage; the dashboard
// reads the mark (kept for the tab, so a reload greets the same way).
import { msg, t } from '../../i18n/t.ts';

const KEY = 'flightclaim:new-account';

export function rememberNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage blocked (private mode): the greeting is "Welcome back", nothing else changes.
  }
}

export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

const GREETINGS = {
  newNamed: msg('Welcome, {name}.'),
  new: msg('Welcome.'),
  backNamed: msg('Welcome back, {name}.'),
  back: msg('Welcome back.'),
} as const;

/** The dashboard's greeting. */
export function greeting(user: { firstName: string }, isNew: boolean): string {
  const name = user.firstName;
  if (isNew) return name ? t(GREETINGS.newNamed, { name }) : t(GREETINGS.new);
  return name ? t(GREETINGS.backNamed, { name }) : t(GREETINGS.back);
}
