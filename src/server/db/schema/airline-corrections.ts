// An admin's correction of an airline's claim channel (migration 0018): it takes precedence over the
// shipped directory entry (src/domain/airlines, airlineClaimChannel) for that IATA code, and says
// who made it and when. One row per airline: the latest correction.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface StoredChannel {
  kind: 'email' | 'web-form' | 'post';
  address?: string;
  url?: string;
  languages: string[];
}

export const airlineChannelCorrections = pgTable('airline_channel_corrections', {
  iata: text('iata').primaryKey(),
  channels: jsonb('channels').$type<StoredChannel[]>().notNull(),
  /** The languages it answers claims in; null: those of the channels and the shipped entry. */
  languages: jsonb('languages').$type<string[]>(),
  /** true, false or 'not-known-yet'; null: the shipped entry's. */
  directFirst: jsonb('direct_first').$type<boolean | 'not-known-yet'>(),
  /** { name, url } or 'not-known-yet'; null: the shipped entry's. */
  adr: jsonb('adr').$type<{ name: string; url: string } | 'not-known-yet'>(),
  /** Where the admin checked it (a page, a letter from the airline). */
  source: text('source').notNull(),
  correctedBy: text('corrected_by').notNull(),
  /** The admin's name when they corrected it, shown with the entry. */
  correctedByName: text('corrected_by_name').notNull(),
  correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
});
