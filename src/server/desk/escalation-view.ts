// The road after the airline, as the back office shows it (`case.escalation` on the claim view):
// which body is competent and why, the courts, whether the airline's waiting period is over for
// each, the body's answers and the court steps. The rules are the domain's (domain/escalation).
// Each "why" goes out as its message id and values (domain/escalation/messages.ts): the back office
// writes it in the agent's language.
import { asc, eq } from 'drizzle-orm';
import { toJourneyFacts } from '../../domain/claim/wire-to-journey.ts';
import {
  BODY_ANSWER_PERIODS,
  BODY_LANGUAGES,
  bodyFollowUp,
  competentCourts,
  courtLanguages,
  courtWaitingDays,
  enforcementBodyFor,
  nebLanguages,
  waitingPeriod,
  type EnforcementBody,
  type WaitingPeriod,
} from '../../domain/escalation/index.ts';
import { majorToMinor } from '../../domain/money/minor-units.ts';
import type { MessageRef, SaidMessage } from '../../domain/text/message.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimCourtSteps } from '../db/schema/partners.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { deskRegime, listBodyAnswers, today, type AnswerRow, type BodyAnswerRow, type CaseRow } from './case-store.ts';

/** The pack's languages for a body (domain/escalation/body-table.ts). */
export function bodyLanguages(body: EnforcementBody) {
  return body.kind === 'neb' ? nebLanguages(body.language) : BODY_LANGUAGES[body.kind];
}

/** A sentence without its English: the id and values the back office translates. */
const refOf = ({ messageId, values }: SaidMessage): MessageRef => (values ? { messageId, values } : { messageId });
const readinessWire = (wait: WaitingPeriod) => ({ ...wait, why: refOf(wait.why) });

const bodyAnswerWire = (a: BodyAnswerRow) => ({
  id: a.id,
  body: a.body,
  answer: a.answer,
  body_reference: a.bodyReference,
  received_on: a.receivedOn,
  recorded_by: a.recordedBy,
  follow_up: bodyFollowUp(a.answer),
  created_at: a.createdAt.toISOString(),
});

function bodyWire(body: EnforcementBody) {
  const languages = bodyLanguages(body);
  return {
    kind: body.kind,
    name: body.name,
    country: body.country,
    why: refOf(body.why),
    source: body.source,
    complaints: body.complaints.via === 'online-form' ? body.complaints.url : body.complaints.address,
    waiting_days: body.waitingDays,
    answer_days: BODY_ANSWER_PERIODS[body.kind].days,
    answer_source: BODY_ANSWER_PERIODS[body.kind].source,
    languages: languages.languages,
    language_source: languages.source,
  };
}

/** The claim's compensation for all its passengers, in minor units of its currency (the row keeps major units). */
export function claimTotalMinor(row: Pick<ClaimRow, 'compensationAmount' | 'compensationCurrency'>, passengerCount: number): number {
  return (majorToMinor(row.compensationAmount ?? 0, row.compensationCurrency ?? 'EUR') ?? 0) * passengerCount;
}

export async function escalationView(db: DbOrTx, row: ClaimRow, c: CaseRow, lastAnswer: AnswerRow | undefined, passengerCount: number, now = new Date()) {
  const journey = toJourneyFacts(row.flight);
  const legs = journey.facts?.legs ?? [];
  const disrupted = journey.facts?.disruptedLegIndex;
  const claimEuroCents = row.compensationCurrency === 'EUR' ? claimTotalMinor(row, passengerCount) : undefined;
  const facts = { regime: deskRegime(row), legs, ...(disrupted !== undefined ? { disruptedLegIndex: disrupted } : {}) };
  const body = legs.length > 0 ? enforcementBodyFor(facts) : undefined;
  const courts = competentCourts({ ...facts, ...(claimEuroCents !== undefined ? { claimEuroCents } : {}) });
  const wait = (waitingDays: number) =>
    readinessWire(
      waitingPeriod(
        {
          waitingDays,
          ...(c.sentAt ? { sentOn: today(c.sentAt) } : {}),
          ...(lastAnswer ? { lastAnswer: { kind: lastAnswer.answer.kind, on: lastAnswer.receivedOn } } : {}),
        },
        today(now),
      ),
    );
  const steps = await db.select().from(claimCourtSteps).where(eq(claimCourtSteps.claimId, row.id)).orderBy(asc(claimCourtSteps.createdAt));
  return {
    escalated_to: c.escalatedTo,
    escalated_at: c.escalatedAt?.toISOString() ?? null,
    body: body ? { ...bodyWire(body), readiness: wait(body.waitingDays) } : null,
    courts: {
      smallClaims: { ...courts.smallClaims, why: refOf(courts.smallClaims.why) },
      courts: courts.courts.map((court) => ({ ...court, why: refOf(court.why), languages: courtLanguages(court.country).languages })),
      readiness: wait(courtWaitingDays(deskRegime(row))),
      answer_days: BODY_ANSWER_PERIODS.court.days,
    },
    body_answers: (await listBodyAnswers(db, row.id)).map(bodyAnswerWire),
    court_steps: steps.map((s) => ({
      id: s.id,
      step: s.kind,
      date: s.occurredOn,
      court: s.court,
      case_number: s.caseNumber,
      amount_minor: s.amountMinor,
      currency: s.currency,
      note: s.note,
    })),
  };
}
