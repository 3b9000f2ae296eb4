// The words of the escalation panel's fixed choices and its "why" sentences, in the agent's language
// (catalogue area 'backoffice').
import { ESCALATION_MESSAGES } from '../../domain/escalation/messages.ts';
import type { MessageRef } from '../../domain/text/message.ts';
import { msg, t } from '../i18n/t.ts';
import { messageFrom } from '../screens/claim/text/domain-message.ts';

const TARGETS: Record<string, string> = {
  neb: msg('National enforcement body'),
  adr: msg('ADR scheme'),
  shgm: msg('Turkish civil aviation authority (SHGM)'),
  gcaa: msg('UAE civil aviation authority'),
  dot: msg('US Department of Transportation'),
  court: msg('Court'),
};

export const BODY_ANSWER_LABELS: Record<string, string> = {
  upheld: msg('Upheld: found for the passenger'),
  rejected: msg('Turned the complaint down'),
  'airline-paid': msg('The airline paid'),
  'no-jurisdiction': msg('Not competent for this complaint'),
  'no-decision': msg('Closed without a decision'),
};

export const COURT_STEP_LABELS: Record<string, string> = {
  filed: msg('Filed'),
  hearing: msg('Hearing'),
  judgment: msg('Judgment'),
  paid: msg('Paid'),
  enforcement: msg('Enforcement'),
};

const BASES: Record<string, string> = {
  departure: msg('Place of departure'),
  arrival: msg('Place of arrival'),
  'carrier-seat': msg('The airline’s seat'),
};

const FOLLOW_UPS: Record<string, string> = {
  'await-payment': msg('Wait for the airline’s payment'),
  'check-payment': msg('Check the payment'),
  court: msg('Consider court'),
  'other-body': msg('Go to the competent body or to court'),
};

const label = (table: Record<string, string>, key: string) => (table[key] ? t(table[key]) : key);
export const targetLabel = (target: string) => label(TARGETS, target);
export const bodyAnswerLabel = (kind: string) => label(BODY_ANSWER_LABELS, kind);
export const courtStepLabel = (step: string) => label(COURT_STEP_LABELS, step);
export const basisLabel = (basis: string) => label(BASES, basis);
export const followUpLabel = (followUp: string) => label(FOLLOW_UPS, followUp);

const LANGUAGES: Record<string, string> = { en: msg('English'), de: msg('German'), fr: msg('French'), tr: msg('Turkish'), ar: msg('Arabic') };
export const languagesLabel = (codes: string[]) => codes.map((code) => label(LANGUAGES, code)).join(', ');

/** Why a body or court is competent, or the waiting period's state: the server's id and values in the agent's words. */
export const escalationWhy = (why: MessageRef) => messageFrom(ESCALATION_MESSAGES, why);
