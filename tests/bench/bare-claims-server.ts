// The yardstick for `npm run bench:api`, run as its own process (bare-claims.ts starts it and
// reads the URL it prints): GET and POST /api/claims as a bare Fastify route with `pg` and
// hand-written SQL, doing what the project's routes do against the same database — verify the
// access token (jose, the server's own keys), check its grant is not revoked, then the same
// statements. GET sends the two statements the project's GET sends, word for word and prepared
// like them (the grant, then the first page, each claim's wire JSON written by PostgreSQL), and
// answers the rows' JSON joined into the envelope. POST: idempotency record, then in one
// transaction the claim id, the quota, claim, passengers, notification, the passenger's channels
// and devices, its delivery job and the stored answer. Nothing else: no ORM, no schema
// validation, no rules engine, no logging, no security headers, no rate limit.
import crypto, { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { DbOrTx } from '../../src/server/db/database.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { firstPageQuery } from '../../src/server/http/claims-wire-sql.ts';

/** The project's first page holds this many claims (CLAIMS_PAGE_MAX). */
const PAGE = 100;

const GRANT_ALIVE =
  'select "account_id" from "oidc_models" where ("oidc_models"."model_name" = $1 and "oidc_models"."id" = $2 and ("oidc_models"."expires_at" is null or "oidc_models"."expires_at" > now()))';

// The first page's statement as the project sends it: PostgreSQL writes each claim's wire JSON
// (src/server/http/claims-wire-sql.ts). Only its text is taken from the project; it runs on `pg` here.
const FIRST_PAGE = firstPageQuery(drizzle.mock({ schema, casing: 'snake_case' }) as unknown as DbOrTx).toSQL().sql;

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** The bare routes on `pool`, trusting tokens signed with `jwks`. */
export function bareApp(pool: pg.Pool, jwks: JSONWebKeySet, issuer: string, audience: string) {
  const keys = createLocalJWKSet(jwks);
  const app = Fastify({ logger: false });

  async function caller(authorization: string | undefined): Promise<string | null> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['ES256', 'RS256', 'PS256', 'EdDSA'], typ: 'at+jwt' });
    const grant = await pool.query({ name: 'auth_grant_alive', text: GRANT_ALIVE, values: ['Grant', sha256(String(payload.sid))] });
    return grant.rows[0]?.account_id === payload.sub ? String(payload.sub) : null;
  }

  app.get('/api/claims', async (request, reply) => {
    const userId = await caller(request.headers.authorization);
    if (!userId) return reply.code(401).send({ code: 'unauthorized' });
    const claims = await pool.query<[string, string]>({ name: 'claims_first_page', text: FIRST_PAGE, values: [userId, PAGE + 1], rowMode: 'array' });
    const page = claims.rows.slice(0, PAGE);
    const next = claims.rows.length > PAGE ? `"${page.at(-1)![0]}"` : 'null';
    return reply.type('application/json; charset=utf-8').send(`{"data":[${page.map((row) => row[1]).join(',')}],"next_cursor":${next}}`);
  });

  app.post('/api/claims', async (request, reply) => {
    const userId = await caller(request.headers.authorization);
    if (!userId) return reply.code(401).send({ code: 'unauthorized' });
    const body = request.body as {
      id: string;
      passenger: { first_name: string; last_name: string; email: string };
      flight: Record<string, unknown>;
      booking_reference?: string;
    };
    const key = String(request.headers['idempotency-key']);
    await pool.query(
      "insert into idempotency_keys (user_id, key, method_path, fingerprint, state) values ($1, $2, 'POST /api/claims', $3, 'pending') on conflict do nothing returning key",
      [userId, key, sha256(JSON.stringify(body))],
    );
    const db = await pool.connect();
    try {
      await db.query('begin');
      await db.query('select * from claims where id = $1', [body.id]);
      await db.query("select count(*), min(created_at) from claims where user_id = $1 and created_at > now() - interval '1 day'", [userId]);
      const claim = await db.query(
        "insert into claims (id, user_id, status, disruption_type, flight, booking_reference) values ($1, $2, 'submitted', 'delayed', $3, $4) returning *",
        [body.id, userId, body.flight, body.booking_reference ?? null],
      );
      const passengers = await db.query(
        'insert into claim_passengers (claim_id, position, first_name, last_name, email) values ($1, 0, $2, $3, $4) returning *',
        [body.id, body.passenger.first_name, body.passenger.last_name, body.passenger.email],
      );
      const note = await db.query(
        "insert into notifications (id, user_id, claim_id, kind, event_key, data) values ($1, $2, $3, 'claim-received', $4, '{}') returning id",
        [randomUUID(), userId, body.id, `bare:${body.id}`],
      );
      await db.query(
        'select (select email from notification_preferences where user_id = $1), (select push from notification_preferences where user_id = $1), array(select id::text from push_subscriptions where user_id = $1)',
        [userId],
      );
      await db.query("insert into notification_jobs (delivery_key, channel, notification_id) values ($1, 'email', $2)", [
        `bare:${note.rows[0].id}`,
        note.rows[0].id,
      ]);
      const response = { data: { ...claim.rows[0], passengers: passengers.rows, documents: [], signature: null } };
      await db.query("update idempotency_keys set state = 'done', response_status = 201, response_body = $3 where user_id = $1 and key = $2", [
        userId,
        key,
        JSON.stringify(response),
      ]);
      await db.query('commit');
      return reply.code(201).send(response);
    } catch (error) {
      await db.query('rollback');
      throw error;
    } finally {
      db.release();
    }
  });

  return app;
}

async function serve(databaseUrl: string, issuer: string, audience: string, poolSize: number): Promise<void> {
  // BARE_JWKS: the key set itself, for an issuer that does not listen (an in-process test app).
  const jwks = (
    process.env.BARE_JWKS ? JSON.parse(process.env.BARE_JWKS) : await (await fetch(`${issuer}/protocol/openid-connect/certs`)).json()
  ) as JSONWebKeySet;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app = bareApp(pool, jwks, issuer, audience);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(url);
  process.once('SIGTERM', () => void app.close().then(() => pool.end()));
}

// Started by bare-claims.ts; imported (for bareApp) it serves nothing.
if (process.env.BARE_DATABASE_URL)
  await serve(process.env.BARE_DATABASE_URL, process.env.BARE_ISSUER!, process.env.BARE_AUDIENCE!, Number(process.env.BARE_POOL_SIZE ?? 10));
