// What the two upload routes (claim documents, care-expense receipts) share: their route options
// and, once their claim is checked, one of the user's upload slots held while the body is read,
// the multipart form read to a temporary file, and that file removed once it is stored or refused.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ClaimParams } from './claims-schemas.ts';
import type { AppDb } from '../db/database.ts';
import { ownOpenClaim, type ClaimCheck } from './evidence.ts';
import { HttpProblem, problemResponses } from './problem.ts';
import { UploadSlots, writeRateLimit } from './quotas.ts';
import { LARGEST_UPLOAD_BODY, MAX_FILE_BYTES, openUploadDir, readUploadForm, type UploadForm } from './upload-form.ts';

export type ReceiveUpload = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  claimId: string,
  store: (form: UploadForm, userId: string) => Promise<T>,
) => Promise<T>;

export interface UploadRoute {
  /** The temporary folder, `DATA_DIR/<tempName>`. */
  tempName: string;
  /** Form fields besides the file, at the most. */
  fields: number;
  /** What the file is, in the 415 answer's title. */
  noun: string;
  check: ClaimCheck;
}

/**
 * Sets up an upload route plugin: its temporary folder and a multipart parser for one file and at
 * most `fields` form fields. The function returned receives one upload for the passenger's claim.
 */
export async function uploadReceiver(app: FastifyInstance, db: AppDb, { tempName, fields, noun, check }: UploadRoute): Promise<ReceiveUpload> {
  const slots = new UploadSlots(app.config.limits.uploadsAtOncePerUser);
  const tempDir = await openUploadDir(join(app.config.dataDir, tempName));
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields, parts: fields + 1, fieldSize: 200, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
  return async (request, reply, claimId, store) => {
    reply.header('cache-control', 'no-store');
    const userId = request.user.id;
    // Refuse a foreign or locked claim before reading a single byte of the file.
    await ownOpenClaim(db, userId, claimId, check);
    if (!request.isMultipart()) throw new HttpProblem(415, 'multipart-required', `Send the ${noun} as multipart/form-data`);
    const release = slots.take(userId);
    // The answer may go out before the handler's last clean-up: the slot frees with the answer.
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    try {
      const form = await readUploadForm(request.parts() as AsyncIterableIterator<MultipartFile>, tempDir);
      try {
        return await store(form, userId);
      } finally {
        await rm(form.file.path, { force: true });
      }
    } finally {
      release();
    }
  };
}

/** A multipart upload route for the claim `:id`: answers `envelope` (200 the same file again, 201 stored). */
export function uploadRouteOptions<E extends TSchema>(app: FastifyInstance, { envelope, ...doc }: { envelope: E; summary: string; description: string }) {
  return {
    onRequest: [app.authenticate, writeRateLimit(app)],
    // Not a JSON limit (multipart streams): sizes the body's time budget (connection-guard.ts).
    bodyLimit: LARGEST_UPLOAD_BODY,
    schema: {
      ...doc,
      tags: ['claims'],
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      params: ClaimParams,
      response: { 200: envelope, 201: envelope, ...problemResponses(404, 409, 413, 415, 422, 429) },
    },
  };
}
