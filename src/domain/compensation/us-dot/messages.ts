// What the US DOT rules say to the passenger (14 CFR Part 250 oversales, Part 260 refunds): each
// message id with its English template. Values: see MessageValue (src/domain/text/message.ts).
import { said, type MessageValues } from '../../text/message.ts';

export const US_DOT_MESSAGES = {
  'us-dot.scope.departure': 'The flight departs from {city} ({iata}) in the United States, so the US DOT oversales rule applies.',
  'us-dot.scope.outside': 'The US DOT rule does not apply: the flight does not depart from the United States.',
  'us-dot.no-delay-compensation': 'US rules pay no fixed compensation for delays or cancellations; you may be owed a refund instead.',
  'us-dot.voluntary': 'You volunteered your seat: what you get is what you agreed with the airline.',
  'us-dot.small-aircraft': 'The US rule covers only aircraft with {min} or more passenger seats; yours had {seats}.',
  'us-dot.smaller-aircraft-substituted':
    'The airline swapped in a smaller aircraft for operational or safety reasons, which the US rule exempts from denied-boarding compensation.',
  'us-dot.no-check-in': 'Denied boarding compensation needs a confirmed reservation and check-in by the deadline.',
  'us-dot.missing-arrival-delay': 'How much later than planned did the replacement flight arrive? If the airline offered none, say so.',
  'us-dot.arrived-within-1-hour': 'Your replacement was planned to arrive within an hour of the original: no compensation is due.',
  'us-dot.missing-fare': 'What did the one-way fare to your destination (or first stopover) cost, including taxes and fees, in US dollars?',
  'us-dot.missing-fare-usd': 'What was the one-way fare in US dollars, as charged? The US rule counts the fare in dollars.',
  'us-dot.denied-boarding': 'You were denied boarding against your will on an oversold flight.',
  // {percent}: of the one-way fare; {amount}: the limit in dollars; {hours}: 2 (domestic) or 4
  'us-dot.tier.no-alternative': 'No alternative was offered: {percent} of the one-way fare, at most {amount}.',
  'us-dot.tier.quadruple': 'Your replacement arrived {hours} hours or more late: {percent} of the one-way fare, at most {amount}.',
  'us-dot.tier.double': 'Your replacement arrived more than 1 hour but less than {hours} hours late: {percent} of the one-way fare, at most {amount}.',
  'us-dot.amount': 'The US DOT rule pays {amount} per passenger.',
  'us-dot.refund.cancelled': 'A cash refund of your ticket if you do not accept the alternative the airline offers.',
  'us-dot.refund.significant-change':
    'A cash refund of your ticket if the flight leaves or arrives {hours} hours or more late and you do not accept the alternative offered.',
} as const;

export type UsDotMessageId = keyof typeof US_DOT_MESSAGES;

export const sayUsDot = (id: UsDotMessageId, values?: MessageValues) => said(US_DOT_MESSAGES, id, values);
