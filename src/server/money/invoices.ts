// Tax invoices for our fee and the credit notes that correct them. An invoice is issued once per
// claim (again only after a credit note cancelled the last one), numbered from invoice_counters in
// the issuing transaction: the counter row stays locked until commit, so concurrent issues queue on
// it and a rolled-back issue gives its number back (no gap, no duplicate, on PostgreSQL and PGlite).
// The row keeps everything the document shows; the PDF is printed from it on demand.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { claimReference } from '../../domain/claim/reference.ts';
import {
  AED_PER_USD,
  documentNumber,
  invoiceFigures,
  invoiceHtml,
  vatOnFee,
  basisPoints,
  residentInUaeOf,
  type InvoiceView,
} from '../../domain/money/index.ts';
import { residenceOf } from './residence.ts';
import { isLocale } from '../../domain/text/locales.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers, claims } from '../db/schema/claims.ts';
import { airlinePayments, invoiceCounters, invoices, type InvoiceKind } from '../db/schema/money.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';
import { HttpProblem } from '../http/problem.ts';
import type { InvoiceConfig } from './invoice-config.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What issuing needs from the server's configuration. */
export interface InvoiceSettings {
  invoice: InvoiceConfig;
  /** VAT on our fee as a share (PAYOUT_VAT_RATE). */
  payoutVatRate: number;
}

export interface IssueOptions {
  /** The compensation the fee is a share of, when the airline paid the passenger directly (no airline payment recorded). */
  compensation?: { amountMinor: number; currency: string };
  /** Known residence; undefined: the passenger's answer (claim_residences), else the standard rate (money/vat.ts). */
  residentInUae?: boolean;
  actorId?: string;
}

const FEE_BASIS_POINTS = 2500;

const missing = (detail: string) => new HttpProblem(503, 'invoice-settings-missing', 'Tax invoices need a setting that is missing (TRN, AED rate)', { detail });

/** Today in the UAE (Asia/Dubai), the invoice's date. */
export function uaeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

async function nextNumber(db: DbOrTx, series: InvoiceKind): Promise<number> {
  const [row] = await db
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.series, series))
    .returning({ n: invoiceCounters.lastNumber });
  return row!.n;
}

function aedRateFor(settings: InvoiceSettings, currency: string): string {
  if (currency === 'AED') return '1';
  const rate = settings.invoice.aedRates[currency] ?? (currency === 'USD' ? AED_PER_USD : undefined);
  if (!rate) throw missing(`INVOICE_AED_RATES has no rate for ${currency}.`);
  return rate;
}

/** The claim's invoice that no credit note cancelled, if any. */
export async function currentInvoice(db: DbOrTx, claimId: string): Promise<InvoiceRow | null> {
  const notes = alias(invoices, 'credit_notes');
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(notes, eq(notes.creditsInvoiceId, invoices.id))
    .where(and(eq(invoices.claimId, claimId.toLowerCase()), eq(invoices.kind, 'invoice'), isNull(notes.id)))
    .orderBy(desc(invoices.number))
    .limit(1);
  return row?.invoice ?? null;
}

/**
 * The claim's fee invoice: the current one if issued, else a new one from the airline payment (or
 * `options.compensation`). Called when the claim is paid out, or when the passenger confirms the
 * airline paid them directly. 409 no-airline-payment without an amount; 503 without TRN or rate.
 */
export async function issueFeeInvoice(db: DbOrTx, claimId: string, settings: InvoiceSettings, options: IssueOptions = {}): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId.toLowerCase())).for('update');
    if (!claim) throw new HttpProblem(404, 'claim-not-found', 'Claim not found');
    const existing = await currentInvoice(tx, claim.id);
    if (existing) return existing;
    const trn = settings.invoice.supplierTrn;
    if (!trn) throw missing('Set INVOICE_SUPPLIER_TRN, our 15-digit Tax Registration Number.');
    const [payment] = await tx.select().from(airlinePayments).where(eq(airlinePayments.claimId, claim.id));
    const paid = options.compensation ?? (payment ? { amountMinor: payment.amountMinor, currency: payment.currency } : null);
    if (!paid)
      throw new HttpProblem(409, 'no-airline-payment', 'No airline payment is recorded for this claim', { detail: 'Record what the airline paid first.' });
    const passengers = await tx.select().from(claimPassengers).where(eq(claimPassengers.claimId, claim.id)).orderBy(asc(claimPassengers.position));
    const vat = vatOnFee({
      residentInUae: options.residentInUae ?? residentInUaeOf(await residenceOf(tx, claim.id)),
      zeroRateNonResidents: settings.invoice.zeroRateNonResidents,
      standardBasisPoints: basisPoints(settings.payoutVatRate),
    });
    const aedRate = aedRateFor(settings, paid.currency);
    const figures = invoiceFigures(
      paid.amountMinor,
      paid.currency,
      passengers.length,
      { feeBasisPoints: FEE_BASIS_POINTS, vatBasisPoints: vat.basisPoints },
      aedRate,
    );
    if (!figures) throw missing(`The AED rate for ${paid.currency} cannot be read.`);
    const [prefs] = await tx
      .select({ locale: notificationPreferences.locale })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, claim.userId));
    const main = passengers[0];
    const today = uaeToday();
    const [row] = await tx
      .insert(invoices)
      .values({
        id: randomUUID(),
        kind: 'invoice',
        number: await nextNumber(tx, 'invoice'),
        claimId: claim.id,
        userId: claim.userId,
        issueDate: today,
        locale: isLocale(prefs?.locale) ? prefs.locale : 'en',
        supplier: { name: settings.invoice.supplierName, address: settings.invoice.supplierAddress, trn },
        customerName: main ? `${main.firstName} ${main.lastName}`.trim() : '',
        customerAddress: main?.address ?? null,
        claimReference: claimReference(claim.id),
        compensationMinor: figures.compensation,
        currency: paid.currency,
        feeMinor: figures.fee,
        vatBasisPoints: vat.basisPoints,
        vatTreatment: vat.treatment,
        vatMinor: figures.vat,
        aedRate,
        aedRateDate: today,
        feeAedMinor: figures.feeAed,
        vatAedMinor: figures.vatAed,
        createdBy: options.actorId ?? 'system',
      })
      .returning();
    return row!;
  });
}

/** A credit note cancelling the whole invoice; 409 invoice-not-creditable for a credit note or an invoice already credited. */
export async function issueCreditNote(db: DbOrTx, invoiceId: string, reason: string, actorId: string): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId.toLowerCase())).for('update');
    if (!invoice) throw new HttpProblem(404, 'not-found', 'No such resource', { detail: 'No such invoice.' });
    const [credited] = await tx.select({ n: count() }).from(invoices).where(eq(invoices.creditsInvoiceId, invoice.id));
    if (invoice.kind !== 'invoice' || (credited?.n ?? 0) > 0)
      throw new HttpProblem(409, 'invoice-not-creditable', 'The invoice already has a credit note, or is one', {
        detail: `${documentNumber(invoice.kind, invoice.number)} cannot be credited again.`,
      });
    const { id: _id, number: _n, createdAt: _c, ...copy } = invoice;
    const [row] = await tx
      .insert(invoices)
      .values({
        ...copy,
        id: randomUUID(),
        kind: 'credit-note',
        number: await nextNumber(tx, 'credit-note'),
        creditsInvoiceId: invoice.id,
        issueDate: uaeToday(),
        reason,
        createdBy: actorId,
      })
      .returning();
    return row!;
  });
}

/** The document's view of a row (and of the invoice a credit note corrects). */
export async function invoiceView(db: DbOrTx, row: InvoiceRow): Promise<InvoiceView> {
  const [corrected] = row.creditsInvoiceId ? await db.select().from(invoices).where(eq(invoices.id, row.creditsInvoiceId)) : [];
  return {
    kind: row.kind,
    number: documentNumber(row.kind, row.number),
    issueDate: row.issueDate,
    locale: isLocale(row.locale) ? row.locale : 'en',
    supplier: row.supplier,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    claimReference: row.claimReference,
    currency: row.currency,
    compensationMinor: row.compensationMinor,
    feeMinor: row.feeMinor,
    vatMinor: row.vatMinor,
    vatBasisPoints: row.vatBasisPoints,
    zeroRated: row.vatTreatment === 'zero-rated',
    aedRate: row.aedRate,
    aedRateDate: row.aedRateDate,
    feeAedMinor: row.feeAedMinor,
    vatAedMinor: row.vatAedMinor,
    corrects: corrected ? documentNumber(corrected.kind, corrected.number) : null,
    reason: row.reason,
  };
}

export async function invoiceDocument(db: DbOrTx, row: InvoiceRow): Promise<string> {
  return invoiceHtml(await invoiceView(db, row));
}

export function toInvoiceWire(row: InvoiceRow) {
  return {
    id: row.id,
    kind: row.kind,
    number: documentNumber(row.kind, row.number),
    sequence: row.number,
    claim_id: row.claimId,
    issue_date: row.issueDate,
    currency: row.currency,
    compensation_minor: row.compensationMinor,
    fee_minor: row.feeMinor,
    vat_basis_points: row.vatBasisPoints,
    vat_treatment: row.vatTreatment,
    vat_minor: row.vatMinor,
    aed_rate: row.aedRate,
    fee_aed_minor: row.feeAedMinor,
    vat_aed_minor: row.vatAedMinor,
    credits_invoice_id: row.creditsInvoiceId,
  };
}

/**
 * At payout (the claim just became paid): the fee invoice, in the payout's transaction. Without
 * its settings or an airline payment the payout still goes through and the invoice waits (it is
 * issued at the passenger's first download); the log says why.
 */
export async function invoiceOnPayout(
  db: DbOrTx,
  claimId: string,
  settings: InvoiceSettings,
  actorId: string,
  log: { warn(object: object, message: string): void },
): Promise<InvoiceRow | null> {
  try {
    return await issueFeeInvoice(db, claimId, settings, { actorId });
  } catch (error) {
    if (!(error instanceof HttpProblem) || (error.code !== 'invoice-settings-missing' && error.code !== 'no-airline-payment')) throw error;
    log.warn({ claimId, code: error.code }, 'fee invoice not issued at payout');
    return null;
  }
}
