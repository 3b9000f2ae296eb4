// `record-body-answer`: what the body the claim went to (NEB, ADR, SHGM, GCAA/DCAA, DOT) answered,
// one entry of the catalogue (domain/escalation/body-answers.ts), kept like the airline's answers.
// The case's clock then runs on the follow-up the answer calls for; the passenger reads the answer
// in their language (the audit event keeps the sentence's id and values).
import { randomUUID } from 'node:crypto';
import { bodyFollowUp, parseBodyAnswer, type BodyAnswer } from '../../domain/escalation/index.ts';
import type { MessageRef } from '../../domain/text/message.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimBodyAnswers } from '../db/schema/body-answers.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { loadCase, saveCase, today } from './case-store.ts';
import { lastEscalation } from './passenger-view.ts';
import type { DeskDeps } from './send.ts';
import { bumpVersion } from './version.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface BodyAnswerInput {
  answer?: unknown;
  received_on?: string | undefined;
  body_reference?: string | undefined;
}

function invalid(field: string, message: string): HttpProblem {
  return new HttpProblem(422, 'validation-failed', "The body's answer is not valid", { detail: message, errors: [{ field, message }] });
}

/** The passenger's sentence: "On {date}, {body} found in your favour." */
function passengerMessage(answer: BodyAnswer, body: MessageRef | undefined, on: string): MessageRef {
  return {
    messageId: `desk.update.body-${answer.kind}`,
    values: { body: body ?? { messageId: 'desk.body.neb-unknown' }, date: { date: on } },
  };
}

export async function recordBodyAnswer(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, input: BodyAnswerInput, actorId: string): Promise<ClaimRow> {
  const c = await loadCase(tx, row.id);
  const to = c?.escalatedTo;
  if (!c || c.stage !== 'escalated' || !to || to === 'court') {
    throw new HttpProblem(409, 'case-stage-conflict', 'The airline case is not at a stage that allows this', {
      detail: `Record a body's answer once the claim went to a body (stage ${c?.stage ?? 'none'}); record court steps with court-step.`,
    });
  }
  const check = parseBodyAnswer(input.answer);
  if (!check.ok) throw invalid(`answer.${check.field}`, check.message);
  const escalatedOn = c.escalatedAt ? today(c.escalatedAt) : '';
  const receivedOn = input.received_on ?? today();
  if (!DAY.test(receivedOn) || receivedOn > today() || receivedOn < escalatedOn) {
    throw invalid('received_on', `Enter the day the answer arrived: not in the future, nor before the claim went to the body (${escalatedOn}).`);
  }
  const reference = input.body_reference?.trim() || null;
  await tx
    .insert(claimBodyAnswers)
    .values({ id: randomUUID(), claimId: row.id, body: to, answer: check.answer, bodyReference: reference, receivedOn, recordedBy: actorId });
  await saveCase(tx, row, { stage: 'escalated' }, deps.config.desk.payWithinDays);
  const { escalation } = await lastEscalation(tx, row.id);
  return bumpVersion(tx, row, actorId, 'record-body-answer', {
    body: to,
    answer: check.answer,
    received_on: receivedOn,
    follow_up: bodyFollowUp(check.answer),
    ...(reference ? { body_reference: reference } : {}),
    passenger: passengerMessage(check.answer, escalation?.body, receivedOn),
  });
}
