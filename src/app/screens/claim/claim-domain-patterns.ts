// The rules engine's messages with values in them (distances, amounts, airports, airlines, dates,
// causes): each written once as the catalogue's message with {placeholders}; the pattern that
// recognises the English comes from it, and each value is shown the language's way.
import { formatFlightDate } from '../../components/claim-format.ts';
import { currentLocale, formatMoney, formatNumber, formatPercent, msg, t, tp } from '../../i18n/t.ts';

/** The ways the engine describes a cause (src/domain/compensation/ec261/extraordinary.ts). */
export const CAUSE_LABELS: readonly string[] = [
  msg('a technical problem'),
  msg("a strike by the airline's own staff"),
  msg('the sudden illness or death of a crew member'),
  msg('bad weather'),
  msg('air traffic control'),
  msg('a security risk'),
  msg('a bird strike'),
  msg('political instability'),
  msg('a strike or shortage of airport staff'),
  msg('a medical emergency on board'),
  msg('a hidden manufacturing defect revealed by the manufacturer or an authority'),
  msg("a failure of the airport's fuel supply"),
  msg('a disruptive passenger'),
  msg('a problem on an earlier flight of the same aircraft'),
  msg('another reason'),
  msg('an unknown reason'),
];

/** How the eligibility message names each law (src/domain/claim/eligibility.ts REGIME_NAMES). */
const REGIME_NAMES: readonly string[] = [
  msg('EU Regulation 261/2004'),
  msg('UK Regulation 261'),
  msg('the Turkish passenger rights regulation (SHY-YOLCU)'),
  msg('US DOT denied-boarding rules'),
];

const SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', $: 'USD' };
const CONVERTED = ' (converted at a reference rate)';
const isolate = (value: string): string => (/[A-Za-z]/.test(value) ? `\u2068${value}\u2069` : value);

function currency(amount: number, code: string): string {
  try {
    // A Latin symbol or code ('$', 'XYZ') in Arabic script keeps its order when isolated.
    return isolate(formatMoney(amount, code, Number.isInteger(amount) ? 0 : 2));
  } catch {
    return isolate(`${formatNumber(amount)} ${code}`);
  }
}

function money(value: string): string {
  const [, symbol, digits] = /^([€£$])([\d,.]+)$/.exec(value)!;
  return currency(Number(digits!.replace(/,/g, '')), SYMBOLS[symbol!]!);
}

function notice(value: string): string {
  const [, days, hours] = /^(?:(\d+) days?)? ?(?:(\d+) h)?$/.exec(value)!;
  const parts = [days ? tp(Number(days), { one: '# day', other: '# days' }) : '', hours ? t('{hours} h', { hours: formatNumber(Number(hours)) }) : ''];
  return parts.filter(Boolean).join(' ');
}

function cause(value: string): string {
  const label = CAUSE_LABELS.find((known) => known.toLowerCase() === value.toLowerCase());
  return label ? t(label) : value;
}

function country(code: string): string {
  return new Intl.DisplayNames([currentLocale()], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** Each placeholder's pattern in the English and how its value reads in the page's language. */
const KINDS: Readonly<Record<string, { pattern: string; show: (value: string) => string }>> = {
  number: { pattern: String.raw`\d+`, show: (v) => formatNumber(Number(v)) },
  amount: { pattern: String.raw`[€£$][\d,]+(?:\.\d+)?`, show: money },
  received: {
    pattern: String.raw`[€£$][\d,]+(?:\.\d+)?(?: \(converted at a reference rate\))?`,
    show: (v) => (v.endsWith(CONVERTED) ? `${money(v.slice(0, -CONVERTED.length))} ${t('(converted at a reference rate)')}` : money(v)),
  },
  price: { pattern: String.raw`\d+(?:\.\d+)? [A-Z]{3}`, show: (v) => currency(Number(v.split(' ')[0]), v.split(' ')[1]!) },
  percent: { pattern: String.raw`\d+%`, show: (v) => formatPercent(Number(v.slice(0, -1))) },
  law: {
    pattern: ['EC 261/2004', 'UK261', 'SHY-YOLCU', 'US DOT', ...REGIME_NAMES].map((name) => name.replace(/[()]/g, '\\$&')).join('|'),
    show: (v) => (REGIME_NAMES.includes(v) ? t(v) : isolate(v)),
  },
  latin: { pattern: '.+?', show: isolate },
  code: { pattern: '[^"]*', show: isolate },
  country: { pattern: '[A-Z]{2}', show: country },
  licence: { pattern: 'an? [A-Z]{2} licence', show: (v) => t('a licence from {country}', { country: country(v.split(' ')[1]!) }) },
  date: { pattern: String.raw`\d{4}-\d{2}-\d{2}`, show: formatFlightDate },
  cause: { pattern: CAUSE_LABELS.flatMap((label) => [label, label.charAt(0).toUpperCase() + label.slice(1)]).join('|'), show: cause },
  notice: { pattern: String.raw`\d+ days?(?: \d+ h)?|\d+ h`, show: notice },
};

const KIND_OF: Readonly<Record<string, string>> = {
  hours: 'number',
  minutes: 'number',
  km: 'number',
  bytes: 'number',
  earlier: 'number',
  later: 'number',
  within: 'number',
  seats: 'number',
  min: 'number',
  flight: 'number',
  years: 'number',
  amount: 'amount',
  left: 'amount',
  received: 'received',
  price: 'price',
  percent: 'percent',
  law: 'law',
  city: 'latin',
  iata: 'latin',
  from: 'latin',
  to: 'latin',
  airline: 'latin',
  types: 'latin',
  code: 'code',
  country: 'country',
  licence: 'licence',
  date: 'date',
  since: 'date',
  cause: 'cause',
  notice: 'notice',
};

/** Most specific first: the first whose pattern matches the English is used. */
export const DOMAIN_TEMPLATES: readonly string[] = [
  // src/domain/claim and src/offline
  msg('Please enter at most {hours} hours'),
  msg('File is larger than {bytes} bytes'),
  msg('File is smaller than {bytes} bytes'),
  msg('File type must be one of {types}'),
  msg('Your flight appears eligible for compensation of up to {amount} per passenger under {law}.'),
  msg('Your flight appears eligible for compensation under {law}.'),
  // Distance bands (ec261, uk261, shy-yolcu index.ts) and the deciding sums
  msg('{km} km: 1500 km or less.'),
  msg('{km} km: between 1500 and 3500 km.'),
  msg('{km} km: more than 3500 km, not within the EU.'),
  msg('{km} km: more than 3500 km.'),
  msg('{km} km, but within the EU/EEA/Switzerland: intra-Community flights over 1500 km are in the middle band.'),
  msg('{km} km within Turkey: domestic flights pay a flat amount.'),
  msg('{km} km: international, 1500 km or less.'),
  msg('{km} km: international, 1500 to 3500 km.'),
  msg('{km} km: international, more than 3500 km.'),
  msg('{km} km is within 10 km of a band edge (1500 or 3500 km); other ways of measuring the great circle may put it in the other band.'),
  msg('{law} pays {amount} per passenger.'),
  msg('The US DOT rule pays {amount} per passenger.'),
  // Delay, cancellation, advanced flights, causes (ec261/assess.ts, texts.ts)
  msg('You arrived {hours} h {minutes} min late at your final destination: 3 hours or more is compensated like a cancellation.'),
  msg('You arrived {hours} h {minutes} min late; compensation starts at 3 hours at the final destination.'),
  msg('On a flight over 3500 km, a delay of {hours} h {minutes} min (not more than 4 hours) halves the compensation.'),
  msg('Your replacement arrived {hours} h {minutes} min late, within {within} hours for this distance, so the airline may halve the compensation.'),
  msg(
    '{law} has paid compensation for delays only for flights from {since} on; your flight on {date} falls under the earlier rules, which give care and a refund but no fixed sum for a delay.',
  ),
  msg('You were told {notice} ahead, at least two weeks: no compensation, though refund or re-routing remain.'),
  msg(
    'You were told {notice} ahead (between one and two weeks) and offered a flight leaving at most {earlier} h earlier and arriving less than {later} h later: no compensation.',
  ),
  msg(
    'You were told {notice} ahead (less than 7 days) and offered a flight leaving at most {earlier} h earlier and arriving less than {later} h later: no compensation.',
  ),
  msg(
    'You were told {notice} ahead (between one and two weeks) and no replacement kept within {earlier} h earlier and under {later} h later: compensation is due.',
  ),
  msg('You were told {notice} ahead (less than 7 days) and no replacement kept within {earlier} h earlier and under {later} h later: compensation is due.'),
  msg('Your flight was moved {minutes} minutes earlier, more than an hour, which counts as a cancellation.'),
  msg(
    'Your flight was moved {minutes} minutes earlier, more than an hour, which counts as a cancellation. Courts applying {law} are not bound by this 2021 EU ruling, so this point is open.',
  ),
  msg('Your flight was moved {minutes} minutes earlier; an hour or less does not count as a cancellation.'),
  msg('{law} pays for delays only when they have technical or operational reasons, not for {cause}. Care and refund rights remain.'),
  msg(
    'The airline may say the delay came from {cause}. That frees it only if it proves a direct link to an extraordinary event on the earlier flight and that it took all reasonable measures; until then compensation is due.',
  ),
  msg(
    'The airline may say the cancellation came from {cause}. That frees it only if it proves a direct link to an extraordinary event on the earlier flight and that it took all reasonable measures; until then compensation is due.',
  ),
  msg(
    'The airline may refuse because of {cause}, which can be an extraordinary circumstance. It must prove that, and that it took all reasonable measures to avoid the delay; until it does, compensation is due. This lowers the chance of success. Care and refund rights remain either way.',
  ),
  msg(
    'The airline may refuse because of {cause}, which can be an extraordinary circumstance. It must prove that, and that it took all reasonable measures to avoid the cancellation; until it does, compensation is due. This lowers the chance of success. Care and refund rights remain either way.',
  ),
  msg("{cause} is part of the airline's normal operations, not an extraordinary circumstance."),
  // Diversion, downgrade, what was already received (ec261/extras.ts)
  msg(
    'Your flight landed at another airport serving the same area. The delay counts until you reached {city} ({iata}), the airport you booked, or another nearby destination you agreed with the airline; the airline also owes the transfer.',
  ),
  msg(
    'Your flight landed at an airport that does not serve {city}. The delay counts until you reached {iata}; courts have not settled whether such a diversion counts as a cancellation.',
  ),
  msg(
    "You were placed in a lower class than you paid for on {from} → {to} ({km} km): the airline must refund {percent} of that flight's price, {price}, within seven days.",
  ),
  msg('What you already received ({price}) will be deducted at the exchange rate of the day.'),
  msg('You already received compensation worth {received}, which is deducted: nothing more is due.'),
  msg('You already received compensation worth {received}, which is deducted: {left} is left to claim.'),
  msg('You already received a voucher you accepted in writing worth {received}, which is deducted: nothing more is due.'),
  msg('You already received a voucher you accepted in writing worth {received}, which is deducted: {left} is left to claim.'),
  // Time limits (compensation/assess.ts)
  msg('The shortest time limit that may apply ({country}, {years} years) ended on {date}; the claim may still be brought where the limit is longer.'),
  // Scope (ec261, uk261, shy-yolcu, us-dot scope.ts)
  msg('The journey departs from {city} ({iata}), inside the EU/EEA/Switzerland, so EC 261/2004 applies whatever the airline.'),
  msg('The journey departs from {city} ({iata}) in Turkey, so SHY-YOLCU applies whatever the airline.'),
  msg('The journey departs from {city} ({iata}) in the United Kingdom, so UK261 applies whatever the airline.'),
  msg('The flight departs from {city} ({iata}) in the United States, so the US DOT oversales rule applies.'),
  msg('EC 261/2004 does not apply: your booking runs from {from} to {to}, both outside the EU, and a connection in {city} does not change that.'),
  msg('UK261 does not apply: your booking runs from {from} to {to}, both outside the UK, and a connection in {city} does not change that.'),
  msg('SHY-YOLCU does not apply: your booking runs from {from} to {to}, both outside Turkey, and a connection in {city} does not change that.'),
  msg('EC 261/2004 does not apply: the journey neither departs from nor arrives in the EU/EEA/Switzerland ({from} → {to}).'),
  msg('EC 261/2004 does not apply: the flight arrives in the EU from outside, and {airline} holds {licence}, not an EU/EEA/Swiss one.'),
  msg(
    'The journey arrives in the EU/EEA/Switzerland and {airline}, a carrier licensed there ({country}), flies part of it ({from} → {to}), so EC 261/2004 applies to the whole booking and the claim goes to {airline}.',
  ),
  msg('The journey arrives in the EU/EEA/Switzerland on {airline}, a carrier licensed there ({country}), so EC 261/2004 applies.'),
  msg('The journey arrives in the United Kingdom on {airline}, a UK-licensed carrier, so UK261 applies.'),
  msg('The journey arrives in the United Kingdom on {airline}, an EU-licensed carrier, so UK261 applies.'),
  msg('The journey arrives in the EU on {airline}, a UK-licensed carrier, so UK261 applies.'),
  msg('UK261 does not apply: the flight arrives in the United Kingdom from abroad, and {airline} holds neither a UK nor an EU licence.'),
  msg('The journey arrives in Turkey on {airline}, a Turkish carrier, so SHY-YOLCU applies.'),
  // Airports and airlines the engine does not know (compensation/journey.ts)
  msg('The airport code of flight {flight} is missing. Which airport was it? Use the three-letter code on your boarding pass.'),
  msg('The airport code of flight {flight} "{code}" is not an airport we know. Which airport was it? Use the three-letter code on your boarding pass.'),
  msg('The operating airline "{code}" is not an airline we know. Which airline operated the flight? It is on your boarding pass as "operated by".'),
  // US DOT (us-dot/index.ts, refund.ts)
  msg('The US rule covers only aircraft with {min} or more passenger seats; yours had {seats}.'),
  msg('No alternative was offered: {percent} of the one-way fare, at most {amount}.'),
  msg('Your replacement arrived {hours} hours or more late: {percent} of the one-way fare, at most {amount}.'),
  msg('Your replacement arrived more than 1 hour but less than {hours} hours late: {percent} of the one-way fare, at most {amount}.'),
  msg('A cash refund of your ticket if the flight leaves or arrives {hours} hours or more late and you do not accept the alternative offered.'),
  // Compensation on the spot (compensation/rights-now.ts)
  msg('Your compensation ({amount} per passenger), paid straight away, at the airport: the airline must not make you claim it later.'),
  msg(
    'Your denied-boarding compensation ({amount} per passenger), paid on the day and at the airport where you were refused (within 24 hours if your new flight leaves before it can be paid), in cash or by check unless you agree to a voucher.',
  ),
];

const escape = (text: string): string => text.replace(/[.*+?^$()[\]\\|/-]/g, '\\$&');

/** `{km} km: …` → /^(?<km>\d+) km: …$/ (a placeholder used twice must repeat its value). */
function patternOf(template: string): RegExp {
  const seen = new Set<string>();
  const body = template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    if (seen.has(name)) return `\\k<${name}>`;
    seen.add(name);
    return `(?<${name}>${KINDS[KIND_OF[name]!]!.pattern})`;
  });
  return new RegExp(`^${body.join('')}$`);
}

const COMPILED = DOMAIN_TEMPLATES.map((template) => ({ template, pattern: patternOf(template) }));

/** The template an engine message was written from, with the values in it. */
export function templateOf(english: string): { template: string; values: Record<string, string> } | undefined {
  for (const { template, pattern } of COMPILED) {
    const groups = pattern.exec(english)?.groups;
    if (groups) return { template, values: groups };
  }
  return undefined;
}

/** The message in the page's language when one of the templates matches; otherwise undefined. */
export function patternText(english: string): string | undefined {
  const found = templateOf(english);
  if (!found) return undefined;
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, KINDS[KIND_OF[name]!]!.show(value)]));
  const text = t(found.template, values);
  return text.charAt(0).toLocaleUpperCase(currentLocale()) + text.slice(1);
}

/** The placeholder names a template may use (for the unit test). */
export const PLACEHOLDER_NAMES: readonly string[] = Object.keys(KIND_OF);
