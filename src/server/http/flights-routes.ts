// POST /api/flights/check-delay (is this flight's disruption compensable?) and GET /api/flights
// (what the flight-status source knows about a flight). Facts come from the configured
// FlightStatusProvider merged with the passenger's own; the rules engine gives the answer.
// A failing source never fails the check: it falls back to the passenger's facts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkEligibility } from '../../domain/claim/eligibility.ts';
import { flightDateProblem, isValidFlightNumber, isValidIsoDate, latestToday, MESSAGES, type CheckDelayRequest } from '../../domain/claim/index.ts';
import {
  FLIGHT_DATA_QUALITIES,
  FLIGHT_STATES,
  FlightProviderError,
  pickLeg,
  withObservedFacts,
  type FlightStatus,
  type FlightStatusProvider,
} from '../flights/index.ts';
import { CheckDelayBody } from './claims-schemas.ts';
import { withLatinDigits } from '../../domain/claim/latin-digits.ts';
import { invalid, type FieldError } from './problem.ts';

export interface FlightsRoutesOptions {
  provider: FlightStatusProvider;
}

const FlightStatusSchema = Type.Object({
  provider: Type.String(),
  flight_number: Type.String(),
  date: Type.String(),
  state: Type.Enum(FLIGHT_STATES),
  departure_airport: Type.Optional(Type.String()),
  arrival_airport: Type.Optional(Type.String()),
  operating_carrier: Type.Optional(Type.String()),
  scheduled_departure_utc: Type.Optional(Type.String()),
  scheduled_arrival_utc: Type.Optional(Type.String()),
  actual_gate_arrival_utc: Type.Optional(Type.String()),
  actual_runway_arrival_utc: Type.Optional(Type.String()),
  arrival_delay_minutes: Type.Optional(Type.Integer()),
  quality: Type.Enum(FLIGHT_DATA_QUALITIES),
  codeshare: Type.Optional(Type.Boolean()),
});

const CheckDelayAnswer = Type.Object({
  eligible: Type.Boolean(),
  message: Type.String(),
  assessment: Type.Unknown({ description: "The rules engine's Assessment: outcome, regime, compensation, reasons" }),
  /** What the flight-status source reported, when it knew the flight. */
  flight: Type.Union([FlightStatusSchema, Type.Null()]),
  /** False when the source could not be asked and only the passenger's facts were used. */
  source_available: Type.Boolean(),
});

const FlightsQuery = Type.Object(
  {
    flight_number: Type.String({ maxLength: 10 }),
    date: Type.String({ maxLength: 10 }),
    departure_airport: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
    arrival_airport: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
  },
  { additionalProperties: false },
);

// The spec's messages for the two fields the spec names (§5).
function validateFlightQuery(query: { flight_number: string; date: string }): void {
  const errors: FieldError[] = [];
  if (query.flight_number.trim() === '') errors.push({ field: 'flight_number', message: MESSAGES.flightNumberRequired });
  else if (!isValidFlightNumber(query.flight_number)) errors.push({ field: 'flight_number', message: MESSAGES.flightNumberInvalid });
  if (query.date.trim() === '') errors.push({ field: 'date', message: MESSAGES.departureDateRequired });
  else if (!isValidIsoDate(query.date)) errors.push({ field: 'date', message: 'Please enter the date as YYYY-MM-DD' });
  if (errors.length > 0) throw invalid(errors);
}

const today = () => new Date().toISOString().slice(0, 10);

export const flightsRoutes: FastifyPluginAsyncTypebox<FlightsRoutesOptions> = async (app, { provider }) => {
  const rateLimit = { max: 60, timeWindow: 60_000 };

  /** The source's legs for the flight, or null when it could not be asked. */
  async function observe(request: CheckDelayRequest, log: { warn: (obj: object, msg: string) => void }): Promise<FlightStatus[] | null> {
    try {
      return await provider.lookup(request);
    } catch (error) {
      if (!(error instanceof FlightProviderError)) throw error;
      log.warn({ provider: error.provider, status: error.status, reason: error.message }, 'flight-status source failed');
      return null;
    }
  }

  app.post(
    '/flights/check-delay',
    {
      onRequest: app.authenticate,
      preValidation: async (request) => {
        request.body = withLatinDigits(request.body);
      },
      config: { rateLimit },
      schema: {
        summary: 'Check whether a flight disruption is eligible for compensation',
        tags: ['flights'],
        security: [{ bearer: [] }],
        body: CheckDelayBody,
        response: { 200: CheckDelayAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body as CheckDelayRequest;
      validateFlightQuery(body);
      // A delay is claimable once the flight has arrived, denied boarding once it happened.
      const notYet = flightDateProblem(body.disruption_type, body.date, latestToday());
      if (notYet) throw invalid([{ field: 'date', message: notYet }]);
      const legs = await observe(body, request.log);
      const observed = legs ? pickLeg(legs, body) : null;
      const answer = checkEligibility(withObservedFacts(body, observed), today());
      reply.header('cache-control', 'no-store');
      return { ...answer, flight: observed, source_available: legs !== null };
    },
  );

  app.get(
    '/flights',
    {
      onRequest: app.authenticate,
      preValidation: async (request) => {
        request.query = withLatinDigits(request.query);
      },
      config: { rateLimit },
      schema: {
        summary: 'Look a flight up by number and local departure date',
        tags: ['flights'],
        security: [{ bearer: [] }],
        querystring: FlightsQuery,
        response: { 200: Type.Object({ data: Type.Array(FlightStatusSchema), source_available: Type.Boolean() }) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      validateFlightQuery(query);
      const legs = await observe(query, request.log);
      reply.header('cache-control', 'no-store');
      return { data: legs ?? [], source_available: legs !== null };
    },
  );
};
