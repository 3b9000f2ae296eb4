// TypeBox schemas of the back-office API (/api/backoffice/…).
import { Type, type Static } from 'typebox';
import { CLAIM_STATUSES } from '../../../domain/claim/status.ts';
import { ESCALATION_TARGETS } from '../../../domain/escalation/index.ts';
import { BACKOFFICE_ACTIONS } from '../../backoffice/actions.ts';
import { QUEUE_SORTS, TOTAL_CAP } from '../../backoffice/queue.ts';
import { READY_QUESTION_IDS } from '../../backoffice/ready-questions.ts';
import { ClaimSchema, ClaimStatusSchema, Uuid } from '../claims-schemas.ts';
import { AirlineMessage } from './airline-messages-schemas.ts';

const TEXT = '^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const QueueQuerySchema = Type.Object(
  {
    status: Type.Optional(ClaimStatusSchema),
    regime: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' })),
    airline: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{2}$', description: 'Operating airline (IATA)' })),
    flight_date_from: Type.Optional(IsoDate),
    flight_date_to: Type.Optional(IsoDate),
    assigned_to: Type.Optional(Type.Union([Uuid, Type.Literal('none'), Type.Literal('me')])),
    open_request: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    deadline_within_days: Type.Optional(Type.String({ pattern: '^\\d{1,4}$', description: 'Limitation deadline within N days' })),
    q: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: '^[^\\u0000-\\u001f\\u007f]*$',
        description: 'Claim reference, flight number, booking reference, passenger name or e-mail (prefix)',
      }),
    ),
    sort: Type.Optional(Type.Union(QUEUE_SORTS.map((s) => Type.Literal(s)))),
    page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
    per_page: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9]\\d|100)$' })),
  },
  { additionalProperties: false },
);
export type QueueQuerySchema = Static<typeof QueueQuerySchema>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const QueueItem = Type.Object({
  id: Type.String(),
  status: ClaimStatusSchema,
  regime: Nullable(Type.String()),
  flight_number: Nullable(Type.String()),
  flight_date: Nullable(Type.String()),
  airline: Nullable(Type.String()),
  passenger_name: Type.String(),
  passenger_email: Type.String(),
  booking_reference: Nullable(Type.String()),
  assigned_to: Nullable(Type.String()),
  open_request: Type.Boolean(),
  passenger_locale: Nullable(Type.String({ description: "The language the passenger's mails are written in; null: never given (English)" })),
  email_verified: Nullable(Type.Boolean({ description: 'Whether the passenger confirmed their address; null with an external identity provider' })),
  unsigned_cosigners: Type.Integer({ description: 'Adult co-passengers who have not signed the mandate' }),
  compensation: Nullable(Type.Object({ amount: Type.Number(), currency: Type.String() })),
  created_at: Type.String(),
  updated_at: Type.String(),
  next_due: Nullable(Type.Object({ what: Type.String(), at: Type.String({ description: 'YYYY-MM-DD' }), overdue: Type.Boolean() })),
});

const StatusCounts = Type.Object(Object.fromEntries(CLAIM_STATUSES.map((s) => [s, Type.Integer()])), {
  description: 'The whole queue per status, exact (filters aside)',
});

export const QueueEnvelope = Type.Object({
  data: Type.Array(QueueItem),
  page: Type.Object({
    number: Type.Integer(),
    size: Type.Integer(),
    total: Type.Integer(),
    total_capped: Type.Boolean({ description: `true: more than \`total\` claims match (a filtered list is counted up to ${TOTAL_CAP.toLocaleString('en')})` }),
  }),
  counts: StatusCounts,
});

export const ClaimEvent = Type.Object({
  id: Type.Integer(),
  actor_id: Type.String(),
  action: Type.String(),
  from_status: Nullable(Type.String()),
  to_status: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
  at: Type.String(),
});

const PassengerAccount = Type.Object(
  {
    locale: Type.String({ description: "The language the passenger's mails, questions and notifications are written in" }),
    locale_chosen: Type.Boolean({ description: 'false: the passenger never gave a language (registration or app), so English' }),
    email_verified: Nullable(Type.Boolean({ description: 'Whether the passenger confirmed their address; null with an external identity provider' })),
  },
  { description: "The passenger's account as it matters to the agent" },
);

const ReadyQuestion = Type.Object({
  id: Type.Union(
    READY_QUESTION_IDS.map((id) => Type.Literal(id)),
    { description: "The question's id: the back office names it in the agent's language, as `question` of request-info" },
  ),
  text: Type.String({ description: "What the passenger will read, in the passenger's language" }),
});

const Cosigner = Type.Object({
  position: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  signed_at: Nullable(Type.String()),
  requested_at: Nullable(Type.String({ description: 'When the signing link was mailed (null: the main passenger has not signed yet)' })),
  link_expires_at: Nullable(Type.String()),
  reminders_sent: Type.Integer(),
  next_reminder_at: Nullable(Type.String({ description: 'When the next scheduled reminder is due' })),
});

export const BackofficeClaim = Type.Object({
  claim: ClaimSchema,
  user_id: Type.String(),
  version: Type.Integer(),
  assigned_to: Nullable(Type.String()),
  partner_firm_id: Type.Optional(Nullable(Type.String())),
  open_request_at: Nullable(Type.String()),
  assessment: Type.Unknown({ description: "The rules engine's assessment when the claim was filed: outcome, reasons with sources, deadlines" }),
  limitation_deadline: Nullable(Type.String({ description: 'The shortest limitation deadline (YYYY-MM-DD)' })),
  events: Type.Array(ClaimEvent),
  payout: Type.Union([Type.Unknown({ description: 'The payout statement once the airline approved (the one the passenger sees)' }), Type.Null()]),
  payout_account: Type.Union([Type.Unknown({ description: 'The account to pay: masked, and its details for the agent who pays' }), Type.Null()]),
  passenger_account: PassengerAccount,
  ready_questions: Type.Array(ReadyQuestion),
  cosigners: Type.Array(Cosigner, {
    description: 'Every adult co-passenger and whether they signed the mandate (a minor is signed for by the main passenger)',
  }),
  case: Type.Union([
    Type.Unknown({ description: 'The airline case: stage, letters, airline_answers, next_due, filing_pack (desk/case-view.ts)' }),
    Type.Null(),
  ]),
  airline_messages: Type.Array(AirlineMessage, {
    description: 'What the airline said: replies mailed to the claim address and answers agents uploaded, oldest first',
  }),
});
export const BackofficeClaimEnvelope = Type.Object({ data: BackofficeClaim });

export const ActionBody = Type.Object(
  {
    action: Type.Union(BACKOFFICE_ACTIONS.map((a) => Type.Literal(a))),
    version: Type.Integer({ minimum: 1, description: 'The claim version the agent saw; another one answers 409 version-conflict' }),
    assignee: Type.Optional(Uuid),
    text: Type.Optional(Type.String({ maxLength: 2000, pattern: TEXT })),
    question: Type.Optional(
      Type.Union(
        READY_QUESTION_IDS.map((id) => Type.Literal(id)),
        { description: "request-info: a ready-made question (ready_questions of the claim), sent in the passenger's language instead of `text`" },
      ),
    ),
    amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
    airline_reference: Type.Optional(Type.String({ maxLength: 100, pattern: TEXT, description: "record-filed: the airline's case number" })),
    amount_minor: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100_000_000_000,
        description: 'record-airline-payment (at least 1) and court-step judgment: the amount in minor units (cents, fils)',
      }),
    ),
    value_date: Type.Optional(Type.String({ maxLength: 10, description: 'record-airline-payment: the value date, YYYY-MM-DD' })),
    bank_reference: Type.Optional(Type.String({ maxLength: 140, pattern: TEXT, description: "record-airline-payment: the bank's reference of the credit" })),
    accept_difference: Type.Optional(
      Type.Boolean({ description: 'record-airline-payment: record an amount that differs from the claim (agreed with the airline)' }),
    ),
    firm_id: Type.Optional(Uuid),
    step: Type.Optional(Type.String({ maxLength: 20 })),
    date: Type.Optional(Type.String({ maxLength: 10 })),
    court: Type.Optional(Type.String({ maxLength: 200, pattern: TEXT })),
    case_number: Type.Optional(Type.String({ maxLength: 100, pattern: TEXT })),
    answer: Type.Optional(
      Type.Unknown({
        description:
          'record-airline-answer: {kind: accepted (amountMinor, currency, promisedOn) | offer | voucher (amountMinor, currency) | rejected (reason: extraordinary (cause) | not-operating-carrier | time-barred | already-paid | documents-missing | other; note) | paid-passenger | no-answer}; 422 airline-answer-invalid otherwise. record-body-answer: {kind: upheld | airline-paid (amountMinor, currency optional) | rejected | no-jurisdiction | no-decision; note}',
      }),
    ),
    received_on: Type.Optional(IsoDate),
    to: Type.Optional(
      Type.Union(
        ESCALATION_TARGETS.map((target) => Type.Literal(target)),
        { description: 'escalate: the body (neb, adr, shgm, gcaa, dot) or court; 422 escalation-not-competent when the facts name another' },
      ),
    ),
    confirm_early: Type.Optional(
      Type.Boolean({ description: "escalate: file before the airline's waiting period has passed (409 escalation-too-early otherwise)" }),
    ),
    body_reference: Type.Optional(Type.String({ maxLength: 100, pattern: TEXT, description: "record-body-answer: the body's case number" })),
  },
  { additionalProperties: false },
);
export type ActionBody = Static<typeof ActionBody>;

export const AgentSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.String(),
  active: Type.Boolean(),
});
export const AgentListEnvelope = Type.Object({ data: Type.Array(AgentSchema) });
