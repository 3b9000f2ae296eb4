// The case rows of the airline desk: read, written and summed up as the back office shows them,
// with the next date due kept on the row (computed by domain/desk/clock.ts) so the queue can sort by it.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { answerAfterDecision, isCaseStage, nextDue, type CaseClockInput, type DeskRegime } from '../../domain/desk/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimBodyAnswers } from '../db/schema/body-answers.ts';
import { claimAirlineAnswers, claimCases, claimLetters } from '../db/schema/desk.ts';
import type { ClaimRow } from '../http/claims-store.ts';

export type CaseRow = typeof claimCases.$inferSelect;
export type LetterRow = typeof claimLetters.$inferSelect;
export type AnswerRow = typeof claimAirlineAnswers.$inferSelect;
export type BodyAnswerRow = typeof claimBodyAnswers.$inferSelect;

const REGIMES: readonly DeskRegime[] = ['EC261', 'UK261', 'SHY-YOLCU', 'US-DOT', 'MC99'];

export function deskRegime(row: Pick<ClaimRow, 'regime'>): DeskRegime {
  return REGIMES.find((r) => r === row.regime) ?? 'MC99';
}

export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export async function loadCase(db: DbOrTx, claimId: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(claimCases).where(eq(claimCases.claimId, claimId));
  return row;
}

export async function listLetters(db: DbOrTx, claimId: string): Promise<LetterRow[]> {
  return db
    .select()
    .from(claimLetters)
    .where(eq(claimLetters.claimId, claimId))
    .orderBy(asc(claimLetters.createdAt), asc(sql`${claimLetters.kind} = 'mandate'`), asc(claimLetters.language));
}

export async function findLetter(db: DbOrTx, claimId: string, letterId: string): Promise<LetterRow | undefined> {
  const [row] = await db
    .select()
    .from(claimLetters)
    .where(and(eq(claimLetters.claimId, claimId), eq(claimLetters.id, letterId)));
  return row;
}

export async function listAnswers(db: DbOrTx, claimId: string): Promise<AnswerRow[]> {
  return db.select().from(claimAirlineAnswers).where(eq(claimAirlineAnswers.claimId, claimId)).orderBy(desc(claimAirlineAnswers.createdAt));
}

/** The bodies' answers, newest first. */
export async function listBodyAnswers(db: DbOrTx, claimId: string): Promise<BodyAnswerRow[]> {
  return db.select().from(claimBodyAnswers).where(eq(claimBodyAnswers.claimId, claimId)).orderBy(desc(claimBodyAnswers.createdAt));
}

/** The day the claim was last submitted (it reached the desk then). */
function submittedOn(row: ClaimRow): string {
  const change = [...row.statusHistory].reverse().find((c) => c.status === 'submitted');
  return (change?.at ?? row.createdAt.toISOString()).slice(0, 10);
}

/** The answer with the passenger's decision on an offer applied. */
export function effectiveAnswer(a: AnswerRow, payWithinDays: number) {
  return answerAfterDecision(a.answer, a.passengerDecision, a.decidedAt ? today(a.decidedAt) : null, payWithinDays);
}

/** What the clock needs to know of a case. */
export function clockInputOf(row: ClaimRow, c: CaseRow, lastAnswer: AnswerRow | undefined, payWithinDays: number, lastBody?: BodyAnswerRow): CaseClockInput {
  return {
    stage: isCaseStage(c.stage) ? c.stage : 'preparing',
    regime: deskRegime(row),
    submittedOn: submittedOn(row),
    ...(c.sentAt ? { sentOn: today(c.sentAt) } : {}),
    ...(lastAnswer
      ? { lastAnswer: { answer: effectiveAnswer(lastAnswer, payWithinDays), on: lastAnswer.decidedAt ? today(lastAnswer.decidedAt) : lastAnswer.receivedOn } }
      : {}),
    ...(c.escalatedAt ? { escalatedOn: today(c.escalatedAt) } : {}),
    ...(c.escalatedTo ? { escalatedTo: c.escalatedTo } : {}),
    // Only an answer given since the latest escalation counts (a new body starts a new clock).
    ...(lastBody && (!c.escalatedAt || lastBody.createdAt >= c.escalatedAt) ? { bodyAnswer: { answer: lastBody.answer, on: lastBody.receivedOn } } : {}),
    ...(row.limitationDeadline ? { limitationLastDay: row.limitationDeadline } : {}),
    policy: { payWithinDays },
  };
}

/** Writes the case's columns and its next date due. */
export async function saveCase(
  tx: DbOrTx,
  row: ClaimRow,
  set: Partial<typeof claimCases.$inferInsert> & { stage: CaseRow['stage'] },
  payWithinDays: number,
): Promise<CaseRow> {
  const [saved] = await tx
    .insert(claimCases)
    .values({ claimId: row.id, ...set })
    .onConflictDoUpdate({ target: claimCases.claimId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  const [last] = await listAnswers(tx, row.id);
  const [lastBody] = await listBodyAnswers(tx, row.id);
  const due = nextDue(clockInputOf(row, saved!, last, payWithinDays, lastBody));
  const [withDue] = await tx
    .update(claimCases)
    .set({ nextDueOn: due?.on ?? null, nextDueWhat: due?.what ?? null })
    .where(eq(claimCases.claimId, row.id))
    .returning();
  return withDue!;
}
