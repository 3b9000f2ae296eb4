// What each notification says, in the passenger's language: the e-mail's subject, heading and
// lines, and the push notification's title and body, built from one language's words
// (templates/words/<lang>.json, typed by words/types.ts), and the mails that bring a link (the
// address confirmation, a password reset, a co-passenger's signing request). Only ids, statuses,
// amounts and the flight's number and date go in: no text anyone typed.
import { formatIsoDate } from '../../../domain/text/dates.ts';
import { dateFormat, numberFormat, pluralRules } from '../../../domain/text/intl-kept.ts';
import { exponentOf, formatMinorUnits } from '../../../domain/money/minor-units.ts';
import { directionOf, preferredLocale, type Locale } from '../../../domain/text/locales.ts';
import type { NotificationData, NotificationKind } from '../events.ts';
import { renderNextStep } from '../../../domain/desk/render.ts';
import type { NextStep } from '../../../domain/desk/next-step.ts';
import type { MessageValues } from '../../../domain/text/message.ts';
import ar from './words/ar.json' with { type: 'json' };
import en from './words/en.json' with { type: 'json' };
import fa from './words/fa.json' with { type: 'json' };
import tr from './words/tr.json' with { type: 'json' };
import type { LinkMailWords, MessageWords, Words } from './words/types.ts';

export interface Message {
  subject: string;
  heading: string;
  lines: string[];
  /** The button's label (the link opens the claim, or the inbox). */
  action: string;
  /** Push: a short title and body. */
  pushTitle: string;
  pushBody: string;
  /** The e-mail's footer (why it came) and the settings link's label. */
  footer: string;
  settings: string;
}

const WORDS: Record<Locale, Words> = { en, ar, fa, tr };

/** The product language of a locale tag ('ar-AE' → 'ar'; one the product does not speak → 'en'). */
export function notificationLocale(locale: string): Locale {
  return preferredLocale([locale.replace('_', '-')]);
}

/** A Latin run (a reference) inside right-to-left text keeps its own order (U+2068 … U+2069). */
function isolate(text: string, lang: Locale): string {
  return directionOf(lang) === 'rtl' ? `\u2068${text}\u2069` : text;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function build(words: MessageWords, values: Record<string, string>, action: string, middle: string[] = []): Omit<Message, 'footer' | 'settings'> {
  const f = (text: string) => fill(text, values);
  return {
    subject: f(words.subject),
    heading: f(words.heading),
    // The reference, then the flight and its date: a passenger knows their flight, not our reference.
    lines: [values.reference ?? '', ...(values.flightLine ? [values.flightLine] : []), ...middle.map(f), ...words.lines.map(f)],
    action,
    pushTitle: f(words.pushTitle),
    pushBody: f(words.pushBody),
  };
}
/** A confirmed payout: the amount in its currency (minor units read as text), the value date and the bank's reference. */
function paidValues(data: NotificationData, lang: Locale): Record<string, string> {
  const currency = data.paid_currency ?? data.currency ?? 'EUR';
  const amount = formatMinorUnits(data.paid_amount ?? 0, currency);
  let paid = `${amount} ${currency}`;
  try {
    paid = numberFormat(lang, { style: 'currency', currency, minimumFractionDigits: exponentOf(currency) }).format(Number(amount));
  } catch {
    // an unknown currency code: the decimal text and the code
  }
  const day = data.value_date ? new Date(`${data.value_date}T00:00:00Z`) : null;
  const date = day && !Number.isNaN(day.getTime()) ? dateFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(day) : (data.value_date ?? '');
  return { paid, date, bankRef: isolate(data.bank_reference ?? '', lang) };
}

function compose(
  kind: NotificationKind,
  data: NotificationData,
  words: Words,
  lang: Locale,
  money: (amount: number) => string,
): Omit<Message, 'footer' | 'settings'> {
  const ref = isolate(data.reference ?? '', lang);
  const status = data.status ? words.statuses[data.status] : '';
  const count = data.passengers ?? 1;
  const passengers = (words.passengers[pluralRules(lang).select(count)] ?? words.passengers.other).replace('{count}', String(count));
  const values: Record<string, string> = { ref, status, passengers, reference: fill(words.reference, { ref }) };
  if (data.flight && data.flight_date) values.flightLine = fill(words.flight, flightValues(data.flight, data.flight_date, lang));
  if (data.per_passenger !== undefined) values.per = money(data.per_passenger);
  if (data.total !== undefined) values.total = money(data.total);
  if (data.total_net !== undefined) values.net = money(data.total_net);
  switch (kind) {
    case 'claim-received': {
      const known = data.per_passenger !== undefined && data.total !== undefined;
      const amounts = known ? [words.received.estimate, ...(data.total_net !== undefined ? [words.received.net] : [])] : [words.received.noAmount];
      return build(words.received, values, words.openClaim, [...amounts, words.received.next]);
    }
    case 'status-changed':
      return build(words.statusChanged, values, words.openClaim);
    case 'info-requested':
      return build(words.infoRequested, values, words.openClaim);
    case 'payout-sent':
      if (data.paid_amount !== undefined) return build(words.payoutSent, { ...values, ...paidValues(data, lang) }, words.openClaim, [words.payoutSent.paid]);
      return build(words.payoutSent, values, words.openClaim, data.total_net !== undefined ? [words.payoutSent.amount] : []);
    case 'sync-refused':
      return build(words.syncRefused, values, words.openClaim);
    case 'signature-requested':
      return build(words.signatureRequested, values, words.signatureRequested.action);
    case 'payout-account-changed':
      return build(words.payoutAccount, { ...values, account: isolate(data.account ?? '', lang) }, words.openClaim);
    case 'case-update':
      return build(
        words.caseUpdate,
        {
          ...values,
          next: data.next ? renderNextStep({ messageId: data.next.message_id as NextStep['messageId'], values: data.next.values as MessageValues }, lang) : '',
        },
        words.openClaim,
      );
    // Mailed to the airline by desk/deliver.ts, never shown to a passenger.
    case 'airline-letter':
    case 'airline-send':
      return build(words.statusChanged, values, words.openClaim);
    case 'airline-message':
      return build(words.airlineMessage, values, words.openClaim);
    case 'desk-task': {
      const task = words.deskTask.tasks[data.task as keyof Words['deskTask']['tasks']] ?? '';
      return build(words.deskTask, { ...values, task, due: data.due_on ? formatIsoDate(data.due_on, lang, 'long') : '' }, words.openClaim);
    }
  }
}

/** The message in the passenger's language (English for a language the product does not speak). */
export function messageFor(kind: NotificationKind, data: NotificationData, locale = 'en'): Message & { lang: Locale; dir: 'ltr' | 'rtl' } {
  const lang = notificationLocale(locale);
  const words = WORDS[lang];
  const money = (amount: number) => {
    try {
      return numberFormat(lang, { style: 'currency', currency: data.currency ?? 'EUR' }).format(amount);
    } catch {
      return `${amount.toFixed(2)} ${data.currency ?? ''}`.trim();
    }
  };
  return { ...compose(kind, data, words, lang, money), footer: words.footer, settings: words.settings, lang, dir: directionOf(lang) };
}

/** A flight number isolated in right-to-left text, and its date in the language (Gregorian; Persian adds the Solar Hijri date). */
function flightValues(flight: string, isoDate: string, lang: Locale): { flight: string; date: string } {
  return { flight: isolate(flight, lang), date: formatIsoDate(isoDate, lang, 'long') };
}

/** A mail that brings a link (the address confirmation, a reset, a signing request), in one language. */
export interface LinkMessage {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  subject: string;
  heading: string;
  lines: string[];
  action: string;
  footer: string;
}

function linkMessage(lang: Locale, words: LinkMailWords, values: Record<string, string> = {}, subject = words.subject): LinkMessage {
  const f = (text: string) => fill(text, values);
  return {
    lang,
    dir: directionOf(lang),
    subject: f(subject),
    heading: f(words.heading),
    lines: words.lines.map(f),
    action: words.action,
    footer: words.footer,
  };
}

/** The account's own mails, in the account's language: no name or other typed text in them (F9). */
export function accountMessage(kind: 'verifyEmail' | 'passwordReset', locale: string): LinkMessage {
  const lang = notificationLocale(locale);
  return linkMessage(lang, WORDS[lang][kind]);
}

/** A co-passenger's signing request (or a reminder of it): the flight, its date and until when the link works. */
export function cosignMessage(locale: string, facts: { flight: string; date: string; until: Date }, reminder = false): LinkMessage {
  const lang = notificationLocale(locale);
  const words = WORDS[lang].cosign;
  const values = { ...flightValues(facts.flight, facts.date, lang), until: formatIsoDate(facts.until.toISOString().slice(0, 10), lang, 'long') };
  return linkMessage(lang, words, values, reminder ? words.reminderSubject : words.subject);
}
