// Refreshes the signed-in user's claims from GET /api/claims into IndexedDB (the live queries
// update the screen by themselves), at mount and whenever the network comes back.
import { useCallback, useEffect, useState } from 'react';
import { isNetworkError, refreshMyClaims } from '../../../offline/index.ts';
import type { RefreshState } from './claims-state.ts';

export function useClaimsRefresh(userId: string | null): { refresh: RefreshState; retry: () => void } {
  const [refresh, setRefresh] = useState<RefreshState>('pending');

  const run = useCallback(async () => {
    if (!userId) return;
    if (!navigator.onLine) {
      setRefresh('offline');
      return;
    }
    setRefresh('pending');
    try {
      await refreshMyClaims();
      setRefresh('done');
    } catch (error) {
      setRefresh(isNetworkError(error) || !navigator.onLine ? 'offline' : 'failed');
    }
  }, [userId]);

  useEffect(() => {
    void run();
    const onOnline = () => void run();
    const onOffline = () => setRefresh('offline');
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [run]);

  return { refresh, retry: () => void run() };
}
