// The back office's money API: imported bank statements (camt.053), the credits that wait for an
// agent and their match by hand, the tax invoices and credit notes, and the accountant's month.
import { getAccessToken, getApi } from '../../offline/index.ts';

export interface BankCredit {
  id: string;
  position: string;
  amount_minor: number;
  currency: string;
  value_date: string;
  bank_reference: string;
  end_to_end_id: string | null;
  remittance: string;
  debtor_name: string | null;
  claim_id: string | null;
  matched: boolean;
  unmatched_reason: string | null;
}
export interface BankStatement {
  id: string;
  statement_id: string;
  message_id: string;
  account: string | null;
  imported_at: string;
  credits: number;
  matched: number;
  unmatched: number;
}
export interface ImportResult {
  statement_id: string;
  already_imported: boolean;
  credits: BankCredit[];
}
export interface InvoiceEntry {
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  claim_id: string;
  issue_date: string;
  customer_name: string;
  currency: string;
  fee_minor: number;
  vat_basis_points: number;
  vat_minor: number;
  fee_aed_minor: number;
  vat_aed_minor: number;
  credits_invoice_id: string | null;
  credited_by: string | null;
  reason: string | null;
}

const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export const fetchStatements = async () => (await getApi().request<{ data: BankStatement[] }>('/backoffice/bank-statements')).data;
export const fetchStatement = async (id: string) =>
  (await getApi().request<{ data: BankStatement & { items: BankCredit[] } }>(`/backoffice/bank-statements/${encodeURIComponent(id)}`)).data;
export const fetchUnmatched = async () => (await getApi().request<{ data: BankCredit[] }>('/backoffice/bank-statements/unmatched')).data;

/** Sends the statement file as it is (the server reads and checks the XML). */
export async function importStatement(file: Blob): Promise<ImportResult> {
  const body = await file.arrayBuffer();
  return (
    await getApi().request<{ data: ImportResult }>('/backoffice/bank-statements', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/xml' },
    })
  ).data;
}

export async function matchCredit(creditId: string, claim: string): Promise<BankCredit> {
  const path = `/backoffice/bank-credits/${encodeURIComponent(creditId)}/match`;
  return (await getApi().request<{ data: BankCredit }>(path, { method: 'POST', json: { claim: claim.trim() }, headers: once() })).data;
}

export const fetchInvoices = async (month: string) =>
  (await getApi().request<{ data: InvoiceEntry[] }>(`/backoffice/invoices?month=${encodeURIComponent(month)}`)).data;

export async function issueCreditNote(invoiceId: string, reason: string) {
  const path = `/backoffice/invoices/${encodeURIComponent(invoiceId)}/credit-note`;
  return (await getApi().request<{ data: { id: string; number: string } }>(path, { method: 'POST', json: { reason: reason.trim() }, headers: once() })).data;
}

/** A file behind the bearer token, saved by the browser under `name`; throws the status when refused. */
async function download(path: string, name: string): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new DownloadError(response.status);
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export class DownloadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`download refused (${status})`);
    this.status = status;
  }
}

export const downloadInvoice = (entry: Pick<InvoiceEntry, 'id' | 'number'>) =>
  download(`/backoffice/invoices/${encodeURIComponent(entry.id)}/document.pdf`, `${entry.number}.pdf`);
export const downloadMonthlyReport = (month: string) =>
  download(`/backoffice/reports/monthly.csv?month=${encodeURIComponent(month)}`, `flightclaim-${month}.csv`);
