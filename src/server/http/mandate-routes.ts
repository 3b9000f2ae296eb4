// The signed mandate (issue #18):
// - GET /api/claims/{id}/mandate.pdf: the signed PDF, for the owner and for agents;
// - GET /api/claims/{id}/mandate: the version signed and which adult co-passengers signed;
// - POST /api/claims/{id}/cosigners/{position}/link (owner): a fresh link, to sign on this device;
// - POST /api/mandate-signing/view and …/sign {token}: the co-passenger's page, no account needed
//   (the token is the proof; it travels in the body, never in a logged URL).
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { claimReference } from '../../domain/claim/reference.ts';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { AppDb } from '../db/database.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import { claimFor } from '../backoffice/partner-scope.ts';
import { can } from '../access.ts';
import { rateLimitConfig } from '../rate-limits.ts';
import { cosignLinkKey, findCosignToken, isAdultCosigner, issueCosignToken } from '../mandate/cosigners.ts';
import { loadMandateInputs } from '../mandate/inputs.ts';
import type { MandateService } from '../mandate/service.ts';
import { claimNotFound } from './claims-routes.ts';
import { ClaimParams } from './claims-schemas.ts';
import { findClaimRow } from './claims-store.ts';
import { HttpProblem } from './problem.ts';
import { checkSignatureDataUrl } from './signature-png.ts';
import { SIGNATURE_BODY_LIMIT } from './signature-routes.ts';

export interface MandateRoutesOptions {
  db: AppDb;
  blobs: BlobStore;
  mandate: MandateService;
}

const LINK_PROBLEMS = {
  invalid: () =>
    new HttpProblem(404, 'signing-link-invalid', 'This signing link is not valid', { detail: 'Ask the passenger who filed the claim to send you a new link.' }),
  used: () => new HttpProblem(410, 'signing-link-used', 'This mandate was already signed with this link'),
  expired: () =>
    new HttpProblem(410, 'signing-link-expired', 'This signing link has expired', { detail: 'Ask the passenger who filed the claim to send you a new link.' }),
};

const notSigned = () => new HttpProblem(404, 'mandate-not-signed', 'The mandate of this claim is not signed yet');

const Token = Type.String({ minLength: 1, maxLength: 200 });
const TokenBody = Type.Object({ token: Token }, { additionalProperties: false });
const SignBody = Type.Object({ token: Token, signature: Type.String({ maxLength: 1_000_000 }) }, { additionalProperties: false });
const CosignerParams = Type.Object({ id: ClaimParams.properties.id, position: Type.String({ pattern: '^[1-9]$' }) });
/** Looking up and using links: generous for a person, tight for a guesser. */
const LINK_RATE = rateLimitConfig({ max: 30, windowMs: 60_000 });

export const mandateRoutes: FastifyPluginAsyncTypebox<MandateRoutesOptions> = async (app, { db, blobs, mandate }) => {
  const tags = ['mandate'];
  const security = [{ bearer: [] }];

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The claim when the caller owns it or is an agent; 404 otherwise, like a claim that does not exist. */
  async function visibleClaim(user: { id: string; roles: readonly string[] }, id: string) {
    const row = await findClaimRow(db, id);
    if (row?.userId === user.id) return row;
    // Staff: a partner only on their firm's claims (partner-scope.ts).
    if (!row || !can(user.roles, 'backoffice.read') || !(await claimFor(db, user, id))) throw claimNotFound();
    return row;
  }

  app.get(
    '/claims/:id/mandate.pdf',
    {
      onRequest: [app.authenticate],
      schema: { summary: 'The signed mandate as PDF (owner and agents)', tags, security, params: ClaimParams },
    },
    async (request, reply) => {
      const row = await visibleClaim(request.user, request.params.id);
      const pdf = await mandate.currentPdf(row.id);
      if (!pdf) throw notSigned();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="mandate-${claimReference(row.id)}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.get(
    '/claims/:id/mandate',
    {
      onRequest: [app.authenticate],
      schema: { summary: 'The mandate version signed and who has signed (owner and agents)', tags, security, params: ClaimParams },
    },
    async (request) => {
      const row = await visibleClaim(request.user, request.params.id);
      const inputs = await loadMandateInputs(db, blobs, row.id, false);
      if (!inputs) throw notSigned();
      return {
        data: {
          version: inputs.version.id,
          sha256: inputs.version.sha256,
          signed_at: inputs.signatures.find((s) => s.position === 0)!.signedAt,
          cosigners: inputs.signers.map((s) => ({
            position: s.position,
            first_name: s.firstName,
            last_name: s.lastName,
            signed_at: s.signedAt?.toISOString() ?? null,
            requested_at: s.requestedAt?.toISOString() ?? null,
          })),
        },
      };
    },
  );

  app.post(
    '/claims/:id/cosigners/:position/link',
    {
      onRequest: [app.authenticate],
      schema: { summary: 'A fresh signing link for a co-passenger, to sign on this device (owner)', tags, security, params: CosignerParams },
    },
    async (request, reply) => {
      const { id } = request.params;
      const position = Number(request.params.position);
      const row = await findClaimRow(db, id);
      if (!row || row.userId !== request.user.id) throw claimNotFound();
      if (!(await loadMandateInputs(db, blobs, row.id, false))) throw notSigned();
      if (!(await isAdultCosigner(db, row.id, position))) throw new HttpProblem(404, 'cosigner-not-found', 'No adult co-passenger at this position');
      const [existing] = await db
        .select()
        .from(claimCosigners)
        .where(and(eq(claimCosigners.claimId, row.id), eq(claimCosigners.position, position)));
      if (existing?.signedAt) throw new HttpProblem(409, 'cosigner-signed', 'This passenger has already signed');
      const { token, expiresAt } = await issueCosignToken(db, cosignLinkKey(app.config), row.id, position);
      return reply.code(201).send({ data: { token, path: `/sign?token=${token}`, expires_at: expiresAt.toISOString() } });
    },
  );

  app.post(
    '/mandate-signing/view',
    {
      config: LINK_RATE,
      schema: { summary: "A co-passenger's signing page: the mandate to read (the token is the proof)", tags, body: TokenBody },
    },
    async (request) => {
      const found = await findCosignToken(db, request.body.token);
      if (!found.row) throw LINK_PROBLEMS[found.problem]();
      const inputs = await loadMandateInputs(db, blobs, found.row.claimId, false);
      if (!inputs) throw LINK_PROBLEMS.invalid();
      const { claim } = inputs;
      return {
        data: {
          version: inputs.version.id,
          position: found.row.position,
          claim: {
            flight_number: claim.flightNumber,
            date: claim.date,
            from: claim.from ?? null,
            to: claim.to ?? null,
            airline: claim.airline ?? null,
            booking_reference: claim.bookingReference ?? null,
            passengers: claim.passengers.map((p) => ({ first_name: p.firstName, last_name: p.lastName, minor: p.minor === true })),
          },
        },
      };
    },
  );

  app.post(
    '/mandate-signing/sign',
    {
      config: LINK_RATE,
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: { summary: 'A co-passenger signs the mandate (PNG data URL); the link then stops working', tags, body: SignBody },
    },
    async (request, reply) => {
      const found = await findCosignToken(db, request.body.token);
      if (!found.row) throw LINK_PROBLEMS[found.problem]();
      const check = checkSignatureDataUrl(request.body.signature);
      if (!check.ok) {
        const status = check.reason === 'too-large' ? 413 : 422;
        throw new HttpProblem(status, status === 413 ? 'signature-too-large' : 'signature-invalid', 'The signature is not a usable PNG image', {
          detail: check.detail,
        });
      }
      const inputs = await loadMandateInputs(db, blobs, found.row.claimId, false);
      if (!inputs) throw LINK_PROBLEMS.invalid();
      const { claimId, position } = found.row;
      const blobKey = claimBlobKey(claimId, randomUUID());
      const stored = await blobs.put(blobKey, check.image.png, 'image/png');
      const signedAt = new Date();
      // Only while unsigned: of two requests with the same link, one wins and the other is refused.
      const updated = await db
        .update(claimCosigners)
        .set({ blobKey, sha256: stored.sha256, size: stored.size, signedAt, mandateVersion: inputs.version.id, mandateSha256: inputs.version.sha256 })
        .where(and(eq(claimCosigners.claimId, claimId), eq(claimCosigners.position, position), isNull(claimCosigners.signedAt)))
        .returning({ position: claimCosigners.position });
      if (updated.length === 0) {
        await blobs.delete(blobKey);
        throw LINK_PROBLEMS.used();
      }
      request.log.info({ claimId, position }, 'co-passenger signed the mandate');
      return reply.code(201).send({ data: { signed_at: signedAt.toISOString(), version: inputs.version.id, sha256: inputs.version.sha256 } });
    },
  );
};
