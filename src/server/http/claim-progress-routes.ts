// The passenger's side of the back office, on their own claim (another user's claim is 404, as
// everywhere): GET …/progress (the agents' questions and decisions in order, the open question,
// the payout statement, the payout account masked, whether the fee's tax invoice can be
// downloaded), POST …/answers (the answer to a question, text and documents uploaded before it;
// Idempotency-Key, sent by the device's outbox) and
// PUT …/payout-account (the password asked again, checked in src/domain, stored encrypted,
// answered masked; on the timeline, mailed and logged: backoffice/payout-change.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import * as ibantools from 'ibantools';
import { Type } from 'typebox';
import { checkPayoutAccount } from '../../domain/claim/payout-account.ts';
import { audit } from '../audit.ts';
import { bankDataKey, readPayoutAccount } from '../backoffice/payout-accounts.ts';
import { changePayoutAccount } from '../backoffice/payout-change.ts';
import type { UpdateWire } from '../../domain/claim/wire.ts';
import { openQuestion, recordAnswer, toUpdate } from '../backoffice/passenger-updates.ts';
import { statementOf } from '../backoffice/statement.ts';
import { passengerLanguage } from '../desk/passenger-view.ts';
import { listClaimEvents } from '../claims-audit.ts';
import { currentInvoice } from '../money/invoices.ts';
import type { AppDb } from '../db/database.ts';
import { claimDocuments, claimPassengers } from '../db/schema/claims.ts';
import { idempotencyScope, runIdempotent } from '../idempotency.ts';
import { claimNotFound } from './claims-routes.ts';
import { ClaimParams, Uuid } from './claims-schemas.ts';
import { findOwnClaimRow, type ClaimRow } from './claims-store.ts';
import { HttpProblem } from './problem.ts';
import { writeRateLimit } from './quotas.ts';
import { claimVatRate, saveResidence, vatSettingsOf } from '../money/residence.ts';

const TEXT = '^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';
const AnswerBody = Type.Object(
  {
    request_id: Type.Integer({ minimum: 1, description: 'The question being answered (open_question.id)' }),
    text: Type.String({ minLength: 1, maxLength: 2000, pattern: TEXT }),
    document_ids: Type.Optional(Type.Array(Uuid, { maxItems: 5, description: 'Documents uploaded to the claim for this answer' })),
  },
  { additionalProperties: false },
);
const Short = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const AccountBody = Type.Object(
  {
    holder_name: Type.String({ maxLength: 200 }),
    town: Type.Optional(Type.String({ maxLength: 100, description: "The holder's town: payment messages carry a structured address (town, country)" })),
    address_country: Type.Optional(Type.String({ maxLength: 2, description: "The holder's country, ISO 3166 alpha-2" })),
    iban: Short(64),
    account_number: Short(64),
    bic: Short(16),
    country: Short(2),
    residence_country: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2}$',
        description:
          "The passenger's country of residence, ISO 3166 alpha-2: the place of supply for the VAT on our fee (not the bank's or the holder's address)",
      }),
    ),
    password: Type.Optional(Type.String({ maxLength: 1024, description: "The account's password, asked again (embedded identity)" })),
  },
  { additionalProperties: false },
);
const Masked = Type.Object({ kind: Type.String(), masked: Type.String(), holder_name: Type.String(), updated_at: Type.String() });
const Progress = Type.Object({
  updates: Type.Array(
    Type.Unknown({
      description:
        "id, at, kind (question, answer, sent-to-airline, approved, rejected, paid, status, partner, court, escalated), text, amount, documents; court: step, date, court, case_number; escalated: message_id, values, text in the passenger's language",
    }),
  ),
  open_question: Type.Union([Type.Object({ id: Type.Integer(), text: Type.String(), at: Type.String() }), Type.Null()]),
  statement: Type.Union([Type.Unknown({ description: 'The payout statement: per passenger and total compensation, fee, VAT, net' }), Type.Null()]),
  payout_account: Type.Union([Masked, Type.Null()]),
  payout_account_open: Type.Boolean({ description: 'Whether the payout account may be given or changed now' }),
  invoice_available: Type.Boolean({ description: 'The claim is paid and its fee’s tax invoice is issued (GET …/invoice.pdf)' }),
});

/** While an agent works on the claim and before it is paid. */
const PAYOUT_ACCOUNT_STATUSES = ['submitted', 'processing', 'approved'];

export const claimProgressRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  const key = bankDataKey(app.config);
  const vat = vatSettingsOf(app.config);
  const common = { tags: ['claims'], security: [{ bearer: [] }], params: ClaimParams };
  const problems = { 404: { $ref: 'Problem#' }, 409: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } };

  async function own(userId: string, id: string, lock = false): Promise<ClaimRow> {
    const row = await findOwnClaimRow(db, userId, id, lock);
    if (!row) throw claimNotFound();
    return row;
  }

  async function progressOf(row: ClaimRow) {
    const events = await listClaimEvents(db, row.id);
    const docs = await db.select({ id: claimDocuments.id, name: claimDocuments.name }).from(claimDocuments).where(eq(claimDocuments.claimId, row.id));
    const passengers = await db.select({ position: claimPassengers.position }).from(claimPassengers).where(eq(claimPassengers.claimId, row.id));
    const names = new Map(docs.map((d) => [d.id, d.name]));
    const lang = await passengerLanguage(db, row.userId);
    const account = await readPayoutAccount(db, key, row.id);
    return {
      updates: events.map((e) => toUpdate(e, names, lang)).filter((u): u is UpdateWire => u !== null),
      open_question: openQuestion(row, events),
      statement: statementOf(events, passengers.length, await claimVatRate(db, row.id, vat)),
      payout_account: account?.masked ?? null,
      payout_account_open: PAYOUT_ACCOUNT_STATUSES.includes(row.status),
      invoice_available: row.status === 'paid' && (await currentInvoice(db, row.id)) !== null,
    };
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/claims/:id/progress',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'What our team asked and decided, the payout statement and the payout account (masked)',
        response: { 200: Type.Object({ data: Progress }), ...problems },
      },
    },
    async (request) => ({ data: await progressOf(await own(request.user.id, request.params.id)) }),
  );

  app.post(
    '/claims/:id/answers',
    {
      onRequest: [app.authenticate, writeRateLimit(app)],
      schema: {
        ...common,
        summary: "Answer our team's question (text, and documents uploaded to the claim first)",
        description: 'Honours Idempotency-Key (the device sends it once, in order, from its outbox). A question already answered is 409 `question-not-open`.',
        body: AnswerBody,
        response: { 201: Type.Object({ data: Type.Object({ request_id: Type.Integer(), documents: Type.Integer() }) }), ...problems },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const userId = request.user.id;
      await own(userId, request.params.id);
      const scope = idempotencyScope(request, JSON.stringify(body));
      return runIdempotent(db, reply, scope, async (tx) => {
        const row = await findOwnClaimRow(tx, userId, request.params.id, true);
        if (!row) throw claimNotFound();
        await recordAnswer(tx, row, await listClaimEvents(tx, row.id), userId, {
          requestId: body.request_id,
          text: body.text.trim(),
          documentIds: body.document_ids ?? [],
        });
        return { status: 201, body: { data: { request_id: body.request_id, documents: body.document_ids?.length ?? 0 } } };
      });
    },
  );

  const closed = (status: string) =>
    new HttpProblem(409, 'payout-account-closed', 'The payout account cannot be changed now', { detail: `The claim is ${status}.` });

  app.put(
    '/claims/:id/payout-account',
    {
      onRequest: [app.authenticate, writeRateLimit(app)],
      schema: {
        ...common,
        summary: 'Give or change the account the compensation is paid to: IBAN, or account number + BIC where there are no IBANs',
        description:
          'Stored encrypted (AES-256-GCM); answered masked, never in full. Replaces the account given before. Embedded identity: `password` must carry the current password (422 `password-required`, 403 `wrong-password`, 429 after too many wrong ones); with an external issuer it is not ours to check and is ignored. Each change is a `payout-account-changed` event on the claim, moves its version, and is mailed to the passenger.',
        body: AccountBody,
        response: { 200: Type.Object({ data: Masked }), 403: { $ref: 'Problem#' }, 429: { $ref: 'Problem#' }, ...problems },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const row = await own(userId, request.params.id);
      if (!PAYOUT_ACCOUNT_STATUSES.includes(row.status)) throw closed(row.status);
      const { password: _password, residence_country: residence, ...fields } = request.body;
      const verdict = checkPayoutAccount(fields, ibantools);
      if (!verdict.ok) throw new HttpProblem(422, 'validation-failed', 'The bank details are not valid', { errors: verdict.errors });
      // Re-authentication (review N3): a session alone, stolen or left open, cannot redirect the money.
      if (app.config.oidcEmbedded) {
        try {
          await app.checkPasswordAgain(userId, request.body, 'Enter your password to change the payout account');
        } catch (error) {
          audit(request.log, 'payout-account.change-refused', { claimId: row.id, userId, ip: request.ip, code: (error as { code?: string }).code });
          throw error;
        }
      }
      const { masked, before } = await db.transaction(async (tx) => {
        const locked = await findOwnClaimRow(tx, userId, row.id, true);
        if (!locked) throw claimNotFound();
        if (!PAYOUT_ACCOUNT_STATUSES.includes(locked.status)) throw closed(locked.status);
        if (residence) await saveResidence(tx, locked.id, residence);
        return changePayoutAccount(tx, key, locked, userId, verdict.account);
      });
      audit(request.log, 'payout-account.changed', { claimId: row.id, userId, ip: request.ip, first: before === null });
      return { data: masked };
    },
  );
};
