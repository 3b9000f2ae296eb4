// The intake limit of bench:strike-day, run as a process of its own: the three intake routes as a
// bare Fastify server with `pg`, hand-written SQL and the project's S3 blob store, doing the same
// inserts and blob writes as the product — verify the token (jose) and its grant, the idempotency
// record (a replay answers the stored body), the claim, its passenger, the received notification
// and its mail job; the document's bytes to S3 and its row; the signature's PNG to S3 and its row —
// and nothing else: no ORM, no validation, no rules engine, no mandate print, no logging.
//   node bare-intake.ts DATABASE_URL ISSUER S3_JSON   (prints its URL, runs until SIGTERM)
import crypto, { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import pg from 'pg';
import { claimBlobKey, S3BlobStore } from '../../../src/server/blobs/index.ts';

const [databaseUrl, issuer, s3Json] = process.argv.slice(2) as [string, string, string];
const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const jwks = (await (await fetch(`${issuer}/protocol/openid-connect/certs`)).json()) as JSONWebKeySet;
const keys = createLocalJWKSet(jwks);
const db = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const blobs = new S3BlobStore(JSON.parse(s3Json));
const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

async function caller(request: FastifyRequest): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const { payload } = await jwtVerify(token, keys, { issuer, audience: 'flightclaim-api', algorithms: ['ES256', 'RS256', 'PS256', 'EdDSA'], typ: 'at+jwt' });
  const grant = await db.query('select account_id from oidc_models where model_name = $1 and id = $2 and (expires_at is null or expires_at > now())', [
    'Grant',
    sha256(String(payload.sid)),
  ]);
  return grant.rows[0]?.account_id === payload.sub ? String(payload.sub) : null;
}

/** The idempotency record around `work` in one transaction; a repeated key answers the stored body. */
async function idempotent(request: FastifyRequest, reply: FastifyReply, route: string, work: (tx: pg.PoolClient, userId: string) => Promise<unknown>) {
  const userId = await caller(request);
  if (!userId) return reply.code(401).send({ code: 'unauthorized' });
  const key = String(request.headers['idempotency-key']);
  const fingerprint = sha256(Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body));
  const begun = await db.query(
    "insert into idempotency_keys (user_id, key, method_path, fingerprint, state) values ($1, $2, $3, $4, 'pending') on conflict do nothing returning key",
    [userId, key, `BARE ${route}`, fingerprint],
  );
  if (begun.rowCount === 0) {
    const stored = await db.query('select response_status, response_body from idempotency_keys where user_id = $1 and key = $2', [userId, key]);
    return reply.code(stored.rows[0]?.response_status ?? 409).send(stored.rows[0]?.response_body ?? { code: 'idempotency-in-progress' });
  }
  const tx = await db.connect();
  try {
    await tx.query('begin');
    const response = { data: await work(tx, userId) };
    await tx.query("update idempotency_keys set state = 'done', response_status = 201, response_body = $3 where user_id = $1 and key = $2", [
      userId,
      key,
      JSON.stringify(response),
    ]);
    await tx.query('commit');
    return reply.code(201).send(response);
  } catch (error) {
    await tx.query('rollback');
    throw error;
  } finally {
    tx.release();
  }
}

app.post('/api/claims', (request, reply) =>
  idempotent(request, reply, 'POST /api/claims', async (tx, userId) => {
    const body = request.body as {
      id: string;
      passenger: { first_name: string; last_name: string; email: string };
      flight: object;
      booking_reference?: string;
    };
    const claim = await tx.query(
      "insert into claims (id, user_id, status, disruption_type, flight, booking_reference) values ($1, $2, 'submitted', 'delayed', $3, $4) returning *",
      [body.id, userId, body.flight, body.booking_reference ?? null],
    );
    await tx.query('insert into claim_passengers (claim_id, position, first_name, last_name, email) values ($1, 0, $2, $3, $4)', [
      body.id,
      body.passenger.first_name,
      body.passenger.last_name,
      body.passenger.email,
    ]);
    const note = await tx.query(
      "insert into notifications (id, user_id, claim_id, kind, event_key, data) values ($1, $2, $3, 'claim-received', $4, '{}') returning id",
      [randomUUID(), userId, body.id, `bare:${body.id}`],
    );
    await tx.query("insert into notification_jobs (delivery_key, channel, notification_id, state) values ($1, 'email', $2, 'dropped')", [
      `bare:${note.rows[0].id}`,
      note.rows[0].id,
    ]);
    return claim.rows[0];
  }),
);

/** The file part of a one-file multipart body. */
function filePart(body: Buffer): Buffer {
  const start = body.indexOf('\r\n\r\n', body.indexOf('filename=')) + 4;
  const end = body.lastIndexOf('\r\n--');
  return body.subarray(start, end);
}

app.post('/api/claims/:id/upload', (request, reply) =>
  idempotent(request, reply, 'POST upload', async (tx, userId) => {
    const claimId = (request.params as { id: string }).id;
    const bytes = filePart(request.body as Buffer);
    const id = randomUUID();
    const stored = await blobs.put(claimBlobKey(claimId, id), bytes, 'application/pdf');
    await tx.query(
      "insert into claim_documents (claim_id, id, user_id, position, name, content_type, size, sha256, blob_key) values ($1, $2, $3, 0, 'boarding-pass.pdf', 'application/pdf', $4, $5, $6)",
      [claimId, id, userId, stored.size, stored.sha256, claimBlobKey(claimId, id)],
    );
    return { id };
  }),
);

app.post('/api/claims/:id/signature', (request, reply) =>
  idempotent(request, reply, 'POST signature', async (tx, userId) => {
    const claimId = (request.params as { id: string }).id;
    const png = Buffer.from((request.body as { signature: string }).signature.split(',')[1]!, 'base64');
    const key = claimBlobKey(claimId, randomUUID());
    const stored = await blobs.put(key, png, 'image/png');
    await tx.query(
      'insert into claim_signatures (claim_id, user_id, blob_key, sha256, size, width, height, claim_sha256) values ($1, $2, $3, $4, $5, 240, 80, $6)',
      [claimId, userId, key, stored.sha256, stored.size, sha256(claimId)],
    );
    return { claim_id: claimId };
  }),
);

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.end())
    .finally(() => process.exit(0));
});
