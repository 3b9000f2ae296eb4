// A message of src/domain (a reason of the rules engine, a care right, a question, a refused file)
// in the page's language: its id's English template (src/domain/messages.ts) through the
// catalogues, each value formatted the language's way (amounts, dates, countries, digits). English
// pages show the domain's own sentence, as the API gives it, unless it names a day (written here in the
// page's date format). An amount in SDR reads "6,303 SDR" in every language. A message without a known id (an
// answer kept from before messages had ids, or a fixed sentence) is looked up as it is.
import { DOMAIN_MESSAGES } from '../../../../domain/messages.ts';
import type { MessageTable, MessageValue, MessageValues } from '../../../../domain/text/message.ts';
import { formatFlightDate } from '../../../components/dates.ts';
import { currentLocale, formatMoney, formatNumber, formatPercent, numberFormat, t, tp } from '../../../i18n/t.ts';

/** What a reason, a care right, a missing fact or an error carries: its English, and its id and values when it has them. */
export interface DomainText {
  message?: string;
  messageId?: string;
  values?: MessageValues;
}

/** The message in the page's language. */
export function domainMessage(text: DomainText): string {
  return messageFrom(DOMAIN_MESSAGES, text);
}

/** A message whose id is in another table of the domain (the back office's escalation sentences), in the page's language. */
export function messageFrom(table: MessageTable, text: DomainText): string {
  const template = text.messageId === undefined ? undefined : table[text.messageId];
  if (template === undefined) return t(text.message ?? '');
  const locale = currentLocale();
  // The domain's English writes days as YYYY-MM-DD: a sentence with a day is written here, in the page's date format.
  if (locale === 'en' && text.message !== undefined && !hasDay(text.values)) return text.message;
  const sentence = phrase(template, table, text.values);
  return sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
}

const hasDay = (values: MessageValues = {}): boolean => Object.values(values).some((v) => typeof v === 'object' && 'date' in v);

function phrase(template: string, table: MessageTable, values: MessageValues = {}): string {
  return t(template, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shown(value, table)])));
}

function shown(value: MessageValue, table: MessageTable): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return isolate(value);
  if ('messageId' in value) {
    const template = table[value.messageId];
    return template === undefined ? value.messageId : phrase(template, table, value.values);
  }
  if ('minDigits' in value) return numberFormat({ minimumIntegerDigits: value.minDigits }).format(value.number);
  if ('amount' in value) return money(value.amount, value.currency);
  if ('price' in value) return money(value.price, value.currency);
  if ('percent' in value) return formatPercent(value.percent);
  if ('date' in value) return formatFlightDate(value.date);
  if ('country' in value) return countryName(value.country);
  if ('spanHours' in value) return span(value.spanHours);
  return value.sentences.map((sentence) => messageFrom(table, sentence)).join(' ');
}

/** A Latin name or code in Arabic or Persian keeps its own order when isolated (U+2068 … U+2069). */
const isolate = (text: string): string => (/[A-Za-z]/.test(text) && currentLocale() !== 'en' ? `\u2068${text}\u2069` : text);

function money(amount: number, currency: string): string {
  // The Montreal Convention's limits: "6,303 SDR", the name passengers know, not Intl's "XDR 6,303".
  if (currency === 'XDR') return isolate(currentLocale() === 'en' ? `${formatNumber(amount)} SDR` : t('{amount} SDR', { amount: formatNumber(amount) }));
  try {
    return isolate(formatMoney(amount, currency, Number.isInteger(amount) ? 0 : 2));
  } catch {
    // Not a currency Intl knows ('XYZ'): the number the language's way, and the code as given.
    return isolate(`${formatNumber(amount)} ${currency}`);
  }
}

function countryName(code: string): string {
  return new Intl.DisplayNames([currentLocale()], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** A notice in hours as days and hours: '5 days', '13 days 12 h', '5 h'. */
function span(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  const dayText = tp(days, { one: '# day', other: '# days' });
  const hourText = t('{hours} h', { hours: formatNumber(rest) });
  if (days === 0) return hourText;
  return rest === 0 ? dayText : `${dayText} ${hourText}`;
}

/** Only the message's parts of a reason or right (its English, id and values), each when present. */
export function textOf({ message, messageId, values }: DomainText): DomainText {
  return { ...(message !== undefined ? { message } : {}), ...(messageId !== undefined ? { messageId } : {}), ...(values ? { values } : {}) };
}
