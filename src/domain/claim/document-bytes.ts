// What a claim document may be, judged by its bytes, the same on the device (before the claim is
// queued) and on the server (on upload): one whole JPEG, PNG or PDF and nothing else. Polyglots (a
// JPEG with a ZIP appended, a PNG with PHP after IEND, a PDF with HTML after %%EOF), files cut
// short (a PDF without %%EOF after flaky airport Wi-Fi) and renamed programs are refused. PNGs are
// walked chunk by chunk (CRCs, IHDR first, IEND last). The whole check (checkDocumentBytes) also
// refuses images whose header declares more pixels than the budget (image-size.ts). Nothing is
// decoded or inflated here.
import { IMAGE_TOO_LARGE_MESSAGE, imageSizeFromHeader, overPixelBudget } from './image-size.ts';
import { sayClaim } from './messages.ts';

export const ACCEPTED_DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof ACCEPTED_DOCUMENT_MIME_TYPES)[number];
export const MAX_DOCUMENTS_PER_CLAIM = 5;
/** Per file, on the prepared bytes (the server answers 413 above it). */
export const MAX_DOCUMENT_FILE_BYTES = 10 * 1024 * 1024;
/** The same limit in words for people ("10 MB"), never raw bytes. */
export const MAX_DOCUMENT_SIZE_TEXT = `${Math.round(MAX_DOCUMENT_FILE_BYTES / (1024 * 1024))} MB`;
export const MAX_DOCUMENT_SIDE = 20_000;

/** The spec's wording for a refused type (spec §8), on the device and from the server. */
export const DOCUMENT_TYPE_TEXT = sayClaim('file.invalid-type', { types: ACCEPTED_DOCUMENT_MIME_TYPES.join(', ') });
export const DOCUMENT_TYPE_MESSAGE = DOCUMENT_TYPE_TEXT.message;

/**
 * A password-protected PDF: its contents cannot be checked (nor read by the airline), so it is
 * refused on the device and on the server with these words (it was taken for a damaged file).
 */
export const PROTECTED_PDF_MESSAGE = 'This PDF is protected with a password. Please upload a copy without the password.';

/** An iPhone's HEIC photo, said in words (the type list alone, "image/jpeg, image/png…", told nobody what to do). */
export const HEIC_MESSAGE =
  'This is an iPhone photo in HEIC format, which cannot be read here. Upload a screenshot of it, or a JPEG copy (on the iPhone: Settings › Camera › Formats › Most Compatible).';

/** A HEIC or HEIF photo, by its declared type or its name. */
export function isHeicPhoto(file: { name?: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name ?? '');
}

/** `protected`: the file is of its type but locked (a password-protected PDF), not another kind of file. */
export type DocumentBytesCheck = { ok: true; type: DocumentMimeType } | { ok: false; detail: string; protected?: true };

const fail = (detail: string): DocumentBytesCheck => ({ ok: false, detail });
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NOT_A_DOCUMENT = "The file's content is not a JPEG, PNG or PDF, whatever its name says.";

/** The type the bytes start as (magic numbers), or null. */
export function sniffDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (latin1(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** The whole check: a known type by its magic numbers, and a whole file of that type. */
export function checkDocumentBytes(bytes: Uint8Array): DocumentBytesCheck {
  const type = sniffDocumentType(bytes);
  if (!type) return fail(NOT_A_DOCUMENT);
  const structure = checkDocumentStructure(type, bytes);
  if (!structure.ok) return structure;
  const size = type === 'application/pdf' ? undefined : imageSizeFromHeader(bytes);
  if (size && overPixelBudget(size)) return fail(`${IMAGE_TOO_LARGE_MESSAGE}: this one has ${size.width}×${size.height}.`);
  return { ok: true, type };
}

/** The structure of a file whose type is already known (the server sniffs it with file-type). */
export function checkDocumentStructure(mime: string, bytes: Uint8Array): DocumentBytesCheck {
  switch (mime) {
    case 'application/pdf':
      return checkPdf(bytes);
    case 'image/png':
      return checkPng(bytes);
    case 'image/jpeg':
      return checkJpeg(bytes);
    default:
      return fail('This kind of file is not accepted.');
  }
}

function checkPdf(bytes: Uint8Array): DocumentBytesCheck {
  const end = lastIndexOf(bytes, '%%EOF');
  if (end < 0) return fail('The PDF has no end marker (%%EOF): it is cut short or not a PDF.');
  // What may follow a PDF's last %%EOF: line ends, spaces, NULs (some writers pad).
  if (!/^[\s\0]*$/.test(latin1(bytes, end + 5, bytes.length))) return fail('The PDF has other data after its end.');
  if (isProtectedPdf(bytes)) return { ok: false, detail: PROTECTED_PDF_MESSAGE, protected: true };
  return { ok: true, type: 'application/pdf' };
}

/**
 * Whether a trailer (or cross-reference stream) names an /Encrypt dictionary: "/Encrypt 5 0 R" or
 * "/Encrypt <<". Those dictionaries are never compressed, so the bytes show it.
 */
export function isProtectedPdf(bytes: Uint8Array): boolean {
  const marker = '/Encrypt';
  for (let at = indexOf(bytes, marker, 0); at >= 0; at = indexOf(bytes, marker, at + marker.length)) {
    if (/^\s*(\d+\s+\d+\s+R|<<)/.test(latin1(bytes, at + marker.length, at + marker.length + 24))) return true;
  }
  return false;
}

function checkJpeg(bytes: Uint8Array): DocumentBytesCheck {
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) {
    return fail('The JPEG does not end where a JPEG ends: it is cut short or has other data appended.');
  }
  return { ok: true, type: 'image/jpeg' };
}

function checkPng(png: Uint8Array): DocumentBytesCheck {
  if (!PNG_SIGNATURE.every((b, i) => png[i] === b)) return fail('The data is not a PNG image.');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let first = true;
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const type = latin1(png, offset + 4, offset + 8);
    if (length > png.length - offset - 12) return fail(`The PNG chunk ${JSON.stringify(type)} runs past the end.`);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) {
      return fail(`The PNG chunk ${JSON.stringify(type)} is damaged.`);
    }
    if (first) {
      if (type !== 'IHDR' || length !== 13) return fail('The PNG does not start with its header.');
      const width = view.getUint32(offset + 8);
      const height = view.getUint32(offset + 12);
      if (width < 1 || height < 1 || width > MAX_DOCUMENT_SIDE || height > MAX_DOCUMENT_SIDE) {
        return fail(`The image is too large (${width}×${height} pixels).`);
      }
      first = false;
    }
    offset += 12 + length;
    if (type === 'IEND') return offset === png.length ? { ok: true, type: 'image/png' } : fail('The PNG has other data after its end.');
  }
  return fail('The PNG is cut short.');
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = Math.max(0, start); i < Math.min(end, bytes.length); i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
}

function indexOf(bytes: Uint8Array, marker: string, from: number): number {
  outer: for (let i = from; i <= bytes.length - marker.length; i += 1) {
    for (let j = 0; j < marker.length; j += 1) if (bytes[i + j] !== marker.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

function lastIndexOf(bytes: Uint8Array, marker: string): number {
  outer: for (let i = bytes.length - marker.length; i >= 0; i -= 1) {
    for (let j = 0; j < marker.length; j += 1) if (bytes[i + j] !== marker.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

let table: Uint32Array | null = null;

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
