// A document's bytes must be one whole file of the type its magic numbers say, and nothing else.
// The structure rule lives in src/domain/claim/document-bytes.ts, so the device refuses the same
// files before a claim is queued. The server adds what needs more than the bytes' shape: PDFs are
// parsed and refused with active content (pdf-check.ts), and images that declare more pixels than
// the budget are refused with their own code (read from the header: nothing is decoded here).
import { checkDocumentStructure as checkStructure } from '../../domain/claim/document-bytes.ts';
import { IMAGE_TOO_LARGE_MESSAGE, imageSizeFromHeader, overPixelBudget } from '../../domain/claim/index.ts';
import { checkPdfContent } from './pdf-check.ts';

export { MAX_DOCUMENT_SIDE } from '../../domain/claim/document-bytes.ts';

/** Why a document is refused: not whole or not what it says (415), unsafe content or too many pixels (422). */
export type DocumentRefusal = 'structure' | 'unsafe' | 'too-many-pixels';
export type DocumentCheck = { ok: true } | { ok: false; reason: DocumentRefusal; detail: string };

const OK: DocumentCheck = { ok: true };
const fail = (detail: string, reason: DocumentRefusal = 'structure'): DocumentCheck => ({ ok: false, reason, detail });

/** The structure check, then the pixel budget for images and the content check for PDFs. */
export async function checkDocument(mime: string, bytes: Buffer): Promise<DocumentCheck> {
  const structure = checkDocumentStructure(mime, bytes);
  if (!structure.ok) return structure;
  if (mime === 'application/pdf') {
    const pdf = await checkPdfContent(bytes);
    return pdf.ok ? OK : fail(pdf.detail, pdf.unsafe ? 'unsafe' : 'structure');
  }
  const size = imageSizeFromHeader(bytes);
  if (size && overPixelBudget(size)) return fail(`${IMAGE_TOO_LARGE_MESSAGE}: this one has ${size.width}×${size.height}.`, 'too-many-pixels');
  return OK;
}

export function checkDocumentStructure(mime: string, bytes: Buffer): DocumentCheck {
  const check = checkStructure(mime, bytes);
  return check.ok ? OK : fail(check.detail);
}
