// Who is signed in, for the header and the screens. The tokens themselves live in src/offline
// (IndexedDB user store shared with the service worker); this is only the React view of them:
// a live query, so a login in another tab, a refresh by the service worker or a refused refresh
// (signed out, spec §4) shows here by itself.
// The live part (IndexedDB, the OIDC client, the outbox triggers) is its own chunk, loaded right
// after the first paint (live-session.tsx), so it doesn't weigh on the first page load; until it
// reports, the session is `loading`.
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

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
  /** How many of the signed-in person's claims are still waiting to be sent. */
  pending: number;
}

const anonymous: Session = {
  user: null, loading: false, leaving: false, pending: 0, signOut: async () => {}, endSession: (action) => action(),
};
const starting: Session = { ...anonymous, loading: true };
const SessionContext = createContext<Session>(anonymous);

interface ProviderProps {
  /** A fixed session (tests, previews); without it the live session of src/offline. */
  value?: Session;
  /** Where to go after signing out (the app passes a router navigation to '/'). */
  onSignedOut?: () => Promise<void> | void;
  children: ReactNode;
}

export function SessionProvider({ value, onSignedOut, children }: ProviderProps) {
  const [live, setLive] = useState<Session>(starting);
  if (value) return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
  return (
    <SessionContext.Provider value={live}>
      {children}
      <Suspense fallback={null}>
        <LiveSession onChange={setLive} onSignedOut={onSignedOut} />
      </Suspense>
    </SessionContext.Provider>
  );
}

const LiveSession = lazy(() => import('./live-session.tsx'));

export function useSession(): Session {
  return useContext(SessionContext);
}
