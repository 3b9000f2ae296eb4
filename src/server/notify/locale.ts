// The language a passenger's mails are written in: notification_preferences.locale (migration
// 0015), set at registration (the registration's attributes.locale, as Keycloak names it, or the
// browser's Accept-Language) and whenever the app's language changes (PUT /api/me/locale).
// Unknown: English. A co-passenger's mails are in the language of the passenger who named them.
import { eq, sql } from 'drizzle-orm';
import { isLocale, preferredLocale, type Locale } from '../../domain/text/locales.ts';
import type { DbOrTx } from '../db/database.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';

/** The language the passenger gave (at registration or in the app), or null when never given. */
export async function storedLocale(db: DbOrTx, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: notificationPreferences.locale }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return isLocale(row?.locale) ? row.locale : null;
}

/** The language this passenger's notifications and mails are written in (English until told otherwise). */
export async function passengerLocale(db: DbOrTx, userId: string): Promise<Locale> {
  return (await storedLocale(db, userId)) ?? 'en';
}

export async function rememberLocale(db: DbOrTx, userId: string, locale: Locale): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, locale })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { locale, updatedAt: sql`now()` } });
}

/** The tags of an Accept-Language header, most wanted first ('fa-IR,fa;q=0.9,en;q=0.5' → fa-IR, fa, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{1,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a registration asks for: its attributes.locale (Keycloak's UserRepresentation
 * keeps attributes as lists of strings; a single string is taken too), else the first language of
 * Accept-Language the product speaks; undefined when neither names one.
 */
export function registrationLocale(attributeLocale: string | readonly string[] | undefined, acceptLanguage: string | undefined): Locale | undefined {
  const given = [attributeLocale ?? []].flat();
  const tags = [...given, ...acceptedLanguages(acceptLanguage)];
  const spoken = tags.filter((tag) => isLocale(tag.toLowerCase().split(/[-_]/)[0]));
  return spoken.length > 0 ? preferredLocale(spoken.map((tag) => tag.replace('_', '-'))) : undefined;
}
