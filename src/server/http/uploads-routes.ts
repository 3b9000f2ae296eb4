// Claim documents: POST /api/claims/{id}/upload (multipart: `file`, plus the client's
// `attachment_id`) and GET /api/claims/{id}/documents/{docId}. A document is JPEG, PNG or PDF
// by its bytes (file-type's magic numbers, then the whole file's structure: document-check.ts),
// never by its name or declared type; at most 5 per
// claim and 10 MiB each. The bytes go to the blob store under a fresh server key first, then the
// row commits; if the row fails the blob is deleted, so a refused upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { preparedFor } from '../db/prepared.ts';
import { claimDocuments } from '../db/schema/claims.ts';
import { idempotencyScope } from '../idempotency.ts';
import { claimNotFound } from './claims-routes.ts';
import { writeEvidence } from './evidence.ts';
import { DocumentEnvelope, DocumentParams } from './claims-schemas.ts';
import { findOwnClaimRow, toDocumentWire, type DocumentRow } from './claims-store.ts';
import { HttpProblem, problemResponses } from './problem.ts';
import { sendOwnFile, sniffUpload, storeCheckedFile, storedFileColumns } from './stored-file.ts';
import { LARGEST_UPLOAD_BODY, MAX_FILE_BYTES, type UploadForm } from './upload-form.ts';
import { uploadReceiver, uploadRouteOptions } from './upload-receiver.ts';
import { assertRoomFor, storedBytesOf } from './quotas.ts';

export interface UploadsRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
}

export const MAX_FILES_PER_CLAIM = 5;
/** More documents a claim may take while a question of our team is open (its answer's files). */
export const MAX_ANSWER_FILES = 5;
export { LARGEST_UPLOAD_BODY, MAX_FILE_BYTES };

/** The upload route in the OpenAPI document. */
const DocumentUpload = {
  envelope: DocumentEnvelope,
  summary: 'Attach a document (JPEG, PNG or PDF, at most 10 MiB, 5 per claim)',
  description:
    'multipart/form-data with `file` and an optional `attachment_id` (UUID). The same attachment_id with the same bytes answers the stored document. Honours Idempotency-Key.',
};

/** The claim's documents and the bytes its owner keeps (storedBytesOf), prepared once (issue #37). */
const documentsAndStorageQuery = preparedFor((db) =>
  db
    .select({ doc: claimDocuments, storedBytes: storedBytesOf(sql.placeholder('userId')) })
    .from(sql`(select 1) as one`)
    .leftJoin(claimDocuments, eq(claimDocuments.claimId, sql.placeholder('claimId')))
    .prepare('claim_documents_and_storage'),
);

/**
 * The claim's few documents (the same attachment sent again, and how many there are) and the bytes
 * its owner keeps, in one statement: it runs in every upload's transaction, after the claim's lock.
 */
async function documentsAndStorage(tx: DbOrTx, claimId: string, userId: string): Promise<{ held: DocumentRow[]; storedBytes: number }> {
  const rows = await documentsAndStorageQuery(tx).execute({ claimId, userId });
  const held = rows.flatMap((row) => (row.doc ? [row.doc] : []));
  return { held, storedBytes: Number(rows[0]?.storedBytes ?? 0) };
}

/** The document's row, prepared once: every column a placeholder, so nothing is fixed at build time. */
const insertDocument = preparedFor((db) =>
  db
    .insert(claimDocuments)
    .values({
      claimId: sql.placeholder('claimId'),
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      position: sql.placeholder('position'),
      name: sql.placeholder('name'),
      contentType: sql.placeholder('contentType'),
      size: sql.placeholder('size'),
      sha256: sql.placeholder('sha256'),
      blobKey: sql.placeholder('blobKey'),
    })
    .returning()
    .prepare('claim_documents_insert'),
);

export const uploadsRoutes: FastifyPluginAsyncTypebox<UploadsRoutesOptions> = async (app, { db, blobs }) => {
  const receive = await uploadReceiver(app, db, { tempName: 'upload-tmp', fields: 4, noun: 'file', check: { whileAsked: true } });

  app.post('/claims/:id/upload', uploadRouteOptions(app, DocumentUpload), async (request, reply) =>
    receive(request, reply, request.params.id, (form, userId) => storeForm(form, request, reply, userId, request.params.id)),
  );

  async function storeForm(form: UploadForm, request: FastifyRequest, reply: FastifyReply, userId: string, id: string) {
    const { file } = form;
    const scope = idempotencyScope(request, form.attachmentId ?? '', file.sha256);
    const blobKey = claimBlobKey(id, randomUUID());

    const write = { db, blobs, reply, scope, userId, claimId: id, blobKey, whileAsked: true };
    return writeEvidence(
      write,
      () => sniffUpload(file, 'file'),
      async (tx, claim, { mime, extension }) => {
        const { held, storedBytes } = await documentsAndStorage(tx, claim.id, userId);
        const same = form.attachmentId ? held.find((doc) => doc.id === form.attachmentId) : undefined;
        if (same) {
          if (same.sha256 === file.sha256) return { status: 200, body: { data: toDocumentWire(same) } };
          throw new HttpProblem(409, 'attachment-id-conflict', 'This attachment id already holds another file');
        }
        const n = held.length;
        if (n >= MAX_FILES_PER_CLAIM + (claim.openRequestAt ? MAX_ANSWER_FILES : 0)) {
          throw new HttpProblem(422, 'too-many-files', 'Too many files', { detail: `A claim holds at most ${MAX_FILES_PER_CLAIM} documents.` });
        }
        assertRoomFor(app.config.limits, storedBytes, file.size);
        const stored = await storeCheckedFile(file, blobs, blobKey, mime);
        const [row] = await insertDocument(tx).execute({
          claimId: claim.id,
          id: form.attachmentId ?? randomUUID(),
          userId,
          position: n,
          ...storedFileColumns(file, { mime, extension }, stored, blobKey),
        });
        return { status: 201, body: { data: toDocumentWire(row!) } };
      },
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
        response: problemResponses(404),
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
