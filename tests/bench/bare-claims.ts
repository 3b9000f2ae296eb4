// The yardstick for `npm run bench:api`: GET and POST /api/claims as a bare Fastify route with `pg`
// and hand-written SQL, doing what the project's routes do against the same database — verify the
// access token (jose, the server's own keys), check its grant is not revoked, then the same
// statements (list: one statement, the claims' shown columns with their passengers, documents and
// latest signature aggregated as JSON; file: idempotency record, then in one transaction the claim id,
// the quota, claim, passengers, notification, the passenger's channels and devices, its delivery
// job and the stored answer) — and nothing else: no ORM, no schema validation, no rules engine,
// no logging.
import crypto, { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import pg from 'pg';

export interface BareServer {
  url: string;
  close: () => Promise<void>;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

export async function startBareClaims(databaseUrl: string, issuer: string, audience: string): Promise<BareServer> {
  const jwks = (await (await fetch(`${issuer}/protocol/openid-connect/certs`)).json()) as JSONWebKeySet;
  const keys = createLocalJWKSet(jwks);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app: FastifyInstance = Fastify({ logger: false });

  async function caller(authorization: string | undefined): Promise<string | null> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['ES256', 'RS256', 'PS256', 'EdDSA'], typ: 'at+jwt' });
    const grant = await pool.query('select account_id from oidc_models where model_name = $1 and id = $2 and (expires_at is null or expires_at > now())', [
      'Grant',
      sha256(String(payload.sid)),
    ]);
    return grant.rows[0]?.account_id === payload.sub ? String(payload.sub) : null;
  }

  app.get('/api/claims', async (request, reply) => {
    const userId = await caller(request.headers.authorization);
    if (!userId) return reply.code(401).send({ code: 'unauthorized' });
    const claims = await pool.query(
      `select c.id, c.status, c.disruption_type, c.flight, c.booking_reference, c.compensation_amount, c.compensation_currency,
         c.compensation_status, c.regime, c.status_history, c.sync_problem, c.created_at, c.updated_at,
         (select json_agg(p order by p.position) from claim_passengers p where p.claim_id = c.id) as passengers,
         (select json_agg(d order by d.position) from claim_documents d where d.claim_id = c.id) as documents,
         (select row_to_json(s) from claim_signatures s where s.claim_id = c.id order by s.signed_at desc limit 1) as signature
       from claims c where c.user_id = $1 order by c.created_at desc, c.id desc limit 101`,
      [userId],
    );
    return { data: claims.rows, next_cursor: null };
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

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
