// Partner law firms (migration 0021): a firm, its lawyers (users.firm_id, role 'partner'), the
// claims handed to it (claims.partner_firm_id), the court steps its lawyers record, and the
// durable queue of limitation alerts to the team lead while no court filing is recorded.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CourtStepKind } from '../../../domain/escalation/court-steps.ts';
import { claims } from './claims.ts';

export { COURT_STEP_KINDS, type CourtStepKind } from '../../../domain/escalation/court-steps.ts';

export const partnerFirms = pgTable('partner_firms', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  /** ISO 3166-1 alpha-2 of the firm's bar, when given. */
  country: text('country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const claimCourtSteps = pgTable(
  'claim_court_steps',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id'),
    kind: text('kind').$type<CourtStepKind>().notNull(),
    /** YYYY-MM-DD: the day filed, of the hearing, of the judgment, paid or enforced. */
    occurredOn: text('occurred_on').notNull(),
    court: text('court'),
    caseNumber: text('case_number'),
    /** judgment and paid: the amount in minor units. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    note: text('note'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claim_court_steps_claim_id_idx').on(t.claimId, t.createdAt),
    check('claim_court_steps_kind_check', sql`${t.kind} in ('filed', 'hearing', 'judgment', 'paid', 'enforcement')`),
  ],
);

export const limitationAlerts = pgTable(
  'limitation_alerts',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    /** The limitation deadline the alert counts down to (YYYY-MM-DD). */
    deadline: text('deadline').notNull(),
    /** The day the alert is due (YYYY-MM-DD). */
    dueOn: text('due_on').notNull(),
    state: text('state').$type<'pending' | 'sent' | 'dropped'>().notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'limitation_alerts_pk', columns: [t.claimId, t.deadline, t.daysBefore] }),
    index('limitation_alerts_due_idx')
      .on(t.dueOn)
      .where(sql`${t.state} = 'pending'`),
    check('limitation_alerts_state_check', sql`${t.state} in ('pending', 'sent', 'dropped')`),
  ],
);
