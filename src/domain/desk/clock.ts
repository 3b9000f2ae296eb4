// The case's clock: every date the desk works to, computed from the stage, the regime and our
// policy. The durable queue fires these; the passenger and the back office read them.
import { followUpOf, type AirlineAnswer } from './answers.ts';
import { addDays, BODY_PERIODS, DEFAULT_DESK_POLICY, laterDay, REPLY_PERIODS, type DeskPolicy, type DeskRegime } from './periods.ts';
import type { CaseStage } from './stages.ts';
import { BODY_ANSWER_PERIODS, PAY_AFTER_UPHELD } from '../escalation/body-table.ts';
import { bodyFollowUp, type BodyAnswer } from '../escalation/body-answers.ts';
import type { EscalationTarget } from '../escalation/readiness.ts';

/** What falls due. */
export type DueKind =
  | 'send-letter'
  | 'reminder'
  | 'airline-answer'
  | 'escalation'
  | 'promised-payment'
  | 'passenger-decision'
  | 'answer-airline'
  | 'body-decision'
  | 'court-before-limitation';

export interface DueDate {
  what: DueKind;
  /** YYYY-MM-DD */
  on: string;
  /** The law or the policy setting the date. */
  source: string;
}

/** The facts of a case the clock needs (days are YYYY-MM-DD). */
export interface CaseClockInput {
  stage: CaseStage;
  regime: DeskRegime;
  /** When the claim reached the desk (submitted, owner verified). */
  submittedOn: string;
  /** When the last letter went to the airline (demand, rebuttal). */
  sentOn?: string;
  /** The latest answer and its day. */
  lastAnswer?: { answer: AirlineAnswer; on: string };
  escalatedOn?: string;
  /** Where the agent took the claim (escalate): the body's own period runs from escalatedOn. */
  escalatedTo?: EscalationTarget;
  /** The body's latest answer and its day (record-body-answer). */
  bodyAnswer?: { answer: BodyAnswer; on: string };
  /** The limitation deadline we already compute (deadlines/), if known. */
  limitationLastDay?: string;
  policy?: Partial<DeskPolicy>;
}

const POLICY = 'Our policy';

/** Every date still ahead for this case, earliest first. */
export function caseDueDates(input: CaseClockInput): DueDate[] {
  const policy = { ...DEFAULT_DESK_POLICY, ...input.policy };
  const dates = [...stageDates(input, policy), ...limitationDates(input, policy)];
  return dates.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
}

/** The first date due, or undefined when nothing is (a settled case). */
export function nextDue(input: CaseClockInput): DueDate | undefined {
  return caseDueDates(input)[0];
}

/** The days a sent letter runs to: pay-by, reminder, the airline's answer, escalation. */
export function letterDates(regime: DeskRegime, sentOn: string, policy: DeskPolicy = DEFAULT_DESK_POLICY) {
  const reply = REPLY_PERIODS[regime];
  const payBy = addDays(sentOn, policy.payWithinDays);
  const answerBy = laterDay(payBy, addDays(sentOn, reply.days));
  return {
    payBy,
    reminderOn: addDays(payBy, policy.remindAfterPayByDays),
    answerBy,
    escalateOn: addDays(answerBy, 1),
    escalateTo: reply.escalateTo,
    source: reply.source,
  };
}

function stageDates(input: CaseClockInput, policy: DeskPolicy): DueDate[] {
  switch (input.stage) {
    case 'preparing':
      return [{ what: 'send-letter', on: addDays(input.submittedOn, policy.sendWithinDays), source: `${POLICY}: sendWithinDays` }];
    case 'sent':
    case 'reminded':
      return sentDates(input, policy);
    case 'answered':
      return input.lastAnswer ? answerDates(input.lastAnswer, input.regime, policy) : [];
    case 'escalated':
      return escalatedDates(input);
    case 'in-court':
    case 'settled':
      return [];
  }
}

/** The body's own period until it answers; after its answer, the step its answer calls for. */
function escalatedDates(input: CaseClockInput): DueDate[] {
  if (input.bodyAnswer) return bodyAnswerDates(input.bodyAnswer);
  const period = input.escalatedTo ? BODY_ANSWER_PERIODS[input.escalatedTo] : BODY_PERIODS[REPLY_PERIODS[input.regime].escalateTo];
  const from = input.escalatedOn ?? input.sentOn ?? input.submittedOn;
  return [{ what: 'body-decision', on: addDays(from, period.days), source: period.source }];
}

function bodyAnswerDates({ answer, on }: { answer: BodyAnswer; on: string }): DueDate[] {
  switch (bodyFollowUp(answer)) {
    case 'await-payment':
      return [{ what: 'promised-payment', on: addDays(on, PAY_AFTER_UPHELD.days), source: PAY_AFTER_UPHELD.source }];
    case 'check-payment':
      return [{ what: 'promised-payment', on: addDays(on, DEFAULT_DESK_POLICY.answerRejectionDays), source: `${POLICY}: answerRejectionDays` }];
    case 'court':
    case 'other-body':
      return [{ what: 'escalation', on: addDays(on, 1), source: `${POLICY}: the next step the day after the body's answer` }];
  }
}

function sentDates(input: CaseClockInput, policy: DeskPolicy): DueDate[] {
  if (!input.sentOn) return [];
  const d = letterDates(input.regime, input.sentOn, policy);
  const reminder: DueDate[] =
    input.stage === 'sent' && d.reminderOn < d.escalateOn
      ? [{ what: 'reminder', on: d.reminderOn, source: `${POLICY}: payWithinDays + remindAfterPayByDays` }]
      : [];
  return [...reminder, { what: 'airline-answer', on: d.answerBy, source: d.source }, { what: 'escalation', on: d.escalateOn, source: d.source }];
}

function answerDates(last: { answer: AirlineAnswer; on: string }, regime: DeskRegime, policy: DeskPolicy): DueDate[] {
  const { answer, on } = last;
  switch (followUpOf(answer)) {
    case 'await-payment': {
      const promisedOn = answer.kind === 'accepted' ? answer.promisedOn : addDays(on, policy.payWithinDays);
      return [
        { what: 'promised-payment', on: promisedOn, source: "The airline's own promise" },
        { what: 'escalation', on: addDays(promisedOn, 1), source: REPLY_PERIODS[regime].source },
      ];
    }
    case 'ask-passenger':
      return [{ what: 'passenger-decision', on: addDays(on, policy.offerDecisionDays), source: `${POLICY}: offerDecisionDays` }];
    case 'escalate':
      return [{ what: 'escalation', on: addDays(on, 1), source: REPLY_PERIODS[regime].source }];
    case 'rebut':
    case 'send-documents':
    case 'check-carrier':
    case 'check-payment':
      return [{ what: 'answer-airline', on: addDays(on, policy.answerRejectionDays), source: `${POLICY}: answerRejectionDays` }];
    case 'close':
      return [];
  }
}

function limitationDates(input: CaseClockInput, policy: DeskPolicy): DueDate[] {
  if (!input.limitationLastDay || input.stage === 'in-court' || input.stage === 'settled') return [];
  return [
    {
      what: 'court-before-limitation',
      on: addDays(input.limitationLastDay, -policy.courtBeforeLimitationDays),
      source: `Limitation deadline ${input.limitationLastDay} (deadlines/limitation-periods.ts) less ${POLICY}: courtBeforeLimitationDays`,
    },
  ];
}

/** Overdue: its day has passed (today is YYYY-MM-DD, from the caller's clock). */
export function isOverdue(due: DueDate, today: string): boolean {
  return due.on < today;
}
