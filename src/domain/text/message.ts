// A sentence the domain shows a passenger, as a stable id and its values. Each area of the domain
// keeps one table from id to its English template with {placeholders} (compensation/ec261/messages.ts
// and siblings, src/domain/messages.ts lists them all). The English is filled in here, once, for the
// API and the back office; the app renders the same id and values through its catalogues in the
// passenger's language (src/app/screens/claim/text/domain-message.ts), formatting each value its own way.
import { moneyInEnglish, sdrInEnglish } from '../compensation/money.ts';

/** A message's table: id → English template ('{km} km: 1500 km or less.'). */
export type MessageTable = Readonly<Record<string, string>>;

/** A message: its id in a table, and the values of its placeholders. */
export interface MessageRef {
  messageId: string;
  values?: MessageValues;
}

/** A message with its English, as reasons and care rights carry it. */
export interface SaidMessage extends MessageRef {
  message: string;
}

/**
 * A placeholder's value; its kind says how it reads. The English reads as noted; the app shows
 * numbers, amounts, dates and countries the passenger's language's way.
 */
export type MessageValue =
  /** A count or measure (hours, minutes, km, seats, years): '5'. */
  | number
  /** A name, shown as given: a city, an airport or airline code, an airline, a law's title. */
  | string
  /** A number with at least this many digits: { number: 7, minDigits: 2 } → '07' (minutes after hours). */
  | { number: number; minDigits: number }
  /** Money in major units, as the engine's Money: '€600', '£1,075'; another currency '5000 XYZ'. */
  | { amount: number; currency: string }
  /** A ticket price, to the cent with its code after: '812.40 EUR'. */
  | { price: number; currency: string }
  /** A percentage: { percent: 30 } → '30%'. */
  | { percent: number }
  /** A day, YYYY-MM-DD (the English keeps that form). */
  | { date: string }
  /** A country, ISO 3166-1 alpha-2: 'DE' (the English keeps the code). */
  | { country: string }
  /** A span of notice in hours: '5 days', '13 days 12 h', '5 h'. */
  | { spanHours: number }
  /** A phrase of its own from the same table (a cause, a law's name), translated with the sentence. */
  | MessageRef
  /** Whole sentences in a row (questions), joined with a space. */
  | { sentences: MessageRef[] };

export type MessageValues = Readonly<Record<string, MessageValue>>;

/** The message `id` of `table` with its values, and its English. */
export function said<T extends MessageTable>(table: T, id: keyof T & string, values?: MessageValues): SaidMessage {
  const ref: MessageRef = values ? { messageId: id, values } : { messageId: id };
  return { ...ref, message: englishOf(ref, table) };
}

/** A sentence in English: the template with each value in its English form, with a capital first letter. */
export function englishOf(ref: MessageRef, table: MessageTable): string {
  return capitalise(phrase(ref, table)).trim();
}

function phrase(ref: MessageRef, table: MessageTable): string {
  const template = table[ref.messageId];
  if (template === undefined) throw new Error(`no message ${ref.messageId}`);
  const values = ref.values ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? englishValue(values[name]!, table) : whole));
}

function englishValue(value: MessageValue, table: MessageTable): string {
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if ('minDigits' in value) return String(value.number).padStart(value.minDigits, '0');
  if ('amount' in value) return moneyText(value.amount, value.currency);
  if ('price' in value) return `${value.price.toFixed(2)} ${value.currency}`;
  if ('percent' in value) return `${value.percent}%`;
  if ('date' in value) return value.date;
  if ('country' in value) return value.country;
  if ('spanHours' in value) return spanText(value.spanHours);
  if ('sentences' in value) return value.sentences.map((sentence) => englishOf(sentence, table)).join(' ');
  return phrase(value, table);
}

function moneyText(amount: number, currency: string): string {
  if (currency === 'EUR' || currency === 'GBP' || currency === 'USD') return moneyInEnglish({ amount, currency });
  // The Montreal Convention's limits are in Special Drawing Rights (ISO 4217 'XDR').
  return currency === 'XDR' ? sdrInEnglish(amount) : `${amount} ${currency}`;
}

/** "5 days", or "13 days 12 h" when the hours matter. */
function spanText(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  if (days === 0) return `${rest} h`;
  const dayText = `${days} day${days === 1 ? '' : 's'}`;
  return rest === 0 ? dayText : `${dayText} ${rest} h`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The placeholders a template names, each once: '{km} km, {km}' → ['km']. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}
