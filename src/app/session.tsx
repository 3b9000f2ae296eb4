// Who is signed in, for the header and the screens. The tokens themselves live in src/offline
// (IndexedDB user store shared with the service worker); this is only the React view of them.
import { createContext, useContext, type ReactNode } from 'react';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Session {
  user: SessionUser | null;
  signOut: () => Promise<void>;
}

const anonymous: Session = { user: null, signOut: async () => {} };
const SessionContext = createContext<Session>(anonymous);

export function SessionProvider({ value, children }: { value?: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value ?? anonymous}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
