// What the passenger tells us about one booking and what went wrong with it.

export interface Leg {
  /** IATA airport code, e.g. 'FRA'. */
  from: string;
  to: string;
  /** IATA airline code of the airline operating this leg, e.g. 'LH' (not the marketing code). */
  operatingCarrier: string;
  flightNumber?: string;
  /** YYYY-MM-DD, local date of scheduled departure. */
  departureDate?: string;
}

export type Cause =
  | 'technical'
  | 'own-staff-strike'
  | 'weather'
  | 'air-traffic-control'
  | 'security'
  | 'bird-strike'
  | 'political-instability'
  | 'airport-staff-strike'
  | 'medical-emergency'
  | 'crew-illness'
  | 'hidden-manufacturing-defect'
  | 'airport-fuel-supply'
  | 'knock-on-previous-flight'
  | 'unruly-passenger'
  | 'other'
  | 'unknown';

export type Disruption = 'delayed' | 'cancelled' | 'denied-boarding';

export interface JourneyFacts {
  /** One booking, in flight order, at least one leg; one direction only (Emirates C-173/07). */
  legs: Leg[];
  disruption: Disruption;
  /** Which leg the disruption happened on; default 0. */
  disruptedLegIndex?: number;
  /** Minutes late at the final destination, when the first door opened (Germanwings C-452/13). */
  arrivalDelayMinutes?: number;
  cancellation?: {
    /** Days before scheduled departure the passenger was told (used when noticeHours is absent). */
    noticeDays?: number;
    /** Hours from when the passenger was told to the scheduled departure; wins over noticeDays. */
    noticeHours?: number;
    /** The replacement flight offered, relative to the original schedule. */
    reroute?: { departedEarlierMinutes: number; arrivedLaterMinutes: number };
  };
  /** The flight was moved earlier by this much. */
  advancedMinutes?: number;
  deniedBoarding?: {
    voluntary: boolean;
    /** US DOT: the airline offered no alternative transport at all. */
    noAlternativeOffered?: boolean;
    /** US DOT 250.6(b): a smaller aircraft was substituted for operational or safety reasons. */
    substituteSmallerAircraft?: boolean;
  };
  /** US DOT 250.2: the aircraft's designed passenger capacity (seats). */
  aircraftSeats?: number;
  /** Minutes the disrupted flight left late; EC 261 Art. 6 counts care from the departure. */
  departureDelayMinutes?: number;
  /**
   * The flight landed at another airport than booked (C-826/19). `sameArea`: that airport serves
   * the same town, city or region as the original destination.
   */
  diversion?: { sameArea: boolean };
  /** Art. 10: placed in a lower class than booked, on the disrupted leg; its ticket price. */
  downgrade?: { ticketPrice: { amount: number; currency: string } };
  /**
   * Art. 12 and Art. 7(3): what the airline already paid for this disruption. A voucher counts
   * only when the passenger agreed to it in writing.
   */
  alreadyReceived?: { amount: number; currency: string; kind: 'cash' | 'voucher'; acceptedInWriting?: boolean };
  cause?: Cause;
  /** For a knock-on delay ('knock-on-previous-flight'): the cause on the earlier flight of the same aircraft (LE v TAP C-74/19). */
  originalCause?: Cause;
  /** US DOT denied boarding: the one-way fare to the destination or first stopover. */
  oneWayFare?: { amount: number; currency: string };
  /** EC 261 Art. 3(2)–(3) and claim-level facts; each defaults to the ordinary case. */
  booking?: {
    /** Art. 3(2)(a): a confirmed reservation. Default true. */
    confirmedReservation?: boolean;
    /** Art. 3(2)(a): presented for check-in on time. Default true. */
    checkedIn?: boolean;
    /** Art. 3(3): free ticket, or a reduced fare not available to the public. Default 'public'. */
    fare?: 'public' | 'free' | 'non-public-discount';
    /** The passenger already assigned the claim to someone else. Default false. */
    claimAssigned?: boolean;
  };
  /** Art. 3(1)(b): benefits or compensation and assistance were already received in the third country. */
  receivedBenefitsInThirdCountry?: boolean;
  /** Montreal Convention Art. 17, 31: checked baggage delayed, lost or damaged; `receivedOn` (YYYY-MM-DD) starts the complaint period. */
  baggage?: { kind: 'delayed' | 'lost' | 'damaged'; receivedOn?: string };
  /** YYYY-MM-DD the claim is made; lets us warn about limitation periods. */
  claimDate?: string;
}
