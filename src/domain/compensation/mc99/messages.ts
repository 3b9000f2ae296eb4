// What the Montreal Convention 1999 answer says to the passenger (mc99/): each message id with its
// English template. Values: see MessageValue (src/domain/text/message.ts); {cap}: an amount in SDR
// ('XDR'), {country}: ISO code, {date}, {since}: days.
import { said, type MessageValues } from '../../text/message.ts';

export const MC99_MESSAGES = {
  // Art. 1(2): scope (scope.ts)
  'mc99.scope.between-parties':
    'Your journey from {from} ({origin}) to {to} ({destination}) is between two parties to the Montreal Convention, so the airline is liable for what a delay or a baggage problem cost you.',
  'mc99.scope.stop-abroad':
    'Your journey starts and ends in {country}, a party to the Montreal Convention, with a stop in {city} ({iata}), so the Convention applies.',
  'mc99.scope.domestic': 'The Montreal Convention does not apply to a journey within one country with no stop abroad.',
  'mc99.scope.not-in-force': 'The Montreal Convention was not yet in force on {date}.',
  'mc99.scope.not-yet-party': 'The Montreal Convention does not apply: {country} became a party on {since}, after your flight on {date}.',
  'mc99.scope.not-party-warsaw':
    'The Montreal Convention does not apply: {country} is not a party to it. The older Warsaw Convention system may apply instead, with lower limits.',
  'mc99.scope.party-unknown': 'We have not yet checked whether {country} is a party to the Montreal Convention; it may still apply.',

  // Art. 19, 22(1): delay of passengers (index.ts)
  'mc99.delay':
    'The airline owes what the delay cost you and you can prove (meals, hotel, transport, a prepaid night or event you missed), up to {cap} per passenger, unless it proves it took all reasonable measures to avoid it.',
  'mc99.non-performance':
    'A cancelled flight or a refused boarding is treated by many courts as a delay under the Montreal Convention: the airline owes the proven costs of it, up to {cap} per passenger. Courts differ on this point.',
  'mc99.missing-delay': 'How late did you arrive at your final destination? Under the Montreal Convention the airline owes what the delay cost you.',
  'mc99.no-delay': 'You arrived on time, so the Montreal Convention gives nothing for delay.',
  'mc99.next-step': 'Next step: write to {airline} with every receipt and claim what the delay cost you, up to {cap}. Keep your boarding pass.',
  'mc99.next-step-by':
    'Next step: write to {airline} with every receipt and claim what the delay cost you, up to {cap}. Keep your boarding pass. Any court action must be started by {date}.',

  // Art. 17, 22(2), 31: baggage (baggage.ts)
  'mc99.baggage.delayed': 'Your baggage arrived late: the airline owes what the delay cost you (things you had to buy), up to {cap} per passenger.',
  'mc99.baggage.lost':
    'Your bag is lost: the airline owes its proven value, up to {cap} per passenger. A bag still missing 21 days after it should have arrived counts as lost.',
  'mc99.baggage.damaged': 'Your bag was damaged: the airline owes the repair or its value, up to {cap} per passenger.',
  'mc99.baggage.complain-damage': 'Complain to the airline in writing within 7 days of receiving the bag.',
  'mc99.baggage.complain-damage-by': 'Complain to the airline in writing within 7 days of receiving the bag: by {date}.',
  'mc99.baggage.complain-delay': 'Complain to the airline in writing within 21 days of the day the bag was handed to you.',
  'mc99.baggage.complain-delay-by': 'Complain to the airline in writing within 21 days of the day the bag was handed to you: by {date}.',
} as const;

export type Mc99MessageId = keyof typeof MC99_MESSAGES;

export const sayMc99 = (id: Mc99MessageId, values?: MessageValues) => said(MC99_MESSAGES, id, values);
