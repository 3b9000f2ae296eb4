// The airline case as the back office shows it: `case: { stage, letters, airline_answers,
// next_due: { what, at, overdue }, filing_pack, escalation, … }` on the claim view.
import { eq, sql } from 'drizzle-orm';
import { followUpOf } from '../../domain/desk/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { listAnswers, listLetters, loadCase, today, type AnswerRow, type LetterRow } from './case-store.ts';
import { escalationView } from './escalation-view.ts';
import { filingPack } from './filing.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const letterWire = (l: LetterRow) => ({
  id: l.id,
  kind: l.kind,
  language: l.language,
  sha256: l.sha256,
  size: l.size,
  channel: l.channel,
  sent_to: l.sentTo,
  created_at: l.createdAt.toISOString(),
  sent_at: iso(l.sentAt),
});

export const answerWire = (a: AnswerRow) => ({
  id: a.id,
  answer: a.answer,
  received_on: a.receivedOn,
  recorded_by: a.recordedBy,
  follow_up: followUpOf(a.answer),
  passenger_decision: a.passengerDecision,
  decided_at: iso(a.decidedAt),
  created_at: a.createdAt.toISOString(),
});

export async function caseView(db: DbOrTx, row: ClaimRow, now = new Date()) {
  const c = await loadCase(db, row.id);
  if (!c) return null;
  const letters = await listLetters(db, row.id);
  const answers = await listAnswers(db, row.id);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, row.id));
  return {
    stage: c.stage,
    airline: c.airline,
    channel: c.channel,
    sent_to: c.sentTo,
    sent_at: iso(c.sentAt),
    airline_reference: c.airlineReference,
    blocked: c.blocked,
    letters: letters.map(letterWire),
    airline_answers: answers.map(answerWire),
    next_due: c.nextDueOn && c.nextDueWhat ? { what: c.nextDueWhat, at: c.nextDueOn, overdue: c.nextDueOn < today(now) } : null,
    filing_pack: filingPack(row, c, letters, Math.max(1, count?.n ?? 1)),
    escalation: await escalationView(db, row, c, answers[0], Math.max(1, count?.n ?? 1), now),
  };
}
