// Money in and the tax invoice (migration 0019). Amounts are integers in the currency's minor unit.
// - airline_payments: what the airline paid us for a claim (one per claim), by an agent or a statement;
//   it goes with its claim (account erasure).
// - bank_statements / bank_credits: imported camt.053 statements of our client account (one row per
//   statement id, idempotent) and their credits, each matched to a claim or waiting for an agent.
//   They are our bank's records: erasing an account only unlinks its credits.
// - invoices: tax invoices and credit notes, never edited (a trigger refuses UPDATE, and DELETE for
//   five years), numbered without gaps per series from invoice_counters in the issuing transaction.
//   No foreign key to the claim: erasing an account keeps them (kept 5 years, UAE VAT law).
import { bigint, date, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { claims } from './claims.ts';

export const bankStatements = pgTable('bank_statements', {
  id: uuid('id').primaryKey(),
  /** Stmt/Id: the bank's id of the statement. */
  statementId: text('statement_id').notNull().unique(),
  sha256: text('sha256').notNull(),
  messageId: text('message_id').notNull(),
  account: text('account'),
  importedBy: text('imported_by').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bankCredits = pgTable(
  'bank_credits',
  {
    id: uuid('id').primaryKey(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    position: text('position').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    endToEndId: text('end_to_end_id'),
    remittance: text('remittance').notNull(),
    debtorName: text('debtor_name'),
    /** The claim the credit paid; null while it waits for an agent (or after the claim was erased). */
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    /** Why it did not match (null when matched). */
    unmatchedReason: text('unmatched_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bank_credits_statement_position_unique').on(t.statementId, t.position)],
);

export const airlinePayments = pgTable('airline_payments', {
  id: uuid('id').primaryKey(),
  claimId: uuid('claim_id')
    .notNull()
    .unique()
    .references(() => claims.id, { onDelete: 'cascade' }),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  bankReference: text('bank_reference'),
  bankCreditId: uuid('bank_credit_id').references(() => bankCredits.id),
  recordedBy: text('recorded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InvoiceKind = 'invoice' | 'credit-note';

export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').$type<InvoiceKind>().primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
});

export interface Supplier {
  name: string;
  address: string;
  trn: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    claimId: uuid('claim_id').notNull(),
    userId: text('user_id').notNull(),
    /** A credit note: the invoice it corrects. */
    creditsInvoiceId: uuid('credits_invoice_id').unique(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    locale: text('locale').notNull(),
    supplier: jsonb('supplier').$type<Supplier>().notNull(),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address'),
    claimReference: text('claim_reference').notNull(),
    /** The compensation the fee is a share of, in its own currency. */
    compensationMinor: bigint('compensation_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
    /** AED per unit of `currency` and the day it is for; "1" for AED. */
    aedRate: text('aed_rate').notNull(),
    aedRateDate: date('aed_rate_date', { mode: 'string' }).notNull(),
    feeAedMinor: bigint('fee_aed_minor', { mode: 'number' }).notNull(),
    vatAedMinor: bigint('vat_aed_minor', { mode: 'number' }).notNull(),
    /** A credit note's reason. */
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_kind_number_unique').on(t.kind, t.number)],
);
