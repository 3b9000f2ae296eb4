// The airline desk's back-office actions (issue #34), beside the others in actions.ts: sending the
// claim to the airline (`send-to-airline`, and `process` as its lenient alias) and recording a
// hand-filed letter, the airline's answers, escalating to a body or a court (desk/escalate.ts) and the body's answer (desk/body-answer.ts). Each runs in the action's transaction on the locked row, after the version check.
import type { TransitionContext } from '../claims/transition.ts';
import type { DbOrTx } from '../db/database.ts';
import { recordAirlineAnswer } from '../desk/answers.ts';
import { recordBodyAnswer } from '../desk/body-answer.ts';
import { escalate } from '../desk/escalate.ts';
import { recordFiled } from '../desk/filing.ts';
import { sendToAirline, type DeskDeps } from '../desk/send.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';

export const DESK_ACTIONS = ['send-to-airline', 'record-filed', 'record-airline-answer', 'escalate', 'record-body-answer'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

export interface DeskActionInput {
  action: DeskAction | 'process';
  /** record-filed: the airline's case number (record-airline-answer: its reference, when it gave one). */
  airline_reference?: string | undefined;
  /** record-airline-answer: one answer of the catalogue (domain/desk/answers.ts) and the day it arrived. */
  answer?: unknown;
  received_on?: string | undefined;
  /** escalate: where the claim goes, and the agent's confirmation of a filing before the waiting period ends. */
  to?: string | undefined;
  confirm_early?: boolean | undefined;
  /** record-body-answer: the body's case number, when it gave one (the answer and received_on as above). */
  body_reference?: string | undefined;
}

export function isDeskAction(action: string): action is DeskAction | 'process' {
  return action === 'process' || (DESK_ACTIONS as readonly string[]).includes(action);
}

export async function applyDeskAction(
  tx: DbOrTx,
  row: ClaimRow,
  input: DeskActionInput,
  actorId: string,
  context: TransitionContext,
  deps: DeskDeps | undefined,
): Promise<ClaimRow> {
  if (!deps) throw new HttpProblem(500, 'internal-error', 'The airline desk is not set up');
  switch (input.action) {
    case 'process':
      return sendToAirline(tx, deps, row, { name: 'process', lenient: true }, actorId, context);
    case 'send-to-airline':
      return sendToAirline(tx, deps, row, { name: 'send-to-airline', lenient: false }, actorId, context);
    case 'record-filed':
      return recordFiled(tx, row, input.airline_reference, actorId, deps.config.desk.payWithinDays);
    case 'record-airline-answer':
      return recordAirlineAnswer(tx, deps, row, input, actorId);
    case 'escalate':
      return escalate(tx, deps, row, input, actorId);
    case 'record-body-answer':
      return recordBodyAnswer(tx, deps, row, input, actorId);
  }
}
