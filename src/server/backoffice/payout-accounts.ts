// Passengers' payout accounts, encrypted at rest: the whole account (holder, IBAN or account
// number and BIC) is sealed with AES-256-GCM, bound to its claim as associated data, under the
// key from BANK_DATA_ENCRYPTION_KEY or DATA_DIR/keys/bank-data.key (created 0600 in a 0700
// folder on first use). Only a masked form is stored in clear, and only that is ever answered to
// the passenger; agents, who pay, read the account in the back office.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { maskAccount, type MaskedAccountWire, type PayoutAccount } from '../../domain/claim/payout-account.ts';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPayoutAccounts } from '../db/schema/backoffice.ts';
import { encryptionKey, seal, unseal } from '../identity/key-encryption.ts';

export const BANK_KEY_FILE = path.join('keys', 'bank-data.key');

/** The key from the environment, or from (or newly into) DATA_DIR/keys/bank-data.key. */
export function bankDataKey(config: Pick<ServerConfig, 'bankDataKey' | 'dataDir'>): Buffer {
  return encryptionKey(config.bankDataKey, 'BANK_DATA_ENCRYPTION_KEY', path.join(config.dataDir, BANK_KEY_FILE));
}

const sealName = (claimId: string) => `payout-account:${claimId}`;

export type MaskedAccount = MaskedAccountWire;

export async function storePayoutAccount(db: DbOrTx, key: Buffer, claimId: string, userId: string, account: PayoutAccount): Promise<MaskedAccount> {
  const row = {
    claimId,
    userId,
    kind: account.kind,
    masked: maskAccount(account),
    sealed: seal(key, sealName(claimId), account),
    town: account.town ?? null,
    addressCountry: account.addressCountry ?? null,
    updatedAt: new Date(),
  };
  await db.insert(claimPayoutAccounts).values(row).onConflictDoUpdate({ target: claimPayoutAccounts.claimId, set: row });
  return { kind: account.kind, masked: row.masked, holder_name: account.holderName, updated_at: row.updatedAt.toISOString() };
}

/** The stored account: masked for the passenger, and the whole of it for agents (`full`). */
export async function readPayoutAccount(db: DbOrTx, key: Buffer, claimId: string): Promise<{ masked: MaskedAccount; full: PayoutAccount } | null> {
  const [row] = await db.select().from(claimPayoutAccounts).where(eq(claimPayoutAccounts.claimId, claimId));
  if (!row) return null;
  const full = unseal(key, sealName(claimId), row.sealed) as PayoutAccount;
  return { masked: { kind: row.kind, masked: row.masked, holder_name: full.holderName, updated_at: row.updatedAt.toISOString() }, full };
}
