// What the walk of Regulation 261/2004 says to the passenger (assess.ts, texts.ts, extras.ts,
// care.ts; UK261 and SHY-YOLCU run the same walk), and EC 261's own scope and distance bands: each
// message id with its English template. Values: see MessageValue (src/domain/text/message.ts).
import { said, type MessageValues } from '../../text/message.ts';

export const EC261_MESSAGES = {
  // Art. 3(2)–(3): the booking (reservation.ts)
  'regulation.booking.no-confirmed-reservation': 'Compensation needs a confirmed reservation on the flight.',
  'regulation.booking.no-check-in': 'Compensation for a delay or denied boarding needs you to have checked in on time.',
  'regulation.booking.free-or-non-public-fare': 'Free tickets and discounts not available to the public are not covered (frequent-flyer tickets are).',
  'regulation.booking.claim-assigned': 'You have already assigned this claim to someone else, so it is theirs to make.',

  // When the regime came into force (in-force.ts; {since}, {date}: days)
  'regulation.not-in-force': '{law} applies to flights from {since} on; your flight on {date} was before that.',

  // Art. 4: denied boarding
  'regulation.denied-boarding.voluntary': 'You gave up your seat voluntarily: you get the benefits you agreed with the airline, not fixed compensation.',
  'regulation.denied-boarding.involuntary': 'You were denied boarding against your will, which is compensated at once whatever the cause.',

  // Art. 5(1)(c): the cancellation's notice ({notice}: a span of hours; {earlier}, {later}: hours)
  'regulation.notice.two-weeks-or-more': 'You were told {notice} ahead, at least two weeks: no compensation, though refund or re-routing remain.',
  'regulation.notice.one-to-two-weeks.rerouted':
    'You were told {notice} ahead (between one and two weeks) and offered a flight leaving at most {earlier} h earlier and arriving less than {later} h later: no compensation.',
  'regulation.notice.under-7-days.rerouted':
    'You were told {notice} ahead (less than 7 days) and offered a flight leaving at most {earlier} h earlier and arriving less than {later} h later: no compensation.',
  'regulation.notice.one-to-two-weeks.compensable':
    'You were told {notice} ahead (between one and two weeks) and no replacement kept within {earlier} h earlier and under {later} h later: compensation is due.',
  'regulation.notice.under-7-days.compensable':
    'You were told {notice} ahead (less than 7 days) and no replacement kept within {earlier} h earlier and under {later} h later: compensation is due.',
  'regulation.missing-cancellation-notice': 'When did the airline tell you about the change or cancellation, and when was the flight due to leave?',

  // Azurair: a flight moved earlier ({minutes}: a number; {law}: the regulation's title)
  'regulation.advanced.cancellation': 'Your flight was moved {minutes} minutes earlier, more than an hour, which counts as a cancellation.',
  'regulation.advanced.cancellation-unsettled':
    'Your flight was moved {minutes} minutes earlier, more than an hour, which counts as a cancellation. Courts applying {law} are not bound by this 2021 EU ruling, so this point is open.',
  'regulation.advanced.one-hour-or-less': 'Your flight was moved {minutes} minutes earlier; an hour or less does not count as a cancellation.',

  // Sturgeon: the delay at the final destination ({hours}, {minutes}: the delay; {since}, {date}: days)
  'regulation.missing-arrival-delay': 'How late did you arrive at your final destination? Count from the scheduled arrival to when the doors opened.',
  'regulation.delay.under-3-hours': 'You arrived {hours} h {minutes} min late; compensation starts at 3 hours at the final destination.',
  'regulation.delay.3-hours-or-more': 'You arrived {hours} h {minutes} min late at your final destination: 3 hours or more is compensated like a cancellation.',
  'regulation.delay.rule-not-in-force':
    '{law} has paid compensation for delays only for flights from {since} on; your flight on {date} falls under the earlier rules, which give care and a refund but no fixed sum for a delay.',
  'regulation.delay.long-haul-halved': 'On a flight over 3500 km, a delay of {hours} h {minutes} min (not more than 4 hours) halves the compensation.',
  'regulation.reroute-halved':
    'Your replacement arrived {hours} h {minutes} min late, within {within} hours for this distance, so the airline may halve the compensation.',

  // Art. 5(3): the cause ({cause}: one of the cause.* phrases below; 'other' and 'unknown' are never
  // named, as the airline must prove any cause it claims)
  'regulation.cause.not-operational':
    '{law} pays for delays only when they have technical or operational reasons, not for {cause}. Care and refund rights remain.',
  'regulation.cause.knock-on.delay':
    'The airline may say the delay came from {cause}. That frees it only if it proves a direct link to an extraordinary event on the earlier flight and that it took all reasonable measures; until then compensation is due.',
  'regulation.cause.knock-on.cancellation':
    'The airline may say the cancellation came from {cause}. That frees it only if it proves a direct link to an extraordinary event on the earlier flight and that it took all reasonable measures; until then compensation is due.',
  'regulation.cause.extraordinary.delay':
    'The airline may refuse because of {cause}, which can be an extraordinary circumstance. It must prove that, and that it took all reasonable measures to avoid the delay; until it does, compensation is due. This lowers the chance of success. Care and refund rights remain either way.',
  'regulation.cause.extraordinary.cancellation':
    'The airline may refuse because of {cause}, which can be an extraordinary circumstance. It must prove that, and that it took all reasonable measures to avoid the cancellation; until it does, compensation is due. This lowers the chance of success. Care and refund rights remain either way.',
  'regulation.cause.ordinary': "{cause} is part of the airline's normal operations, not an extraordinary circumstance.",
  'regulation.cause.missing': 'What reason did the airline give for the delay? Turkish rules pay for delays with technical or operational causes.',
  'regulation.cause.unproven': 'Unless the airline proves extraordinary circumstances, compensation is due.',
  'cause.technical': 'a technical problem',
  'cause.own-staff-strike': "a strike by the airline's own staff",
  'cause.crew-illness': 'the sudden illness or death of a crew member',
  'cause.weather': 'bad weather',
  'cause.air-traffic-control': 'air traffic control',
  'cause.security': 'a security risk',
  'cause.bird-strike': 'a bird strike',
  'cause.political-instability': 'political instability',
  'cause.airport-staff-strike': 'a strike or shortage of airport staff',
  'cause.medical-emergency': 'a medical emergency on board',
  'cause.hidden-manufacturing-defect': 'a hidden manufacturing defect revealed by the manufacturer or an authority',
  'cause.airport-fuel-supply': "a failure of the airport's fuel supply",
  'cause.unruly-passenger': 'a disruptive passenger',
  'cause.knock-on-previous-flight': 'a problem on an earlier flight of the same aircraft',
  // {original}: one of the cause.* phrases above
  'cause.knock-on-from': '{original} on an earlier flight of the same aircraft',

  // Art. 7: the amount ({km}: rounded; {amount}: money)
  'regulation.band.short': '{km} km: 1500 km or less.',
  'regulation.band.medium': '{km} km: between 1500 and 3500 km.',
  'ec261.band.long': '{km} km: more than 3500 km, not within the EU.',
  'ec261.band.long-intra-community': '{km} km, but within the EU/EEA/Switzerland: intra-Community flights over 1500 km are in the middle band.',
  'regulation.amount': '{law} pays {amount} per passenger.',

  // After the walk (extras.ts): diversion, downgrading, what was already received
  'regulation.diversion.same-area':
    'Your flight landed at another airport serving the same area. The delay counts until you reached {city} ({iata}), the airport you booked, or another nearby destination you agreed with the airline; the airline also owes the transfer.',
  'regulation.diversion.other-area':
    'Your flight landed at an airport that does not serve {city}. The delay counts until you reached {iata}; courts have not settled whether such a diversion counts as a cancellation.',
  'regulation.downgrade-refund':
    "You were placed in a lower class than you paid for on {from} → {to} ({km} km): the airline must refund {percent} of that flight's price, {price}, within seven days.",
  'regulation.voucher.not-accepted-in-writing':
    'A voucher counts against the compensation only if you agreed to it in writing; without that, the full amount is still due in money.',
  'regulation.received.at-rate': 'What you already received ({price}) will be deducted at the exchange rate of the day.',
  'regulation.received.nothing-left': 'You already received compensation worth {received}, which is deducted: nothing more is due.',
  'regulation.received.deducted': 'You already received compensation worth {received}, which is deducted: {left} is left to claim.',
  'regulation.voucher.nothing-left': 'You already received a voucher you accepted in writing worth {received}, which is deducted: nothing more is due.',
  'regulation.voucher.deducted': 'You already received a voucher you accepted in writing worth {received}, which is deducted: {left} is left to claim.',
  'regulation.received.converted': '{amount} (converted at a reference rate)',

  // Art. 6, 8 and 9: care, refund and re-routing (care.ts)
  'care.meals': 'Meals and refreshments in reasonable relation to the waiting time.',
  'care.communication': 'Two telephone calls, e-mails or messages, free of charge.',
  'care.hotel': 'A hotel room when a stay of one or more nights becomes necessary.',
  'care.transfer': 'Transport between the airport and the hotel.',
  'care.refund-or-reroute':
    'The choice between a refund of your ticket (with a flight back to where you started, if the trip no longer makes sense) and re-routing to your destination.',
  'care.refund':
    'From 5 hours of delay, you may give up the flight and get your ticket refunded within 7 days (with a flight back to where you started, if the trip no longer makes sense).',
  'care.diversion-transfer':
    "Transport from the airport you landed at to the one you booked, or to another nearby destination you agree with the airline (and to and from a hotel if a night's stay is needed).",

  // Art. 3(1): EC 261's scope (scope.ts; {licence}: one of the ec261.licence.* phrases)
  'ec261.scope.departure': 'The journey departs from {city} ({iata}), inside the EU/EEA/Switzerland, so EC 261/2004 applies whatever the airline.',
  'ec261.scope.via-eu':
    'EC 261/2004 does not apply: your booking runs from {from} to {to}, both outside the EU, and a connection in {city} does not change that.',
  'ec261.scope.outside': 'EC 261/2004 does not apply: the journey neither departs from nor arrives in the EU/EEA/Switzerland ({from} → {to}).',
  'ec261.scope.non-community-carrier':
    'EC 261/2004 does not apply: the flight arrives in the EU from outside, and {airline} holds {licence}, not an EU/EEA/Swiss one.',
  'ec261.licence.a': 'a {country} licence',
  'ec261.licence.an': 'an {country} licence',
  'ec261.scope.benefits-received':
    'EC 261/2004 does not apply: you already received compensation and assistance under the law of the country you departed from.',
  'ec261.scope.arrival-later-leg':
    'The journey arrives in the EU/EEA/Switzerland and {airline}, a carrier licensed there ({country}), flies part of it ({from} → {to}), so EC 261/2004 applies to the whole booking and the claim goes to {airline}.',
  'ec261.scope.arrival': 'The journey arrives in the EU/EEA/Switzerland on {airline}, a carrier licensed there ({country}), so EC 261/2004 applies.',
} as const;

export type Ec261MessageId = keyof typeof EC261_MESSAGES;

/** An EC 261 (or shared walk) message with its English. */
export const sayEc261 = (id: Ec261MessageId, values?: MessageValues) => said(EC261_MESSAGES, id, values);
