// The airline's answer uploaded by an agent (when no inbound mail reaches us, or it came by post):
// POST /api/backoffice/claims/{id}/airline-messages, multipart with one `file` and a `note`. The
// file passes the upload rules (10 MiB, JPEG, PNG or PDF by its bytes, whole, no active content) or
// is refused with the same problem as a passenger's upload. And the download of a stored file of
// any airline message, sandboxed like the claim's documents.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROBLEM_CODES } from '../../../domain/problem-codes.ts';
import { permit } from '../../access.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { AppDb } from '../../db/database.ts';
import { checkAttachment } from '../../inbound/attachments.ts';
import { findAirlineMessageFile, listAirlineMessages, saveAirlineMessage } from '../../inbound/airline-messages.ts';
import { ClaimParams } from '../claims-schemas.ts';
import { findClaimRow } from '../claims-store.ts';
import { HttpProblem, problemResponses } from '../problem.ts';
import { writeRateLimit } from '../quotas.ts';
import { attachmentHeaders } from '../stored-file.ts';
import { LARGEST_UPLOAD_BODY, MAX_FILE_BYTES, openUploadDir, readUploadForm } from '../upload-form.ts';
import { AirlineMessageEnvelope, AirlineMessageFileParams } from './airline-messages-schemas.ts';

export interface AirlineMessagesRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
}

const NOTE_MAX = 2000;
const SANDBOX_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const notFound = () => new HttpProblem(404, 'claim-not-found', 'Claim not found');

export const airlineMessagesRoutes: FastifyPluginAsyncTypebox<AirlineMessagesRoutesOptions> = async (app, { db, blobs }) => {
  const security = [{ bearer: [] }];
  const tags = ['backoffice'];
  const tempDir = await openUploadDir(join(app.config.dataDir, 'airline-upload-tmp'));
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 2, parts: 3, fieldSize: NOTE_MAX * 4, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const work = permit(app, 'claims.work');
  app.post(
    '/backoffice/claims/:id/airline-messages',
    {
      ...work,
      onRequest: [...work.onRequest, writeRateLimit(app)],
      bodyLimit: LARGEST_UPLOAD_BODY,
      schema: {
        summary: "Upload the airline's answer to a claim: one file (JPEG, PNG or PDF, at most 10 MiB) and a note (agents)",
        description: 'multipart/form-data with `file` and an optional `note` (at most 2000 characters).',
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: ClaimParams,
        response: { 201: AirlineMessageEnvelope, ...problemResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const claim = await findClaimRow(db, request.params.id);
      if (!claim) throw notFound();
      if (!request.isMultipart()) throw new HttpProblem(415, 'multipart-required', "Send the airline's answer as multipart/form-data");
      const form = await readUploadForm(request.parts() as AsyncIterableIterator<MultipartFile>, tempDir);
      try {
        const note = form.fields.note ?? '';
        if (note.length > NOTE_MAX) {
          throw new HttpProblem(422, 'validation-failed', 'The request is not valid', {
            errors: [{ field: 'note', message: `at most ${NOTE_MAX} characters` }],
          });
        }
        const file = { filename: form.file.filename, declaredType: 'application/octet-stream', bytes: await readFile(form.file.path) };
        const check = await checkAttachment(file);
        if (!check.ok) throw new HttpProblem(PROBLEM_CODES[check.code].status, check.code, PROBLEM_CODES[check.code].meaning, { detail: check.detail });
        const id = await saveAirlineMessage(db, blobs, { claimId: claim.id, via: 'upload', note, uploadedBy: request.user.id, files: [file] });
        const message = (await listAirlineMessages(db, claim.id)).find((m) => m.id === id);
        if (!message) throw notFound();
        return reply.code(201).send({ data: message });
      } finally {
        await rm(form.file.path, { force: true });
      }
    },
  );

  app.get(
    '/backoffice/claims/:id/airline-messages/:messageId/files/:position',
    {
      ...permit(app, 'backoffice.read'),
      schema: {
        summary: "Download a file of the airline's message (agents; sandboxed, never rendered on the app's origin)",
        tags,
        security,
        params: AirlineMessageFileParams,
        response: problemResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { id, messageId, position } = request.params;
      const file = await findAirlineMessageFile(db, id.toLowerCase(), messageId.toLowerCase(), Number(position));
      const stream = file?.blobKey ? await blobs.get(file.blobKey) : null;
      if (!file || !stream) throw new HttpProblem(404, 'document-not-found', 'Document not found');
      return attachmentHeaders(reply, file).header('cross-origin-resource-policy', 'same-origin').header('content-security-policy', SANDBOX_CSP).send(stream);
    },
  );
};
