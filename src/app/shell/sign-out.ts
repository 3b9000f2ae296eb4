// The sign-out warning rule, the wording of claims still on this device, and the question asked
// before signing out with unsent work (its own chunk, with the shell's later messages).
import { lazy } from 'react';
import type { UnsentWork } from '../../offline/device-data.ts';
import { tp } from '../i18n/t.ts';
import { loadLaterShellChunk } from './later-shell-chunk.ts';

export const SignOutDialog = lazy(() => loadLaterShellChunk(() => import('./sign-out-dialog.tsx')));

/**
 * Ask before signing out while the person has unsent work on the device (an unfinished draft, a
 * claim not on the server): keep it for them alone, or remove it (review N4, a shared device).
 */
export function signOutNeedsWarning(work: UnsentWork | undefined): boolean {
  return !!work && (work.drafts > 0 || work.claims > 0);
}

/** '1 claim waiting to be sent' / '3 claims waiting to be sent'. */
export function pendingLabel(count: number): string {
  return tp(count, { one: '# claim waiting to be sent', other: '# claims waiting to be sent' });
}
