// The payout runs API (/api/backoffice/payout-runs…) for the back office's payout screen.
import { getAccessToken, getApi } from '../../offline/index.ts';
import type { MessageValues } from '../../domain/text/message.ts';
import { DownloadError } from './money-api.ts';

export interface Amount {
  amount: number;
  currency: string;
}
export interface RunItem {
  end_to_end_id: string;
  claim_id: string | null;
  reference: string;
  route: 'sepa' | 'bank-csv';
  source: Amount;
  payout: Amount;
  rate: { from: string; to: string; rate: string; date: string } | null;
  account: string;
  status: 'pending' | 'paid' | 'rejected';
  value_date: string | null;
  bank_reference: string | null;
}
export interface PayoutRun {
  id: string;
  status: 'created' | 'approved' | 'confirmed';
  execution_date: string;
  created_by: string;
  approved_by: string | null;
  totals: (Amount & { count: number })[];
  files: { sepa: boolean; csv: boolean };
  items: RunItem[];
}
export interface Candidate {
  claim_id: string;
  ready: boolean;
  line: { route: string; source: Amount; payout: Amount } | null;
  /** Why it is not ready: the domain's ids (domain/payout/messages.ts) with their values, and the English. */
  reasons: { messageId: string; message: string; values?: MessageValues }[];
}

const BASE = '/backoffice/payout-runs';
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export const fetchRuns = async () => (await getApi().request<{ data: PayoutRun[] }>(BASE)).data;
export const fetchCandidates = async () => (await getApi().request<{ data: Candidate[] }>(`${BASE}/candidates`)).data;

export async function createRun(body: { claim_ids: string[]; execution_date: string; rates: { from: string; to: string; rate: string; date: string }[] }) {
  return (await getApi().request<{ data: PayoutRun }>(BASE, { method: 'POST', json: body, headers: once() })).data;
}
export async function approveRun(id: string) {
  return (await getApi().request<{ data: PayoutRun }>(`${BASE}/${encodeURIComponent(id)}/approve`, { method: 'POST' })).data;
}
/** How many payouts a confirmation marked paid, rejected (the bank refused them) or left pending. */
export interface Confirmed {
  paid: number;
  rejected: number;
  pending: number;
}
/** Confirm an approved run: the date and reference an agent enters, or the bank's pain.002 as XML. */
export async function confirmRun(id: string, body: { value_date: string; reference: string } | { pain002: string }) {
  const path = `${BASE}/${encodeURIComponent(id)}/confirm`;
  return (await getApi().request<{ data: PayoutRun & { confirmed: Confirmed } }>(path, { method: 'POST', json: body, headers: once() })).data;
}

/** A run's file (pain.001 or bank.csv), saved by the browser: the download needs the bearer token. */
export async function downloadRunFile(id: string, file: 'pain.001' | 'bank.csv'): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(`/api${BASE}/${encodeURIComponent(id)}/${file}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  // Said in the agent's language by money-messages.ts.
  if (!response.ok) throw new DownloadError(response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `payout-${id}.${file === 'pain.001' ? 'xml' : 'csv'}` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
