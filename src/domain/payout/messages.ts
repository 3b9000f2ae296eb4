// What the payout says to the passenger (the screening, on the payout form and from the API) and to
// the agent (why a claim cannot be paid yet): each message id with its English template. Values:
// see MessageValue (src/domain/text/message.ts).
import { said, type MessageValues } from '../text/message.ts';

/** The passenger's: on the payout form and from the API, in the four languages (src/domain/messages.ts). */
export const PAYOUT_SCREEN_MESSAGES = {
  // screening.ts; {country}: the account's country
  'payout.screen.unsupported-country':
    'Our payment partners cannot send money to bank accounts in {country}. Give an account in your name in another country, for example in the United Arab Emirates or Türkiye, and we pay it there. Until then your money stays safe in our client account.',
} as const;

/** The agents': why a claim cannot be put in a payout run (readiness.ts), in the back office's four languages. */
export const PAYOUT_READINESS_MESSAGES = {
  'payout.not-ready.status': 'The claim is {status}: only an approved claim can be paid.',
  'payout.not-ready.airline-payment': 'The airline’s payment to us is not recorded yet.',
  'payout.not-ready.no-account': 'The passenger has not given a payout account yet.',
  'payout.not-ready.address':
    'The payout account has no town and country of the account holder: payment messages need a structured address since 15 November 2026.',
  'payout.not-ready.password': 'The payout account was not confirmed with the passenger’s password.',
  'payout.not-ready.mandate': 'Passenger {name} has not signed the mandate or agreed in writing to be paid through the main passenger.',
  'payout.not-ready.currency': 'We do not know the currency of accounts in {country}: pay this claim by hand.',
  'payout.not-ready.rate': 'The run needs the {from} to {to} exchange rate and its date.',
  'payout.not-ready.in-run': 'The claim is already in another payout run.',
  'payout.not-ready.nothing-to-pay': 'After our fee there is nothing to pay.',
} as const;

export const PAYOUT_MESSAGES = { ...PAYOUT_SCREEN_MESSAGES, ...PAYOUT_READINESS_MESSAGES } as const;

export type PayoutMessageId = keyof typeof PAYOUT_MESSAGES;

export const sayPayout = (id: PayoutMessageId, values?: MessageValues) => said(PAYOUT_MESSAGES, id, values);
