// GET /api/backoffice/claims/{id}/bundle.zip: the case bundle for the partner firm the claim is
// handed to (and for agents and admins). Streamed as it is built; see backoffice/bundle.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ZipArchive } from 'archiver';
import { permit } from '../../access.ts';
import { writeBundle } from '../../backoffice/bundle.ts';
import { claimFor } from '../../backoffice/partner-scope.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { AppDb } from '../../db/database.ts';
import type { MandateService } from '../../mandate/service.ts';
import { ClaimParams } from '../claims-schemas.ts';
import { HttpProblem } from '../problem.ts';

export interface BundleRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
  mandate: MandateService;
}

export const backofficeBundleRoutes: FastifyPluginAsyncTypebox<BundleRoutesOptions> = async (app, { db, blobs, mandate }) => {
  app.get(
    '/backoffice/claims/:id/bundle.zip',
    {
      ...permit(app, 'backoffice.read'),
      schema: {
        summary: "The claim's case bundle as a ZIP (agents; a partner for its firm's claims)",
        description:
          'Holds mandate.pdf, the letters and packs, evidence/ and receipts/, signature.png, assessment.json, timeline.json, SHA256SUMS and COVER-NOTE.txt. ' +
          'A file the claim records but the store lacks (or a mandate not signed yet) is listed in MISSING.txt and the download still succeeds.',
        tags: ['backoffice'],
        security: [{ bearer: [] }],
        params: ClaimParams,
        response: { 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const row = await claimFor(db, request.user, request.params.id);
      if (!row) throw new HttpProblem(404, 'claim-not-found', 'Claim not found');
      const archive = new ZipArchive({ zlib: { level: 6 } });
      writeBundle(archive, { db, blobs, mandate }, row, new Date()).catch((error: unknown) => {
        // Headers are gone by now: cut the stream so the client sees a broken download, not a short ZIP.
        request.log.error({ err: error, claimId: row.id }, 'case bundle failed');
        archive.destroy(error instanceof Error ? error : new Error('case bundle failed'));
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="claim-${row.id}-bundle.zip"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  );
};
