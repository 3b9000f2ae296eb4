// src/domain/desk: the airline desk's rules: the answers an airline can give, the case's stages
// inside `processing`, the clock (statutory periods with their sources, our policy) and the next step.
export { ANSWER_CHECK_MESSAGES, ANSWER_KINDS, REJECTION_REASONS, answerAfterDecision, followUpOf, parseAirlineAnswer, rebuttalGrounds } from './answers.ts';
export type { AirlineAnswer, Amount, AnswerCheck, AnswerFollowUp, AnswerKind, RejectionReason } from './answers.ts';
export { CASE_STAGES, canMoveStage, isCaseStage, type CaseStage } from './stages.ts';
export { caseDueDates, isOverdue, letterDates, nextDue, type CaseClockInput, type DueDate, type DueKind } from './clock.ts';
export { addDays, BODY_PERIODS, DEFAULT_DESK_POLICY, REPLY_PERIODS, type DeskPolicy, type DeskRegime, type EscalationBody } from './periods.ts';
export { nextStep, type NextStep, type NextStepInput } from './next-step.ts';
export { DESK_MESSAGES } from './messages.ts';
export { LETTER_WORDS, type LetterLanguage, type LetterWords } from './letter-text.ts';
export { renderNextStep, type DeskLanguage } from './render.ts';
export { DESK_MESSAGES_TRANSLATED } from './messages-translated.ts';
