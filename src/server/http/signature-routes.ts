// POST /api/claims/{id}/signature: {signature: PNG data URL}. The image is checked (see
// signature-png.ts), stored as a blob under a fresh server key, and bound to the claim as it
// stands (SHA-256 of the claim's content). Signatures are append-only: a new one is added and
// shown, the old ones stay (row and blob). Once an agent works on the claim it is locked (409).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, sql } from 'drizzle-orm';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { preparedFor } from '../db/prepared.ts';
import { claimPassengers, claimSignatures } from '../db/schema/claims.ts';
import { idempotencyScope } from '../idempotency.ts';
import { ClaimParams, SignatureBody, SignatureEnvelope } from './claims-schemas.ts';
import { toClaimWire, type ClaimRow, type PassengerRow } from './claims-store.ts';
import { writeEvidence } from './evidence.ts';
import { HttpProblem, problemResponses } from './problem.ts';
import { assertRoomFor, storedBytesOf, writeRateLimit } from './quotas.ts';
import { checkSignatureDataUrl } from './signature-png.ts';
import { MANDATE_VERSION_UNKNOWN, signedMandateVersion } from '../../domain/mandate/index.ts';
import { cosignLinkKey, requestCosignatures } from '../mandate/cosigners.ts';

export interface SignatureRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
}

/** A data URL of a 512 KiB PNG is about 700 KB of base64. */
export const SIGNATURE_BODY_LIMIT = 800 * 1024;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The checked image, or the problem a refused one answers (413 too large, else 422). */
function usableImage(check: ReturnType<typeof checkSignatureDataUrl>) {
  if (check.ok) return check.image;
  const status = check.reason === 'too-large' ? 413 : 422;
  throw new HttpProblem(status, status === 413 ? 'signature-too-large' : 'signature-invalid', 'The signature is not a usable PNG image', {
    detail: check.detail,
  });
}

// What the passenger signs: the claim's content, not its status or files.
/** The digest of what was signed: the claim's flight and people (its documents are not part of it). */
function claimDigest(row: ClaimRow, passengers: PassengerRow[]): string {
  const wire = toClaimWire({ claim: row, passengers, documents: [], signature: null });
  const { id, disruption_type, flight, passenger, additional_passengers, booking_reference } = wire;
  return sha256(JSON.stringify({ id, disruption_type, flight, passenger, additional_passengers, booking_reference }));
}

/** The claim's passengers, in order, and the bytes its owner keeps, in one statement prepared once (issue #37). */
const passengersAndStorageQuery = preparedFor((db) =>
  db
    .select({ passenger: claimPassengers, storedBytes: storedBytesOf(sql.placeholder('userId')) })
    .from(sql`(select 1) as one`)
    .leftJoin(claimPassengers, eq(claimPassengers.claimId, sql.placeholder('claimId')))
    .orderBy(asc(claimPassengers.position))
    .prepare('claim_passengers_and_storage'),
);

async function passengersAndStorage(tx: DbOrTx, claimId: string, userId: string): Promise<{ passengers: PassengerRow[]; storedBytes: number }> {
  const rows = await passengersAndStorageQuery(tx).execute({ claimId, userId });
  const passengers = rows.flatMap((row) => (row.passenger ? [row.passenger] : []));
  return { passengers, storedBytes: Number(rows[0]?.storedBytes ?? 0) };
}

/** The signature's row, prepared once: every column it sets a placeholder (the id is the table's default). */
const insertSignature = preparedFor((db) =>
  db
    .insert(claimSignatures)
    .values({
      claimId: sql.placeholder('claimId'),
      userId: sql.placeholder('userId'),
      blobKey: sql.placeholder('blobKey'),
      sha256: sql.placeholder('sha256'),
      size: sql.placeholder('size'),
      width: sql.placeholder('width'),
      height: sql.placeholder('height'),
      claimSha256: sql.placeholder('claimSha256'),
      mandateVersion: sql.placeholder('mandateVersion'),
      mandateSha256: sql.placeholder('mandateSha256'),
      userAgent: sql.placeholder('userAgent'),
      signedAt: sql.placeholder('signedAt'),
    })
    .prepare('claim_signatures_insert'),
);

export const signatureRoutes: FastifyPluginAsyncTypebox<SignatureRoutesOptions> = async (app, { db, blobs }) => {
  app.post(
    '/claims/:id/signature',
    {
      onRequest: [app.authenticate, writeRateLimit(app)],
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: {
        summary: 'Sign a claim (PNG data URL); the latest signature is shown, earlier ones are kept',
        description: 'Honours Idempotency-Key. At most 2000×1000 pixels and 512 KiB.',
        tags: ['claims'],
        security: [{ bearer: [] }],
        params: ClaimParams,
        body: SignatureBody,
        response: { 201: SignatureEnvelope, ...problemResponses(404, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = request.user.id;
      const { id } = request.params;
      // The claim is looked up in the write's transaction (writeEvidence), before the image's check.
      const scope = idempotencyScope(request, JSON.stringify(request.body));

      const check = checkSignatureDataUrl(request.body.signature);
      const blobKey = claimBlobKey(id, randomUUID());
      const write = { db, blobs, reply, scope, userId, claimId: id, blobKey };
      return writeEvidence(
        write,
        () => usableImage(check),
        async (tx, claim, image) => {
          const chosen = signedMandateVersion(request.body.mandate_version, claim.regime ?? claim.assessment?.regime);
          if ('problem' in chosen) throw new HttpProblem(422, chosen.problem, MANDATE_VERSION_UNKNOWN);
          const { version } = chosen;
          const { passengers, storedBytes } = await passengersAndStorage(tx, claim.id, userId);
          assertRoomFor(app.config.limits, storedBytes, image.png.length);
          const stored = await blobs.put(blobKey, image.png, 'image/png');
          const values = {
            claimId: claim.id,
            userId,
            blobKey,
            sha256: stored.sha256,
            size: stored.size,
            width: image.width,
            height: image.height,
            claimSha256: claimDigest(claim, passengers),
            mandateVersion: version.id,
            mandateSha256: version.sha256,
            userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
            signedAt: new Date(),
          };
          await insertSignature(tx).execute(values);
          await requestCosignatures(tx, cosignLinkKey(app.config), claim.id, passengers);
          return {
            status: 201,
            body: { data: { claim_id: claim.id, signed_at: values.signedAt.toISOString(), sha256: stored.sha256, width: values.width, height: values.height } },
          };
        },
      );
    },
  );
};
