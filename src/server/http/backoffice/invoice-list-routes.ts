// The back office's tax invoices (issue #36): GET /backoffice/invoices?month=YYYY-MM lists the
// month's invoices and credit notes (by issue date in the UAE), each saying whether a credit note
// cancelled it; GET /backoffice/invoices/{id}/document.pdf prints any one of them as issued.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { Type } from 'typebox';
import { documentNumber } from '../../../domain/money/invoice.ts';
import { permit } from '../../access.ts';
import type { AppDb } from '../../db/database.ts';
import { invoices } from '../../db/schema/money.ts';
import type { PdfPrinter } from '../../mandate/pdf-printer.ts';
import { invoiceDocument, toInvoiceWire, uaeToday } from '../../money/invoices.ts';
import { UUID_PATTERN } from '../../../domain/identity/uuid.ts';
import { HttpProblem, problemResponses } from '../problem.ts';

const MonthQuery = Type.Object(
  { month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (default: this month in the UAE)' })) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ pattern: UUID_PATTERN }) });
const Listed = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  number: Type.String(),
  claim_id: Type.String(),
  issue_date: Type.String(),
  customer_name: Type.String(),
  currency: Type.String(),
  fee_minor: Type.Integer(),
  vat_basis_points: Type.Integer(),
  vat_minor: Type.Integer(),
  fee_aed_minor: Type.Integer(),
  vat_aed_minor: Type.Integer(),
  credits_invoice_id: Type.Union([Type.String(), Type.Null()]),
  credited_by: Type.Union([Type.String({ description: "The credit note's number" }), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

export const invoiceListRoutes: FastifyPluginAsyncTypebox<{ db: AppDb; printer: PdfPrinter }> = async (app, { db, printer }) => {
  const manage = permit(app, 'invoices.manage');
  const common = { tags: ['backoffice'], security: [{ bearer: [] }] };

  app.get(
    '/backoffice/invoices',
    {
      ...manage,
      schema: {
        ...common,
        summary: "The month's tax invoices and credit notes, in number order",
        querystring: MonthQuery,
        response: { 200: Type.Object({ data: Type.Array(Listed) }), ...problemResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const month = request.query.month ?? uaeToday().slice(0, 7);
      const rows = await db
        .select()
        .from(invoices)
        .where(and(gte(invoices.issueDate, `${month}-01`), lt(invoices.issueDate, nextMonth(month))))
        .orderBy(asc(invoices.kind), asc(invoices.number))
        .limit(1000);
      // A credit note may be issued in a later month than its invoice: look it up over all months.
      const notes = await db.select({ id: invoices.creditsInvoiceId, number: invoices.number }).from(invoices).where(isNotNull(invoices.creditsInvoiceId));
      const creditedBy = new Map(notes.map((n) => [n.id, documentNumber('credit-note', n.number)]));
      return {
        data: rows.map((row) => {
          const wire = toInvoiceWire(row);
          return {
            id: wire.id,
            kind: wire.kind,
            number: wire.number,
            claim_id: wire.claim_id,
            issue_date: wire.issue_date,
            customer_name: row.customerName,
            currency: wire.currency,
            fee_minor: wire.fee_minor,
            vat_basis_points: wire.vat_basis_points,
            vat_minor: wire.vat_minor,
            fee_aed_minor: wire.fee_aed_minor,
            vat_aed_minor: wire.vat_aed_minor,
            credits_invoice_id: wire.credits_invoice_id,
            credited_by: creditedBy.get(row.id) ?? null,
            reason: row.reason,
          };
        }),
      };
    },
  );

  app.get(
    '/backoffice/invoices/:id/document.pdf',
    {
      ...manage,
      schema: { ...common, summary: 'A tax invoice or credit note as PDF, as issued', params: IdParams, response: problemResponses(401, 403, 404) },
    },
    async (request, reply) => {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, request.params.id.toLowerCase()));
      if (!row) throw new HttpProblem(404, 'not-found', 'No such resource', { detail: 'No such invoice or credit note.' });
      const wire = toInvoiceWire(row);
      const pdf = await printer.print(await invoiceDocument(db, row));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${wire.number}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
