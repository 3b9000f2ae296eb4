// The claim wizard's messages that src/domain and src/offline write in English (validation of the
// flight and the passengers, disruption names, duration limits, what the eligibility check still
// needs, care rights, submit problems): named here with msg() so the claim catalogues carry them,
// and translated where the wizard shows them. The domain's English stays as the spec writes it.
import { currentLocale, msg, t } from '../../i18n/t.ts';
import { patternText } from './claim-domain-patterns.ts';

/** The domain's messages the wizard shows (the claim catalogues translate each). */
export const CLAIM_DOMAIN_MESSAGES: readonly string[] = [
  // src/domain/claim/validation.ts
  msg('Flight number is required'),
  msg('Please enter a valid flight number'),
  msg('Departure date is required'),
  msg('Please enter a 3-letter IATA airport code'),
  msg('This flight has not arrived yet. A delay can be claimed once the flight has landed.'),
  msg('This date is in the future. Denied boarding can be claimed once it has happened.'),
  msg('The airline code and number as on your boarding pass, e.g. EK 59 or BA1234'),
  msg('First name is required'),
  msg('Last name is required'),
  msg('Email is required'),
  msg('Please enter a valid email address'),
  msg('Please use one line of text, without control characters'),
  msg('Please use at most 100 characters'),
  // src/domain/claim/wire.ts
  msg('Flight Delay'),
  msg('Flight Cancellation'),
  msg('Denied Boarding'),
  // src/domain/claim/fact-limits.ts
  msg('Please enter the hours as a whole number, 0 or more'),
  msg('Please enter the minutes as a whole number from 0 to 59'),
  // src/domain/claim/wire-to-journey.ts and the engine's questions
  msg('Which airport did your journey start from?'),
  msg('Which airport was your final destination?'),
  msg('What happened to your flight: delayed, cancelled or denied boarding?'),
  msg('Which airline operated the flight?'),
  msg('Which flights were on your booking? Add at least one flight.'),
  msg('Which of your flights was delayed, cancelled or overbooked?'),
  msg('How late did you arrive at your final destination? Count from the scheduled arrival to when the doors opened.'),
  msg('When did the airline tell you about the change or cancellation, and when was the flight due to leave?'),
  msg('Unless the airline proves extraordinary circumstances, compensation is due.'),
  msg('You were denied boarding against your will, which is compensated at once whatever the cause.'),
  msg('You gave up your seat voluntarily: you get the benefits you agreed with the airline, not fixed compensation.'),
  // src/domain/compensation: the engine's reasons without values
  msg('Some flight details could not be read. Please check the flights you entered.'),
  msg('No compensation scheme we know covers this journey. Montreal Convention damages for proven losses may still apply.'),
  msg('The time to claim has run out in every country where this claim could be brought.'),
  msg('Compensation needs a confirmed reservation on the flight.'),
  msg('Compensation for a delay or denied boarding needs you to have checked in on time.'),
  msg('Free tickets and discounts not available to the public are not covered (frequent-flyer tickets are).'),
  msg('You have already assigned this claim to someone else, so it is theirs to make.'),
  msg('What reason did the airline give for the delay? Turkish rules pay for delays with technical or operational causes.'),
  msg('Outward and return flights are separate journeys. Enter only the flights of the direction that was disrupted.'),
  msg('The operating airline is missing. Which airline operated the flight? It is on your boarding pass as "operated by".'),
  msg('A voucher counts against the compensation only if you agreed to it in writing; without that, the full amount is still due in money.'),
  msg('EC 261/2004 does not apply: you already received compensation and assistance under the law of the country you departed from.'),
  msg('UK261 does not apply: the journey neither departs from nor arrives in the United Kingdom.'),
  msg('UK261 does not apply: you already received compensation and assistance where you departed.'),
  msg('UK261 does not apply: the journey arrives in the EU on an airline without a UK licence.'),
  msg('SHY-YOLCU does not apply: the journey neither departs from nor arrives in Turkey.'),
  msg('SHY-YOLCU does not apply: flights into Turkey are covered only when a Turkish airline operates them.'),
  msg('SHY-YOLCU does not apply: you already received compensation and assistance in the country you departed from.'),
  msg('US rules pay no fixed compensation for delays or cancellations; you may be owed a refund instead.'),
  msg('You volunteered your seat: what you get is what you agreed with the airline.'),
  msg('The airline swapped in a smaller aircraft for operational or safety reasons, which the US rule exempts from denied-boarding compensation.'),
  msg('Denied boarding compensation needs a confirmed reservation and check-in by the deadline.'),
  msg('How much later than planned did the replacement flight arrive? If the airline offered none, say so.'),
  msg('Your replacement was planned to arrive within an hour of the original: no compensation is due.'),
  msg('What did the one-way fare to your destination (or first stopover) cost, including taxes and fees, in US dollars?'),
  msg('What was the one-way fare in US dollars, as charged? The US rule counts the fare in dollars.'),
  msg('You were denied boarding against your will on an oversold flight.'),
  msg('The US DOT rule does not apply: the flight does not depart from the United States.'),
  msg('A cash refund of your ticket if you do not accept the alternative the airline offers.'),
  msg(
    "Transport from the airport you landed at to the one you booked, or to another nearby destination you agree with the airline (and to and from a hotel if a night's stay is needed).",
  ),
  msg('Your compensation, paid straight away, at the airport: the airline must not make you claim it later.'),
  msg(
    'Your denied-boarding compensation, paid on the day and at the airport where you were refused (within 24 hours if your new flight leaves before it can be paid), in cash or by check unless you agree to a voucher.',
  ),
  // src/domain/compensation/ec261/care.ts
  msg('Meals and refreshments in reasonable relation to the waiting time.'),
  msg('Two telephone calls, e-mails or messages, free of charge.'),
  msg('A hotel room when a stay of one or more nights becomes necessary.'),
  msg('Transport between the airport and the hotel.'),
  msg(
    'The choice between a refund of your ticket (with a flight back to where you started, if the trip no longer makes sense) and re-routing to your destination.',
  ),
  msg(
    'From 5 hours of delay, you may give up the flight and get your ticket refunded within 7 days (with a flight back to where you started, if the trip no longer makes sense).',
  ),
  // src/domain/claim/expense.ts (receipts)
  msg('Meals and drinks'),
  msg('Hotel'),
  msg('Taxi or transport'),
  msg('Other costs'),
  msg('Choose what the receipt is for: meals, hotel, taxi or other'),
  msg('Enter the amount on the receipt, e.g. 12.50'),
  msg('Choose the currency of the receipt, e.g. EUR'),
  msg('The amount must be more than 0 and at most 100,000'),
  msg('A claim holds at most 20 receipts'),
  // src/offline/submit.ts and storage.ts
  msg('Please upload at least one document'),
  msg('Please add your signature'),
  msg('Please complete every step before submitting'),
  msg('Your flight appears eligible for compensation.'),
  msg('This flight does not appear to be eligible for compensation.'),
  msg('This device is out of storage space. Free some space, then try again.'),
  msg('This draft no longer exists'),
  // src/offline/submit.ts, sending a refused claim again from the claim page
  msg('This claim cannot be sent again'),
  msg('Only a refused claim can be corrected and sent again'),
  msg('This claim already reached the server and can no longer be edited'),
];

const NEEDS_MORE = 'We need a little more information: ';

/** A domain (or flight-form) message in the page's language; one no catalogue has stays as it is. */
export function claimDomainText(english: string): string;
export function claimDomainText(english: string | undefined): string | undefined;
export function claimDomainText(english: string | undefined): string | undefined {
  if (english === undefined || currentLocale() === 'en') return english;
  if (english.startsWith(NEEDS_MORE)) return `${t('We need a little more information')}: ${questionsText(english.slice(NEEDS_MORE.length))}`;
  return patternText(english) ?? t(english);
}

/** The engine's questions joined with spaces (eligibilityMessage): each known one translated, longest first. */
function questionsText(joined: string): string {
  const whole = claimDomainText(joined);
  if (whole !== joined) return whole;
  const ends = [...joined.matchAll(/[.?] /g)].map((m) => m.index + 1).reverse();
  for (const end of ends) {
    const head = claimDomainText(joined.slice(0, end));
    if (head !== joined.slice(0, end)) return `${head} ${questionsText(joined.slice(end + 1))}`;
  }
  return joined;
}
