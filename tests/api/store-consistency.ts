// What the database and the blob store hold, checked against each other with the server stopped:
// every blob has its row and every row its blob (same size, same SHA-256), no half-written claim
// (a claim without its first passenger, gaps in document positions), no temp files, no
// Idempotency-Key still held.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DiskBlobStore } from '../../src/server/blobs/index.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { claimDocuments, claimPassengers, claims, claimSignatures, idempotencyKeys } from '../../src/server/db/schema/claims.ts';
import { claimCosigners, claimMandates } from '../../src/server/db/schema/mandate.ts';
import { sweepOrphanBlobs } from '../../src/server/orphan-blobs.ts';
import { sha256 } from './device.ts';

export interface StoreReport {
  claims: number;
  documents: number;
  signatures: number;
  blobs: number;
  /** Blobs of signed mandates (PDFs, co-passengers' signatures): printed in the background, so how many exist when the server stops varies. */
  mandateBlobs: number;
  /** Blob keys no row refers to. */
  orphanBlobs: string[];
  /** Rows whose blob is missing, or holds other bytes than the row says. */
  brokenRows: string[];
  /** Claims without passenger 0, or with documents not at positions 0..n-1. */
  halfWritten: string[];
  tempFiles: string[];
  heldKeys: number;
}

/**
 * With a shared database (PostgreSQL) a server only sweeps blobs older than the grace period, so
 * bytes a killed server wrote before its row committed stay until then. This is that later sweep
 * (no server running, the grace period over); returns the keys it deleted.
 */
export async function sweepAfterGrace(dataDir: string, databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await sweepOrphanBlobs(database.db, new DiskBlobStore(path.join(dataDir, 'blobs')));
  } finally {
    await database.close();
  }
}

export async function checkStore(dataDir: string, databaseUrl: string | undefined): Promise<StoreReport> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const { db } = database;
    const blobs = new DiskBlobStore(path.join(dataDir, 'blobs')); // not open(): that would sweep temp files
    const claimRows = await db.select({ id: claims.id }).from(claims);
    const passengers = await db.select({ claimId: claimPassengers.claimId, position: claimPassengers.position }).from(claimPassengers);
    const documents = await db.select().from(claimDocuments);
    const signatures = await db.select().from(claimSignatures);
    // The signed mandate's PDF and co-passengers' signatures are blobs with rows too.
    const mandateBlobs = [
      ...(await db.select().from(claimMandates)),
      ...(await db.select().from(claimCosigners)).flatMap((c) =>
        c.blobKey && c.sha256 && c.size !== null ? [{ blobKey: c.blobKey, sha256: c.sha256, size: c.size }] : [],
      ),
    ];
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.state} = 'in-progress'`);

    const stored = new Map<string, Buffer>();
    for await (const entry of blobs.list('')) stored.set(entry.key, await readAll(blobs, entry.key));

    const referenced = new Set<string>();
    const brokenRows: string[] = [];
    for (const row of [...documents, ...signatures, ...mandateBlobs]) {
      referenced.add(row.blobKey);
      const bytes = stored.get(row.blobKey);
      if (!bytes || bytes.length !== row.size || sha256(bytes) !== row.sha256) brokenRows.push(row.blobKey);
    }
    const halfWritten: string[] = [];
    for (const { id } of claimRows) {
      if (!passengers.some((p) => p.claimId === id && p.position === 0)) halfWritten.push(`${id}: no passenger`);
      const positions = documents
        .filter((d) => d.claimId === id)
        .map((d) => d.position)
        .sort((a, b) => a - b);
      if (positions.some((p, i) => p !== i)) halfWritten.push(`${id}: document positions ${positions.join(',')}`);
    }
    const tempDir = path.join(dataDir, 'blobs', '.tmp');
    return {
      claims: claimRows.length,
      documents: documents.length,
      signatures: signatures.length,
      blobs: stored.size,
      mandateBlobs: mandateBlobs.length,
      orphanBlobs: [...stored.keys()].filter((key) => !referenced.has(key)),
      brokenRows,
      halfWritten,
      tempFiles: existsSync(tempDir) ? readdirSync(tempDir) : [],
      heldKeys: held?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}

async function readAll(blobs: DiskBlobStore, key: string): Promise<Buffer> {
  const stream = await blobs.get(key);
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
