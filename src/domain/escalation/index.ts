// src/domain/escalation: after the airline's refusal or silence, the body that takes the
// complaint (NEB, ADR, SHGM, GCAA/DCAA, DOT) and the courts where the passenger may sue.
export { enforcementBodyFor, type BodyKind, type EnforcementBody, type EscalationFacts } from './bodies.ts';
export { competentCourts, SMALL_CLAIMS_LIMIT_EURO_CENTS, type CompetentCourts, type CourtFacts, type CourtOption } from './courts.ts';
export { NEB_BY_COUNTRY, NEB_LIST_SOURCE } from './neb-table.ts';
export { LIMITATION_ALERT_DAYS, limitationAlertsFor, daysBefore, type LimitationAlertDue } from './limitation-alerts.ts';
export {
  competenceFor,
  courtWaitingDays,
  ESCALATION_TARGETS,
  isEscalationTarget,
  usualAnswerDays,
  waitingPeriod,
  type Competence,
  type EscalationTarget,
  type WaitingPeriod,
} from './readiness.ts';
export { ESCALATION_MESSAGES, sayEscalation, type EscalationMessageId } from './messages.ts';
export {
  BODY_ANSWER_KINDS,
  BODY_ANSWER_MESSAGES,
  bodyFollowUp,
  parseBodyAnswer,
  type AnsweringBody,
  type BodyAnswer,
  type BodyAnswerCheck,
  type BodyAnswerKind,
  type BodyFollowUp,
} from './body-answers.ts';
export { BODY_ANSWER_PERIODS, BODY_LANGUAGES, courtLanguages, nebLanguages, PACK_LANGUAGES, PAY_AFTER_UPHELD, type PackLanguage } from './body-table.ts';
export { checkCourtStep, COURT_STEP_KINDS, COURT_STEP_MESSAGES, type CourtStepCheck, type CourtStepKind } from './court-steps.ts';
