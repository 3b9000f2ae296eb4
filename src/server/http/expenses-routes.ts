// Care expenses (issue #21, "Keep your receipts"): the passenger files receipts for meals, a hotel,
// a taxi or other costs with a claim, each a photo or PDF with its amount and currency (the rule
// is src/domain/claim/expense.ts, the device checks the same). They are documents of their own
// kind: at most 20 per claim, never counted against its five documents, stored like documents
// (blob first, row in the transaction, blob deleted if the row fails), idempotent by
// Idempotency-Key and by the client's expense_id. Agents read them with totals per currency.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq, max } from 'drizzle-orm';
import { checkExpense, EXPENSE_MESSAGES, MAX_EXPENSES_PER_CLAIM } from '../../domain/claim/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { AppDb } from '../db/database.ts';
import { claimExpenses } from '../db/schema/expenses.ts';
import { idempotencyScope } from '../idempotency.ts';
import { permit } from '../access.ts';
import { claimFor } from '../backoffice/partner-scope.ts';
import { claimNotFound } from './claims-routes.ts';
import { ClaimParams } from './claims-schemas.ts';
import { findOwnClaimRow } from './claims-store.ts';
import { ExpenseEnvelope, ExpenseListEnvelope, ExpenseParams } from './expenses-schemas.ts';
import { expenseBlobKey, expenseBytesOfUser, listExpenses, registerExpenseAccountHooks, sendExpenseFile, toExpenseWire } from './expenses-store.ts';
import { writeEvidence } from './evidence.ts';
import { HttpProblem, problemResponses } from './problem.ts';
import { assertStorageRoom } from './quotas.ts';
import type { UploadForm } from './upload-form.ts';
import { uploadReceiver, uploadRouteOptions } from './upload-receiver.ts';
import { sniffUpload, storeCheckedFile, storedFileColumns } from './stored-file.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

/** The receipt upload route in the OpenAPI document. */
const ExpenseUpload = {
  envelope: ExpenseEnvelope,
  summary: 'File a receipt for a care expense (meals, hotel, taxi, other)',
  description:
    'multipart/form-data with `file` (JPEG, PNG or PDF, at most 10 MiB), `kind` (meals, hotel, taxi, other), `amount` (e.g. 12.50), `currency` (ISO 4217) and an optional `expense_id` (UUID). At most 20 per claim, apart from its 5 documents. The same expense_id with the same bytes answers the stored receipt. Honours Idempotency-Key.',
};

export interface ExpensesRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
}

export const expensesRoutes: FastifyPluginAsyncTypebox<ExpensesRoutesOptions> = async (app, { db, blobs }) => {
  const receive = await uploadReceiver(app, db, { tempName: 'upload-tmp-expenses', fields: 5, noun: 'receipt', check: {} });
  registerExpenseAccountHooks(app, db, blobs);

  app.post('/claims/:id/expenses', uploadRouteOptions(app, ExpenseUpload), async (request, reply) =>
    receive(request, reply, request.params.id, (form, userId) => storeExpense(form, request, reply, userId, request.params.id)),
  );

  async function storeExpense(form: UploadForm, request: FastifyRequest, reply: FastifyReply, userId: string, claimId: string) {
    const { file, fields } = form;
    const expenseId = fields['expense_id']?.toLowerCase() ?? form.attachmentId;
    const checked = checkExpense({ kind: fields['kind'], amount: fields['amount'], currency: fields['currency'] });
    if (!checked.ok) throw new HttpProblem(422, 'expense-invalid', 'The receipt is not valid', { errors: checked.errors });
    if (expenseId !== undefined && !isUuid(expenseId)) {
      throw new HttpProblem(422, 'validation-failed', 'The request is not valid', { errors: [{ field: 'expense_id', message: 'must be a UUID' }] });
    }
    const { kind, amountMinor, currency } = checked.value;
    const scope = idempotencyScope(request, expenseId ?? '', kind, String(amountMinor), currency, file.sha256);
    const blobKey = expenseBlobKey(claimId, randomUUID());
    const write = { db, blobs, reply, scope, userId, claimId, blobKey };
    return writeEvidence(
      write,
      () => sniffUpload(file, 'receipt'),
      async (tx, claim, { mime, extension }) => {
        if (expenseId) {
          const [same] = await tx
            .select()
            .from(claimExpenses)
            .where(and(eq(claimExpenses.claimId, claim.id), eq(claimExpenses.id, expenseId)));
          if (same) {
            const identical = same.sha256 === file.sha256 && same.kind === kind && same.amountMinor === amountMinor && same.currency === currency;
            if (identical) return { status: 200, body: { data: toExpenseWire(same) } };
            throw new HttpProblem(409, 'expense-id-conflict', 'This expense id already holds another receipt');
          }
        }
        const [{ n, last } = { n: 0, last: null }] = await tx
          .select({ n: count(), last: max(claimExpenses.position) })
          .from(claimExpenses)
          .where(eq(claimExpenses.claimId, claim.id));
        if (n >= MAX_EXPENSES_PER_CLAIM) throw new HttpProblem(422, 'too-many-expenses', EXPENSE_MESSAGES.tooMany);
        await assertStorageRoom(tx, app.config.limits, userId, file.size + (await expenseBytesOfUser(tx, userId)));
        const stored = await storeCheckedFile(file, blobs, blobKey, mime);
        const [row] = await tx
          .insert(claimExpenses)
          .values({
            claimId: claim.id,
            id: expenseId ?? randomUUID(),
            userId,
            position: (last ?? -1) + 1,
            kind,
            amountMinor,
            currency,
            ...storedFileColumns(file, { mime, extension }, stored, blobKey),
          })
          .returning();
        return { status: 201, body: { data: toExpenseWire(row!) } };
      },
    );
  }

  const owner = { onRequest: app.authenticate };
  const agent = permit(app, 'backoffice.read');
  const read = (summary: string, tags: string[]) => ({ summary, tags, security: [{ bearer: [] }] });

  app.get(
    '/claims/:id/expenses',
    {
      ...owner,
      schema: {
        ...read("The claim's receipts, with a total per currency", ['claims']),
        params: ClaimParams,
        response: { 200: ExpenseListEnvelope, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const claim = await findOwnClaimRow(db, request.user.id, request.params.id);
      if (!claim) throw claimNotFound();
      return listExpenses(db, claim.id);
    },
  );

  app.get(
    '/claims/:id/expenses/:expenseId',
    {
      ...owner,
      schema: { ...read("Download one of the claim's receipts", ['claims']), params: ExpenseParams, response: problemResponses(404) },
    },
    async (request, reply) => {
      const claim = await findOwnClaimRow(db, request.user.id, request.params.id);
      if (!claim) throw claimNotFound();
      const [row] = await db
        .select()
        .from(claimExpenses)
        .where(and(eq(claimExpenses.claimId, claim.id), eq(claimExpenses.id, request.params.expenseId.toLowerCase())));
      return sendExpenseFile(reply, blobs, row);
    },
  );

  app.get(
    '/backoffice/claims/:id/expenses',
    {
      ...agent,
      schema: {
        ...read("A claim's receipts for agents, with a total per currency", ['backoffice']),
        params: ClaimParams,
        response: { 200: ExpenseListEnvelope, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const claim = await claimFor(db, request.user, request.params.id);
      if (!claim) throw new HttpProblem(404, 'claim-not-found', 'Claim not found');
      return listExpenses(db, claim.id);
    },
  );

  app.get(
    '/backoffice/claims/:id/expenses/:expenseId',
    {
      ...agent,
      schema: { ...read("Download a claim's receipt (agents)", ['backoffice']), params: ExpenseParams, response: problemResponses(401, 403, 404) },
    },
    async (request, reply) => {
      if (!(await claimFor(db, request.user, request.params.id))) throw new HttpProblem(404, 'claim-not-found', 'Claim not found');
      const [row] = await db
        .select()
        .from(claimExpenses)
        .where(and(eq(claimExpenses.claimId, request.params.id.toLowerCase()), eq(claimExpenses.id, request.params.expenseId.toLowerCase())));
      return sendExpenseFile(reply, blobs, row);
    },
  );
};
