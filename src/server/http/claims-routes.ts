// Claims: POST /api/claims (create, with the rules engine's estimate), GET /api/claims (the
// caller's own, newest first, in pages of at most CLAIMS_PAGE_MAX), GET /api/claims/{id}, PATCH /api/claims/{id}/status (the status
// machine of src/domain/claim/status.ts). Another user's claim answers 404 `claim-not-found`,
// exactly like a claim that does not exist. Claim answers are never cached (no-store).
import { normalizeFlightNumber } from '../../domain/claim/validation.ts';
import { normalizeBookingReference } from '../../domain/text/digits.ts';
import { withLatinDigits } from '../../domain/claim/latin-digits.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { v7 as uuidv7 } from 'uuid';
import { getTableColumns, sql } from 'drizzle-orm';
import { checkEligibility } from '../../domain/claim/eligibility.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { preparedFor } from '../db/prepared.ts';
import { claimPassengers, claims, type StatusChange } from '../db/schema/claims.ts';
import { idempotencyScope, runIdempotent } from '../idempotency.ts';
import { ClaimCreateBody, ClaimEnvelope, ClaimListEnvelope, ClaimListQuery, ClaimParams, CLAIMS_PAGE_MAX, StatusChangeBody } from './claims-schemas.ts';
import {
  findClaimRow,
  findOwnClaim,
  findOwnClaimRow,
  loadClaimRecords,
  toClaimWire,
  type ClaimRecord,
  type ClaimRow,
  type PassengerRow,
} from './claims-store.ts';
import { claimListJson, listOwnClaimWires } from './claims-wire-sql.ts';
import { validateClaimCreate } from './claims-validation.ts';
import { can } from '../access.ts';
import { notifyClaimReceived } from '../notify/index.ts';
import { transitionClaim } from '../claims/transition.ts';
import { transitionContext } from '../claims/transition-context.ts';
import { passengerNextStep, passengerOffer } from '../desk/passenger-view.ts';
import { HttpProblem } from './problem.ts';
import { assertClaimQuota, claimsFiledToday, quotaDayStart, writeRateLimit } from './quotas.ts';

export interface ClaimsRoutesOptions {
  db: AppDb;
}

export function claimNotFound(): HttpProblem {
  return new HttpProblem(404, 'claim-not-found', 'Claim not found');
}

/** Documents and signatures are fixed once an agent works on the claim (review F13). */
export function claimLocked(status: string): HttpProblem {
  return new HttpProblem(409, 'claim-locked', 'This claim can no longer be changed', {
    detail: `The claim is ${status}: its documents and signature are the ones it was decided on.`,
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/** An agent's move on someone else's claim: it needs the version check and the action's own rules. */
function useBackofficeActions(id: string): HttpProblem {
  return new HttpProblem(403, 'use-backoffice-actions', "Agents change a claim's status through the back office", {
    detail: `Use POST /api/backoffice/claims/${id.toLowerCase()}/actions with the version you saw.`,
  });
}

async function wireOf(db: DbOrTx, row: ClaimRow) {
  const [record] = await loadClaimRecords(db, [row]);
  return toClaimWire(record!);
}

/** A claim id is create-once: the owner re-sending it gets the claim as stored; anyone else 409. */
async function storedClaim(tx: DbOrTx, userId: string, id: string) {
  const existing = await findClaimRow(tx, id);
  if (existing?.userId === userId) return { status: 200, body: { data: await wireOf(tx, existing) } };
  throw new HttpProblem(409, 'claim-id-taken', 'This claim id is already in use', { detail: 'Generate a new id.' });
}

export const claimsRoutes: FastifyPluginAsyncTypebox<ClaimsRoutesOptions> = async (app, { db }) => {
  const security = [{ bearer: [] }];
  const limits = app.config.limits;
  const writes = [app.authenticate, writeRateLimit(app)];
  const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' }, 409: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/claims',
    {
      onRequest: writes,
      // Digits from an Arabic or Persian keyboard are read as 0-9 before the schema checks them.
      preValidation: async (request) => {
        request.body = withLatinDigits(request.body);
      },
      schema: {
        summary: 'File a claim',
        description:
          'Honours Idempotency-Key (see the idempotency policy in src/server/README.md). An optional client `id` (UUID) makes the claim id stable across offline retries.',
        tags: ['claims'],
        security,
        body: ClaimCreateBody,
        response: { 200: ClaimEnvelope, 201: ClaimEnvelope, ...problems },
      },
    },
    async (request, reply) => {
      const body = request.body;
      validateClaimCreate(body);
      const userId = request.user.id;
      const scope = idempotencyScope(request, JSON.stringify(body));
      return runIdempotent(db, reply, scope, async (tx) => {
        const id = (body.id ?? uuidv7()).toLowerCase();
        // Inserted first, so a new claim (nearly every request) costs no look-up; a refusal below rolls it back.
        const inserted = await insertClaim(tx, userId, id, body);
        if (!inserted) return storedClaim(tx, userId, id);
        assertClaimQuota(limits, inserted.filed);
        const { record } = inserted;
        await notifyClaimReceived(tx, record.claim, record.passengers.length);
        return { status: 201, body: { data: toClaimWire(record) } };
      });
    },
  );

  app.get(
    '/claims',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's claims, newest first, a page at a time (all of them when they fit one page)",
        tags: ['claims'],
        security,
        querystring: ClaimListQuery,
        response: { 200: ClaimListEnvelope, 401: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      if (cursor && !(await findOwnClaimRow(db, request.user.id, cursor))) {
        throw new HttpProblem(422, 'validation-failed', 'The cursor is not one of your claims', { errors: [{ field: 'cursor', message: 'Unknown cursor' }] });
      }
      // The database writes the JSON (claims-wire-sql.ts): a string with a JSON type skips the serializer.
      const page = await listOwnClaimWires(db, request.user.id, limit ? Number(limit) : CLAIMS_PAGE_MAX, cursor?.toLowerCase());
      return reply.type('application/json; charset=utf-8').send(claimListJson(page));
    },
  );

  app.get(
    '/claims/:id',
    {
      onRequest: app.authenticate,
      schema: { summary: "One of the caller's claims", tags: ['claims'], security, params: ClaimParams, response: { 200: ClaimEnvelope, ...problems } },
    },
    async (request) => {
      const record = await findOwnClaim(db, request.user.id, request.params.id);
      const row = record && (await findOwnClaimRow(db, request.user.id, request.params.id));
      if (!record || !row) throw claimNotFound();
      const desk = { next_step: await passengerNextStep(db, row, app.config.desk.payWithinDays), airline_offer: await passengerOffer(db, row.id) };
      return { data: { ...toClaimWire(record), ...desk } };
    },
  );

  app.patch(
    '/claims/:id/status',
    {
      onRequest: writes,
      schema: {
        summary: 'Move a claim to another status',
        description:
          "Passengers may submit a draft or withdraw a submitted claim (back to draft) of their own; every other move is the team's, through POST /api/backoffice/claims/{id}/actions (an agent calling this on another's claim gets 403 `use-backoffice-actions`). A move the status machine does not have is 409.",
        tags: ['claims'],
        security,
        params: ClaimParams,
        body: StatusChangeBody,
        response: { 200: ClaimEnvelope, 403: { $ref: 'Problem#' }, ...problems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { status: to, reason } = request.body;
      const user = request.user;
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      return runIdempotent(db, reply, scope, async (tx) => {
        // Passengers move their own claims here; the team decides through the back office's actions.
        const row = await findOwnClaimRow(tx, user.id, id, true);
        if (!row) {
          if (can(user.roles, 'claims.decide') && (await findClaimRow(tx, id))) throw useBackofficeActions(id);
          throw claimNotFound();
        }
        const updated = await transitionClaim(tx, row, { to, reason, action: 'status' }, { id: user.id, role: 'passenger' }, transitionContext(app, request));
        return { status: 200, body: { data: await wireOf(tx, updated) } };
      });
    },
  );
};

/**
 * The new claim as stored (a new id has no documents or signature yet, so nothing is read back),
 * with the user's other claims of the day for the quota. Null when the id is already taken (then
 * nothing is written).
 */
async function insertClaim(tx: DbOrTx, userId: string, id: string, body: ClaimCreateBody) {
  const passengers = passengerRows(id, body);
  const [row] = await insertClaimQuery(tx).execute({
    ...claimValues(userId, id, body),
    passengers: JSON.stringify(passengers.map(passengerJson)),
    since: quotaDayStart(),
  });
  if (!row) return null;
  const { filedToday, oldestFiledMs, ...claim } = row;
  const record: ClaimRecord = { claim, passengers, documents: [], signature: null };
  return { record, filed: { filedToday, oldestFiledMs } };
}

function claimValues(userId: string, id: string, body: ClaimCreateBody): typeof claims.$inferInsert {
  const { assessment } = checkEligibility(body.flight, today());
  const estimate = assessment.outcome === 'eligible' ? assessment.compensation : undefined;
  const created: StatusChange = { status: 'submitted', at: new Date().toISOString(), by: 'passenger', by_user_id: userId };
  return {
    id,
    userId,
    status: 'submitted',
    disruptionType: body.flight.disruption_type,
    // Codes as the device sends them: Latin digits, one form (an API client may send ۵۹).
    flight: body.flight.flight_number ? { ...body.flight, flight_number: normalizeFlightNumber(body.flight.flight_number) } : body.flight,
    bookingReference: body.booking_reference?.trim() ? normalizeBookingReference(body.booking_reference) : null,
    compensationAmount: estimate?.amount ?? null,
    compensationCurrency: estimate?.currency ?? null,
    compensationStatus: estimate ? 'estimated' : null,
    regime: estimate ? (assessment.regime ?? null) : null,
    assessment,
    statusHistory: [created],
  };
}

/** The claim's people as stored, the main passenger first (position 0). */
function passengerRows(id: string, body: ClaimCreateBody): PassengerRow[] {
  const { phone, address } = body.passenger;
  const people = [
    { ...body.passenger, phone: phone?.trim() || null, address: address?.trim() || null },
    ...(body.additional_passengers ?? []).map((p) => ({ ...p, phone: null, address: null })),
  ];
  return people.map((person, position) => ({
    claimId: id,
    position,
    firstName: person.first_name.trim(),
    lastName: person.last_name.trim(),
    email: person.email.trim(),
    phone: person.phone,
    address: person.address,
    minor: 'minor' in person && person.minor === true,
  }));
}

/** A passenger row as the create statement reads it back (jsonb_to_recordset, snake_case like the columns). */
function passengerJson(p: PassengerRow) {
  return { position: p.position, first_name: p.firstName, last_name: p.lastName, email: p.email, phone: p.phone, address: p.address, minor: p.minor };
}

/**
 * The claim row and its passengers in one statement (data-modifying CTEs, issue #37), with the
 * user's other claims of the day (claimsFiledToday) in its RETURNING, prepared once: the passengers
 * are written only when the claim is, and nothing when its id is taken (then no row). The passengers
 * come as one JSON array, so the text is the same whatever their number.
 */
const insertClaimQuery = preparedFor((db) => {
  const p = sql.placeholder;
  const claim = db.$with('claim').as(
    db
      .insert(claims)
      .values({
        id: p('id'),
        userId: p('userId'),
        status: p('status'),
        disruptionType: p('disruptionType'),
        flight: p('flight'),
        bookingReference: p('bookingReference'),
        // Bare: drizzle's numeric encoder would send a null as the text 'null'.
        compensationAmount: sql`${p('compensationAmount')}::numeric`,
        compensationCurrency: p('compensationCurrency'),
        compensationStatus: p('compensationStatus'),
        regime: p('regime'),
        assessment: p('assessment'),
        statusHistory: p('statusHistory'),
      })
      .onConflictDoNothing({ target: claims.id })
      .returning({ ...getTableColumns(claims), ...claimsFiledToday(p('userId'), p('id'), p('since')) }),
  );
  const people = db.$with('people').as(
    db.insert(claimPassengers).select(
      // In the table's column order.
      sql`select claim.id, person.position, person.first_name, person.last_name, person.email, person.phone, person.address, person.minor
        from claim, jsonb_to_recordset(${p('passengers')}::jsonb)
          as person(position int, first_name text, last_name text, email text, phone text, address text, minor boolean)`,
    ),
  );
  return db.with(claim, people).select().from(claim).prepare('claims_insert_with_passengers');
});
