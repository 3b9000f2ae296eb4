// Who is signed in, for the header and the screens. The tokens themselves live in src/offline
// (IndexedDB user store shared with the service worker); this is only the React view of them:
// a live query, so a login in another tab, a refresh by the service worker or a refused refresh
// (signed out, spec §4) shows here by itself.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { logout } from '../offline/index.ts';
import { useCurrentUser, usePendingCount } from '../offline/hooks.ts';
import { pendingLabel, signOutNeedsWarning } from './shell/sign-out.ts';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Session {
  user: SessionUser | null;
  /** True until the stored user has been read once (screens wait before sending anyone to /login). */
  loading: boolean;
  /** Signs out (both tokens forgotten) and goes to '/'; asks first while claims wait to be sent. */
  signOut: () => Promise<void>;
  /**
   * Runs something that ends the session (e.g. deleting the account), then goes to '/'. While it
   * runs, `leaving` is true so pages that need a user don't send the person to /login meanwhile.
   */
  endSession: (action: () => Promise<void>) => Promise<void>;
  leaving: boolean;
}

const anonymous: Session = {
  user: null, loading: false, leaving: false, signOut: async () => {}, endSession: (action) => action(),
};
const SessionContext = createContext<Session>(anonymous);

interface ProviderProps {
  /** A fixed session (tests, previews); without it the live session of src/offline. */
  value?: Session;
  /** Where to go after signing out (the app passes a router navigation to '/'). */
  onSignedOut?: () => Promise<void> | void;
  children: ReactNode;
}

export function SessionProvider({ value, onSignedOut, children }: ProviderProps) {
  if (value) return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
  return <LiveSessionProvider onSignedOut={onSignedOut}>{children}</LiveSessionProvider>;
}

function LiveSessionProvider({ onSignedOut, children }: { onSignedOut?: (() => Promise<void> | void) | undefined; children: ReactNode }) {
  const current = useCurrentUser();
  const pending = usePendingCount();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const answer = useRef<((proceed: boolean) => Promise<void>) | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const endSession = useCallback(async (action: () => Promise<void>) => {
    setLeaving(true);
    try {
      await action();
      await onSignedOut?.();
    } finally {
      setLeaving(false);
    }
  }, [onSignedOut]);

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

  const user = useMemo<SessionUser | null>(
    () => (current ? { id: current.id, email: current.email, firstName: current.firstName, lastName: current.lastName } : null),
    [current?.id, current?.email, current?.firstName, current?.lastName],
  );
  const loading = current === undefined;
  const session = useMemo<Session>(
    () => ({ user, loading, leaving, signOut, endSession }),
    [user, loading, leaving, signOut, endSession],
  );

  return (
    <SessionContext.Provider value={session}>
      {children}
      <SignOutWarning
        opened={confirming}
        pending={pending ?? 0}
        busy={busy}
        onAnswer={(proceed) => void answer.current?.(proceed)}
      />
    </SessionContext.Provider>
  );
}

function SignOutWarning({ opened, pending, busy, onAnswer }: { opened: boolean; pending: number; busy: boolean; onAnswer: (proceed: boolean) => void }) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(false)} title="Sign out with claims not sent?" centered>
      <Stack>
        <Text size="sm">
          You have {pendingLabel(pending)}. They stay saved on this device, but they can only be sent after you sign in
          again here. If you sign out now, nothing is lost.
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

export function useSession(): Session {
  return useContext(SessionContext);
}
