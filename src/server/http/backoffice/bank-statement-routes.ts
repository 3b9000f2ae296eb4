// Money in: POST /backoffice/bank-statements takes a camt.053 statement of our client account as
// the request body (application/xml); matched credits become airline payments, the rest waits in
// GET /backoffice/bank-statements/unmatched. Importing the same statement again changes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { permit } from '../../access.ts';
import { transitionContext } from '../../claims/transition-context.ts';
import type { AppDb } from '../../db/database.ts';
import { importStatement, toCreditWire, unmatchedCredits } from '../../money/bank-statements.ts';
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
};
