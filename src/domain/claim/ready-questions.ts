// The ready-made questions an agent can ask a passenger in one click (request-info, issue #32), by
// id. The server keeps what the passenger reads, in their language
// (src/server/backoffice/ready-questions.json); the back office names each id in the agent's
// language (src/app/backoffice/ready-question-action.tsx).
export const READY_QUESTION_IDS = ['boarding-pass', 'booking-confirmation', 'airline-notice', 'arrival-time', 'rebooking', 'expense-receipts'] as const;
export type ReadyQuestionId = (typeof READY_QUESTION_IDS)[number];
