// Ready-made questions for the back office's request-info action: the agent picks one by its id
// (the back office names it in the agent's language), and the passenger receives it in their own
// language. The words are data (ready-questions.json, one entry per question and language); the
// types make a missing language a compile error.
import { READY_QUESTION_IDS, type ReadyQuestionId } from '../../domain/claim/ready-questions.ts';
import type { Locale } from '../../domain/text/locales.ts';
import texts from './ready-questions.json' with { type: 'json' };

export { READY_QUESTION_IDS, type ReadyQuestionId };

const TEXTS: Record<ReadyQuestionId, Record<Locale, string>> = texts;

/** The question in one language. */
export function readyQuestion(id: ReadyQuestionId, locale: Locale): string {
  return TEXTS[id][locale];
}

/** Every question for the agent: its id, and what the passenger will read in their language. */
export function readyQuestionsFor(locale: Locale): { id: ReadyQuestionId; text: string }[] {
  return READY_QUESTION_IDS.map((id) => ({ id, text: TEXTS[id][locale] }));
}
