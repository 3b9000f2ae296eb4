// The case bundle a partner lawyer downloads (issue #35): the signed mandate, every letter the
// airline desk kept with its SHA-256 (escalation packs join them once built), the evidence (documents, receipts, the signature), the engine's assessment with
// its sources, the timeline and a cover note, as one ZIP streamed with archiver, one file at a time
// (never the whole archive in memory). A file the claim should have but the store lacks does not
// fail the download: MISSING.txt lists it and the cover note says so, so the lawyer sees the gap.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import { asc, desc, eq } from 'drizzle-orm';
import type { BlobStore } from '../blobs/index.ts';
import { listClaimEvents, toClaimEventWire } from '../claims-audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimDocuments, claimPassengers, claimSignatures } from '../db/schema/claims.ts';
import { claimExpenses } from '../db/schema/expenses.ts';
import { claimLetters } from '../db/schema/desk.ts';
import { claimCourtSteps, partnerFirms } from '../db/schema/partners.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import type { MandateService } from '../mandate/service.ts';

export interface BundleDeps {
  db: DbOrTx;
  blobs: BlobStore;
  mandate: Pick<MandateService, 'currentPdf'>;
}

/** One file of the bundle: its name in the ZIP, its hash as recorded, and how to open it. */
interface BundleFile {
  name: string;
  sha256: string;
  what: string;
  open: () => Promise<Readable | Buffer | null>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stored file name made safe as one ZIP entry name: no path, no control characters, short. */
export function entryName(folder: string, position: number, name: string): string {
  const base = name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^\.+/, '') || 'file';
  return `${folder}/${String(position + 1).padStart(2, '0')}-${base.slice(-80)}`;
}

async function evidenceFiles({ db, blobs }: BundleDeps, claimId: string): Promise<BundleFile[]> {
  const documents = await db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claimId)).orderBy(asc(claimDocuments.position));
  const receipts = await db.select().from(claimExpenses).where(eq(claimExpenses.claimId, claimId)).orderBy(asc(claimExpenses.position));
  const [signature] = await db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claimId)).orderBy(desc(claimSignatures.signedAt)).limit(1);
  return [
    ...documents.map((d) => ({ name: entryName('evidence', d.position, d.name), sha256: d.sha256, what: 'document', open: () => blobs.get(d.blobKey) })),
    ...receipts.map((r) => ({
      name: entryName('receipts', r.position, r.name),
      sha256: r.sha256,
      what: 'care-expense receipt',
      open: () => blobs.get(r.blobKey),
    })),
    ...(signature ? [{ name: 'signature.png', sha256: signature.sha256, what: "the passenger's signature", open: () => blobs.get(signature.blobKey) }] : []),
  ];
}

/** Every letter the airline desk kept (#34), each PDF with the SHA-256 recorded when it was printed. */
async function letterFiles({ db, blobs }: BundleDeps, claimId: string): Promise<BundleFile[]> {
  const letters = await db.select().from(claimLetters).where(eq(claimLetters.claimId, claimId)).orderBy(asc(claimLetters.createdAt));
  return letters.map((l, i) => ({
    name: entryName('letters', i, `${l.kind}-${l.language}.pdf`),
    sha256: l.sha256,
    what: `letter (${l.kind}, ${l.language})${l.sentAt ? `, sent ${l.sentAt.toISOString()}` : ', not sent'}`,
    open: () => blobs.get(l.blobKey),
  }));
}

async function timelineOf(db: DbOrTx, row: ClaimRow) {
  const events = await listClaimEvents(db, row.id);
  const steps = await db.select().from(claimCourtSteps).where(eq(claimCourtSteps.claimId, row.id)).orderBy(asc(claimCourtSteps.createdAt));
  return {
    status_history: row.statusHistory,
    events: events.map(toClaimEventWire),
    court_steps: steps.map((s) => ({
      step: s.kind,
      date: s.occurredOn,
      court: s.court,
      case_number: s.caseNumber,
      amount_minor: s.amountMinor,
      currency: s.currency,
      recorded_at: s.createdAt.toISOString(),
    })),
  };
}

/** Waits until archiver has written `name` (so the next blob is opened only then). */
function written(archive: ZipArchive, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      archive.off('entry', onEntry).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = (entry: { name: string }) => entry.name === name && done();
    const onClose = () => done(new Error('The bundle stream closed early'));
    archive.on('entry', onEntry).on('error', done).on('close', onClose);
  });
}

async function add(archive: ZipArchive, name: string, source: Readable | Buffer | string): Promise<void> {
  const wait = written(archive, name);
  archive.append(source, { name });
  await wait;
}

/** Writes the bundle into `archive` and finalizes it; what is missing is listed, never fatal. */
export async function writeBundle(archive: ZipArchive, deps: BundleDeps, row: ClaimRow, now: Date): Promise<{ missing: string[] }> {
  const included: { name: string; sha256: string; what: string }[] = [];
  const missing: string[] = [];
  const mandate = await deps.mandate.currentPdf(row.id);
  if (mandate) {
    await add(archive, 'mandate.pdf', mandate);
    included.push({ name: 'mandate.pdf', sha256: sha256(mandate), what: 'the signed mandate' });
  } else missing.push('mandate.pdf: the signed mandate (the claim is not signed, or the signature file is missing)');
  const letters = await letterFiles(deps, row.id);
  for (const file of [...letters, ...(await evidenceFiles(deps, row.id))]) {
    const source = await file.open();
    if (!source) {
      missing.push(`${file.name}: ${file.what}, SHA-256 ${file.sha256} (recorded, but not in the file store)`);
      continue;
    }
    await add(archive, file.name, source);
    included.push(file);
  }
  for (const [name, value, what] of [
    ['assessment.json', row.assessment ?? null, "the rules engine's assessment with its sources"],
    ['timeline.json', await timelineOf(deps.db, row), 'status history, audit events and court steps'],
  ] as const) {
    const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
    await add(archive, name, bytes);
    included.push({ name, sha256: sha256(bytes), what });
  }
  if (missing.length > 0) await add(archive, 'MISSING.txt', `${['Files this claim should have that could not be included:', '', ...missing].join('\n')}\n`);
  await add(archive, 'SHA256SUMS', included.map((f) => `${f.sha256}  ${f.name}\n`).join(''));
  await add(archive, 'COVER-NOTE.txt', await coverNote(deps.db, row, now, included, missing, letters.length));
  await archive.finalize();
  return { missing };
}

async function coverNote(db: DbOrTx, row: ClaimRow, now: Date, included: { name: string; sha256: string; what: string }[], missing: string[], letters: number) {
  const passengers = await db.select().from(claimPassengers).where(eq(claimPassengers.claimId, row.id)).orderBy(asc(claimPassengers.position));
  const [firm] = row.partnerFirmId ? await db.select().from(partnerFirms).where(eq(partnerFirms.id, row.partnerFirmId)) : [];
  const flight = row.flight as { flight_number?: string; departure_date?: string; departure_airport?: string; arrival_airport?: string };
  return [
    `Case bundle for claim ${row.id}`,
    `Made ${now.toISOString()}${firm ? ` for ${firm.name}` : ''}.`,
    '',
    `Passengers: ${passengers.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}`,
    `Flight: ${flight.flight_number ?? '?'} on ${flight.departure_date ?? '?'}${flight.departure_airport ? `, ${flight.departure_airport} to ${flight.arrival_airport ?? '?'}` : ''}`,
    `Regime: ${row.regime ?? 'none found'}; status: ${row.status}`,
    `Compensation per passenger: ${row.compensationAmount ?? '?'} ${row.compensationCurrency ?? ''}`.trimEnd(),
    '',
    'Contents (SHA-256 of each file as recorded when it was filed; SHA256SUMS for checking):',
    ...included.map((f) => `- ${f.name}: ${f.what}, ${f.sha256}`),
    ...(letters === 0 ? ['- Letters to the airline: none recorded for this claim.'] : []),
    ...(missing.length > 0 ? ['', `Missing: ${missing.length} file(s), listed in MISSING.txt.`] : []),
    '',
  ].join('\n');
}
