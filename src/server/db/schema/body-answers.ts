// What a body (NEB, ADR, SHGM, GCAA/DCAA, DOT) answered after the agent escalated (migration 0022),
// the way claim_airline_answers keeps the airline's: one catalogue entry per row, never changed.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnsweringBody, BodyAnswer } from '../../../domain/escalation/index.ts';
import { claimIdColumn } from './claims.ts';

export const claimBodyAnswers = pgTable(
  'claim_body_answers',
  {
    id: uuid('id').primaryKey(),
    claimId: claimIdColumn(),
    /** The body that answered: the target the claim was escalated to. */
    body: text('body').$type<AnsweringBody>().notNull(),
    answer: jsonb('answer').$type<BodyAnswer>().notNull(),
    /** The body's own case number, when it gave one. */
    bodyReference: text('body_reference'),
    /** The day the answer arrived (YYYY-MM-DD). */
    receivedOn: text('received_on').notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_body_answers_claim_id_idx').on(t.claimId, t.createdAt)],
);
