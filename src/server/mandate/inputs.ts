// What a claim's signed mandate shows, read from the database and the blob store: the version
// signed, the flight and passengers, and every signature (the main passenger's latest one and the
// co-passengers'). `fingerprint` changes whenever a signature is added, so a stale PDF is redone.
import { createHash } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { BlobStore } from '../blobs/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers, claims, claimSignatures } from '../db/schema/claims.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import { reencodeSignature } from './signature-pixels.ts';
import { currentMandateVersion, findMandateVersion, type MandateClaim, type MandateSignature, type MandateVersion } from '../../domain/mandate/index.ts';

export interface MandateInputs {
  version: MandateVersion;
  claim: MandateClaim;
  signatures: MandateSignature[];
  fingerprint: string;
  /** Adult co-passengers and whether they signed, for the owner's and the agents' views. */
  signers: { position: number; firstName: string; lastName: string; email: string; minor: boolean; signedAt: Date | null; requestedAt: Date | null }[];
}

/** The signature for the printer: our own re-encoding of its pixels, never the stored bytes (N7). */
async function dataUrl(blobs: BlobStore, key: string): Promise<string> {
  const stream = await blobs.get(key);
  if (!stream) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return `data:image/png;base64,${reencodeSignature(Buffer.concat(chunks)).toString('base64')}`;
}

/**
 * Null when the claim does not exist or its main passenger has not signed yet. `claimOrId`: the
 * claim's row when the caller has it already (one read less), or its id.
 */
export async function loadMandateInputs(
  db: DbOrTx,
  blobs: BlobStore,
  claimOrId: string | typeof claims.$inferSelect,
  withImages = true,
): Promise<MandateInputs | null> {
  const [claim] = typeof claimOrId === 'string' ? await db.select().from(claims).where(eq(claims.id, claimOrId)) : [claimOrId];
  if (!claim) return null;
  const claimId = claim.id;
  const [main] = await db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claimId)).orderBy(desc(claimSignatures.signedAt)).limit(1);
  if (!main) return null;
  const people = await db.select().from(claimPassengers).where(eq(claimPassengers.claimId, claimId)).orderBy(asc(claimPassengers.position));
  const cosigners = await db.select().from(claimCosigners).where(eq(claimCosigners.claimId, claimId));
  const version = (main.mandateVersion ? findMandateVersion(main.mandateVersion) : null) ?? currentMandateVersion(claim.regime ?? claim.assessment?.regime);
  const flight = claim.flight;

  const signatures: MandateSignature[] = [{ position: 0, signedAt: main.signedAt.toISOString(), image: withImages ? await dataUrl(blobs, main.blobKey) : '' }];
  for (const c of cosigners) {
    if (c.signedAt && c.blobKey)
      signatures.push({ position: c.position, signedAt: c.signedAt.toISOString(), image: withImages ? await dataUrl(blobs, c.blobKey) : '' });
  }
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        version.id,
        main.id,
        cosigners
          .filter((c) => c.signedAt)
          .map((c) => [c.position, c.blobKey])
          .sort(),
      ]),
    )
    .digest('hex');
  return {
    version,
    claim: {
      flightNumber: flight.flight_number ?? '',
      date: flight.departure_date ?? '',
      ...(flight.departure_airport ? { from: flight.departure_airport } : {}),
      ...(flight.arrival_airport ? { to: flight.arrival_airport } : {}),
      ...(flight.operating_carrier ? { airline: flight.operating_carrier } : {}),
      bookingReference: claim.bookingReference,
      passengers: people.map((p) => ({ firstName: p.firstName, lastName: p.lastName, minor: p.minor })),
    },
    signatures,
    fingerprint,
    signers: people
      .filter((p) => p.position > 0 && !p.minor)
      .map((p) => {
        const row = cosigners.find((c) => c.position === p.position);
        return {
          position: p.position,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          minor: p.minor,
          signedAt: row?.signedAt ?? null,
          requestedAt: row?.requestedAt ?? null,
        };
      }),
  };
}
