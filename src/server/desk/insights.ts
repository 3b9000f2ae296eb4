// The team lead's view of the desk (issue #34, /backoffice/desk): claims by stage and age, per
// airline the share answered, the median days to a first answer and to the airline's payment, the acceptance rate, the
// answers by kind, the days to a first answer, and every claim whose date is overdue. Counted by
// the database (GROUP BY, percentile_cont), so a request reads a row per stage, airline and answer
// kind, never every case; the numbers are counts and whole days, never money.
import { and, asc, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { findAirline } from '../../domain/airlines/index.ts';
import { claimReference } from '../../domain/claim/reference.ts';
import { ANSWER_KINDS, CASE_STAGES, type AnswerKind, type CaseStage } from '../../domain/desk/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { claimAirlineAnswers, claimCases } from '../db/schema/desk.ts';
import { airlinePayments } from '../db/schema/money.ts';
import { today } from './case-store.ts';

/** Age buckets of a claim at the desk, in days since it was filed. */
export const AGE_BUCKETS = ['under-15', '15-42', 'over-42'] as const;
/** Days from the letter to the airline's first answer. */
export const ANSWER_DAY_BUCKETS = ['0-7', '8-14', '15-28', '29-42', 'over-42'] as const;
type AgeBucket = (typeof AGE_BUCKETS)[number];
const OVERDUE_LISTED = 100;
const DAY = 86_400_000;

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** A median from percentile_cont: the mean of the two middle days, rounded half up as before. */
const wholeDays = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/** Claims per stage and age bucket (days since filed, UTC dates). */
async function stageCounts(db: DbOrTx, on: string) {
  const rows = rowsOf<{ stage: CaseStage; bucket: AgeBucket; n: number | string }>(
    await db.execute(sql`
      select stage, case when age < 15 then 'under-15' when age <= 42 then '15-42' else 'over-42' end as bucket, count(*)::int as n
      from (
        select c.stage, ${on}::date - (cl.created_at at time zone 'UTC')::date as age
        from ${claimCases} c join claims cl on cl.id = c.claim_id
      ) aged
      group by 1, 2`),
  );
  return CASE_STAGES.map((stage) => {
    const ages = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<AgeBucket, number>;
    for (const r of rows.filter((x) => x.stage === stage)) ages[r.bucket] = Number(r.n);
    return { stage, count: Object.values(ages).reduce((a, b) => a + b, 0), ages };
  });
}

type AirlineRow = {
  airline: string;
  cases: number | string;
  sent: number | string;
  answered: number | string;
  accepted: number | string;
  overdue: number | string;
  median_answer: number | string | null;
  median_pay: number | string | null;
} & Record<`b_${number}`, number | string>;

/**
 * Per airline: cases, sent, answered (a first answer other than no-answer), accepted, overdue, the
 * median days from the letter to that first answer and to the airline's payment (value date), and
 * the first answers by days bucket.
 */
async function airlineRows(db: DbOrTx, on: string): Promise<AirlineRow[]> {
  return rowsOf<AirlineRow>(
    await db.execute(sql`
      with firsts as (
        select claim_id,
          min(received_on) filter (where answer->>'kind' <> 'no-answer') as first_on,
          bool_or(answer->>'kind' in ('accepted', 'paid-passenger')) as accepted
        from ${claimAirlineAnswers} group by claim_id
      ), lines as (
        select coalesce(c.airline, '—') as airline, c.sent_at, c.next_due_on,
          case when c.sent_at is not null and f.first_on is not null
            then greatest(0, f.first_on::date - (c.sent_at at time zone 'UTC')::date) end as to_answer,
          case when c.sent_at is not null and p.value_date is not null
            then greatest(0, p.value_date - (c.sent_at at time zone 'UTC')::date) end as to_pay,
          coalesce(c.sent_at is not null and f.first_on is not null and f.accepted, false) as accepted
        from ${claimCases} c
        left join firsts f on f.claim_id = c.claim_id
        left join ${airlinePayments} p on p.claim_id = c.claim_id
      )
      select airline, count(*)::int as cases, count(sent_at)::int as sent, count(to_answer)::int as answered,
        count(*) filter (where accepted)::int as accepted,
        count(*) filter (where next_due_on <> '' and next_due_on < ${on})::int as overdue,
        percentile_cont(0.5) within group (order by to_answer) as median_answer,
        percentile_cont(0.5) within group (order by to_pay) as median_pay,
        count(*) filter (where to_answer <= 7)::int as b_0,
        count(*) filter (where to_answer between 8 and 14)::int as b_1,
        count(*) filter (where to_answer between 15 and 28)::int as b_2,
        count(*) filter (where to_answer between 29 and 42)::int as b_3,
        count(*) filter (where to_answer > 42)::int as b_4
      from lines group by airline`),
  );
}

async function answerCounts(db: DbOrTx) {
  const rows = rowsOf<{ kind: AnswerKind; n: number | string }>(
    await db.execute(sql`select answer->>'kind' as kind, count(*)::int as n from ${claimAirlineAnswers} group by 1`),
  );
  return ANSWER_KINDS.map((kind) => ({ kind, count: Number(rows.find((r) => r.kind === kind)?.n ?? 0) }));
}

/** The first OVERDUE_LISTED claims past their date, the oldest date first. */
async function overdueList(db: DbOrTx, on: string) {
  const rows = await db
    .select({ claimId: claimCases.claimId, airline: claimCases.airline, nextDueOn: claimCases.nextDueOn, nextDueWhat: claimCases.nextDueWhat })
    .from(claimCases)
    .where(and(isNotNull(claimCases.nextDueWhat), ne(claimCases.nextDueWhat, ''), ne(claimCases.nextDueOn, ''), lt(claimCases.nextDueOn, on)))
    .orderBy(asc(claimCases.nextDueOn), asc(claimCases.claimId))
    .limit(OVERDUE_LISTED);
  return rows.map((c) => ({
    claim_id: c.claimId,
    reference: claimReference(c.claimId),
    airline: c.airline,
    what: c.nextDueWhat!,
    due_on: c.nextDueOn!,
    days_late: days(c.nextDueOn!, on),
  }));
}

export async function deskInsights(db: DbOrTx, now = new Date()) {
  const on = today(now);
  const rows = await airlineRows(db, on);
  const airlines = rows
    .map((r) => ({
      airline: r.airline,
      name: findAirline(r.airline)?.name ?? r.airline,
      cases: Number(r.cases),
      sent: Number(r.sent),
      answered: Number(r.answered),
      accepted: Number(r.accepted),
      overdue: Number(r.overdue),
      median_days_to_answer: wholeDays(r.median_answer),
      median_days_to_pay: wholeDays(r.median_pay),
    }))
    .sort((a, b) => b.cases - a.cases || a.airline.localeCompare(b.airline));
  return {
    as_of: on,
    stages: await stageCounts(db, on),
    airlines,
    answers: await answerCounts(db),
    first_answer_days: ANSWER_DAY_BUCKETS.map((bucket, i) => ({ bucket, count: rows.reduce((sum, r) => sum + Number(r[`b_${i}`]), 0) })),
    overdue_total: airlines.reduce((sum, a) => sum + a.overdue, 0),
    overdue: await overdueList(db, on),
  };
}
