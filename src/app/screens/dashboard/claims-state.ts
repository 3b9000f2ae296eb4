// Which of the spec's four Claims-tab states to show (spec §2): IndexedDB is read first, the API
// refresh runs beside it. An error only when nothing is cached AND the refresh failed for a
// reason other than being offline; offline, the saved claims (or the empty state) show with a note.
import { t } from '../../i18n/t.ts';

export type RefreshState = 'pending' | 'done' | 'offline' | 'failed';
export type ClaimsTabState = 'loading' | 'error' | 'empty' | 'list';

export function claimsTabState(claims: readonly unknown[] | undefined, refresh: RefreshState): ClaimsTabState {
  if (claims === undefined) return 'loading';
  if (claims.length > 0) return 'list';
  if (refresh === 'pending') return 'loading';
  if (refresh === 'failed') return 'error';
  return 'empty';
}

/** The note above the claims when the list may be out of date. */
export function refreshNote(refresh: RefreshState, hasClaims: boolean): string | null {
  if (refresh === 'offline') return hasClaims ? t('Offline — showing saved claims') : t("Offline — your claims will show here when you're back online");
  if (refresh === 'failed' && hasClaims) return t("Couldn't update your claims just now — showing saved claims");
  return null;
}

/**
 * Cards shown at first and added by each "Show more" (components/long-list.ts): a passenger with
 * hundreds of claims gets a page of cards, not hundreds at once (each card is about 40 elements;
 * bench:growth-ui). A whole number of rows at 1, 2 and 3 columns.
 */
export const CLAIMS_PAGE = 24;
