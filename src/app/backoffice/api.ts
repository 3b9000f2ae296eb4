// The back office's calls to /api/backoffice/…, through the app's API client (bearer token,
// refresh, problem+json as ApiError). Only the back-office chunks import this.
import type { ClaimStatus, ClaimWire, ExpenseListWire } from '../../domain/claim/index.ts';
import type { DueKind } from '../../domain/desk/index.ts';
import type { MessageValues } from '../../domain/text/message.ts';
import { getAccessToken, getApi } from '../../offline/index.ts';
import type { Statement } from '../screens/claim-team/progress-api.ts';
import type { AgentPayoutAccount } from './claim-payout.tsx';
import type { AirlineMessage } from './airline-api.ts';
import { DownloadError } from './money-api.ts';

export interface QueueItem {
  id: string;
  status: ClaimStatus;
  regime: string | null;
  flight_number: string | null;
  flight_date: string | null;
  airline: string | null;
  passenger_name: string;
  passenger_email: string;
  booking_reference: string | null;
  assigned_to: string | null;
  open_request: boolean;
  /** The passenger's language (null: never given, so English) and whether they confirmed their address. */
  passenger_locale: string | null;
  email_verified: boolean | null;
  /** Adult co-passengers who have not signed the mandate. */
  unsigned_cosigners: number;
  compensation: { amount: number; currency: string } | null;
  created_at: string;
  /** The airline case's next date (issue #34), overdue once passed; null before the desk has a case. */
  next_due?: { what: DueKind; at: string; overdue: boolean } | null;
}

export interface QueuePage {
  data: QueueItem[];
  page: { number: number; size: number; total: number; total_capped: boolean };
  counts: Record<ClaimStatus, number>;
}

export interface ClaimEvent {
  id: number;
  actor_id: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  at: string;
}

export interface Reason {
  code: string;
  message: string;
  /** The engine's message id and values: the agent reads the reason in their own language. */
  messageId?: string;
  values?: MessageValues;
  source?: string;
}

export interface BackofficeClaim {
  claim: ClaimWire;
  user_id: string;
  version: number;
  assigned_to: string | null;
  open_request_at: string | null;
  assessment: { outcome?: string; regime?: string; reasons?: Reason[] } | null;
  limitation_deadline: string | null;
  events: ClaimEvent[];
  payout: Statement | null;
  payout_account: AgentPayoutAccount | null;
  passenger_account: { locale: string; locale_chosen: boolean; email_verified: boolean | null };
  /** Ready-made questions: the id (named in the agent's language by readyQuestionLabel), and the text the passenger reads in their language. */
  ready_questions: { id: string; text: string }[];
  cosigners: Cosigner[];
  /** What the airline said (issue #34), oldest first. */
  airline_messages: AirlineMessage[];
}

export interface Cosigner {
  position: number;
  first_name: string;
  last_name: string;
  signed_at: string | null;
  requested_at: string | null;
  link_expires_at: string | null;
  reminders_sent: number;
  next_reminder_at: string | null;
}

export interface Agent {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  active: boolean;
}

export type QueueFilters = Record<string, string>;

export function fetchQueue(filters: QueueFilters): Promise<QueuePage> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  return getApi().request<QueuePage>(`/backoffice/claims?${query}`);
}

export async function fetchClaim(id: string): Promise<BackofficeClaim> {
  return (await getApi().request<{ data: BackofficeClaim }>(`/backoffice/claims/${encodeURIComponent(id)}`)).data;
}

export async function fetchAgents(): Promise<Agent[]> {
  return (await getApi().request<{ data: Agent[] }>('/backoffice/agents')).data;
}

export async function inviteAgent(body: { email: string; first_name: string; last_name: string; role: 'claims-agent' | 'admin' | 'payer' }): Promise<Agent> {
  return (await getApi().request<{ data: Agent }>('/backoffice/agents', { method: 'POST', json: body, headers: { 'Idempotency-Key': crypto.randomUUID() } }))
    .data;
}

export async function deactivateAgent(id: string): Promise<Agent> {
  return (await getApi().request<{ data: Agent }>(`/backoffice/agents/${encodeURIComponent(id)}/deactivate`, { method: 'POST' })).data;
}

export interface ActionRequest {
  action: 'assign' | 'unassign' | 'request-info' | 'note' | 'process' | 'approve' | 'reject' | 'resend-verification';
  version: number;
  text?: string;
  /** request-info: a ready-made question's id, sent in the passenger's language. */
  question?: string;
  amount?: number;
  currency?: string;
  assignee?: string;
}

export async function act(id: string, body: ActionRequest): Promise<BackofficeClaim> {
  const path = `/backoffice/claims/${encodeURIComponent(id)}/actions`;
  return (await getApi().request<{ data: BackofficeClaim }>(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': crypto.randomUUID() } })).data;
}

/** The claim's care-expense receipts with a total per currency (issue #21). */
export function fetchExpenses(claimId: string): Promise<ExpenseListWire> {
  return getApi().request<ExpenseListWire>(`/backoffice/claims/${encodeURIComponent(claimId)}/expenses`);
}

/** A document's bytes as a blob (the download needs the bearer token, so no plain link). */
export async function documentBlob(claimId: string, path: string): Promise<Blob> {
  const token = await getAccessToken();
  const response = await fetch(`/api/backoffice/claims/${encodeURIComponent(claimId)}/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new DownloadError(response.status);
  return response.blob();
}
