// The airline desk (migration 0017): the case inside `processing` (its stage, how and to whom it
// went, the airline's reference and the next date due), the letters we sent (immutable PDFs with
// their SHA-256) and every answer the airline gave.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AirlineAnswer, CaseStage } from '../../../domain/desk/index.ts';
import type { EscalationTarget } from '../../../domain/escalation/index.ts';
import { claimIdColumn, claims } from './claims.ts';

/** A pack-* is what the agent files with a body or a court (server/desk/escalate.ts). */
export type LetterKind = 'demand' | 'reminder' | 'rebuttal' | 'mandate' | `pack-${EscalationTarget}`;
export type SentChannel = 'email' | 'web-form' | 'post';

export const claimCases = pgTable(
  'claim_cases',
  {
    claimId: uuid('claim_id')
      .primaryKey()
      .references(() => claims.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<CaseStage>().notNull(),
    /** The airline (IATA) the case went to. */
    airline: text('airline'),
    channel: text('channel').$type<SentChannel>(),
    /** The address or link it went to. */
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The airline's own case number (a web form's receipt, its reply's reference). */
    airlineReference: text('airline_reference'),
    /** Why the letter could not go (an unknown airline, no channel), while the stage is 'preparing'. */
    blocked: text('blocked'),
    /** The next date due (YYYY-MM-DD) and what falls due then (domain/desk/clock.ts). */
    nextDueOn: text('next_due_on'),
    nextDueWhat: text('next_due_what'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** Where the agent took the claim (escalate): its body's own clock runs from escalated_at. */
    escalatedTo: text('escalated_to').$type<EscalationTarget>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_cases_next_due_idx').on(t.nextDueOn)],
);

export const claimLetters = pgTable(
  'claim_letters',
  {
    id: uuid('id').primaryKey(),
    claimId: claimIdColumn(),
    kind: text('kind').$type<LetterKind>().notNull(),
    /** ISO 639-1: 'en', or the second copy's 'ar', 'fa', 'tr'. */
    language: text('language').notNull(),
    blobKey: text('blob_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    channel: text('channel').$type<SentChannel>(),
    sentTo: text('sent_to'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail left (e-mail channel) or the agent filed it (web form, post). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('claim_letters_claim_id_idx').on(t.claimId, t.createdAt)],
);

export const claimAirlineAnswers = pgTable(
  'claim_airline_answers',
  {
    id: uuid('id').primaryKey(),
    claimId: claimIdColumn(),
    answer: jsonb('answer').$type<AirlineAnswer>().notNull(),
    /** The day the answer arrived (YYYY-MM-DD). */
    receivedOn: text('received_on').notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The passenger's decision on an offer or voucher. */
    passengerDecision: text('passenger_decision').$type<'accepted' | 'refused'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('claim_airline_answers_claim_id_idx').on(t.claimId, t.createdAt)],
);
