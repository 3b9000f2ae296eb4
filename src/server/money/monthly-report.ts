// The accountant's monthly CSV: money in (airline payments by value date), our fee invoices and
// credit notes (by issue date; credit notes negative), money out (claims paid that month: what the
// airline paid less the invoiced fee and VAT), then totals. The fee and VAT totals are the sums of
// the month's invoices and credit notes, in AED and in each currency. Amounts are minor units
// printed with their decimals; text cells that a spreadsheet would run as a formula are quoted away.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { claimReference } from '../../domain/claim/reference.ts';
import { documentNumber, formatMinorUnits } from '../../domain/money/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimEvents } from '../db/schema/claims.ts';
import { airlinePayments, invoices } from '../db/schema/money.ts';
import { currentInvoice } from './invoices.ts';

export const REPORT_COLUMNS = [
  'section',
  'date',
  'document',
  'claim_reference',
  'party',
  'currency',
  'amount',
  'fee',
  'vat_rate_percent',
  'vat',
  'fee_aed',
  'vat_aed',
  'aed_rate',
] as const;

type Row = Partial<Record<(typeof REPORT_COLUMNS)[number], string>>;

/** [first day, first day of the next month] of "YYYY-MM". */
export function monthBounds(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

function cell(value: string | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function add(totals: Map<string, number>, key: string, minor: number) {
  totals.set(key, (totals.get(key) ?? 0) + minor);
}

export async function monthlyReport(db: DbOrTx, month: string): Promise<string> {
  const [from, to] = monthBounds(month);
  const rows: Row[] = [];
  const totals = new Map<string, number>();

  const payments = await db
    .select()
    .from(airlinePayments)
    .where(and(gte(airlinePayments.valueDate, from), lt(airlinePayments.valueDate, to)))
    .orderBy(asc(airlinePayments.valueDate), asc(airlinePayments.createdAt));
  for (const p of payments) {
    rows.push({
      section: 'money-in',
      date: p.valueDate,
      document: p.bankReference ?? '',
      claim_reference: claimReference(p.claimId),
      currency: p.currency,
      amount: formatMinorUnits(p.amountMinor, p.currency),
    });
    add(totals, `money-in ${p.currency}`, p.amountMinor);
  }

  const documents = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issueDate, from), lt(invoices.issueDate, to)))
    .orderBy(asc(invoices.kind), asc(invoices.number));
  for (const d of documents) {
    const sign = d.kind === 'credit-note' ? -1 : 1;
    rows.push({
      section: d.kind,
      date: d.issueDate,
      document: documentNumber(d.kind, d.number),
      claim_reference: d.claimReference,
      party: d.customerName,
      currency: d.currency,
      amount: formatMinorUnits(sign * d.compensationMinor, d.currency),
      fee: formatMinorUnits(sign * d.feeMinor, d.currency),
      vat_rate_percent: formatMinorUnits(d.vatBasisPoints, 'EUR'),
      vat: formatMinorUnits(sign * d.vatMinor, d.currency),
      fee_aed: formatMinorUnits(sign * d.feeAedMinor, 'AED'),
      vat_aed: formatMinorUnits(sign * d.vatAedMinor, 'AED'),
      aed_rate: d.aedRate,
    });
    add(totals, 'fee AED', sign * d.feeAedMinor);
    add(totals, 'vat AED', sign * d.vatAedMinor);
    add(totals, `fee ${d.currency}`, sign * d.feeMinor);
    add(totals, `vat ${d.currency}`, sign * d.vatMinor);
  }

  const paidMoves = await db
    .select({ claimId: claimEvents.claimId, at: claimEvents.createdAt })
    .from(claimEvents)
    .where(
      and(
        eq(claimEvents.toStatus, 'paid'),
        gte(claimEvents.createdAt, new Date(`${from}T00:00:00+04:00`)),
        lt(claimEvents.createdAt, new Date(`${to}T00:00:00+04:00`)),
      ),
    )
    .orderBy(asc(claimEvents.createdAt));
  for (const move of paidMoves) {
    const [payment] = await db.select().from(airlinePayments).where(eq(airlinePayments.claimId, move.claimId));
    if (!payment) continue;
    const invoice = await currentInvoice(db, move.claimId);
    const net = payment.amountMinor - (invoice?.currency === payment.currency ? invoice.feeMinor + invoice.vatMinor : 0);
    rows.push({
      section: 'money-out',
      date: move.at.toISOString().slice(0, 10),
      claim_reference: claimReference(move.claimId),
      currency: payment.currency,
      amount: formatMinorUnits(net, payment.currency),
    });
    add(totals, `money-out ${payment.currency}`, net);
  }

  for (const [key, minor] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const [what, currency] = key.split(' ') as [string, string];
    rows.push({ section: `total-${what}`, currency, amount: formatMinorUnits(minor, currency) });
  }
  return [REPORT_COLUMNS.join(','), ...rows.map((r) => REPORT_COLUMNS.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}
