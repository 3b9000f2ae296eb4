// The claim wizard's messages that src/domain and src/offline write in English (validation of the
// flight and the passengers, disruption names, duration limits, what the eligibility check still
// needs, care rights, submit problems): named here with msg() so the claim catalogues carry them,
// and translated where the wizard shows them. The domain's English stays as the spec writes it.
import { currentLocale, formatMoney, formatNumber, msg, t } from '../../i18n/t.ts';

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
  // src/domain/compensation/ec261/care.ts
  msg('Meals and refreshments in reasonable relation to the waiting time.'),
  msg('Two telephone calls, e-mails or messages, free of charge.'),
  msg('A hotel room when a stay of one or more nights becomes necessary.'),
  msg('Transport between the airport and the hotel.'),
  msg('The choice between a refund of your ticket (with a flight back to where you started, if the trip no longer makes sense) and re-routing to your destination.'),
  msg('From 5 hours of delay, you may give up the flight and get your ticket refunded within 7 days (with a flight back to where you started, if the trip no longer makes sense).'),
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

/** Domain messages with values in them (the engine's most common answers): the pattern and the catalogue's message. */
const PATTERNS: readonly { pattern: RegExp; message: string; names: readonly string[] }[] = [
  { pattern: /^Please enter at most (\d+) hours$/, message: msg('Please enter at most {hours} hours'), names: ['hours'] },
  { pattern: /^File is larger than (\d+) bytes$/, message: msg('File is larger than {bytes} bytes'), names: ['bytes'] },
  { pattern: /^File is smaller than (\d+) bytes$/, message: msg('File is smaller than {bytes} bytes'), names: ['bytes'] },
  { pattern: /^File type must be one of (.+)$/, message: msg('File type must be one of {types}'), names: ['types'] },
  {
    pattern: /^Your flight appears eligible for compensation of up to (\S+) per passenger under (.+)\.$/,
    message: msg('Your flight appears eligible for compensation of up to {amount} per passenger under {law}.'),
    names: ['amount', 'law'],
  },
  { pattern: /^Your flight appears eligible for compensation under (.+)\.$/, message: msg('Your flight appears eligible for compensation under {law}.'), names: ['law'] },
  { pattern: /^(\d+) km: 1500 km or less\.$/, message: msg('{km} km: 1500 km or less.'), names: ['km'] },
  { pattern: /^(\d+) km: between 1500 and 3500 km\.$/, message: msg('{km} km: between 1500 and 3500 km.'), names: ['km'] },
  { pattern: /^(\d+) km: more than 3500 km, not within the EU\.$/, message: msg('{km} km: more than 3500 km, not within the EU.'), names: ['km'] },
  { pattern: /^(.+) pays (\S+) per passenger\.$/, message: msg('{law} pays {amount} per passenger.'), names: ['law', 'amount'] },
  {
    pattern: /^You arrived (\d+) h (\d+) min late at your final destination: 3 hours or more is compensated like a cancellation\.$/,
    message: msg('You arrived {hours} h {minutes} min late at your final destination: 3 hours or more is compensated like a cancellation.'),
    names: ['hours', 'minutes'],
  },
  {
    pattern: /^You arrived (\d+) h (\d+) min late; compensation starts at 3 hours at the final destination\.$/,
    message: msg('You arrived {hours} h {minutes} min late; compensation starts at 3 hours at the final destination.'),
    names: ['hours', 'minutes'],
  },
  {
    pattern: /^The journey departs from (.+) \(([A-Z]{3})\), inside the EU\/EEA\/Switzerland, so EC 261\/2004 applies whatever the airline\.$/,
    message: msg('The journey departs from {city} ({iata}), inside the EU/EEA/Switzerland, so EC 261/2004 applies whatever the airline.'),
    names: ['city', 'iata'],
  },
  {
    pattern: /^The journey departs from (.+) \(([A-Z]{3})\) in Turkey, so SHY-YOLCU applies whatever the airline\.$/,
    message: msg('The journey departs from {city} ({iata}) in Turkey, so SHY-YOLCU applies whatever the airline.'),
    names: ['city', 'iata'],
  },
  {
    pattern: /^The journey departs from (.+) \(([A-Z]{3})\) in the United Kingdom, so UK261 applies whatever the airline\.$/,
    message: msg('The journey departs from {city} ({iata}) in the United Kingdom, so UK261 applies whatever the airline.'),
    names: ['city', 'iata'],
  },
];

const SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', $: 'USD' };

/** A value taken from the English: numbers and amounts written the language's way, Latin words isolated. */
function localValue(value: string): string {
  if (/^\d+$/.test(value)) return formatNumber(Number(value));
  const money = /^([€£$])([\d,]+(?:\.\d+)?)$/.exec(value);
  if (money) return formatMoney(Number(money[2]!.replace(/,/g, '')), SYMBOLS[money[1]!]!);
  return /[A-Za-z]/.test(value) ? `\u2068${value}\u2069` : value;
}

/** A domain (or flight-form) message in the page's language; one no catalogue has stays as it is. */
export function claimDomainText(english: string): string;
export function claimDomainText(english: string | undefined): string | undefined;
export function claimDomainText(english: string | undefined): string | undefined {
  if (english === undefined || currentLocale() === 'en') return english;
  for (const { pattern, message, names } of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return t(message, Object.fromEntries(names.map((name, i) => [name, localValue(match[i + 1]!)])));
  }
  return t(english);
}
