// The team lead's figures of the airline desk (GET /api/backoffice/desk/insights, issue #34).
import type { AnswerKind, CaseStage, DueKind } from '../../domain/desk/index.ts';
import { getApi } from '../../offline/index.ts';

export type AgeBucket = 'under-15' | '15-42' | 'over-42';
export type AnswerDays = '0-7' | '8-14' | '15-28' | '29-42' | 'over-42';

export interface DeskInsights {
  as_of: string;
  stages: { stage: CaseStage; count: number; ages: Record<AgeBucket, number> }[];
  airlines: {
    airline: string;
    name: string;
    cases: number;
    sent: number;
    answered: number;
    accepted: number;
    overdue: number;
    median_days_to_answer: number | null;
    median_days_to_pay: number | null;
  }[];
  answers: { kind: AnswerKind; count: number }[];
  first_answer_days: { bucket: AnswerDays; count: number }[];
  overdue_total: number;
  overdue: { claim_id: string; reference: string; airline: string | null; what: DueKind; due_on: string; days_late: number }[];
}

export async function fetchDeskInsights(): Promise<DeskInsights> {
  return (await getApi().request<{ data: DeskInsights }>('/backoffice/desk/insights')).data;
}
