// The signed mandate PDF of a claim: printed when it is first downloaded, not at signature, so a
// strike day's intake spends no Chromium time on it; kept in the blob store with a row in
// claim_mandates, and printed again when older than the latest signature. (The copy sent with a
// letter is printed by desk/letters.ts and kept with that letter.) Co-passenger requests go through the notification queue (cosigners.ts), written in
// the signature's transaction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { AppDb } from '../db/database.ts';
import { claimMandates } from '../db/schema/mandate.ts';
import { mandateHtml } from '../../domain/mandate/index.ts';
import { loadMandateInputs } from './inputs.ts';
import type { PdfPrinter } from './pdf-printer.ts';

export interface MandateService {
  /** The claim's current PDF (printed now if stale); null when nobody has signed yet. */
  currentPdf(claimId: string): Promise<Buffer | null>;
  /** Waits for the prints under way (erasure, shutdown). */
  settle(): Promise<void>;
}

interface Deps {
  db: AppDb;
  blobs: BlobStore;
  printer: PdfPrinter;
  log: FastifyBaseLogger;
}

async function readBlob(blobs: BlobStore, key: string): Promise<Buffer | null> {
  const stream = await blobs.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function createMandateService({ db, blobs, printer, log }: Deps): MandateService {
  // One print per claim at a time: a second download waits for the print under way.
  const printing = new Map<string, Promise<Buffer | null>>();

  async function printAndStore(claimId: string): Promise<Buffer | null> {
    const inputs = await loadMandateInputs(db, blobs, claimId);
    if (!inputs) return null;
    const pdf = await printer.print(mandateHtml(inputs.version, inputs.claim, inputs.signatures));
    const blobKey = claimBlobKey(claimId, randomUUID());
    const stored = await blobs.put(blobKey, pdf, 'application/pdf');
    const [old] = await db.select().from(claimMandates).where(eq(claimMandates.claimId, claimId));
    const values = {
      blobKey,
      sha256: stored.sha256,
      size: stored.size,
      fingerprint: inputs.fingerprint,
      mandateVersion: inputs.version.id,
      createdAt: new Date(),
    };
    try {
      await db
        .insert(claimMandates)
        .values({ claimId, ...values })
        .onConflictDoUpdate({ target: claimMandates.claimId, set: values });
    } catch (error) {
      await blobs.delete(blobKey);
      throw error;
    }
    if (old) await blobs.delete(old.blobKey);
    log.info({ claimId, version: inputs.version.id }, 'mandate pdf printed');
    return pdf;
  }

  function printOnce(claimId: string): Promise<Buffer | null> {
    const running = printing.get(claimId);
    if (running) return running;
    const run = printAndStore(claimId).finally(() => printing.delete(claimId));
    printing.set(claimId, run);
    return run;
  }

  return {
    async currentPdf(claimId) {
      await printing.get(claimId)?.catch(() => null);
      const inputs = await loadMandateInputs(db, blobs, claimId, false);
      if (!inputs) return null;
      const [stored] = await db.select().from(claimMandates).where(eq(claimMandates.claimId, claimId));
      if (stored && stored.fingerprint === inputs.fingerprint) {
        const bytes = await readBlob(blobs, stored.blobKey);
        if (bytes) return bytes;
      }
      return printOnce(claimId);
    },
    async settle() {
      while (printing.size > 0) await Promise.all([...printing.values()].map((run) => run.catch(() => null)));
    },
  };
}
