// Ready-made questions for the back office's request-info action: the agent picks one (the back
// office reads English), and the passenger receives it in their own language. The words are data
// (ready-questions.json, one entry per question and language); the types make a missing language
// a compile error.
import type { Locale } from '../../domain/text/locales.ts';
import texts from './ready-questions.json' with { type: 'json' };

export const READY_QUESTION_IDS = ['boarding-pass', 'booking-confirmation', 'airline-notice', 'arrival-time', 'rebooking', 'expense-receipts'] as const;
export type ReadyQuestionId = (typeof READY_QUESTION_IDS)[number];

const TEXTS: Record<ReadyQuestionId, Record<Locale, string>> = texts;

/** The question in one language. */
export function readyQuestion(id: ReadyQuestionId, locale: Locale): string {
  return TEXTS[id][locale];
}

/** Every question for the agent: its English label and what the passenger will read. */
export function readyQuestionsFor(locale: Locale): { id: ReadyQuestionId; label: string; text: string }[] {
  return READY_QUESTION_IDS.map((id) => ({ id, label: TEXTS[id].en, text: TEXTS[id][locale] }));
}
