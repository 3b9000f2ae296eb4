// The back office's view of the airline case on a claim (issue #34, desk/case-view.ts) and the
// desk's actions on it: send-to-airline, record-filed, record-airline-answer. Each sends the
// version the screen shows, like every back-office action (409 version-conflict otherwise).
import type { AirlineAnswer, AnswerFollowUp, CaseStage, DueKind } from '../../domain/desk/index.ts';
import { getApi } from '../../offline/index.ts';
import type { BackofficeClaim } from './api.ts';

export interface CaseLetter {
  id: string;
  kind: string;
  language: string;
  sha256: string;
  size: number;
  channel: string;
  sent_to: string;
  created_at: string;
  sent_at: string | null;
}

export interface CaseAnswer {
  id: string;
  answer: AirlineAnswer;
  received_on: string;
  recorded_by: string;
  follow_up: AnswerFollowUp;
  passenger_decision: 'accepted' | 'refused' | null;
  decided_at: string | null;
  created_at: string;
}

export interface FilingPack {
  channel: 'web-form' | 'post';
  /** The form's link, or the postal address. */
  to: string;
  fields: { label: string; value: string }[];
  files: { letter_id: string; kind: string; language: string; sha256: string }[];
}

export interface AirlineCase {
  stage: CaseStage;
  airline: string | null;
  channel: 'email' | 'web-form' | 'post' | null;
  sent_to: string | null;
  sent_at: string | null;
  airline_reference: string | null;
  blocked: 'airline-unknown' | 'airline-channel-missing' | null;
  letters: CaseLetter[];
  airline_answers: CaseAnswer[];
  next_due: { what: DueKind; at: string; overdue: boolean } | null;
  filing_pack: FilingPack | null;
}

/** The claim view's `case` (null before the claim went to the desk). */
export function caseOf(detail: BackofficeClaim): AirlineCase | null {
  return (detail as BackofficeClaim & { case?: AirlineCase | null }).case ?? null;
}

export type DeskAction =
  | { action: 'send-to-airline' }
  | { action: 'record-filed'; airline_reference: string }
  | { action: 'record-airline-answer'; answer: AirlineAnswer; received_on?: string; airline_reference?: string };

export async function deskAct(claimId: string, version: number, body: DeskAction): Promise<BackofficeClaim> {
  const path = `/backoffice/claims/${encodeURIComponent(claimId)}/actions`;
  const request = { method: 'POST', json: { ...body, version }, headers: { 'Idempotency-Key': crypto.randomUUID() } };
  return (await getApi().request<{ data: BackofficeClaim }>(path, request)).data;
}
