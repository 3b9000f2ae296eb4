// The live session: who is signed in (a live query on the IndexedDB user store, so a login in
// another tab, a refresh by the service worker or a refused refresh shows by itself), how many
// claims wait to be sent, and sign-out, which asks first when unsent work would stay on the
// device (keep it for this account, or remove it). Loading this module also starts the offline
// services: the OIDC client (renewal 60 s before expiry), the outbox triggers and the request
// for persistent storage.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { currentUser, getAuth, getDb, logout, requestPersistentStorage, startOutboxTriggers, unsentWork, type UnsentWork } from '../offline/index.ts';
import { useCurrentUser, usePendingCount } from '../offline/hooks.ts';
import { configureAuthFromEnv } from './auth-config.ts';
import type { Session, SessionUser } from './session.tsx';
import { SignOutDialog, signOutNeedsWarning } from './shell/sign-out.ts';
import type { SignOutChoice } from './shell/sign-out-dialog.tsx';
import { yieldToMain } from './shell/yield.ts';

// Sign-in must be configured before its first use; creating it loads the stored user. The other
// services start one per task, so a slow phone stays responsive while they do.
configureAuthFromEnv();
void (async () => {
  await yieldToMain();
  getAuth();
  await yieldToMain();
  startOutboxTriggers();
  await yieldToMain();
  await requestPersistentStorage();
})();

interface LiveSessionProps {
  onChange: (session: Session) => void;
  onSignedOut?: (() => Promise<void> | void) | undefined;
}

export default function LiveSession({ onChange, onSignedOut }: LiveSessionProps) {
  const current = useCurrentUser();
  const pending = usePendingCount();
  const [question, setQuestion] = useState<UnsentWork | null>(null);
  const [busy, setBusy] = useState<SignOutChoice | null>(null);
  const [leaving, setLeaving] = useState(false);
  const answer = useRef<((choice: SignOutChoice) => Promise<void>) | null>(null);

  const endSession = useCallback(
    async (action: () => Promise<void>) => {
      setLeaving(true);
      try {
        await action();
        await onSignedOut?.();
      } finally {
        setLeaving(false);
      }
    },
    [onSignedOut],
  );

  const signOut = useCallback(async () => {
    // Read now, not from a live query that may not have answered yet.
    const user = await currentUser();
    const work = user ? await unsentWork(getDb(), user.id) : undefined;
    if (!signOutNeedsWarning(work)) return endSession(() => logout());
    // The dialog answers; signing out (if chosen) happens before the promise settles.
    await new Promise<void>((resolve) => {
      answer.current = async (choice) => {
        if (choice !== 'stay') {
          setBusy(choice);
          try {
            await endSession(() => logout({ removeData: choice === 'remove' }));
          } finally {
            setBusy(null);
          }
        }
        setQuestion(null);
        answer.current = null;
        resolve();
      };
      setQuestion(work!);
    });
  }, [endSession]);

  // The user object changes only when one of its fields does, not with every new `current`.
  const { id, email, firstName, lastName, agent } = current ?? {};
  const user = useMemo<SessionUser | null>(
    () => (id !== undefined ? { id, email: email!, firstName: firstName!, lastName: lastName!, agent: agent === true } : null),
    [id, email, firstName, lastName, agent],
  );
  const loading = current === undefined;
  const session = useMemo<Session>(
    () => ({ user, loading, leaving, pending: pending ?? 0, signOut, endSession }),
    [user, loading, leaving, pending, signOut, endSession],
  );
  useEffect(() => onChange(session), [onChange, session]);

  // Loaded when first asked, so the live session's start-up does not fetch it.
  return question ? (
    <Suspense fallback={null}>
      <SignOutDialog opened work={question} busy={busy} onAnswer={(choice) => void answer.current?.(choice)} />
    </Suspense>
  ) : null;
}
