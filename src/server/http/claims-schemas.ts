// TypeBox schemas of the claims API: what a request may carry (shape and bounds; the spec's
// field messages come from src/domain/claim/validation.ts in the handlers) and what an answer
// contains (response schemas also filter, so no internal column can leak).
import { NATIVE_DIGITS } from '../../domain/text/digits.ts';
import { Type, type Static } from 'typebox';
import {
  BAGGAGE_PROBLEMS,
  CLAIM_STATUSES,
  DISRUPTION_CAUSES,
  DISRUPTION_TYPES,
  MAX_DELAY_MINUTES,
  MAX_NAME_LENGTH,
  MAX_REROUTE_MINUTES,
} from '../../domain/claim/index.ts';
import { MULTILINE_PATTERN, SINGLE_LINE_PATTERN } from '../../domain/text/index.ts';
import { UUID_PATTERN } from '../../domain/identity/uuid.ts';

// Free text a person types: any script, but no control characters (newlines are allowed in addresses).
const TEXT = SINGLE_LINE_PATTERN;
const MULTILINE_TEXT = MULTILINE_PATTERN;

export const Uuid = Type.String({ pattern: UUID_PATTERN, description: 'A UUID' });
const Airport = Type.String({ pattern: '^[A-Za-z]{3}$', description: 'IATA airport code' });
const Carrier = Type.String({ pattern: '^[A-Za-z0-9]{2}$', description: 'IATA airline code' });
// Digits may come from an Arabic or Persian keyboard: the route stores them as 0-9 (src/domain/text/digits.ts).
const FlightNumber = Type.String({ minLength: 0, maxLength: 10, pattern: `^[A-Za-z0-9 ${NATIVE_DIGITS}]*$` });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Minutes = (max: number, min = 0) => Type.Integer({ minimum: min, maximum: max });

export const DisruptionTypeSchema = Type.Enum(DISRUPTION_TYPES);
export const ClaimStatusSchema = Type.Enum(CLAIM_STATUSES);

const Leg = Type.Object(
  {
    from: Airport,
    to: Airport,
    operating_carrier: Type.Optional(Carrier),
    flight_number: Type.Optional(FlightNumber),
    departure_date: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);

const Price = Type.Object(
  { amount: Type.Number({ minimum: 0, maximum: 100_000 }), currency: Type.String({ pattern: '^[A-Z]{3}$' }) },
  { additionalProperties: false },
);

// Hundredths; the range and the currency list are the domain's rule (fact-rules.ts), with its messages.
const MoneyMinor = Type.Object(
  { amount_minor: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), currency: Type.String({ pattern: '^[A-Z]{3}$' }) },
  { additionalProperties: false },
);
// Times of day and the bag's day are checked by the domain's rule (fact-rules.ts); bounded here.
const TimeOfDay = Type.String({ maxLength: 8 });

/** The facts the rules engine reads (FlightFactsWire), bounded. */
const flightFacts = {
  departure_airport: Type.Optional(Airport),
  arrival_airport: Type.Optional(Airport),
  operating_carrier: Type.Optional(Carrier),
  legs: Type.Optional(Type.Array(Leg, { minItems: 1, maxItems: 6 })),
  disrupted_leg_index: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  arrival_delay_minutes: Type.Optional(Minutes(MAX_DELAY_MINUTES, -24 * 60)),
  notice_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 })),
  reroute_departed_earlier_minutes: Type.Optional(Minutes(MAX_REROUTE_MINUTES)),
  reroute_arrived_later_minutes: Type.Optional(Minutes(MAX_REROUTE_MINUTES)),
  advanced_minutes: Type.Optional(Minutes(MAX_REROUTE_MINUTES)),
  voluntary: Type.Optional(Type.Boolean()),
  cause: Type.Optional(Type.Enum(DISRUPTION_CAUSES)),
  one_way_fare: Type.Optional(Price),
  notice_hours: Type.Optional(Type.Number({ minimum: 0, maximum: 366 * 24 })),
  departure_delay_minutes: Type.Optional(Minutes(MAX_DELAY_MINUTES)),
  diversion: Type.Optional(Type.Enum(['same-area', 'other-area'] as const)),
  downgrade_ticket_price: Type.Optional(Price),
  already_received: Type.Optional(
    Type.Object(
      {
        amount: Type.Number({ minimum: 0, maximum: 100_000 }),
        currency: Type.String({ pattern: '^[A-Z]{3}$' }),
        kind: Type.Enum(['cash', 'voucher'] as const),
        accepted_in_writing: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  ),
  no_alternative_offered: Type.Optional(Type.Boolean()),
  substitute_smaller_aircraft: Type.Optional(Type.Boolean()),
  aircraft_seats: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  departure_times: Type.Optional(Type.Object({ scheduled: Type.Optional(TimeOfDay), expected: Type.Optional(TimeOfDay) }, { additionalProperties: false })),
  chose_refund: Type.Optional(Type.Boolean()),
  ticket_price: Type.Optional(MoneyMinor),
  baggage: Type.Optional(
    Type.Object(
      { kind: Type.Enum(BAGGAGE_PROBLEMS), received_on: Type.Optional(Type.String({ maxLength: 10 })), cost: Type.Optional(MoneyMinor) },
      { additionalProperties: false },
    ),
  ),
  original_cause: Type.Optional(Type.Enum(DISRUPTION_CAUSES)),
};

export const CheckDelayBody = Type.Object(
  {
    flight_number: Type.String({ maxLength: 10 }),
    date: Type.String({ maxLength: 10 }),
    disruption_type: Type.Optional(DisruptionTypeSchema),
    ...flightFacts,
  },
  { additionalProperties: false },
);
export type CheckDelayBody = Static<typeof CheckDelayBody>;

export const ClaimFlight = Type.Object(
  {
    disruption_type: DisruptionTypeSchema,
    flight_number: Type.Optional(FlightNumber),
    departure_date: Type.Optional(IsoDate),
    delay_duration_hours: Type.Optional(Type.Number({ minimum: 0, maximum: 14 * 24 })),
    ...flightFacts,
  },
  { additionalProperties: false },
);

// Bounded here; the 100-character rule and its message are the domain's (validatePerson), as on the device.
const Name = Type.String({ maxLength: MAX_NAME_LENGTH * 2, pattern: TEXT });
const Email = Type.String({ maxLength: 254, pattern: TEXT });

export const Passenger = Type.Object(
  {
    first_name: Name,
    last_name: Name,
    email: Email,
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+()./ -]*$' })),
    address: Type.Optional(Type.String({ maxLength: 500, pattern: MULTILINE_TEXT })),
  },
  { additionalProperties: false },
);

export const AdditionalPassenger = Type.Object(
  { first_name: Name, last_name: Name, email: Email, minor: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const MAX_ADDITIONAL_PASSENGERS = 9;

export const ClaimCreateBody = Type.Object(
  {
    id: Type.Optional(Uuid),
    passenger: Passenger,
    flight: ClaimFlight,
    booking_reference: Type.Optional(Type.String({ maxLength: 20, pattern: `^([A-Za-z0-9${NATIVE_DIGITS}][A-Za-z0-9 ${NATIVE_DIGITS}-]*)?$` })),
    additional_passengers: Type.Optional(Type.Array(AdditionalPassenger, { maxItems: MAX_ADDITIONAL_PASSENGERS })),
  },
  { additionalProperties: false },
);
export type ClaimCreateBody = Static<typeof ClaimCreateBody>;

export const StatusChangeBody = Type.Object(
  { status: ClaimStatusSchema, reason: Type.Optional(Type.String({ maxLength: 500, pattern: MULTILINE_TEXT })) },
  { additionalProperties: false },
);

export const SignatureBody = Type.Object(
  {
    signature: Type.String({ maxLength: 1_000_000 }),
    /** The mandate text version the passenger read (src/domain/mandate), e.g. EC261-en-1. */
    mandate_version: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9-]+$' })),
  },
  { additionalProperties: false },
);

export const ClaimParams = Type.Object({ id: Uuid });
export const DocumentParams = Type.Object({ id: Uuid, docId: Uuid });

const Compensation = Type.Object({
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  regime: Type.Optional(Type.String()),
});

export const DocumentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  position: Type.Integer(),
  created_at: Type.String(),
});

/** A part of the claim the server refused, recorded by the device that sent it. */
export const SyncProblemSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' }),
    title: Type.String({ minLength: 1, maxLength: 300 }),
    detail: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const ClaimSchema = Type.Object({
  id: Type.String(),
  status: ClaimStatusSchema,
  disruption_type: DisruptionTypeSchema,
  flight: ClaimFlight,
  passenger: Passenger,
  additional_passengers: Type.Array(AdditionalPassenger),
  booking_reference: Type.Union([Type.String(), Type.Null()]),
  compensation: Type.Union([Compensation, Type.Null()]),
  documents: Type.Array(DocumentSchema),
  signature: Type.Union([Type.Object({ signed_at: Type.String(), sha256: Type.String() }), Type.Null()]),
  status_history: Type.Array(
    Type.Object({
      status: ClaimStatusSchema,
      at: Type.String(),
      reason: Type.Optional(Type.String()),
      by: Type.Optional(Type.String({ description: 'passenger or agent' })),
      by_user_id: Type.Optional(Type.String({ description: 'The user id of whoever made the move' })),
    }),
  ),
  sync_problem: Type.Optional(Type.Union([SyncProblemSchema, Type.Null()])),
  next_step: Type.Optional(
    Type.Union([
      Type.Object(
        {
          what: Type.String({ description: "What happens next, in the passenger's language" }),
          by: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
          message_id: Type.String(),
          values: Type.Unknown(),
          lang: Type.String(),
        },
        { description: 'GET /api/claims/{id} only: the airline case’s next step (desk/passenger-view.ts)' },
      ),
      Type.Null(),
    ]),
  ),
  airline_offer: Type.Optional(
    Type.Union([
      Type.Object(
        { id: Type.String(), kind: Type.String(), amount: Type.Number(), currency: Type.String(), received_on: Type.String() },
        { description: "GET /api/claims/{id} only: the airline's offer or voucher waiting for the passenger's decision" },
      ),
      Type.Null(),
    ]),
  ),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const ClaimEnvelope = Type.Object({ data: ClaimSchema });
/** Page sizes of GET /api/claims: without `limit` a page holds the most allowed. */
export const CLAIMS_PAGE_MAX = 100;
export const ClaimListQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$', description: `Claims per page, 1 to ${CLAIMS_PAGE_MAX} (default ${CLAIMS_PAGE_MAX})` })),
    cursor: Type.Optional(Type.String({ pattern: UUID_PATTERN, description: 'The next_cursor of the previous page' })),
  },
  { additionalProperties: false },
);
export const ClaimListEnvelope = Type.Object({
  data: Type.Array(ClaimSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last page' }),
});
export const DocumentEnvelope = Type.Object({ data: DocumentSchema });
export const SignatureEnvelope = Type.Object({
  data: Type.Object({ claim_id: Type.String(), signed_at: Type.String(), sha256: Type.String(), width: Type.Integer(), height: Type.Integer() }),
});
