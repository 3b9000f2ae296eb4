// Giving or changing the payout account (review N3): the money goes where this says, so every
// change is on the claim's timeline (a 'payout-account-changed' event with the masked account
// before and after, never the number), moves the claim's version (an agent about to pay reloads
// and sees it), and tells the passenger by e-mail, push and inbox at once, all in one transaction.
// The route asks for the password first (http/password-again.ts) and writes the security log.
import { eq, sql } from 'drizzle-orm';
import type { PayoutAccount } from '../../domain/claim/payout-account.ts';
import { recordClaimEvent } from '../claims-audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPayoutAccounts } from '../db/schema/backoffice.ts';
import { claims } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { notifyPayoutAccountChanged } from '../notify/events.ts';
import { storePayoutAccount, type MaskedAccount } from './payout-accounts.ts';

/** The claim event of a payout account given or changed (details: before, after, version). */
export const PAYOUT_ACCOUNT_CHANGED = 'payout-account-changed';

/** The stored account's masked form, or null when none was given yet. */
async function maskedNow(db: DbOrTx, claimId: string): Promise<string | null> {
  const [row] = await db.select({ masked: claimPayoutAccounts.masked }).from(claimPayoutAccounts).where(eq(claimPayoutAccounts.claimId, claimId));
  return row?.masked ?? null;
}

/** On the claim's locked row: stores the account, records the event, moves the version and notifies. */
export async function changePayoutAccount(
  tx: DbOrTx,
  key: Buffer,
  row: ClaimRow,
  userId: string,
  account: PayoutAccount,
): Promise<{ masked: MaskedAccount; before: string | null }> {
  const before = await maskedNow(tx, row.id);
  const masked = await storePayoutAccount(tx, key, row.id, userId, account);
  const version = row.version + 1;
  await tx
    .update(claims)
    .set({ version, updatedAt: sql`now()` })
    .where(eq(claims.id, row.id));
  await recordClaimEvent(tx, { claimId: row.id, actorId: userId, action: PAYOUT_ACCOUNT_CHANGED, details: { before, after: masked.masked, version } });
  await notifyPayoutAccountChanged(tx, row, masked.masked, version);
  return { masked, before };
}
