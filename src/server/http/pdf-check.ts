// A PDF document is parsed (with @cantoo/pdf-lib, compressed object streams included), not just
// recognised by its magic bytes (security review F11). Refused:
// - anything that does not parse into a document with a catalog (an HTML page or a ZIP behind a
//   PDF header, a 10-byte "%PDF-%%EOF");
// - a ZIP directory anywhere in the file (a PDF+ZIP polyglot that unzip would open);
// - encrypted PDFs (their object streams cannot be inspected);
// - active or embedded content: JavaScript, actions run on open or on events, launching programs,
//   embedded files. Names are compared decoded, so /Java#53cript is JavaScript too.
// Links (/URI) and ordinary forms are kept: boarding passes and receipts carry them.
import { PROTECTED_PDF_MESSAGE } from '../../domain/claim/document-bytes.ts';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, ParseSpeeds, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

export type PdfCheck = { ok: true } | { ok: false; unsafe: boolean; detail: string };

/** Keys or name values that mean code, automatic actions or files inside the PDF. */
const UNSAFE_NAMES = new Set(['JS', 'JavaScript', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'GoToE', 'RichMedia', 'XFA']);
const ZIP_DIRECTORY_END = Buffer.from('PK\x05\x06', 'latin1');

export async function checkPdfContent(bytes: Uint8Array): Promise<PdfCheck> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ZIP_DIRECTORY_END)) {
    return { ok: false, unsafe: false, detail: 'The PDF has a ZIP archive inside it.' };
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true, parseSpeed: ParseSpeeds.Fastest });
  } catch {
    return { ok: false, unsafe: false, detail: 'The PDF cannot be read: it is damaged or not a PDF.' };
  }
  if (!doc.context.trailerInfo.Root || !(doc.context.lookup(doc.context.trailerInfo.Root) instanceof PDFDict)) {
    return { ok: false, unsafe: false, detail: 'The PDF has no document inside it.' };
  }
  if (doc.isEncrypted) return { ok: false, unsafe: false, detail: PROTECTED_PDF_MESSAGE };
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = findUnsafe(doc.context, object, 0);
    if (found) return { ok: false, unsafe: true, detail: `The PDF contains active content (${found}), which is not accepted.` };
  }
  return { ok: true };
}

// Depth-first over dictionaries and arrays (indirect objects are visited on their own).
function findUnsafe(context: PDFContext, object: PDFObject, depth: number): string | undefined {
  if (depth > 64) return 'nesting';
  if (object instanceof PDFName) {
    const name = object.decodeText();
    return UNSAFE_NAMES.has(name) ? name : undefined;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = findUnsafe(context, item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (!dict) return undefined;
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (UNSAFE_NAMES.has(name)) return name;
    // An OpenAction that is an action (a dictionary with /S) runs something; a destination is fine.
    const target = value instanceof PDFRef ? context.lookup(value) : value;
    if (name === 'OpenAction' && target instanceof PDFDict && target.get(PDFName.of('S'))) return 'OpenAction';
    const found = findUnsafe(context, value, depth + 1);
    if (found) return found;
  }
  return undefined;
}
