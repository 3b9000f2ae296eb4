// What the eligibility check says about the whole answer (eligibility-message.ts) and asks when a
// flight fact is missing (wire-to-journey.ts): each message id with its English template. Values:
// see MessageValue (src/domain/text/message.ts).
import { said, type MessageValues } from '../text/message.ts';

export const CLAIM_MESSAGES = {
  // {amount}: per passenger; {law}: one of the eligibility.law.* phrases; {questions}: the engine's questions
  'eligibility.eligible': 'Your flight appears eligible for compensation.',
  'eligibility.eligible-under': 'Your flight appears eligible for compensation under {law}.',
  'eligibility.eligible-amount-under': 'Your flight appears eligible for compensation of up to {amount} per passenger under {law}.',
  'eligibility.needs-more': 'We need a little more information: {questions}',
  'eligibility.not-eligible': 'This flight does not appear to be eligible for compensation.',
  'eligibility.law.EC261': 'EU Regulation 261/2004',
  'eligibility.law.UK261': 'UK Regulation 261',
  'eligibility.law.SHY-YOLCU': 'the Turkish passenger rights regulation (SHY-YOLCU)',
  'eligibility.law.US-DOT': 'US DOT denied-boarding rules',
  'facts.departure-airport': 'Which airport did your journey start from?',
  'facts.arrival-airport': 'Which airport was your final destination?',
  'facts.disruption-type': 'What happened to your flight: delayed, cancelled or denied boarding?',
  'facts.operating-carrier': 'Which airline operated the flight?',
} as const;

export type ClaimMessageId = keyof typeof CLAIM_MESSAGES;

export const sayClaim = (id: ClaimMessageId, values?: MessageValues) => said(CLAIM_MESSAGES, id, values);
