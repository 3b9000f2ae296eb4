// Claim documents: POST /api/claims/{id}/upload (multipart: `file`, plus the client's
// `attachment_id`) and GET /api/claims/{id}/documents/{docId}. A document is JPEG, PNG or PDF
// by its bytes (file-type's magic numbers, then the whole file's structure: document-check.ts),
// never by its name or declared type; at most 5 per
// claim and 10 MiB each. The bytes go to the blob store under a fresh server key first, then the
// row commits; if the row fails the blob is deleted, so a refused upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { AppDb } from '../db/database.ts';
import { claimDocuments } from '../db/schema/claims.ts';
import { idempotencyScope, runIdempotent } from '../idempotency.ts';
import { isEvidenceLocked } from '../../domain/claim/index.ts';
import { claimLocked, claimNotFound } from './claims-routes.ts';
import { DocumentEnvelope, DocumentParams, ClaimParams } from './claims-schemas.ts';
import { findOwnClaimRow, toDocumentWire } from './claims-store.ts';
import { HttpProblem } from './problem.ts';
import { sendOwnFile, sniffUpload, storeCheckedFile, storedFileColumns } from './stored-file.ts';
import { MAX_FILE_BYTES, type UploadForm } from './upload-form.ts';
import { uploadReceiver } from './upload-receiver.ts';
import { assertStorageRoom, writeRateLimit } from './quotas.ts';

export interface UploadsRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
}

export const MAX_FILES_PER_CLAIM = 5;
/** More documents a claim may take while a question of our team is open (its answer's files). */
export const MAX_ANSWER_FILES = 5;
export { MAX_FILE_BYTES };
/** The largest multipart body an upload may be: the file plus its form fields and boundaries. */
export const LARGEST_UPLOAD_BODY = MAX_FILE_BYTES + 64 * 1024;

export const uploadsRoutes: FastifyPluginAsyncTypebox<UploadsRoutesOptions> = async (app, { db, blobs }) => {
  const receive = await uploadReceiver(app, 'upload-tmp', 4);

  app.post(
    '/claims/:id/upload',
    {
      onRequest: [app.authenticate, writeRateLimit(app)],
      // Not a JSON limit (multipart streams): sizes the body's time budget (connection-guard.ts).
      bodyLimit: LARGEST_UPLOAD_BODY,
      schema: {
        summary: 'Attach a document (JPEG, PNG or PDF, at most 10 MiB, 5 per claim)',
        description:
          'multipart/form-data with `file` and an optional `attachment_id` (UUID). The same attachment_id with the same bytes answers the stored document. Honours Idempotency-Key.',
        tags: ['claims'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: ClaimParams,
        response: {
          200: DocumentEnvelope,
          201: DocumentEnvelope,
          404: { $ref: 'Problem#' },
          409: { $ref: 'Problem#' },
          413: { $ref: 'Problem#' },
          415: { $ref: 'Problem#' },
          422: { $ref: 'Problem#' },
          429: { $ref: 'Problem#' },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = request.user.id;
      const { id } = request.params;
      // Refuse a foreign or locked claim before reading a single byte of the file.
      const own = await findOwnClaimRow(db, userId, id);
      if (!own) throw claimNotFound();
      if (isEvidenceLocked(own.status) && !own.openRequestAt) throw claimLocked(own.status);
      if (!request.isMultipart()) throw new HttpProblem(415, 'multipart-required', 'Send the file as multipart/form-data');
      return receive(request, reply, userId, (form) => storeForm(form, request, reply, userId, id));
    },
  );

  async function storeForm(form: UploadForm, request: FastifyRequest, reply: FastifyReply, userId: string, id: string) {
    const { file } = form;
    const scope = idempotencyScope(request, form.attachmentId ?? '', file.sha256);
    const blobKey = claimBlobKey(id, randomUUID());

    return runIdempotent(
      db,
      reply,
      scope,
      async (tx) => {
        const { mime, extension } = await sniffUpload(file, 'file');
        const claim = await findOwnClaimRow(tx, userId, id, true);
        if (!claim) throw claimNotFound();
        // An open question of our team may ask for more documents, even once the claim is locked.
        if (isEvidenceLocked(claim.status) && !claim.openRequestAt) throw claimLocked(claim.status);
        if (form.attachmentId) {
          const [same] = await tx
            .select()
            .from(claimDocuments)
            .where(and(eq(claimDocuments.claimId, claim.id), eq(claimDocuments.id, form.attachmentId)));
          if (same) {
            if (same.sha256 === file.sha256) return { status: 200, body: { data: toDocumentWire(same) } };
            throw new HttpProblem(409, 'attachment-id-conflict', 'This attachment id already holds another file');
          }
        }
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(claimDocuments).where(eq(claimDocuments.claimId, claim.id));
        if (n >= MAX_FILES_PER_CLAIM + (claim.openRequestAt ? MAX_ANSWER_FILES : 0)) {
          throw new HttpProblem(422, 'too-many-files', 'Too many files', { detail: `A claim holds at most ${MAX_FILES_PER_CLAIM} documents.` });
        }
        await assertStorageRoom(tx, app.config.limits, userId, file.size);
        const stored = await storeCheckedFile(file, blobs, blobKey, mime);
        const [row] = await tx
          .insert(claimDocuments)
          .values({
            claimId: claim.id,
            id: form.attachmentId ?? randomUUID(),
            userId,
            position: n,
            ...storedFileColumns(file, { mime, extension }, stored, blobKey),
          })
          .returning();
        return { status: 201, body: { data: toDocumentWire(row!) } };
      },
      { onFailure: () => blobs.delete(blobKey) },
    );
  }

  app.get(
    '/claims/:id/documents/:docId',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Download one of the claim's documents",
        tags: ['claims'],
        security: [{ bearer: [] }],
        params: DocumentParams,
        response: { 404: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const claim = await findOwnClaimRow(db, request.user.id, id);
      if (!claim) throw claimNotFound();
      const [doc] = await db
        .select()
        .from(claimDocuments)
        .where(and(eq(claimDocuments.claimId, claim.id), eq(claimDocuments.id, docId.toLowerCase())));
      if (!doc) throw new HttpProblem(404, 'document-not-found', 'Document not found');
      const stream = await blobs.get(doc.blobKey);
      if (!stream) {
        request.log.error({ claimId: claim.id, documentId: doc.id }, 'document row without its blob');
        throw new HttpProblem(404, 'document-not-found', 'Document not found');
      }
      return sendOwnFile(reply, doc, stream);
    },
  );
};
