// The next step of a case, as a message id with its values (the passenger's language is the app's
// or the server's business) and the day it is due by.
import { minorToMajor } from '../money/minor-units.ts';
import type { MessageRef, MessageValues } from '../text/message.ts';
import { followUpOf, type AirlineAnswer } from './answers.ts';
import { caseDueDates, letterDates, type CaseClockInput } from './clock.ts';
import type { DESK_MESSAGES } from './messages.ts';
import { addDays, BODY_PERIODS, DEFAULT_DESK_POLICY, REPLY_PERIODS, type EscalationBody } from './periods.ts';

export interface NextStepInput extends CaseClockInput {
  airlineName: string;
  /** Where the incident took place (ISO 3166-1 alpha-2): the enforcement body's State. */
  incidentCountry?: string;
  /** The airline's ADR scheme's name (UK261), from the directory. */
  adrName?: string;
  /** The body the agent took the claim to (escalate) and how long it usually takes, when known. */
  escalation?: { body: MessageRef; days: number };
}

export interface NextStep {
  messageId: keyof typeof DESK_MESSAGES;
  values: MessageValues;
  /** YYYY-MM-DD, or undefined when no date can be promised (in court, closed). */
  by?: string;
}

/** What happens next in this case and by when. */
export function nextStep(input: NextStepInput): NextStep {
  const airline = input.airlineName;
  const policy = { ...DEFAULT_DESK_POLICY, ...input.policy };
  const body = bodyRef(REPLY_PERIODS[input.regime].escalateTo, input);
  switch (input.stage) {
    case 'preparing': {
      const by = caseDueDates(input).find((d) => d.what === 'send-letter')?.on;
      return step('desk.next.preparing', { airline, by: day(by) }, by);
    }
    case 'sent':
    case 'reminded': {
      if (!input.sentOn) return step('desk.next.preparing', { airline, by: day(input.submittedOn) }, input.submittedOn);
      const d = letterDates(input.regime, input.sentOn, policy);
      return step('desk.next.sent', { airline, by: day(d.answerBy), body, escalateOn: day(d.escalateOn) }, d.answerBy);
    }
    case 'answered':
      return input.lastAnswer
        ? afterAnswer(input.lastAnswer, input, body)
        : step('desk.next.check', { airline, by: day(input.submittedOn) }, input.submittedOn);
    case 'escalated': {
      if (input.bodyAnswer) return afterBodyAnswer(input);
      const days = input.escalation?.days ?? BODY_PERIODS[REPLY_PERIODS[input.regime].escalateTo].days;
      const by = addDays(input.escalatedOn ?? input.sentOn ?? input.submittedOn, days);
      return step('desk.next.escalated', { body: input.escalation?.body ?? body, by: day(by) }, by);
    }
    case 'in-court':
      return step('desk.next.in-court', {});
    case 'settled':
      return step('desk.next.settled', { airline });
  }
}

/** After the body answered: what its answer means for the passenger, and the next date. */
function afterBodyAnswer(input: NextStepInput): NextStep {
  const by = caseDueDates(input)[0]?.on;
  const body = input.escalation?.body ?? bodyRef(REPLY_PERIODS[input.regime].escalateTo, input);
  const id = `desk.next.body-${input.bodyAnswer!.answer.kind}` as const;
  return step(id, { body, airline: input.airlineName, by: day(by) }, by);
}

function afterAnswer(last: { answer: AirlineAnswer; on: string }, input: NextStepInput, body: MessageRef): NextStep {
  const airline = input.airlineName;
  const due = caseDueDates(input)[0]?.on ?? last.on;
  const { answer } = last;
  switch (followUpOf(answer)) {
    case 'await-payment': {
      const promisedOn = answer.kind === 'accepted' ? answer.promisedOn : due;
      const amount = answer.kind === 'accepted' ? money(answer.amountMinor, answer.currency) : '';
      return step('desk.next.promised-payment', { airline, amount, by: day(promisedOn), body, escalateOn: day(addDays(promisedOn, 1)) }, promisedOn);
    }
    case 'ask-passenger': {
      const amount = 'amountMinor' in answer && answer.amountMinor !== undefined ? money(answer.amountMinor, answer.currency!) : '';
      return step(answer.kind === 'voucher' ? 'desk.next.voucher' : 'desk.next.offer', { airline, amount, by: day(due) }, due);
    }
    case 'rebut':
      return step('desk.next.rebut', { airline, by: day(due) }, due);
    case 'send-documents':
      return step('desk.next.send-documents', { airline, by: day(due) }, due);
    case 'escalate':
      return step('desk.next.escalate', { body, by: day(due) }, due);
    case 'check-carrier':
    case 'check-payment':
    case 'close':
      return step('desk.next.check', { airline, by: day(due) }, due);
  }
}

function bodyRef(to: EscalationBody, input: NextStepInput): MessageRef {
  switch (to) {
    case 'national-enforcement-body':
      return input.incidentCountry
        ? { messageId: 'desk.body.neb', values: { country: { country: input.incidentCountry } } }
        : { messageId: 'desk.body.neb-unknown' };
    case 'adr':
      return input.adrName ? { messageId: 'desk.body.adr', values: { name: input.adrName } } : { messageId: 'desk.body.court' };
    case 'shgm':
      return { messageId: 'desk.body.shgm' };
    case 'dot':
      return { messageId: 'desk.body.dot' };
    case 'court':
      return { messageId: 'desk.body.court' };
  }
}

function step(messageId: NextStep['messageId'], values: MessageValues, by?: string): NextStep {
  return by ? { messageId, values, by } : { messageId, values };
}

const day = (on: string | undefined) => ({ date: on ?? '' });
const money = (minor: number, currency: string) => ({ amount: minorToMajor(minor, currency), currency });
