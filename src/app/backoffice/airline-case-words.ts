// The airline case's words for the agent (issue #34), in the agent's language (catalogue area
// 'backoffice'): stages, what falls due, letters, the answers catalogue, follow-ups and the desk's
// problem codes. Keyed by the domain's values (src/domain/desk), so a new value fails the typecheck.
import type { DisruptionCause } from '../../domain/claim/wire.ts';
import type { AnswerFollowUp, AnswerKind, CaseStage, DueKind, RejectionReason } from '../../domain/desk/index.ts';
import { ApiError } from '../../offline/api-client.ts';
import { msg, t } from '../i18n/t.ts';
import { problemMessage } from './problem-message.ts';

export const STAGE_LABELS: Record<CaseStage, string> = {
  preparing: msg('Preparing the letter'),
  sent: msg('Sent to the airline'),
  reminded: msg('Reminder sent'),
  answered: msg('The airline answered'),
  escalated: msg('Escalated'),
  'in-court': msg('In court'),
  settled: msg('Settled'),
};

export const DUE_LABELS: Record<DueKind, string> = {
  'send-letter': msg('Send the letter to the airline'),
  reminder: msg('Remind the airline'),
  'airline-answer': msg('The airline must answer'),
  escalation: msg('Escalate the claim'),
  'promised-payment': msg('The payment the airline promised'),
  'passenger-decision': msg('The passenger decides on the offer'),
  'answer-airline': msg('Answer the airline'),
  'body-decision': msg('The enforcement body decides'),
  'court-before-limitation': msg('Go to court before the limitation deadline'),
};

export const CHANNEL_LABELS: Record<'email' | 'web-form' | 'post', string> = {
  email: msg('E-mail'),
  'web-form': msg('Web form'),
  post: msg('Post'),
};

const LETTER_LABELS: Record<string, string> = {
  demand: msg('Demand letter'),
  reminder: msg('Reminder letter'),
  rebuttal: msg('Rebuttal letter'),
  mandate: msg('Signed mandate'),
};

/** A letter's kind; an escalation's pack ('pack-neb', 'pack-court') is one label. */
export const letterLabel = (kind: string) => t(LETTER_LABELS[kind] ?? msg('Escalation pack'));

export const ANSWER_LABELS: Record<AnswerKind, string> = {
  accepted: msg('Accepted: will pay'),
  offer: msg('Offered less'),
  voucher: msg('Offered a voucher'),
  rejected: msg('Refused'),
  'paid-passenger': msg('Paid the passenger directly'),
  'no-answer': msg('No answer'),
};

export const REASON_LABELS: Record<RejectionReason, string> = {
  extraordinary: msg('Extraordinary circumstances'),
  'not-operating-carrier': msg('Not the operating carrier'),
  'time-barred': msg('Time-barred'),
  'already-paid': msg('Already paid'),
  'documents-missing': msg('Documents missing'),
  other: msg('Another reason'),
};

export const FOLLOW_UP_LABELS: Record<AnswerFollowUp, string> = {
  'await-payment': msg('Wait for the payment'),
  'ask-passenger': msg('The passenger accepts or refuses the offer in the app'),
  rebut: msg('Rebut: the rebuttal letter cites the judgments'),
  escalate: msg('Escalate the claim'),
  'send-documents': msg('Send the missing documents'),
  'check-carrier': msg('Check which airline operated the flight'),
  'check-payment': msg('Check the payment with the passenger'),
  close: msg('Close the case'),
};

export const CAUSE_LABELS: Record<DisruptionCause, string> = {
  unknown: msg('No cause named'),
  technical: msg('Technical fault'),
  'own-staff-strike': msg("Strike of the airline's own staff"),
  weather: msg('Weather'),
  'air-traffic-control': msg('Air traffic control restrictions'),
  security: msg('Security risk'),
  'bird-strike': msg('Bird strike'),
  'political-instability': msg('Political instability'),
  'airport-staff-strike': msg('Strike of airport or air traffic control staff'),
  'medical-emergency': msg('Medical emergency on board'),
  'crew-illness': msg('Crew illness'),
  'hidden-manufacturing-defect': msg('Hidden manufacturing defect'),
  'airport-fuel-supply': msg("Airport's fuel supply failed"),
  'knock-on-previous-flight': msg('Problem on an earlier flight of the aircraft'),
  'unruly-passenger': msg('Disruptive passenger'),
  other: msg('Another cause'),
};

/** The filing pack's fields, named in English by the server (desk/filing.ts). */
const FIELD_LABELS: Record<string, string> = {
  'Flight number': msg('Flight number'),
  'Flight date': msg('Flight date'),
  From: msg('From'),
  To: msg('To'),
  'Booking reference': msg('Booking reference'),
  'What happened': msg('What happened'),
  Passengers: msg('Passengers'),
  'Amount claimed': msg('Amount claimed'),
};
export const fieldLabel = (label: string) => (FIELD_LABELS[label] ? t(FIELD_LABELS[label]) : label);

/** What the agent reads for the desk's problem codes; the server's own detail follows it. */
const DESK_PROBLEMS: Record<string, string> = {
  'airline-unknown': msg('The claim names no airline in our claims directory. An admin can add it under Airlines.'),
  'airline-channel-missing': msg('We know no way to send this airline a claim yet. An admin can add one under Airlines.'),
  'case-stage-conflict': msg('The airline case is not at a stage that allows this.'),
  'airline-answer-invalid': msg('The airline’s answer is not complete.'),
  'validation-failed': msg('Some details are missing or not valid.'),
  'version-conflict': msg('Someone else changed this claim. The claim below is now up to date; check it and try again.'),
  'illegal-transition': msg('The claim’s status does not allow this.'),
};

/** A failed desk action: a headline in the agent's language, the server's detail and its code. */
export function deskProblem(failure: unknown): { title: string; detail: string; code: string | null; fields: string[] } {
  if (failure instanceof ApiError) {
    const known = DESK_PROBLEMS[failure.code];
    return {
      title: known ? t(known) : failure.title,
      // The domain's sentences (the answer's check) are in the catalogue; others stay as the server wrote them.
      detail: failure.detail ? t(failure.detail) : '',
      code: failure.code,
      fields: failure.errors.map((e) => e.field),
    };
  }
  return { title: t('Not done'), detail: problemMessage(failure), code: null, fields: [] };
}
