// Whether the agent may take a claim to a body or to court now: the body must be the competent one
// for the facts, and the airline must have had its waiting period (EU complaint form, instruction
// 2: no reply within six weeks, or a reply that does not satisfy; UK ADR: eight weeks or a final
// answer). A refusal ends the wait at once; before then the agent must confirm an early filing.
import { REPLY_PERIODS, addDays, type DeskRegime } from '../desk/periods.ts';
import { BODY_ANSWER_PERIODS } from './body-table.ts';
import { enforcementBodyFor, type BodyKind, type EnforcementBody, type EscalationFacts } from './bodies.ts';
import { competentCourts, type CompetentCourts, type CourtFacts } from './courts.ts';
import { sayEscalation } from './messages.ts';
import type { SaidMessage } from '../text/message.ts';

export const ESCALATION_TARGETS = ['neb', 'adr', 'shgm', 'gcaa', 'dot', 'court'] as const;
export type EscalationTarget = (typeof ESCALATION_TARGETS)[number];

export function isEscalationTarget(value: unknown): value is EscalationTarget {
  return typeof value === 'string' && (ESCALATION_TARGETS as readonly string[]).includes(value);
}

/** How long the body usually takes to answer, in days, with the source (body-table.ts). */
export function usualAnswerDays(target: EscalationTarget): { days: number; source: string } {
  return BODY_ANSWER_PERIODS[target];
}

export type Competence =
  { ok: true; target: 'court'; courts: CompetentCourts } | { ok: true; target: BodyKind; body: EnforcementBody } | { ok: false; detail: string };

/** The body (or the courts) the facts make competent, or why `target` is not. */
export function competenceFor(target: EscalationTarget, facts: EscalationFacts & CourtFacts): Competence {
  if (target === 'court') {
    const courts = competentCourts(facts);
    return courts.courts.length > 0
      ? { ok: true, target, courts }
      : { ok: false, detail: 'No court is known for this journey: the airports are not in our directory.' };
  }
  const body = enforcementBodyFor(facts);
  if (!body) return { ok: false, detail: 'No enforcement body we know takes this claim; consider court instead.' };
  if (body.kind !== target) return { ok: false, detail: `The competent body for this claim is ${body.name} (to: ${body.kind}). ${body.why.message}` };
  return { ok: true, target: body.kind, body };
}

export interface WaitInput {
  /** The days the airline has before the body (or a court) takes the case. */
  waitingDays: number;
  /** When the letter went to the airline; absent when it never went. */
  sentOn?: string;
  /** The airline's latest answer, its kind and day. */
  lastAnswer?: { kind: string; on: string };
}

/** The days the airline has before court: the regime's reply period (domain/desk/periods.ts). */
export function courtWaitingDays(regime: DeskRegime): number {
  return REPLY_PERIODS[regime].days;
}

/** Whether the waiting period is over, the day it ends and why (messages.ts). */
export interface WaitingPeriod {
  over: boolean;
  endsOn?: string;
  why: SaidMessage;
}

/** Whether the waiting period is over on `today` (YYYY-MM-DD), and the day it ends. */
export function waitingPeriod(input: WaitInput, today: string): WaitingPeriod {
  if (input.lastAnswer?.kind === 'rejected') return { over: true, why: sayEscalation('escalation.wait.refused', { on: { date: input.lastAnswer.on } }) };
  if (!input.sentOn) return { over: false, why: sayEscalation('escalation.wait.not-sent') };
  const endsOn = addDays(input.sentOn, input.waitingDays);
  const from = { date: input.sentOn };
  return endsOn <= today
    ? { over: true, endsOn, why: sayEscalation('escalation.wait.over', { days: input.waitingDays, from }) }
    : { over: false, endsOn, why: sayEscalation('escalation.wait.running', { until: { date: endsOn }, days: input.waitingDays, from }) };
}
