// The wire contract of the product API (spec §3 and §7, src/README.md §5). Shared by the server
// (schemas and answers), the offline outbox (request building) and the app (mapping to the
// client model). Field names on the wire are snake_case as the spec's create payload is.

import type { KnownProblemCode } from '../problem-codes.ts';
import type { ClaimStatus } from './status.ts';
import type { MessageValues } from '../text/message.ts';

export const DISRUPTION_TYPES = ['delayed', 'cancelled', 'denied'] as const;
export type DisruptionType = (typeof DISRUPTION_TYPES)[number];

export const DISRUPTION_LABELS: Record<DisruptionType, string> = {
  delayed: 'Flight Delay',
  cancelled: 'Flight Cancellation',
  denied: 'Denied Boarding',
};

export const DISRUPTION_CAUSES = [
  'technical',
  'own-staff-strike',
  'weather',
  'air-traffic-control',
  'security',
  'bird-strike',
  'political-instability',
  'airport-staff-strike',
  'medical-emergency',
  'crew-illness',
  'hidden-manufacturing-defect',
  'airport-fuel-supply',
  'knock-on-previous-flight',
  'unruly-passenger',
  'other',
  'unknown',
] as const;
export type DisruptionCause = (typeof DISRUPTION_CAUSES)[number];

/** One leg of a booking, as the passenger tells it (connections on one booking are one journey). */
export interface LegWire {
  from: string;
  to: string;
  operating_carrier?: string;
  flight_number?: string;
  departure_date?: string;
}

/**
 * The facts the rules engine needs beyond the spec's {flight_number, date}. All optional: the
 * answer says what is missing. Used by POST /flights/check-delay and inside a claim's flight.
 */
export interface FlightFactsWire {
  departure_airport?: string;
  arrival_airport?: string;
  operating_carrier?: string;
  /** Full itinerary on one booking, in flight order; when absent, one leg departure→arrival. */
  legs?: LegWire[];
  disrupted_leg_index?: number;
  disruption_type?: DisruptionType;
  arrival_delay_minutes?: number;
  notice_days?: number;
  reroute_departed_earlier_minutes?: number;
  reroute_arrived_later_minutes?: number;
  advanced_minutes?: number;
  voluntary?: boolean;
  cause?: DisruptionCause;
  one_way_fare?: { amount: number; currency: string };
  /** Hours from being told of the cancellation to the scheduled departure (wins over notice_days). */
  notice_hours?: number;
  /** How late the disrupted flight left (care at the airport counts from the departure). */
  departure_delay_minutes?: number;
  /** The flight landed elsewhere: at an airport serving the same area as the one booked, or not (C-826/19). */
  diversion?: 'same-area' | 'other-area';
  /** Placed in a lower class: that flight's ticket price (EC 261 Art. 10). */
  downgrade_ticket_price?: { amount: number; currency: string };
  /** Compensation or a voucher already received for this disruption (Art. 12, Art. 7(3)). */
  already_received?: { amount: number; currency: string; kind: 'cash' | 'voucher'; accepted_in_writing?: boolean };
  /** US denied boarding: no alternative flight was offered at all. */
  no_alternative_offered?: boolean;
  /** US denied boarding: a smaller aircraft was swapped in for operational or safety reasons. */
  substitute_smaller_aircraft?: boolean;
  /** US denied boarding: seats on the aircraft. */
  aircraft_seats?: number;
  /** Local times of day (HH:MM) of the scheduled and the expected new departure: whether a hotel night is owed (EC 261 Art. 9(1)(b)). */
  departure_times?: { scheduled?: string; expected?: string };
  /** The passenger gave up the flight and took the refund of the ticket (EC 261 Art. 8(1)(a)). */
  chose_refund?: boolean;
  /** What the ticket cost, in hundredths of its currency (asked only for the refund). */
  ticket_price?: MoneyMinorWire;
  /** Checked baggage delayed, lost or damaged (Montreal Convention Art. 17, 22(2), 31): when it came back, and what it cost. */
  baggage?: BaggageWire;
  /** For a knock-on delay ('knock-on-previous-flight'): the cause on the earlier flight (LE v TAP C-74/19). */
  original_cause?: DisruptionCause;
}

/** An amount in hundredths of its currency (1250 for 12.50), as receipts are kept. */
export interface MoneyMinorWire {
  amount_minor: number;
  currency: string;
}

export const BAGGAGE_PROBLEMS = ['delayed', 'lost', 'damaged'] as const;
export type BaggageProblem = (typeof BAGGAGE_PROBLEMS)[number];

export interface BaggageWire {
  kind: BaggageProblem;
  /** YYYY-MM-DD the bag was handed back (delayed, damaged): the written complaint's days count from it. */
  received_on?: string;
  /** What the problem cost: things bought while waiting, the bag's value, or the repair. */
  cost?: MoneyMinorWire;
}

export interface CheckDelayRequest extends FlightFactsWire {
  flight_number: string;
  date: string;
}

/** What a flight-status source reported (GET /api/flights, and `flight` in check-delay answers). */
export const FLIGHT_STATES = ['scheduled', 'active', 'landed', 'cancelled', 'diverted', 'unknown'] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];

/** live: observed; estimated: predicted or approximate; schedule-only: no movement data;
 *  passenger-reported: what the passenger said (the default provider), not checked anywhere. */
export const FLIGHT_DATA_QUALITIES = ['live', 'estimated', 'schedule-only', 'passenger-reported'] as const;
export type FlightDataQuality = (typeof FLIGHT_DATA_QUALITIES)[number];

export interface FlightStatusWire {
  provider: string;
  flight_number: string;
  date: string;
  state: FlightState;
  departure_airport?: string;
  arrival_airport?: string;
  operating_carrier?: string;
  scheduled_departure_utc?: string;
  scheduled_arrival_utc?: string;
  /** Doors open at the gate: the moment EC 261 measures arrival at (CJEU C-452/13). */
  actual_gate_arrival_utc?: string;
  actual_runway_arrival_utc?: string;
  /** Gate arrival minus scheduled arrival; negative when early. */
  arrival_delay_minutes?: number;
  quality: FlightDataQuality;
  /** The number is a marketing codeshare; the operator is someone else. */
  codeshare?: boolean;
}

/** POST /api/flights/check-delay answer. */
export interface CheckDelayResponse {
  eligible: boolean;
  message: string;
  /** The rules engine's Assessment (src/domain/compensation). */
  assessment: unknown;
  flight: FlightStatusWire | null;
  /** False when the flight-status source failed and only the passenger's facts were used. */
  source_available: boolean;
}

export interface PassengerWire {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  address?: string;
}

export interface AdditionalPassengerWire {
  first_name: string;
  last_name: string;
  email: string;
  /** Under 18: the main passenger signs the mandate for them as parent or guardian. */
  minor?: boolean;
}

/** POST /api/claims body. `id` is the client's UUID (offline-created claims keep their id). */
export interface ClaimCreatePayload {
  id?: string;
  passenger: PassengerWire;
  flight: FlightFactsWire & {
    disruption_type: DisruptionType;
    flight_number?: string;
    departure_date?: string;
    delay_duration_hours?: number;
  };
  booking_reference?: string;
  additional_passengers?: AdditionalPassengerWire[];
}

export interface CompensationWire {
  amount: number;
  currency: string;
  /** 'estimated' when the claim is filed; later decisions replace it. */
  status: string;
  regime?: string;
}

export interface DocumentWire {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  position: number;
  created_at: string;
}

/** A claim as the API answers it (GET /claims, GET /claims/{id}, POST /claims → {data}). */
export interface ClaimWire {
  id: string;
  status: ClaimStatus;
  disruption_type: DisruptionType;
  flight: ClaimCreatePayload['flight'];
  passenger: PassengerWire;
  additional_passengers: AdditionalPassengerWire[];
  booking_reference: string | null;
  compensation: CompensationWire | null;
  documents: DocumentWire[];
  signature: { signed_at: string; sha256: string } | null;
  status_history: { status: ClaimStatus; at: string; reason?: string; by?: string; by_user_id?: string }[];
  /** Part of the claim the server refused (a document), so every device of the owner shows it. */
  sync_problem?: SyncProblemWire | null;
  created_at: string;
  updated_at: string;
}

/** A refusal the sending device records on the server (PUT /claims/{id}/sync-problem). */
export interface SyncProblemWire {
  code: KnownProblemCode;
  title: string;
  detail?: string;
}

/** RFC 9457 problem details with our stable `code` (src/README.md §5). */
export interface ProblemWire {
  type: string;
  title: string;
  status: number;
  code: KnownProblemCode;
  detail?: string;
  errors?: { field: string; message: string }[];
}

/** What the passenger sees of our team's work on a claim (GET /api/claims/{id}/progress). */
export const UPDATE_KINDS = [
  'question',
  'answer',
  'sent-to-airline',
  'approved',
  'rejected',
  'paid',
  'status',
  'payout-account',
  'partner',
  'court',
  'escalated',
  'body-answer',
] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

export interface UpdateWire {
  id: number;
  at: string;
  kind: UpdateKind;
  text?: string;
  request_id?: number;
  documents?: { id: string; name: string }[];
  amount?: { amount: number; currency: string };
  status?: string;
  /** 'payout-account': the account given (before is null) or changed, masked. */
  account?: { before: string | null; after: string };
  /** court: which step (filed, hearing, judgment, paid, enforcement), its day, the court and case number. */
  step?: string;
  date?: string;
  court?: string;
  case_number?: string;
  /** paid: the bank's reference of the payout (with `amount` and `date`, its value date). */
  reference?: string;
  /** escalated, body-answer: the sentence's id and values (src/domain/desk/messages.ts); `text` holds it in the passenger's language. */
  message_id?: string;
  values?: MessageValues;
}
