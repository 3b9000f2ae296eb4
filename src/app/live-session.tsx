// The live session: who is signed in (a live query on the IndexedDB user store, so a login in
// another tab, a refresh by the service worker or a refused refresh shows by itself), how many
// claims wait to be sent, and sign-out with its warning. Loading this module also starts the
// offline services: the OIDC client (renewal 60 s before expiry), the outbox triggers and the
// request for persistent storage.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAuth, logout, requestPersistentStorage, startOutboxTriggers } from '../offline/index.ts';
import { useCurrentUser, usePendingCount } from '../offline/hooks.ts';
import { configureAuthFromEnv } from './auth-config.ts';
import type { Session, SessionUser } from './session.tsx';
import { pendingLabel, signOutNeedsWarning } from './shell/sign-out.ts';
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
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const answer = useRef<((proceed: boolean) => Promise<void>) | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

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

  const signOutNow = useCallback(() => endSession(logout), [endSession]);

  const signOut = useCallback(async () => {
    if (signOutNeedsWarning(pendingRef.current)) {
      // The modal answers; signing out (if chosen) happens before the promise settles.
      await new Promise<void>((resolve) => {
        answer.current = async (proceed) => {
          if (proceed) {
            setBusy(true);
            try {
              await signOutNow();
            } finally {
              setBusy(false);
            }
          }
          setConfirming(false);
          answer.current = null;
          resolve();
        };
        setConfirming(true);
      });
      return;
    }
    await signOutNow();
  }, [signOutNow]);

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

  return <SignOutWarning opened={confirming} pending={pending ?? 0} busy={busy} onAnswer={(proceed) => void answer.current?.(proceed)} />;
}

function SignOutWarning({ opened, pending, busy, onAnswer }: { opened: boolean; pending: number; busy: boolean; onAnswer: (proceed: boolean) => void }) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(false)} title="Sign out with claims not sent?" centered>
      <Stack>
        <Text size="sm">
          You have {pendingLabel(pending)}. They stay saved on this device, but they can only be sent after you sign in again here. If you sign out now, nothing
          is lost.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
            Stay signed in
          </Button>
          <Button color="red.9" loading={busy} onClick={() => onAnswer(true)}>
            Sign out anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
