// Money in: POST /backoffice/bank-statements takes a camt.053 statement of our client account as
// the request body (application/xml); matched credits become airline payments, the rest waits in
// GET /backoffice/bank-statements/unmatched, where an agent matches one to its claim by hand
// (POST /backoffice/bank-credits/{id}/match, the import's rule). Importing the same statement again changes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { permit } from '../../access.ts';
import { transitionContext } from '../../claims/transition-context.ts';
import type { AppDb } from '../../db/database.ts';
import { importStatement, toCreditWire, unmatchedCredits } from '../../money/bank-statements.ts';
import { matchCreditByHand } from '../../money/hand-match.ts';
import { listStatements, statementWithCredits } from '../../money/statement-list.ts';
import { readStatementXml } from '../../money/statement-xml.ts';
import { HttpProblem, problemResponses } from '../problem.ts';

/** A day's statement of one account is kilobytes; a month of a busy account stays well under this. */
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

const Credit = Type.Object({
  id: Type.String(),
  position: Type.String(),
  amount_minor: Type.Integer(),
  currency: Type.String(),
  value_date: Type.String(),
  bank_reference: Type.String(),
  end_to_end_id: Type.Union([Type.String(), Type.Null()]),
  remittance: Type.String(),
  debtor_name: Type.Union([Type.String(), Type.Null()]),
  claim_id: Type.Union([Type.String(), Type.Null()]),
  matched: Type.Boolean(),
  unmatched_reason: Type.Union([Type.String(), Type.Null()]),
});
const ImportEnvelope = Type.Object({
  data: Type.Object({ statement_id: Type.String(), already_imported: Type.Boolean(), credits: Type.Array(Credit) }),
});
const CreditList = Type.Object({ data: Type.Array(Credit) });
const StatementFields = {
  id: Type.String(),
  statement_id: Type.String(),
  message_id: Type.String(),
  account: Type.Union([Type.String(), Type.Null()]),
  imported_by: Type.String(),
  imported_at: Type.String(),
  credits: Type.Integer(),
  matched: Type.Integer(),
  unmatched: Type.Integer(),
};
const StatementList = Type.Object({ data: Type.Array(Type.Object(StatementFields)) });
const StatementEnvelope = Type.Object({ data: Type.Object({ ...StatementFields, items: Type.Array(Credit) }) });
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const MatchBody = Type.Object(
  { claim: Type.String({ minLength: 1, maxLength: 64, description: "The claim's 8-character reference or its id" }) },
  { additionalProperties: false },
);

export const bankStatementRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  const record = permit(app, 'payments.record');
  const common = { tags: ['backoffice'], security: [{ bearer: [] }] };

  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'buffer', bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/backoffice/bank-statements',
    {
      ...record,
      bodyLimit: MAX_STATEMENT_BYTES,
      schema: {
        ...common,
        summary: 'Import a camt.053 statement of the client account (application/xml)',
        description:
          'Each booked credit naming a claim reference that waits for exactly this amount becomes its airline payment (the claim moves to approved); the rest waits in /backoffice/bank-statements/unmatched. The same statement again changes nothing (`already_imported`); another file with the same statement id is 409 `statement-conflict`.',
        response: { 200: ImportEnvelope, ...problemResponses(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new HttpProblem(415, 'unsupported-media-type', 'Unsupported media type', {
          detail: 'Send the camt.053 file as the body, with Content-Type application/xml.',
        });
      const reading = readStatementXml(request.body);
      if (!reading.ok) {
        const status = reading.code === 'statement-malformed' ? 400 : 422;
        throw new HttpProblem(
          status,
          reading.code,
          status === 400 ? 'The bank statement is not well-formed XML' : 'The file is not a camt.053 statement we can read',
          {
            detail: reading.detail,
          },
        );
      }
      const result = await importStatement(db, reading.statement, request.body, request.user.id, transitionContext(app, request));
      request.log.info({ statementId: result.statementId, credits: result.credits.length, again: result.alreadyImported }, 'bank statement imported');
      return { data: { statement_id: result.statementId, already_imported: result.alreadyImported, credits: result.credits.map(toCreditWire) } };
    },
  );

  app.get(
    '/backoffice/bank-statements/unmatched',
    {
      ...record,
      schema: { ...common, summary: 'Credits that matched no claim, with why (oldest first)', response: { 200: CreditList, ...problemResponses(401, 403) } },
    },
    async () => ({ data: (await unmatchedCredits(db)).map(toCreditWire) }),
  );

  app.get(
    '/backoffice/bank-statements',
    {
      ...record,
      schema: {
        ...common,
        summary: 'Imported bank statements, latest first, with matched and unmatched counts',
        response: { 200: StatementList, ...problemResponses(401, 403) },
      },
    },
    async () => ({ data: await listStatements(db) }),
  );

  app.get(
    '/backoffice/bank-statements/:id',
    {
      ...record,
      schema: {
        ...common,
        summary: 'One imported statement with its credits',
        params: IdParams,
        response: { 200: StatementEnvelope, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await statementWithCredits(db, request.params.id) }),
  );

  app.post(
    '/backoffice/bank-credits/:id/match',
    {
      ...record,
      schema: {
        ...common,
        summary: 'Match an unmatched credit to its claim by hand',
        description:
          "The import's rule: the claim must be `processing` (else 409 `claim-not-awaiting-payment`) and owed exactly this amount and currency (else 422 `airline-payment-mismatch`); a refusal changes nothing. The credit becomes the claim's airline payment (audit event `bank-credit-matched` with the agent) and leaves the unmatched list; a matched credit is 409 `bank-credit-matched`.",
        params: IdParams,
        body: MatchBody,
        response: { 200: Type.Object({ data: Credit }), ...problemResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const credit = await matchCreditByHand(db, request.params.id, request.body.claim, request.user.id, transitionContext(app, request));
      request.log.info({ creditId: credit.id, claimId: credit.claimId }, 'bank credit matched by hand');
      return { data: toCreditWire(credit) };
    },
  );
};
