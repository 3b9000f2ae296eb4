// A document's bytes must be one whole file of the type its magic numbers say, and nothing else.
// The rule lives in src/domain/claim/document-bytes.ts, so the device refuses the same files
// before a claim is queued; this module gives the server its Buffer-shaped entry point.
import { checkDocumentStructure as checkStructure } from '../../domain/claim/document-bytes.ts';

export { MAX_DOCUMENT_PIXELS, MAX_DOCUMENT_SIDE } from '../../domain/claim/document-bytes.ts';

export type DocumentCheck = { ok: true } | { ok: false; detail: string };

export function checkDocumentStructure(mime: string, bytes: Buffer): DocumentCheck {
  const check = checkStructure(mime, bytes);
  return check.ok ? { ok: true } : check;
}
