// What UK261's own rules say to the passenger (its scope and long-haul band; the walk's sentences
// are EC 261's, ec261/messages.ts): each message id with its English template.
import { said, type MessageValues } from '../../text/message.ts';

export const UK261_MESSAGES = {
  'uk261.band.long': '{km} km: more than 3500 km.',
  'uk261.scope.departure': 'The journey departs from {city} ({iata}) in the United Kingdom, so UK261 applies whatever the airline.',
  'uk261.scope.via-uk': 'UK261 does not apply: your booking runs from {from} to {to}, both outside the UK, and a connection in {city} does not change that.',
  'uk261.scope.outside': 'UK261 does not apply: the journey neither departs from nor arrives in the United Kingdom.',
  'uk261.scope.benefits-received': 'UK261 does not apply: you already received compensation and assistance where you departed.',
  'uk261.scope.arrival-uk.uk-carrier': 'The journey arrives in the United Kingdom on {airline}, a UK-licensed carrier, so UK261 applies.',
  'uk261.scope.arrival-uk.eu-carrier': 'The journey arrives in the United Kingdom on {airline}, an EU-licensed carrier, so UK261 applies.',
  'uk261.scope.arrival-eu.uk-carrier': 'The journey arrives in the EU on {airline}, a UK-licensed carrier, so UK261 applies.',
  'uk261.scope.arrival-eu.no-uk-carrier': 'UK261 does not apply: the journey arrives in the EU on an airline without a UK licence.',
  'uk261.scope.non-uk-carrier':
    'UK261 does not apply: the flight arrives in the United Kingdom from abroad, and {airline} holds neither a UK nor an EU licence.',
} as const;

export type Uk261MessageId = keyof typeof UK261_MESSAGES;

export const sayUk261 = (id: Uk261MessageId, values?: MessageValues) => said(UK261_MESSAGES, id, values);
