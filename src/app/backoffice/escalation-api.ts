// The back office's calls for the road after the airline (issue #35): the case's escalation view
// (server/desk/escalation-view.ts), the actions escalate, record-body-answer, assign-partner and
// court-step, the partner firms, and the case bundle. Each "why" is a message id with its values
// (domain/escalation/messages.ts), written in the agent's language by escalationWhy.
import type { MessageRef } from '../../domain/text/message.ts';
import { getApi } from '../../offline/index.ts';
import { act, type ActionRequest, type BackofficeClaim } from './api.ts';

export interface Readiness {
  over: boolean;
  endsOn?: string;
  why: MessageRef;
}

export interface BodyView {
  kind: 'neb' | 'adr' | 'shgm' | 'gcaa' | 'dot';
  name: string;
  country: string;
  why: MessageRef;
  source: string;
  complaints: string;
  waiting_days: number;
  answer_days: number;
  answer_source: string;
  languages: string[];
  language_source: string;
  readiness: Readiness;
}

export interface CourtView {
  basis: 'departure' | 'arrival' | 'carrier-seat';
  country: string;
  place?: string;
  airport?: string;
  smallClaims: boolean;
  source: string;
  why: MessageRef;
  languages: string[];
}

export interface BodyAnswerView {
  id: string;
  body: string;
  answer: { kind: string; note?: string; amountMinor?: number; currency?: string };
  body_reference: string | null;
  received_on: string;
  follow_up: string;
}

export interface CourtStepView {
  id: string;
  step: string;
  date: string;
  court: string | null;
  case_number: string | null;
  amount_minor: number | null;
  currency: string | null;
}

export interface EscalationView {
  escalated_to: string | null;
  escalated_at: string | null;
  body: BodyView | null;
  courts: { courts: CourtView[]; smallClaims: { open: boolean; why: MessageRef; source: string }; readiness: Readiness; answer_days: number };
  body_answers: BodyAnswerView[];
  court_steps: CourtStepView[];
}

export interface CaseLetter {
  id: string;
  kind: string;
  language: string;
  created_at: string;
}

export interface CaseWithEscalation {
  stage: string;
  letters: CaseLetter[];
  next_due: { what: string; at: string; overdue: boolean } | null;
  escalation: EscalationView;
}

/** The claim's case as the escalation panel reads it (null before the claim went to the airline). */
export function caseOf(detail: BackofficeClaim): CaseWithEscalation | null {
  return ((detail as unknown as { case?: CaseWithEscalation | null }).case ?? null) as CaseWithEscalation | null;
}

export function partnerFirmOf(detail: BackofficeClaim): string | null {
  return (detail as unknown as { partner_firm_id?: string | null }).partner_firm_id ?? null;
}

export type EscalationRequest =
  | { action: 'escalate'; to: string; confirm_early?: boolean }
  | { action: 'record-body-answer'; answer: Record<string, unknown>; received_on?: string; body_reference?: string }
  | { action: 'assign-partner'; firm_id: string }
  | { action: 'court-step'; step: string; date: string; court?: string; case_number?: string; amount_minor?: number; currency?: string };

export function actOnEscalation(claimId: string, version: number, request: EscalationRequest): Promise<BackofficeClaim> {
  return act(claimId, { ...request, version } as unknown as ActionRequest);
}

export interface Firm {
  id: string;
  name: string;
  country: string | null;
}

export async function fetchFirms(): Promise<Firm[]> {
  return (await getApi().request<{ data: Firm[] }>('/backoffice/firms')).data;
}

export async function createFirm(body: { name: string; country?: string }): Promise<Firm> {
  return (await getApi().request<{ data: Firm }>('/backoffice/firms', { method: 'POST', json: body, headers: { 'Idempotency-Key': crypto.randomUUID() } }))
    .data;
}

export async function invitePartner(body: { email: string; first_name: string; last_name: string; firm_id: string }): Promise<void> {
  await getApi().request('/backoffice/agents', {
    method: 'POST',
    json: { ...body, role: 'partner' },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

/** The roles the signed-in staff member's token carries (the server decides; this only chooses what to offer). */
export async function tokenRoles(): Promise<string[]> {
  const { decodeJwt, getAccessToken } = await import('../../offline/index.ts');
  const token = await getAccessToken();
  const claims = token ? decodeJwt(token) : null;
  return [...((claims?.roles as string[] | undefined) ?? []), ...((claims?.realm_access as { roles?: string[] } | undefined)?.roles ?? [])];
}
