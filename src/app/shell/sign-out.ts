// The sign-out warning rule and the wording of claims still on this device.
import { tp } from '../i18n/t.ts';

/** Warn before signing out while claims wait to be sent (they are kept, but need a sign-in to go). */
export function signOutNeedsWarning(pending: number | undefined): boolean {
  return (pending ?? 0) > 0;
}

/** '1 claim waiting to be sent' / '3 claims waiting to be sent'. */
export function pendingLabel(count: number): string {
  return tp(count, { one: '# claim waiting to be sent', other: '# claims waiting to be sent' });
}
