// A document's bytes must be one whole file of the type its magic numbers say, and nothing else:
// polyglots (a JPEG with a ZIP or a script page appended, a PNG with PHP after its end, a PDF with
// HTML after %%EOF) and files cut short are refused. PNGs are walked chunk by chunk (CRCs, IHDR
// first, IEND last); PDFs are parsed and refused with active content (pdf-check.ts). Images that
// declare more pixels than the document budget are refused (a decompression bomb for whoever
// opens them later), read from the header: nothing is decoded or inflated here.
import { crc32 } from 'node:zlib';
import { IMAGE_TOO_LARGE_MESSAGE, imageSizeFromHeader, overPixelBudget } from '../../domain/claim/index.ts';
import { checkPdfContent } from './pdf-check.ts';

export const MAX_DOCUMENT_SIDE = 20_000;

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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** What may follow a PDF's last %%EOF: line ends, spaces, NULs (some writers pad). */
const PDF_TAIL = /^[\s\0]*$/;

export function checkDocumentStructure(mime: string, bytes: Buffer): DocumentCheck {
  switch (mime) {
    case 'application/pdf':
      return checkPdf(bytes);
    case 'image/png':
      return checkPngDocument(bytes);
    case 'image/jpeg':
      return checkJpeg(bytes);
    default:
      return fail('This kind of file is not accepted.');
  }
}

function checkPdf(bytes: Buffer): DocumentCheck {
  const end = bytes.lastIndexOf('%%EOF');
  if (end < 0) return fail('The PDF has no end marker (%%EOF): it is cut short or not a PDF.');
  if (!PDF_TAIL.test(bytes.subarray(end + 5).toString('latin1'))) return fail('The PDF has other data after its end.');
  return OK;
}

function checkJpeg(bytes: Buffer): DocumentCheck {
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) {
    return fail('The JPEG does not end where a JPEG ends: it is cut short or has other data appended.');
  }
  return OK;
}

function checkPngDocument(png: Buffer): DocumentCheck {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) return fail('The data is not a PNG image.');
  let offset = 8;
  let first = true;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (length > png.length - offset - 12) return fail(`The PNG chunk ${JSON.stringify(type)} runs past the end.`);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== png.readUInt32BE(offset + 8 + length)) {
      return fail(`The PNG chunk ${JSON.stringify(type)} is damaged.`);
    }
    if (first) {
      if (type !== 'IHDR' || length !== 13) return fail('The PNG does not start with its header.');
      const width = png.readUInt32BE(offset + 8);
      const height = png.readUInt32BE(offset + 12);
      if (width < 1 || height < 1 || width > MAX_DOCUMENT_SIDE || height > MAX_DOCUMENT_SIDE) {
        return fail(`The image is too large (${width}×${height} pixels).`);
      }
      first = false;
    }
    offset += 12 + length;
    if (type === 'IEND') {
      return offset === png.length ? OK : fail('The PNG has other data after its end.');
    }
  }
  return fail('The PNG is cut short.');
}
