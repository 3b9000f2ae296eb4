// A next step as a sentence in one of the product's languages: dates, amounts and countries the
// language's own way (Intl), the placeholders filled, a nested phrase (the enforcement body) too.
import { dateFormat, numberFormat, regionNames } from '../text/intl-kept.ts';
import type { MessageRef, MessageValue, MessageValues } from '../text/message.ts';
import { DESK_MESSAGES } from './messages.ts';
import { DESK_MESSAGES_TRANSLATED } from './messages-translated.ts';
import type { NextStep } from './next-step.ts';

export type DeskLanguage = 'en' | 'ar' | 'fa' | 'tr';

function template(id: string, lang: DeskLanguage): string {
  const table: Readonly<Record<string, string>> = lang === 'en' ? DESK_MESSAGES : DESK_MESSAGES_TRANSLATED[lang];
  return table[id] ?? (DESK_MESSAGES as Readonly<Record<string, string>>)[id] ?? id;
}

function valueText(value: MessageValue, lang: DeskLanguage): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberFormat(lang).format(value);
  if ('date' in value) {
    if (!value.date) return '';
    return dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value.date}T12:00:00Z`));
  }
  if ('amount' in value) {
    try {
      return numberFormat(lang, { style: 'currency', currency: value.currency }).format(value.amount);
    } catch {
      return `${value.amount} ${value.currency}`;
    }
  }
  if ('country' in value) return regionNames(lang).of(value.country) ?? value.country;
  if ('messageId' in value) return fill(value, lang);
  return '';
}

function fill(ref: MessageRef, lang: DeskLanguage): string {
  const values: MessageValues = ref.values ?? {};
  return template(ref.messageId, lang).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? valueText(values[name]!, lang) : whole));
}

/** The sentence in `lang` (English for a language we do not write). */
export function renderNextStep(step: NextStep, lang: string): string {
  const language: DeskLanguage = lang === 'ar' || lang === 'fa' || lang === 'tr' ? lang : 'en';
  const text = fill(step, language);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
