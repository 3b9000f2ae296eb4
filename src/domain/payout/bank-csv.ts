// The partner bank's CSV for payouts the SEPA file does not carry (AED and other currencies, account
// numbers with a BIC). Banks differ in the columns they take, so the columns are a setting
// (PAYOUT_CSV_COLUMNS): their names, in order, from the fields below. Quoting is RFC 4180's, and a
// cell that starts like a formula (= + - @) gets a leading apostrophe (OWASP CSV injection).
import { formatMinorUnits } from '../money/minor-units.ts';

export interface BankCsvPayment {
  reference: string;
  endToEndId: string;
  holderName: string;
  iban: string | null;
  accountNumber: string | null;
  bic: string | null;
  accountCountry: string;
  town: string;
  addressCountry: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  executionDate: string;
}

const FIELDS = {
  end_to_end_id: (p: BankCsvPayment) => p.endToEndId,
  reference: (p) => p.reference,
  beneficiary_name: (p) => p.holderName,
  iban: (p) => p.iban ?? '',
  account_number: (p) => p.accountNumber ?? '',
  bic: (p) => p.bic ?? '',
  account_country: (p) => p.accountCountry,
  town: (p) => p.town,
  address_country: (p) => p.addressCountry,
  amount: (p) => formatMinorUnits(p.amount, p.currency),
  currency: (p) => p.currency,
  execution_date: (p) => p.executionDate,
} satisfies Record<string, (p: BankCsvPayment) => string>;

export type BankCsvColumn = keyof typeof FIELDS;
export const BANK_CSV_COLUMNS = Object.keys(FIELDS) as BankCsvColumn[];

/** The setting's column list ('reference,beneficiary_name,iban') checked: the columns, or the unknown names. */
export function parseCsvColumns(setting: string): { ok: true; columns: BankCsvColumn[] } | { ok: false; unknown: string[] } {
  const names = setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in FIELDS));
  if (unknown.length > 0 || names.length === 0) return { ok: false, unknown: names.length === 0 ? [''] : unknown };
  return { ok: true, columns: names as BankCsvColumn[] };
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and one row per payment, CRLF line ends (RFC 4180). */
export function buildBankCsv(columns: readonly BankCsvColumn[], payments: readonly BankCsvPayment[]): string {
  const rows = [columns.join(','), ...payments.map((p) => columns.map((c) => cell(FIELDS[c](p))).join(','))];
  return `${rows.join('\r\n')}\r\n`;
}
