// Printing a letter and keeping it as evidence: one PDF per language through the mandate printer,
// stored in the blob store under the claim and recorded with its SHA-256; never changed after.
import { randomUUID } from 'node:crypto';
import { mandateHtml } from '../../domain/mandate/index.ts';
import type { LetterLanguage } from '../../domain/desk/index.ts';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimLetters, type LetterKind, type SentChannel } from '../db/schema/desk.ts';
import { loadMandateInputs } from '../mandate/inputs.ts';
import type { PdfPrinter } from '../mandate/pdf-printer.ts';
import type { LetterRow } from './case-store.ts';
import { letterHtml, type LetterFacts } from './letter-html.ts';

export interface PrintDeps {
  blobs: BlobStore;
  printer: PdfPrinter;
}

export interface Meta {
  claimId: string;
  actorId: string;
  channel: SentChannel;
  sentTo: string;
}

export async function storeLetter(tx: DbOrTx, deps: PrintDeps, meta: Meta, kind: LetterKind, language: string, pdf: Buffer): Promise<LetterRow> {
  const id = randomUUID();
  const blobKey = claimBlobKey(meta.claimId, id);
  const stored = await deps.blobs.put(blobKey, pdf, 'application/pdf');
  const [row] = await tx
    .insert(claimLetters)
    .values({
      id,
      claimId: meta.claimId,
      kind,
      language,
      blobKey,
      sha256: stored.sha256,
      size: stored.size,
      channel: meta.channel,
      sentTo: meta.sentTo,
      createdBy: meta.actorId,
    })
    .returning();
  return row!;
}

/** The letter in English and, when the airline answers in it, a second language; each printed and stored. */
export async function printLetters(
  tx: DbOrTx,
  deps: PrintDeps,
  meta: Meta,
  kind: Exclude<LetterKind, 'mandate'>,
  languages: LetterLanguage[],
  facts: LetterFacts,
  rebuttal?: { text: string; source: string }[],
): Promise<LetterRow[]> {
  const rows: LetterRow[] = [];
  for (const language of languages) {
    const pdf = await deps.printer.print(letterHtml(kind, language, facts, rebuttal));
    rows.push(await storeLetter(tx, deps, meta, kind, language, pdf));
  }
  return rows;
}

/** The signed mandate as it stands now, kept with the letter it went with; null when nobody signed. */
export async function printMandateCopy(tx: DbOrTx, deps: PrintDeps, meta: Meta): Promise<LetterRow | null> {
  const inputs = await loadMandateInputs(tx, deps.blobs, meta.claimId);
  if (!inputs) return null;
  const pdf = await deps.printer.print(mandateHtml(inputs.version, inputs.claim, inputs.signatures));
  return storeLetter(tx, deps, meta, 'mandate', inputs.version.locale, pdf);
}
