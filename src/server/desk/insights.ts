// The team lead's view of the desk (issue #34, /backoffice/desk): claims by stage and age, per
// airline the share answered, the median days to a first answer and to the airline's payment, the acceptance rate, the
// answers by kind, the days to a first answer, and every claim whose date is overdue. Read in one
// pass over the cases and answers; the numbers are counts and whole days, never money.
import { eq } from 'drizzle-orm';
import { findAirline } from '../../domain/airlines/index.ts';
import { claimReference } from '../../domain/claim/reference.ts';
import { ANSWER_KINDS, CASE_STAGES, type AnswerKind, type CaseStage } from '../../domain/desk/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { claimAirlineAnswers, claimCases } from '../db/schema/desk.ts';
import { airlinePayments } from '../db/schema/money.ts';
import { today } from './case-store.ts';

/** Age buckets of a claim at the desk, in days since it was filed. */
export const AGE_BUCKETS = ['under-15', '15-42', 'over-42'] as const;
/** Days from the letter to the airline's first answer. */
export const ANSWER_DAY_BUCKETS = ['0-7', '8-14', '15-28', '29-42', 'over-42'] as const;
const OVERDUE_LISTED = 100;
const DAY = 86_400_000;

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const ageBucket = (d: number) => (d < 15 ? 'under-15' : d <= 42 ? '15-42' : 'over-42');
const answerBucket = (d: number) => (d <= 7 ? '0-7' : d <= 14 ? '8-14' : d <= 28 ? '15-28' : d <= 42 ? '29-42' : 'over-42');

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

type CaseLine = {
  claimId: string;
  stage: CaseStage;
  airline: string | null;
  sentAt: Date | null;
  nextDueOn: string | null;
  nextDueWhat: string | null;
  filedAt: Date;
};
type AnswerLine = { claimId: string; kind: AnswerKind; receivedOn: string };

interface AirlineTally {
  cases: number;
  sent: number;
  answered: number;
  accepted: number;
  overdue: number;
  toAnswer: number[];
  toPay: number[];
}

export async function deskInsights(db: DbOrTx, now = new Date()) {
  const on = today(now);
  const cases: CaseLine[] = await db
    .select({
      claimId: claimCases.claimId,
      stage: claimCases.stage,
      airline: claimCases.airline,
      sentAt: claimCases.sentAt,
      nextDueOn: claimCases.nextDueOn,
      nextDueWhat: claimCases.nextDueWhat,
      filedAt: claims.createdAt,
    })
    .from(claimCases)
    .innerJoin(claims, eq(claims.id, claimCases.claimId));
  const answers: AnswerLine[] = (
    await db
      .select({ claimId: claimAirlineAnswers.claimId, answer: claimAirlineAnswers.answer, receivedOn: claimAirlineAnswers.receivedOn })
      .from(claimAirlineAnswers)
  ).map((a) => ({ claimId: a.claimId, kind: a.answer.kind, receivedOn: a.receivedOn }));

  // The value date of the airline's payment to our client account (record-airline-payment or camt.053).
  const paidOn = new Map(
    (await db.select({ claimId: airlinePayments.claimId, valueDate: airlinePayments.valueDate }).from(airlinePayments)).map((p) => [p.claimId, p.valueDate]),
  );
  const byClaim = new Map<string, AnswerLine[]>();
  for (const a of answers) byClaim.set(a.claimId, [...(byClaim.get(a.claimId) ?? []), a]);

  const stages = CASE_STAGES.map((stage) => {
    const ages = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<(typeof AGE_BUCKETS)[number], number>;
    for (const c of cases.filter((x) => x.stage === stage)) ages[ageBucket(days(today(c.filedAt), on))]++;
    return { stage, count: Object.values(ages).reduce((a, b) => a + b, 0), ages };
  });

  const tallies = new Map<string, AirlineTally>();
  const firstAnswerDays: number[] = [];
  for (const c of cases) {
    const code = c.airline ?? '—';
    const tally = tallies.get(code) ?? { cases: 0, sent: 0, answered: 0, accepted: 0, overdue: 0, toAnswer: [], toPay: [] };
    tallies.set(code, tally);
    tally.cases++;
    if (c.nextDueOn && c.nextDueOn < on) tally.overdue++;
    if (!c.sentAt) continue;
    tally.sent++;
    const paid = paidOn.get(c.claimId);
    if (paid) tally.toPay.push(Math.max(0, days(today(c.sentAt), paid)));
    const mine = byClaim.get(c.claimId) ?? [];
    const said = mine.filter((a) => a.kind !== 'no-answer');
    if (said.length === 0) continue;
    tally.answered++;
    if (mine.some((a) => a.kind === 'accepted' || a.kind === 'paid-passenger')) tally.accepted++;
    const first = said.map((a) => a.receivedOn).sort()[0]!;
    const wait = Math.max(0, days(today(c.sentAt), first));
    tally.toAnswer.push(wait);
    firstAnswerDays.push(wait);
  }

  const airlines = [...tallies.entries()]
    .map(([iata, t]) => ({
      airline: iata,
      name: findAirline(iata)?.name ?? iata,
      cases: t.cases,
      sent: t.sent,
      answered: t.answered,
      accepted: t.accepted,
      overdue: t.overdue,
      median_days_to_answer: median(t.toAnswer),
      median_days_to_pay: median(t.toPay),
    }))
    .sort((a, b) => b.cases - a.cases || a.airline.localeCompare(b.airline));

  const overdue = cases
    .filter((c) => c.nextDueOn && c.nextDueWhat && c.nextDueOn < on)
    .sort((a, b) => a.nextDueOn!.localeCompare(b.nextDueOn!))
    .slice(0, OVERDUE_LISTED)
    .map((c) => ({
      claim_id: c.claimId,
      reference: claimReference(c.claimId),
      airline: c.airline,
      what: c.nextDueWhat!,
      due_on: c.nextDueOn!,
      days_late: days(c.nextDueOn!, on),
    }));

  return {
    as_of: on,
    stages,
    airlines,
    answers: ANSWER_KINDS.map((kind) => ({ kind, count: answers.filter((a) => a.kind === kind).length })),
    first_answer_days: ANSWER_DAY_BUCKETS.map((bucket) => ({ bucket, count: firstAnswerDays.filter((d) => answerBucket(d) === bucket).length })),
    overdue_total: cases.filter((c) => c.nextDueOn && c.nextDueOn < on).length,
    overdue,
  };
}
