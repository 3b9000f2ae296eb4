// GET /api/claims' pages as wire JSON built by PostgreSQL: each claim's toClaimWire shape comes
// back as JSON text and the route joins the texts into the envelope, with no row mapping and no
// response serializer. The dashboard loads this on every visit, and that mapping and serializing
// were most of the route's own CPU (tests/README.md, API speed). tests/api/claims-wire-sql.test.ts
// holds the text equal to toClaimWire's answer for varied claims.
//
// `flight` and `sync_problem` are sent as stored: both are written only from bodies checked
// against the same schemas with additionalProperties false, so the response schema would drop
// nothing from them.
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { claimDocuments, claimPassengers, claims, claimSignatures } from '../db/schema/claims.ts';

/** A timestamp as Date.prototype.toISOString writes it: UTC, milliseconds truncated (as a Date keeps them). */
const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A text field that toClaimWire leaves out when empty: null here, then dropped by json_strip_nulls. */
const unlessEmpty = (value: SQLWrapper) => sql`nullif(${value}, '')`;

const ofClaim = (column: SQLWrapper) => sql`${column} = ${claims.id}`;

const mainPassenger = sql`coalesce((select json_strip_nulls(json_build_object(
    'first_name', ${claimPassengers.firstName}, 'last_name', ${claimPassengers.lastName}, 'email', ${claimPassengers.email},
    'phone', ${unlessEmpty(claimPassengers.phone)}, 'address', ${unlessEmpty(claimPassengers.address)}))
  from ${claimPassengers} where ${ofClaim(claimPassengers.claimId)} and ${claimPassengers.position} = 0),
  json_build_object('first_name', '', 'last_name', '', 'email', ''))`;

const additionalPassengers = sql`coalesce((select json_agg(json_strip_nulls(json_build_object(
    'first_name', ${claimPassengers.firstName}, 'last_name', ${claimPassengers.lastName}, 'email', ${claimPassengers.email},
    'minor', case when ${claimPassengers.minor} then true end)) order by ${claimPassengers.position})
  from ${claimPassengers} where ${ofClaim(claimPassengers.claimId)} and ${claimPassengers.position} > 0), '[]'::json)`;

// numeric(12,2) as float8: 600.00 is written 600 and 250.50 as 250.5, as Number() reads them.
const compensation = sql`case when ${claims.compensationAmount} is not null and ${claims.compensationCurrency} <> '' then json_strip_nulls(json_build_object(
    'amount', ${claims.compensationAmount}::float8, 'currency', ${claims.compensationCurrency},
    'status', coalesce(${claims.compensationStatus}, 'estimated'), 'regime', ${unlessEmpty(claims.regime)})) end`;

const documents = sql`coalesce((select json_agg(json_build_object(
    'id', ${claimDocuments.id}, 'name', ${claimDocuments.name}, 'type', ${claimDocuments.contentType}, 'size', ${claimDocuments.size},
    'sha256', ${claimDocuments.sha256}, 'position', ${claimDocuments.position}, 'created_at', ${iso(claimDocuments.createdAt)}) order by ${claimDocuments.position})
  from ${claimDocuments} where ${ofClaim(claimDocuments.claimId)}), '[]'::json)`;

// The latest signature; older ones stay as history.
const signature = sql`(select json_build_object('signed_at', ${iso(claimSignatures.signedAt)}, 'sha256', ${claimSignatures.sha256})
  from ${claimSignatures} where ${ofClaim(claimSignatures.claimId)} order by ${claimSignatures.signedAt} desc limit 1)`;

const statusHistory = sql`coalesce((select json_agg(json_strip_nulls(json_build_object(
    'status', change->'status', 'at', change->'at', 'reason', nullif(change->>'reason', ''),
    'by', nullif(change->>'by', ''), 'by_user_id', nullif(change->>'by_user_id', ''))) order by n)
  from jsonb_array_elements(${claims.statusHistory}) with ordinality as history(change, n)), '[]'::json)`;

/** toClaimWire's answer for the claim row, as JSON text. */
const claimWire = sql<string>`json_build_object(
  'id', ${claims.id}, 'status', ${claims.status}, 'disruption_type', ${claims.disruptionType}, 'flight', ${claims.flight},
  'passenger', ${mainPassenger}, 'additional_passengers', ${additionalPassengers},
  'booking_reference', ${claims.bookingReference}, 'compensation', ${compensation},
  'documents', ${documents}, 'signature', ${signature}, 'status_history', ${statusHistory},
  'sync_problem', ${claims.syncProblem}, 'created_at', ${iso(claims.createdAt)}, 'updated_at', ${iso(claims.updatedAt)})::text`;

function selectWires(db: DbOrTx) {
  return db.select({ id: claims.id, wire: claimWire }).from(claims);
}

/**
 * A page of the user's claims as wire JSON texts, newest first: at most `limit`, after the claim
 * `after` (the last one of the previous page) when given. The same keyset as listOwnClaims.
 */
export async function listOwnClaimWires(db: DbOrTx, userId: string, limit: number, after?: string): Promise<{ wires: string[]; nextCursor: string | null }> {
  const own = eq(claims.userId, userId);
  const rows = after
    ? await selectWires(db)
        .where(and(own, sql`(${claims.createdAt}, ${claims.id}) < (select c.created_at, c.id from claims c where c.id = ${after} and c.user_id = ${userId})`))
        .orderBy(desc(claims.createdAt), desc(claims.id))
        .limit(limit + 1)
    : await firstPage(db).execute({ userId, limit: limit + 1 });
  const page = rows.slice(0, limit);
  return { wires: page.map((row) => row.wire), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

/** The envelope of GET /api/claims around the claims' JSON texts. */
export function claimListJson(page: { wires: string[]; nextCursor: string | null }): string {
  return `{"data":[${page.wires.join(',')}],"next_cursor":${JSON.stringify(page.nextCursor)}}`;
}

const firstPages = new WeakMap<DbOrTx, ReturnType<typeof prepareFirstPage>>();

/** The first page (the dashboard's every visit), built once per database and prepared. */
function firstPage(db: DbOrTx) {
  let query = firstPages.get(db);
  if (!query) firstPages.set(db, (query = prepareFirstPage(db)));
  return query;
}

/** The first page's statement; the bench's bare route sends its text word for word (tests/bench/bare-claims-server.ts). */
export function firstPageQuery(db: DbOrTx) {
  return selectWires(db)
    .where(eq(claims.userId, sql.placeholder('userId')))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(sql.placeholder('limit'));
}

function prepareFirstPage(db: DbOrTx) {
  return firstPageQuery(db).prepare('claims_first_page');
}
