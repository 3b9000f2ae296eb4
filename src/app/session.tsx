// Who is signed in, for the header and the screens. The tokens themselves live in src/offline
// (IndexedDB user store shared with the service worker); this is only the React view of them:
// a live query, so a login in another tab, a refresh by the service worker or a refused refresh
// (signed out, spec §4) shows here by itself.
// The live part (IndexedDB, the OIDC client, the outbox triggers) is its own chunk
// (live-session.tsx), loaded after the first paint when the device holds data, or when a screen
// that signs in or keeps data opens; until it reports, the session is `loading`.
import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadChunk } from './shell/load-chunk.ts';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** A claims agent or admin: the account menu links to the back office. */
  agent: boolean;
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
  user: null,
  loading: false,
  leaving: false,
  pending: 0,
  signOut: async () => {},
  endSession: (action) => action(),
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

/**
 * Whether the live session runs: 'undecided' until the page knows whether the device holds any
 * data; 'anonymous' on a device with none (a first visit: nobody can be signed in and nothing waits
 * to be sent, so IndexedDB, the OIDC client and the outbox stay unloaded); 'live' otherwise, or as
 * soon as a screen that signs in or keeps data opens (startLiveSession).
 */
type LiveMode = 'undecided' | 'anonymous' | 'live';
let liveMode: LiveMode = 'undecided';
const modeListeners = new Set<() => void>();

function setLiveMode(mode: LiveMode) {
  if (liveMode === mode || liveMode === 'live') return;
  liveMode = mode;
  modeListeners.forEach((listener) => listener());
}

/** Starts the live session (stored sign-in, outbox, persistent storage) if it is not running. */
export function startLiveSession(): void {
  setLiveMode('live');
}

/** The device holds no data: the session is anonymous until a screen starts the live one. */
export function noStoredSession(): void {
  if (liveMode === 'undecided') setLiveMode('anonymous');
}

function useLiveMode(): LiveMode {
  const [mode, setMode] = useState<LiveMode>('undecided');
  useEffect(() => {
    // A transition: this often changes while a prerendered page is still being hydrated, and an
    // urgent update would make React finish that hydration in one long, blocking task.
    const sync = () => startTransition(() => setMode(liveMode));
    modeListeners.add(sync);
    sync();
    return () => void modeListeners.delete(sync);
  }, []);
  return mode;
}

export function SessionProvider({ value, onSignedOut, children }: ProviderProps) {
  const mode = useLiveMode();
  const [live, setLive] = useState<Session>(starting);
  const report = useCallback((session: Session) => startTransition(() => setLive(session)), []);
  if (value) return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
  const session = mode === 'live' ? live : mode === 'anonymous' ? anonymous : starting;
  return (
    <SessionContext.Provider value={session}>
      {children}
      {mode === 'live' ? (
        <Suspense fallback={null}>
          <LiveSession onChange={report} onSignedOut={onSignedOut} />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}

const LiveSession = lazy(() => loadChunk(() => import('./live-session.tsx')));

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The session, for a screen that signs in or needs the signed-in person: starts it if need be. */
export function useLiveSession(): Session {
  useEffect(startLiveSession, []);
  return useContext(SessionContext);
}
