// The case's stage inside the passenger's `processing` status: the spec's six statuses stay what
// the passenger sees; the desk works through these. Moves are the product's decision.

export const CASE_STAGES = ['preparing', 'sent', 'reminded', 'answered', 'escalated', 'in-court', 'settled'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

const MOVES: Readonly<Record<CaseStage, readonly CaseStage[]>> = {
  preparing: ['sent'],
  sent: ['reminded', 'answered', 'escalated', 'settled'],
  reminded: ['reminded', 'answered', 'escalated', 'settled'],
  // A rebuttal goes out as a letter again ('sent'); a new answer may follow another.
  answered: ['answered', 'sent', 'escalated', 'in-court', 'settled'],
  escalated: ['answered', 'in-court', 'settled'],
  'in-court': ['answered', 'settled'],
  settled: [],
};

export function canMoveStage(from: CaseStage, to: CaseStage): boolean {
  return MOVES[from].includes(to);
}

export function isCaseStage(value: unknown): value is CaseStage {
  return typeof value === 'string' && (CASE_STAGES as readonly string[]).includes(value);
}
