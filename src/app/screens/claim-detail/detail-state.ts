// What the claim page shows, from the local copy (IndexedDB, read first) and the refresh from
// GET /api/claims/{id}.

export type DetailRefresh = 'pending' | 'done' | 'not-found' | 'offline' | 'failed';
export type DetailState = 'loading' | 'found' | 'not-found' | 'offline-missing' | 'error';

export function claimDetailState(claim: object | null | undefined, refresh: DetailRefresh): DetailState {
  if (claim) return 'found';
  if (claim === undefined || refresh === 'pending') return 'loading';
  if (refresh === 'offline') return 'offline-missing';
  if (refresh === 'failed') return 'error';
  return 'not-found';
}
