// The approved run's files for the bank: the SEPA pain.001 for its EUR-to-IBAN payouts and the
// bank CSV for the others. Accounts are read (decrypted) here, at export, and must be the ones the
// run was approved with: an account changed since (N3: the passenger changed it, the claim's version
// moved) stops the export (409) rather than paying an account nobody approved.
import { buildBankCsv, type BankCsvColumn, type BankCsvPayment } from '../../domain/payout/bank-csv.ts';
import { buildPain001, type SepaParty, type SepaPayment } from '../../domain/payout/pain001.ts';
import type { PayoutAccount } from '../../domain/claim/payout-account.ts';
import type { PayoutRoute } from '../../domain/payout/routing.ts';
import { readPayoutAccount } from '../backoffice/payout-accounts.ts';
import type { DbOrTx } from '../db/database.ts';
import { HttpProblem } from '../http/problem.ts';
import type { ItemRow, RunRow } from './runs.ts';

interface ItemAccount {
  item: ItemRow;
  account: PayoutAccount;
}

async function accountsOf(db: DbOrTx, key: Buffer, items: ItemRow[]): Promise<ItemAccount[]> {
  const out: ItemAccount[] = [];
  for (const item of items) {
    const stored = item.claimId ? await readPayoutAccount(db, key, item.claimId) : null;
    if (!stored || stored.masked.updated_at !== item.accountUpdatedAt.toISOString())
      throw new HttpProblem(409, 'payout-account-changed', 'A payout account changed after the run was created', {
        detail: `The account of claim ${item.reference} is not the one this run was approved with. Create a new run.`,
      });
    out.push({ item, account: stored.full });
  }
  return out;
}

export function assertExportable(run: RunRow): void {
  if (run.status === 'created')
    throw new HttpProblem(409, 'payout-run-state', 'The payout run is not approved yet', { detail: 'A second admin approves it first.' });
}

const ofRoute = (items: ItemRow[], route: PayoutRoute) => items.filter((i) => i.route === route && i.status === 'pending');

function creditor({ item, account }: ItemAccount): SepaPayment {
  if (account.kind !== 'iban') throw new Error('a SEPA item has an IBAN');
  return {
    endToEndId: item.endToEndId,
    amount: item.amount,
    remittance: `Flight compensation ${item.reference}`,
    creditor: { name: account.holderName, iban: account.iban, town: account.town ?? '', country: account.addressCountry ?? '' },
  };
}

/** The pain.001 of the run's pending SEPA payouts, or null when it has none. */
export async function sepaFile(db: DbOrTx, key: Buffer, run: RunRow, items: ItemRow[], debtor: SepaParty | null): Promise<string | null> {
  const sepa = ofRoute(items, 'sepa');
  if (sepa.length === 0) return null;
  if (!debtor)
    throw new HttpProblem(409, 'payout-not-configured', 'Our client account is not configured', {
      detail: 'Set PAYOUT_DEBTOR_NAME, _IBAN, _TOWN and _COUNTRY.',
    });
  const payments = (await accountsOf(db, key, sepa)).map(creditor);
  return buildPain001({
    messageId: run.messageId,
    createdAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    executionDate: run.executionDate,
    debtor,
    payments,
  });
}

function csvRow({ item, account }: ItemAccount, executionDate: string): BankCsvPayment {
  return {
    reference: item.reference,
    endToEndId: item.endToEndId,
    holderName: account.holderName,
    iban: account.kind === 'iban' ? account.iban : null,
    accountNumber: account.kind === 'account' ? account.accountNumber : null,
    bic: account.kind === 'account' ? account.bic : null,
    accountCountry: account.kind === 'iban' ? account.iban.slice(0, 2) : account.country,
    town: account.town ?? '',
    addressCountry: account.addressCountry ?? '',
    amount: item.amount,
    currency: item.currency,
    executionDate,
  };
}

/** The bank CSV of the run's pending non-SEPA payouts, or null when it has none. */
export async function bankCsvFile(db: DbOrTx, key: Buffer, run: RunRow, items: ItemRow[], columns: readonly BankCsvColumn[]): Promise<string | null> {
  const rows = ofRoute(items, 'bank-csv');
  if (rows.length === 0) return null;
  return buildBankCsv(
    columns,
    (await accountsOf(db, key, rows)).map((a) => csvRow(a, run.executionDate)),
  );
}
