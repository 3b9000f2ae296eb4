// The tax invoice for our fee (issue #36):
// - GET /api/claims/{id}/invoice.pdf: the claim's current invoice as PDF, in the passenger's
//   language and English (owner and agents); a paid claim without one is invoiced first;
// - POST /api/backoffice/invoices/{id}/credit-note {reason}: a credit note cancelling an invoice
//   (an invoice is never edited);
// - GET /api/backoffice/reports/monthly.csv?month=YYYY-MM: the accountant's month.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { can, permit } from '../access.ts';
import type { AppDb } from '../db/database.ts';
import type { PdfPrinter } from '../mandate/pdf-printer.ts';
import { currentInvoice, invoiceDocument, issueCreditNote, issueFeeInvoice, toInvoiceWire, uaeToday } from '../money/invoices.ts';
import { monthlyReport } from '../money/monthly-report.ts';
import { claimNotFound } from './claims-routes.ts';
import { ClaimParams } from './claims-schemas.ts';
import { UUID_PATTERN } from '../../domain/identity/uuid.ts';
import { findClaimRow } from './claims-store.ts';
import { HttpProblem, problemResponses } from './problem.ts';

export interface InvoiceRoutesOptions {
  db: AppDb;
  printer: PdfPrinter;
}

const InvoiceParams = Type.Object({ id: Type.String({ pattern: UUID_PATTERN }) });
const CreditNoteBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }) },
  { additionalProperties: false },
);
const MonthQuery = Type.Object(
  { month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (default: this month in the UAE)' })) },
  { additionalProperties: false },
);
const InvoiceWire = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  number: Type.String(),
  sequence: Type.Integer(),
  claim_id: Type.String(),
  issue_date: Type.String(),
  currency: Type.String(),
  compensation_minor: Type.Integer(),
  fee_minor: Type.Integer(),
  vat_basis_points: Type.Integer(),
  vat_treatment: Type.String(),
  vat_minor: Type.Integer(),
  aed_rate: Type.String(),
  fee_aed_minor: Type.Integer(),
  vat_aed_minor: Type.Integer(),
  credits_invoice_id: Type.Union([Type.String(), Type.Null()]),
});

export const invoiceRoutes: FastifyPluginAsyncTypebox<InvoiceRoutesOptions> = async (app, { db, printer }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/claims/:id/invoice.pdf',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'The tax invoice for our fee, as PDF (owner and agents)',
        tags: ['claims'],
        security,
        params: ClaimParams,
        response: problemResponses(401, 404, 503),
      },
    },
    async (request, reply) => {
      const row = await findClaimRow(db, request.params.id);
      if (!row || (row.userId !== request.user.id && !can(request.user.roles, 'backoffice.read'))) throw claimNotFound();
      const invoice = (await currentInvoice(db, row.id)) ?? (row.status === 'paid' ? await issueFeeInvoice(db, row.id, app.config) : null);
      if (!invoice)
        throw new HttpProblem(404, 'invoice-not-found', 'No tax invoice for this claim yet', {
          detail: 'The invoice is issued when the compensation is paid out.',
        });
      const pdf = await printer.print(await invoiceDocument(db, invoice));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="tax-invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.post(
    '/backoffice/invoices/:id/credit-note',
    {
      ...permit(app, 'invoices.manage'),
      schema: {
        summary: 'Cancel a tax invoice with a credit note (invoices are never edited)',
        tags: ['backoffice'],
        security,
        params: InvoiceParams,
        body: CreditNoteBody,
        response: { 201: Type.Object({ data: InvoiceWire }), ...problemResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const note = await issueCreditNote(db, request.params.id, request.body.reason.trim(), request.user.id);
      request.log.info({ creditNote: note.id, invoice: note.creditsInvoiceId }, 'credit note issued');
      return reply.status(201).send({ data: toInvoiceWire(note) });
    },
  );

  app.get(
    '/backoffice/reports/monthly.csv',
    {
      ...permit(app, 'invoices.manage'),
      schema: {
        summary: "The accountant's month: money in, fee invoices and credit notes, money out, totals (CSV)",
        tags: ['backoffice'],
        security,
        querystring: MonthQuery,
        response: problemResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const month = request.query.month ?? uaeToday().slice(0, 7);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="flightclaim-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(await monthlyReport(db, month));
    },
  );
};
