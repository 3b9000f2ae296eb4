// The claim for the detail page: IndexedDB first (useClaim), refreshed from the API when online.
// The API's answer is shown directly too, so the page never waits on the cache write.
import { useEffect, useState } from 'react';
import { serverOnlyRow } from '../../../offline/claims.ts';
import { useClaim } from '../../../offline/hooks.ts';
import { ApiError, isNetworkError, refreshMyClaim, toClaimView, type ClaimView } from '../../../offline/index.ts';
import { claimDetailState, type DetailRefresh, type DetailState } from './detail-state.ts';

export function useClaimDetail(claimId: string, userId: string | null): { claim: ClaimView | null; state: DetailState } {
  const local = useClaim(claimId);
  const [refresh, setRefresh] = useState<DetailRefresh>('pending');
  const [fetched, setFetched] = useState<ClaimView | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const run = async () => {
      if (!navigator.onLine) {
        setRefresh('offline');
        return;
      }
      try {
        const wire = await refreshMyClaim(claimId);
        if (!live) return;
        // Shown at once as the row the cache will hold (dated when the claim was made).
        if (wire) setFetched(toClaimView(serverOnlyRow(userId, wire, Date.parse(wire.created_at) || Date.now())));
        setRefresh('done');
      } catch (error) {
        if (!live) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) setRefresh('not-found');
        else setRefresh(isNetworkError(error) ? 'offline' : 'failed');
      }
    };
    void run();
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
    };
  }, [claimId, userId]);

  const claim = local ?? fetched;
  return { claim, state: claimDetailState(local === undefined && !fetched ? undefined : claim, refresh) };
}
