// What the two upload routes (claim documents, care-expense receipts) share once their claim is
// checked: one of the user's upload slots held while the body is read, the multipart form read to
// a temporary file, and that file removed once it is stored or refused.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UploadSlots } from './quotas.ts';
import { MAX_FILE_BYTES, openUploadDir, readUploadForm, type UploadForm } from './upload-form.ts';

export type ReceiveUpload = <T>(request: FastifyRequest, reply: FastifyReply, userId: string, store: (form: UploadForm) => Promise<T>) => Promise<T>;

/**
 * Sets up an upload route plugin: its temporary folder (`DATA_DIR/<tempName>`) and a multipart
 * parser for one file and at most `fields` form fields. The function returned receives one upload.
 */
export async function uploadReceiver(app: FastifyInstance, tempName: string, fields: number): Promise<ReceiveUpload> {
  const slots = new UploadSlots(app.config.limits.uploadsAtOncePerUser);
  const tempDir = await openUploadDir(join(app.config.dataDir, tempName));
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields, parts: fields + 1, fieldSize: 200, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
  return async (request, reply, userId, store) => {
    const release = slots.take(userId);
    // The answer may go out before the handler's last clean-up: the slot frees with the answer.
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    try {
      const form = await readUploadForm(request.parts() as AsyncIterableIterator<MultipartFile>, tempDir);
      try {
        return await store(form);
      } finally {
        await rm(form.file.path, { force: true });
      }
    } finally {
      release();
    }
  };
}
