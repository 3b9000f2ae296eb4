// What the eligibility check says about the whole answer (eligibility-message.ts) and asks when a
// flight fact is missing (wire-to-journey.ts), and the claim's rules with a value in them
// (durations, documents): each message id with its English template. Values: see MessageValue
// (src/domain/text/message.ts).
import { said, type MessageValues } from '../text/message.ts';

export const CLAIM_MESSAGES = {
  // {amount}: per passenger; {law}: one of the eligibility.law.* phrases; {questions}: the engine's questions
  'eligibility.eligible': 'Your flight appears eligible for compensation.',
  'eligibility.eligible-under': 'Your flight appears eligible for compensation under {law}.',
  'eligibility.eligible-amount-under': 'Your flight appears eligible for compensation of up to {amount} per passenger under {law}.',
  // The Montreal Convention pays proven costs up to a limit ({cap}: SDR), not a fixed sum
  'eligibility.damages-under': 'Keep every receipt: the airline owes what the delay cost you, up to {cap} per passenger, under {law}.',
  'eligibility.baggage-damages-under': 'Keep every receipt: the airline owes what the baggage problem cost you, up to {cap} per passenger, under {law}.',
  'eligibility.needs-more': 'We need a little more information: {questions}',
  'eligibility.not-eligible': 'This flight does not appear to be eligible for compensation.',
  'eligibility.law.EC261': 'EU Regulation 261/2004',
  'eligibility.law.UK261': 'UK Regulation 261',
  'eligibility.law.SHY-YOLCU': 'the Turkish passenger rights regulation (SHY-YOLCU)',
  'eligibility.law.US-DOT': 'US DOT denied-boarding rules',
  'eligibility.law.MC99': 'the Montreal Convention 1999',
  'facts.departure-airport': 'Which airport did your journey start from?',
  'facts.arrival-airport': 'Which airport was your final destination?',
  'facts.disruption-type': 'What happened to your flight: delayed, cancelled or denied boarding?',
  'facts.operating-carrier': 'Which airline operated the flight?',
  // fact-limits.ts; {hours}: the longest duration
  'duration.hours-whole': 'Please enter the hours as a whole number, 0 or more',
  'duration.minutes-whole': 'Please enter the minutes as a whole number from 0 to 59',
  'duration.at-most-hours': 'Please enter at most {hours} hours',
  // The spec's words for a refused file (§8); {types}: MIME types as given, {bytes}: a number
  'file.invalid-type': 'File type must be one of {types}',
  'file.too-large': 'File is larger than {bytes} bytes',
  'file.too-small': 'File is smaller than {bytes} bytes',
} as const;

export type ClaimMessageId = keyof typeof CLAIM_MESSAGES;

export const sayClaim = (id: ClaimMessageId, values?: MessageValues) => said(CLAIM_MESSAGES, id, values);
