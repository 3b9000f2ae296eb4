// What the engine says about the journey as a whole (journey.ts, assess.ts), the time limits and
// the rights at the airport (rights-now.ts): each message id with its English template. Values:
// see MessageValue (src/domain/text/message.ts).
import { said, type MessageValues } from '../text/message.ts';

export const COMPENSATION_MESSAGES = {
  // The booking as one journey (journey.ts); {flight}: its place on the booking, {code} as typed
  'journey.missing-legs': 'Which flights were on your booking? Add at least one flight.',
  'journey.airport-missing': 'The airport code of flight {flight} is missing. Which airport was it? Use the three-letter code on your boarding pass.',
  'journey.airport-unknown':
    'The airport code of flight {flight} "{code}" is not an airport we know. Which airport was it? Use the three-letter code on your boarding pass.',
  'journey.airline-missing': 'The operating airline is missing. Which airline operated the flight? It is on your boarding pass as "operated by".',
  'journey.airline-unknown':
    'The operating airline "{code}" is not an airline we know. Which airline operated the flight? It is on your boarding pass as "operated by".',
  'journey.missing-disrupted-leg': 'Which of your flights was delayed, cancelled or overbooked?',
  'journey.return-journey': 'Outward and return flights are separate journeys. Enter only the flights of the direction that was disrupted.',
  'journey.invalid-facts': 'Some flight details could not be read. Please check the flights you entered.',
  'journey.no-regime': 'No compensation scheme we know covers this journey. Montreal Convention damages for proven losses may still apply.',
  'journey.no-scheme': 'No compensation scheme or convention we know covers this journey.',
  'journey.borderline-distance':
    '{km} km is within 10 km of a band edge (1500 or 3500 km); other ways of measuring the great circle may put it in the other band.',
  // Limitation periods (assess.ts); {country}: where the limit applies, {date}: its last day
  'deadline.time-barred': 'The time to claim has run out in every country where this claim could be brought.',
  'deadline.may-have-passed':
    'The shortest time limit that may apply ({country}, {years} years) ended on {date}; the claim may still be brought where the limit is longer.',
  // Compensation on the spot for denied boarding (rights-now.ts); {amount}: per passenger
  'rights-now.compensation': 'Your compensation, paid straight away, at the airport: the airline must not make you claim it later.',
  'rights-now.compensation-amount':
    'Your compensation ({amount} per passenger), paid straight away, at the airport: the airline must not make you claim it later.',
  'rights-now.us-compensation':
    'Your denied-boarding compensation, paid on the day and at the airport where you were refused (within 24 hours if your new flight leaves before it can be paid), in cash or by check unless you agree to a voucher.',
  'rights-now.us-compensation-amount':
    'Your denied-boarding compensation ({amount} per passenger), paid on the day and at the airport where you were refused (within 24 hours if your new flight leaves before it can be paid), in cash or by check unless you agree to a voucher.',
} as const;

export type CompensationMessageId = keyof typeof COMPENSATION_MESSAGES;

export const sayCompensation = (id: CompensationMessageId, values?: MessageValues) => said(COMPENSATION_MESSAGES, id, values);
