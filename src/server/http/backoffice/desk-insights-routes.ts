// GET /api/backoffice/desk/insights: the team lead's charts of the airline desk (issue #34), one
// route with its schema; who may read it is a row of the access table (desk.insights).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANSWER_KINDS, CASE_STAGES } from '../../../domain/desk/index.ts';
import { permit } from '../../access.ts';
import type { AppDb } from '../../db/database.ts';
import { AGE_BUCKETS, ANSWER_DAY_BUCKETS, deskInsights } from '../../desk/insights.ts';
import { problemResponses } from '../problem.ts';

const Count = Type.Integer({ minimum: 0 });
const OneOf = (values: readonly string[]) => Type.String({ description: values.join(' | ') });
const Ages = Type.Object(Object.fromEntries(AGE_BUCKETS.map((b) => [b, Count])), { description: 'Claims per age: days since the claim was filed' });

export const DeskInsights = Type.Object({
  as_of: Type.String({ description: 'The day the figures were taken (YYYY-MM-DD, UTC)' }),
  stages: Type.Array(Type.Object({ stage: OneOf(CASE_STAGES), count: Count, ages: Ages })),
  airlines: Type.Array(
    Type.Object({
      airline: Type.String(),
      name: Type.String(),
      cases: Count,
      sent: Count,
      answered: Type.Integer({ minimum: 0, description: 'Sent cases the airline answered (a recorded no-answer does not count)' }),
      accepted: Type.Integer({ minimum: 0, description: 'Answered cases it accepted or paid the passenger' }),
      overdue: Count,
      median_days_to_answer: Type.Union([Type.Integer(), Type.Null()]),
      median_days_to_pay: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  answers: Type.Array(Type.Object({ kind: OneOf(ANSWER_KINDS), count: Count })),
  first_answer_days: Type.Array(Type.Object({ bucket: OneOf(ANSWER_DAY_BUCKETS), count: Count })),
  overdue_total: Count,
  overdue: Type.Array(
    Type.Object({
      claim_id: Type.String(),
      reference: Type.String(),
      airline: Type.Union([Type.String(), Type.Null()]),
      what: Type.String(),
      due_on: Type.String(),
      days_late: Count,
    }),
    { description: 'The first 100 overdue cases, the oldest date first' },
  ),
});

export const deskInsightsRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/backoffice/desk/insights',
    {
      ...permit(app, 'desk.insights'),
      schema: {
        summary: 'The airline desk in figures: claims by stage and age, per airline, answers by kind, days to a first answer, what is overdue (team lead)',
        tags: ['backoffice'],
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ data: DeskInsights }), ...problemResponses(401, 403) },
      },
    },
    async () => ({ data: await deskInsights(db) }),
  );
};
