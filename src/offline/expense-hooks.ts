// Live receipts of a draft or claim (issue #21), for the wizard and the claim page.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type ExpenseRow } from './db.ts';
import { listExpenseRows } from './expenses.ts';

export function useExpenseRows(claimId: string | null): ExpenseRow[] | undefined {
  return useLiveQuery(async () => (claimId ? listExpenseRows(getDb(), claimId) : []), [claimId]);
}

/** The flight facts of a claim on this device (the server's copy first), for the rights card. */
export function useClaimFlight(claimId: string) {
  return useLiveQuery(async () => {
    const row = await getDb().claims.get(claimId);
    return row?.server?.flight ?? row?.payload?.flight ?? null;
  }, [claimId]);
}
