// `record-airline-answer`: one answer from the catalogue (domain/desk/answers.ts), kept on the
// case; a refusal the case law does not accept gets a rebuttal letter citing the judgments. And
// the passenger's decision on an offer or a voucher, from the app.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { findAirline } from '../../domain/airlines/index.ts';
import { secondCopyLanguage } from '../../domain/airlines/index.ts';
import { followUpOf, parseAirlineAnswer, rebuttalGrounds, type LetterLanguage } from '../../domain/desk/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimAirlineAnswers } from '../db/schema/desk.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { loadCase, saveCase, today, type AnswerRow, type LetterRow } from './case-store.ts';
import { claimChannelOf } from './directory.ts';
import { claimReplyAddress } from '../inbound/reply-address.ts';
import { letterFacts } from './facts.ts';
import { printLetters } from './letters.ts';
import { dispatchLetters, type DeskDeps } from './send.ts';
import { bumpVersion } from './version.ts';

const ANSWERABLE = ['sent', 'reminded', 'answered', 'escalated', 'in-court'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface AnswerInput {
  answer?: unknown;
  received_on?: string | undefined;
  airline_reference?: string | undefined;
}

function invalid(field: string, message: string): HttpProblem {
  return new HttpProblem(422, 'airline-answer-invalid', "The airline's answer is not valid", {
    detail: message,
    errors: [{ field: `answer.${field}`, message }],
  });
}

/** The rebuttal letter(s): English and the airline's second language, citing the judgments. */
async function printRebuttal(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, answer: AnswerRow, actorId: string): Promise<LetterRow[]> {
  const grounds = rebuttalGrounds(answer.answer);
  if (grounds.length === 0) return [];
  const c = await loadCase(tx, row.id);
  const entry = row.airline ? await claimChannelOf(tx, row.airline, deps.config.desk.corrections) : null;
  const name = entry?.name ?? findAirline(row.airline ?? '')?.name ?? row.airline ?? '';
  const on = today();
  const facts = await letterFacts(tx, row, {
    airlineName: name,
    today: on,
    payBy: new Date(Date.parse(`${on}T00:00:00Z`) + deps.config.desk.payWithinDays * 86_400_000).toISOString().slice(0, 10),
    clientAccount: deps.config.desk.clientAccount,
    replyTo: claimReplyAddress(row.id, deps.config.mailDomain),
  });
  const second = entry ? secondCopyLanguage(entry) : undefined;
  const languages: LetterLanguage[] = second ? ['en', second] : ['en'];
  const cited = grounds.map((j) => ({ text: j.point, source: `${j.name} ${j.case}` }));
  const meta = { claimId: row.id, actorId, channel: c?.channel ?? 'email', sentTo: c?.sentTo ?? '' };
  return printLetters(tx, deps, meta, 'rebuttal', languages, facts, cited);
}

export async function recordAirlineAnswer(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, input: AnswerInput, actorId: string): Promise<ClaimRow> {
  const c = await loadCase(tx, row.id);
  if (!c || !ANSWERABLE.includes(c.stage)) {
    throw new HttpProblem(409, 'case-stage-conflict', 'The airline case is not at a stage that allows this', {
      detail: `Record an answer once the claim went to the airline (stage ${c?.stage ?? 'none'}).`,
    });
  }
  const check = parseAirlineAnswer(input.answer);
  if (!check.ok) throw invalid(check.field, check.message);
  if (input.received_on !== undefined && (!DAY.test(input.received_on) || input.received_on > today())) {
    throw invalid('received_on', 'Enter the day the answer arrived (not in the future).');
  }
  const [answer] = await tx
    .insert(claimAirlineAnswers)
    .values({ id: randomUUID(), claimId: row.id, answer: check.answer, receivedOn: input.received_on ?? today(), recordedBy: actorId })
    .returning();
  const reference = input.airline_reference?.trim();
  await saveCase(tx, row, { stage: 'answered', ...(reference ? { airlineReference: reference } : {}) }, deps.config.desk.payWithinDays);
  const rebuttal = await printRebuttal(tx, deps, row, answer!, actorId);
  // The rebuttal goes the way the demand went: mailed now, or filed by hand from the filing pack.
  if (await dispatchLetters(tx, row, c.channel, rebuttal)) {
    await saveCase(tx, row, { stage: 'sent', sentAt: new Date() }, deps.config.desk.payWithinDays);
  }
  return bumpVersion(tx, row, actorId, 'record-airline-answer', {
    answer: check.answer,
    follow_up: followUpOf(check.answer),
    ...(rebuttal.length > 0 ? { letters: rebuttal.map((l) => ({ id: l.id, kind: l.kind, language: l.language, sha256: l.sha256 })) } : {}),
  });
}

/** The latest offer or voucher the passenger has not decided on yet. */
export async function openOffer(db: DbOrTx, claimId: string): Promise<AnswerRow | undefined> {
  const [latest] = await db
    .select()
    .from(claimAirlineAnswers)
    .where(eq(claimAirlineAnswers.claimId, claimId))
    .orderBy(desc(claimAirlineAnswers.createdAt))
    .limit(1);
  return latest && (latest.answer.kind === 'offer' || latest.answer.kind === 'voucher') && !latest.passengerDecision ? latest : undefined;
}

/** The passenger accepts or refuses the open offer (409 no-open-offer when there is none). */
export async function decideOffer(tx: DbOrTx, row: ClaimRow, decision: 'accepted' | 'refused', userId: string, payWithinDays: number): Promise<ClaimRow> {
  const offer = await openOffer(tx, row.id);
  if (!offer) throw new HttpProblem(409, 'no-open-offer', 'The airline has made no offer waiting for an answer');
  await tx
    .update(claimAirlineAnswers)
    .set({ passengerDecision: decision, decidedAt: new Date() })
    .where(and(inArray(claimAirlineAnswers.id, [offer.id]), isNull(claimAirlineAnswers.passengerDecision)));
  await saveCase(tx, row, { stage: 'answered' }, payWithinDays);
  return bumpVersion(tx, row, userId, decision === 'accepted' ? 'offer-accepted' : 'offer-refused', { answer_id: offer.id });
}
