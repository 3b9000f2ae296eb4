// React live queries over IndexedDB (dexie-react-hooks): components re-render when the page, another
// tab or the service worker writes. The only module of src/offline that imports React. Each hook
// returns undefined while its first read is under way.
import { useLiveQuery } from 'dexie-react-hooks';
import { getAuth } from './auth.ts';
import { getClaimView, listClaims, pendingCount, type ClaimView } from './claims.ts';
import { getDb } from './db.ts';
import { refusedDocuments, type RefusedDocument } from './submit.ts';
import { currentUserOf, parseStoredUser, type CurrentUser } from './token-store.ts';

async function readCurrentUser(): Promise<CurrentUser | null> {
  const row = await getDb().kv.get(getAuth().storeKey);
  return currentUserOf(parseStoredUser(row?.value));
}

/** Who is signed in (null: nobody), live across tabs and the service worker's refreshes. */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useLiveQuery(readCurrentUser, []);
}

/** The signed-in user's claims, newest first: local queued ones and cached server copies. */
export function useClaims(): ClaimView[] | undefined {
  return useLiveQuery(async () => {
    const user = await readCurrentUser();
    return user ? listClaims(getDb(), user.id) : [];
  }, []);
}

export function useClaim(claimId: string): ClaimView | null | undefined {
  return useLiveQuery(async () => {
    const user = await readCurrentUser();
    return user ? getClaimView(getDb(), claimId, user.id) : null;
  }, [claimId]);
}

/** The documents of a refused claim the server would not take (name and reason), live. */
export function useRefusedDocuments(claimId: string): RefusedDocument[] | undefined {
  return useLiveQuery(() => refusedDocuments(getDb(), claimId), [claimId]);
}

/** How many of the user's claims are still waiting to reach the server. */
export function usePendingCount(): number | undefined {
  return useLiveQuery(async () => {
    const user = await readCurrentUser();
    return user ? pendingCount(getDb(), user.id) : 0;
  }, []);
}
