// Settings of payout runs: the bank CSV's columns and our client account as the SEPA file's payer.
// Read with the rest of the configuration (config.ts); their rows are payout-run-variables.json.
import * as ibantools from 'ibantools';
import { parseCsvColumns, type BankCsvColumn } from '../domain/payout/bank-csv.ts';
import type { SepaParty } from '../domain/payout/pain001.ts';
import { configDefault } from './config-variables.ts';
import { envReader, type Env } from './env-reader.ts';

export interface PayoutRunConfig {
  payoutCsvColumns: BankCsvColumn[];
  /** Our client account, the pain.001's debtor; null when not configured (no SEPA file then). */
  payoutDebtor: SepaParty | null;
}

const DEBTOR = ['PAYOUT_DEBTOR_NAME', 'PAYOUT_DEBTOR_IBAN', 'PAYOUT_DEBTOR_TOWN', 'PAYOUT_DEBTOR_COUNTRY'] as const;

function loadDebtor(read: (name: string) => string | undefined, problems: string[]): SepaParty | null {
  const [name, rawIban, town, country] = DEBTOR.map(read);
  const bic = read('PAYOUT_DEBTOR_BIC')?.toUpperCase();
  if (!name && !rawIban && !town && !country) return null;
  const iban = ibantools.electronicFormatIBAN(rawIban ?? '') ?? '';
  const before = problems.length;
  if (!name || !town || !country || !rawIban) problems.push(`${DEBTOR.join(', ')} go together: set all four or none`);
  if (rawIban && !ibantools.isValidIBAN(iban)) problems.push('PAYOUT_DEBTOR_IBAN must be a valid IBAN');
  if (bic && !ibantools.isValidBIC(bic)) problems.push('PAYOUT_DEBTOR_BIC must be a valid BIC');
  if (country && !/^[A-Z]{2}$/.test(country)) problems.push('PAYOUT_DEBTOR_COUNTRY must be two capital letters (ISO 3166), e.g. AE');
  if (problems.length > before) return null;
  return { name: name!, iban, bic, town: town!, country: country! };
}

export function loadPayoutRunConfig(env: Env, problems: string[]): PayoutRunConfig {
  const { read, text } = envReader(env, problems);
  const columns = parseCsvColumns(text('PAYOUT_CSV_COLUMNS'));
  if (!columns.ok) problems.push(`PAYOUT_CSV_COLUMNS has unknown columns: ${columns.unknown.join(', ') || '(none given)'}`);
  const fallback = parseCsvColumns(configDefault('PAYOUT_CSV_COLUMNS'));
  return { payoutCsvColumns: columns.ok ? columns.columns : fallback.ok ? fallback.columns : [], payoutDebtor: loadDebtor(read, problems) };
}
