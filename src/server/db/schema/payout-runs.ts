// Payout runs (migration 0020): a set of ready claims paid together, created by one admin and
// approved by another, exported as the bank's files and confirmed by its execution report. Amounts
// in minor units (bigint, read as numbers: far below 2^53).
import { bigint, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExchangeRate } from '../../../domain/money/conversion.ts';
import type { PayoutRoute } from '../../../domain/payout/routing.ts';
import { claims } from './claims.ts';

export type PayoutRunStatus = 'created' | 'approved' | 'confirmed';
export type PayoutItemStatus = 'pending' | 'paid' | 'rejected';

export const payoutRuns = pgTable('payout_runs', {
  id: uuid('id').primaryKey(),
  status: text('status').$type<PayoutRunStatus>().notNull().default('created'),
  /** The pain.001's MsgId, which the bank's pain.002 names as OrgnlMsgId. */
  messageId: text('message_id').notNull().unique(),
  executionDate: date('execution_date', { mode: 'string' }).notNull(),
  rates: jsonb('rates').$type<ExchangeRate[]>().notNull().default([]),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  approvedBy: text('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  confirmedBy: text('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const payoutRunItems = pgTable('payout_run_items', {
  endToEndId: text('end_to_end_id').primaryKey(),
  runId: uuid('run_id')
    .notNull()
    .references(() => payoutRuns.id, { onDelete: 'cascade' }),
  claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
  reference: text('reference').notNull(),
  route: text('route').$type<PayoutRoute>().notNull(),
  /** What we owe the passenger in the currency the airline paid (after our fee). */
  sourceAmount: bigint('source_amount', { mode: 'number' }).notNull(),
  sourceCurrency: text('source_currency').notNull(),
  /** What is sent, in the account's currency. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  rate: jsonb('rate').$type<ExchangeRate | null>(),
  accountMasked: text('account_masked').notNull(),
  /** The account as approved: a change after this stops the export. */
  accountUpdatedAt: timestamp('account_updated_at', { withTimezone: true }).notNull(),
  status: text('status').$type<PayoutItemStatus>().notNull().default('pending'),
  valueDate: date('value_date', { mode: 'string' }),
  bankReference: text('bank_reference'),
  reason: text('reason'),
});
