// The languages the product speaks, for every layer: the app's screens, the mandate's texts and the
// server's e-mails and push messages. English is the default and the spec's own language.

export const LOCALES = ['en', 'ar', 'fa', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr';
}
