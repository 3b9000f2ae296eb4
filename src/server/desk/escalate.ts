// `escalate`: the agent takes a refused (or unanswered) claim to the competent body (NEB, ADR, SHGM,
// GCAA/DCAA, DOT) or to court. The rules are the domain's (escalation/readiness.ts): the body must
// be the one the facts make competent (422 escalation-not-competent), and the airline's
// waiting period must be over unless the agent confirms an early filing (409 escalation-too-early).
// The pack is printed like the desk's letters and kept among them; the case moves through the
// desk's stage rule; the audit event carries the passenger's sentence (id and values).
import { eq } from 'drizzle-orm';
import { findAirline } from '../../domain/airlines/index.ts';
import { formatMinorUnits } from '../../domain/money/minor-units.ts';
import { toJourneyFacts } from '../../domain/claim/wire-to-journey.ts';
import { canMoveStage, isCaseStage, letterDates, type AirlineAnswer } from '../../domain/desk/index.ts';
import {
  competenceFor,
  courtLanguages,
  courtWaitingDays,
  isEscalationTarget,
  waitingPeriod,
  type Competence,
  type EscalationTarget,
  type PackLanguage,
} from '../../domain/escalation/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { deskRegime, listAnswers, listLetters, loadCase, saveCase, today, type AnswerRow, type CaseRow } from './case-store.ts';
import { claimChannelOf } from './directory.ts';
import { claimReplyAddress } from '../inbound/reply-address.ts';
import { letterFacts } from './facts.ts';
import { storeLetter } from './letters.ts';
import { bodyPackHtml, courtPackHtml, type CourtChoice, type PackFacts } from './pack-html.ts';
import { escalationMessage } from './escalation-message.ts';
import { bodyLanguages, claimTotalMinor } from './escalation-view.ts';
import type { LetterRow } from './case-store.ts';
import type { DeskDeps } from './send.ts';
import { bumpVersion } from './version.ts';

export interface EscalateInput {
  to?: string | undefined;
  confirm_early?: boolean | undefined;
}

type Competent = Extract<Competence, { ok: true }>;

function stageConflict(detail: string): HttpProblem {
  return new HttpProblem(409, 'case-stage-conflict', 'The airline case is not at a stage that allows this', { detail });
}

async function checkStage(tx: DbOrTx, row: ClaimRow, to: EscalationTarget): Promise<CaseRow> {
  const c = await loadCase(tx, row.id);
  const next = to === 'court' ? 'in-court' : 'escalated';
  if (!c || row.status !== 'processing' || !isCaseStage(c.stage) || !canMoveStage(c.stage, next)) {
    throw stageConflict(`A claim goes ${to === 'court' ? 'to court' : 'to a body'} after the airline had the letter (stage ${c?.stage ?? 'none'}).`);
  }
  return c;
}

function checkCompetence(row: ClaimRow, to: EscalationTarget, claimEuroCents: number | undefined): Competent {
  const journey = toJourneyFacts(row.flight);
  const competence = journey.facts
    ? competenceFor(to, {
        regime: deskRegime(row),
        legs: journey.facts.legs,
        ...(journey.facts.disruptedLegIndex !== undefined ? { disruptedLegIndex: journey.facts.disruptedLegIndex } : {}),
        ...(claimEuroCents !== undefined ? { claimEuroCents } : {}),
      })
    : ({ ok: false, detail: 'The flight facts are incomplete: no body or court can be named.' } as const);
  if (!competence.ok) {
    throw new HttpProblem(422, 'escalation-not-competent', 'That body or court is not competent for this claim', {
      detail: competence.detail,
      errors: [{ field: 'to', message: competence.detail }],
    });
  }
  return competence;
}

function checkWait(row: ClaimRow, c: CaseRow, last: AnswerRow | undefined, competent: Competent, confirmed: boolean): boolean {
  const waitingDays = competent.target === 'court' ? courtWaitingDays(deskRegime(row)) : competent.body.waitingDays;
  const sentOn = c.sentAt ? today(c.sentAt) : undefined;
  const wait = waitingPeriod(
    { waitingDays, ...(sentOn ? { sentOn } : {}), ...(last ? { lastAnswer: { kind: last.answer.kind, on: last.receivedOn } } : {}) },
    today(),
  );
  if (wait.over || confirmed) return !wait.over;
  throw new HttpProblem(409, 'escalation-too-early', "The airline's waiting period has not passed", {
    detail: `${wait.why.message} Send confirm_early: true to file now anyway.`,
  });
}

function answerSentence(a: AnswerRow): string {
  const x: AirlineAnswer = a.answer;
  const amount = 'amountMinor' in x && x.amountMinor !== undefined ? `${formatMinorUnits(x.amountMinor, x.currency ?? 'EUR')} ${x.currency ?? ''}`.trim() : '';
  const said = {
    accepted: `accepted and promised to pay ${amount}${x.kind === 'accepted' ? ` by ${x.promisedOn}` : ''}`,
    offer: `offered ${amount} instead of the compensation due`,
    voucher: `offered a voucher worth ${amount} instead of money`,
    rejected:
      x.kind === 'rejected'
        ? `refused to pay: ${x.reason}${x.reason === 'extraordinary' ? ` (cause given: ${x.cause})` : ''}${x.note ? `; "${x.note}"` : ''}`
        : '',
    'paid-passenger': 'said it paid the passenger directly',
    'no-answer': 'did not answer',
  }[x.kind];
  const decision = a.passengerDecision ? ` (the passenger ${a.passengerDecision} it)` : '';
  return `${a.receivedOn}: the airline ${said}${decision}.`;
}

async function packFacts(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, c: CaseRow, answers: AnswerRow[], early: boolean): Promise<PackFacts> {
  const entry = row.airline ? await claimChannelOf(tx, row.airline, deps.config.desk.corrections) : null;
  const on = today();
  const facts = await letterFacts(tx, row, {
    airlineName: entry?.name ?? findAirline(row.airline ?? '')?.name ?? row.airline ?? '',
    today: on,
    payBy: on,
    clientAccount: deps.config.desk.clientAccount,
    replyTo: claimReplyAddress(row.id, deps.config.mailDomain),
  });
  const letters = (await listLetters(tx, row.id)).map(
    (l) => `${l.kind === 'mandate' ? 'The signed mandate' : `Our ${l.kind} letter`} (${l.language}) of ${today(l.createdAt)}, SHA-256 ${l.sha256}`,
  );
  const currency = row.compensationCurrency ?? 'EUR';
  return {
    ...facts,
    complaint: { sentOn: c.sentAt ? today(c.sentAt) : '', channel: c.channel ?? '', sentTo: c.sentTo ?? '', airlineReference: c.airlineReference ?? '' },
    answers: [...answers].reverse().map(answerSentence),
    letters,
    totalMinor: claimTotalMinor(row, facts.passengerCount),
    currency,
    early,
  };
}

function courtChoice(row: ClaimRow, c: CaseRow, competent: Extract<Competent, { target: 'court' }>): CourtChoice {
  const { courts, smallClaims } = competent.courts;
  const court = courts.find((k) => k.smallClaims) ?? courts[0]!;
  const sentOn = c.sentAt ? today(c.sentAt) : today();
  return {
    court,
    others: courts.filter((k) => k !== court),
    smallClaims,
    carrierSeat: findAirline(row.airline ?? '')?.licence ?? 'not known',
    interestFrom: letterDates(deskRegime(row), sentOn).payBy,
  };
}

/** Escalates the claim; answers the updated row. */
export async function escalate(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, input: EscalateInput, actorId: string): Promise<ClaimRow> {
  const to = input.to;
  if (!isEscalationTarget(to)) {
    const detail = 'Say where the claim goes: neb, adr, shgm, gcaa, dot or court.';
    throw new HttpProblem(422, 'validation-failed', 'The action is not valid', { detail, errors: [{ field: 'to', message: detail }] });
  }
  const c = await checkStage(tx, row, to);
  const count = await passengerCount(tx, row);
  const euroCents = row.compensationCurrency === 'EUR' ? claimTotalMinor(row, count) : undefined;
  const competent = checkCompetence(row, to, euroCents);
  const answers = await listAnswers(tx, row.id);
  const early = checkWait(row, c, answers[0], competent, input.confirm_early === true);
  const facts = await packFacts(tx, deps, row, c, answers, early);
  const choice = competent.target === 'court' ? courtChoice(row, c, competent) : undefined;
  const sentTo = choice ? `${choice.court.place ?? choice.carrierSeat}, ${choice.court.country}` : bodyAddress(competent);
  const meta = { claimId: row.id, actorId, channel: choice ? ('post' as const) : ('web-form' as const), sentTo };
  const packs: LetterRow[] = [];
  for (const { language, untranslated } of packLanguages(competent, choice)) {
    const html = choice
      ? courtPackHtml(choice, facts, language, untranslated)
      : bodyPackHtml((competent as Extract<Competent, { body: unknown }>).body, facts, language);
    packs.push(await storeLetter(tx, deps, meta, `pack-${to}`, language, await deps.printer.print(html)));
  }
  await saveCase(tx, row, { stage: to === 'court' ? 'in-court' : 'escalated', escalatedAt: new Date(), escalatedTo: to }, deps.config.desk.payWithinDays);
  const message = escalationMessage(competent, choice?.court, today());
  return bumpVersion(tx, row, actorId, 'escalate', {
    to,
    early,
    ...(choice ? { court: { place: choice.court.place ?? null, country: choice.court.country, basis: choice.court.basis } } : {}),
    ...('body' in competent ? { body: { name: competent.body.name, country: competent.body.country } } : {}),
    letters: packs.map((pack) => ({ id: pack.id, kind: pack.kind, language: pack.language, sha256: pack.sha256 })),
    passenger: message,
  });
}

/**
 * The pack's languages: the body's (or the court's, Reg. 861/2007 Art. 6(1)) first, then an English
 * working copy for the agent; a court whose language we do not print gets English with a note.
 */
function packLanguages(competent: Competent, choice: CourtChoice | undefined): { language: PackLanguage; untranslated: boolean }[] {
  const rule = choice ? courtLanguages(choice.court.country) : bodyLanguages((competent as Extract<Competent, { body: unknown }>).body);
  const untranslated = 'translated' in rule && !rule.translated;
  return [...new Set<PackLanguage>([...rule.languages, 'en'])].map((language) => ({ language, untranslated: untranslated && language === 'en' }));
}

function bodyAddress(competent: Competent): string {
  if (!('body' in competent)) return '';
  const how = competent.body.complaints;
  return how.via === 'online-form' ? how.url : how.address;
}

async function passengerCount(tx: DbOrTx, row: ClaimRow): Promise<number> {
  const found = await tx.select({ position: claimPassengers.position }).from(claimPassengers).where(eq(claimPassengers.claimId, row.id));
  return Math.max(1, found.length);
}
