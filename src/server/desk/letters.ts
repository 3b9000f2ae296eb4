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
import type { ClaimRow } from '../http/claims-store.ts';
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

/** One letter to print: what it is, its language and its HTML. */
export interface LetterToPrint {
  kind: LetterKind;
  language: string;
  html: string;
}

/**
 * Prints the letters at once (the printer's pool bounds how many run together), then stores each,
 * in the order given. A send waits on Chromium once instead of once per letter.
 */
export async function printAndStore(tx: DbOrTx, deps: PrintDeps, meta: Meta, letters: LetterToPrint[]): Promise<LetterRow[]> {
  const pdfs = await Promise.all(letters.map((letter) => deps.printer.print(letter.html)));
  const rows: LetterRow[] = [];
  for (const [i, letter] of letters.entries()) rows.push(await storeLetter(tx, deps, meta, letter.kind, letter.language, pdfs[i]!));
  return rows;
}

/** The letter in English and, when the airline answers in it, a second language. */
export function lettersToPrint(
  kind: Exclude<LetterKind, 'mandate'>,
  languages: LetterLanguage[],
  facts: LetterFacts,
  rebuttal?: { text: string; source: string }[],
): LetterToPrint[] {
  return languages.map((language) => ({ kind, language, html: letterHtml(kind, language, facts, rebuttal) }));
}

/** The letters of `lettersToPrint`, each printed and stored. */
export function printLetters(
  tx: DbOrTx,
  deps: PrintDeps,
  meta: Meta,
  kind: Exclude<LetterKind, 'mandate'>,
  languages: LetterLanguage[],
  facts: LetterFacts,
  rebuttal?: { text: string; source: string }[],
): Promise<LetterRow[]> {
  return printAndStore(tx, deps, meta, lettersToPrint(kind, languages, facts, rebuttal));
}

/** The signed mandate as it stands now, to be kept with the letter it goes with; null when nobody signed. */
export async function mandateCopy(tx: DbOrTx, blobs: BlobStore, claim: ClaimRow): Promise<LetterToPrint | null> {
  const inputs = await loadMandateInputs(tx, blobs, claim);
  if (!inputs) return null;
  return { kind: 'mandate', language: inputs.version.locale, html: mandateHtml(inputs.version, inputs.claim, inputs.signatures) };
}
