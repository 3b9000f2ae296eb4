// What claim documents and care-expense receipts share: the checks an uploaded file passes before
// its bytes are stored (not empty, a JPEG, PNG or PDF by its content, whole-file checks), the name
// it is stored under, and the sandboxed download that sends it back.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../domain/claim/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import { checkDocument, type DocumentCheck } from './document-check.ts';
import { HttpProblem } from './problem.ts';
import { readForCheck, type ReceivedFile } from './upload-form.ts';

/** Sniffed type → the extension the stored name gets. */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

const TYPES_TITLE = 'File type must be one of image/jpeg, image/png, application/pdf';

export function documentRefused(check: Exclude<DocumentCheck, { ok: true }>): HttpProblem {
  if (check.reason === 'unsafe')
    return new HttpProblem(422, 'document-unsafe', 'This document has active content and is not accepted', { detail: check.detail });
  if (check.reason === 'too-many-pixels') return new HttpProblem(422, 'image-too-large', IMAGE_TOO_LARGE_MESSAGE, { detail: check.detail });
  return new HttpProblem(415, 'unsupported-file-type', TYPES_TITLE, { detail: check.detail });
}

/**
 * The file's type by its first bytes, never by its name or declared type; an empty file or another
 * type is refused. `noun` names the file in the message ("file", "receipt").
 */
export async function sniffUpload(file: ReceivedFile, noun: string): Promise<{ mime: string; extension: string }> {
  if (file.size === 0) throw new HttpProblem(422, 'file-empty', 'File is smaller than 1 bytes', { errors: [{ field: 'file', message: 'The file is empty' }] });
  const sniffed = await fileTypeFromBuffer(file.head);
  const extension = sniffed ? ALLOWED_TYPES[sniffed.mime] : undefined;
  if (!sniffed || !extension) {
    throw new HttpProblem(415, 'unsupported-file-type', TYPES_TITLE, { detail: `The ${noun}'s content is not a JPEG, PNG or PDF, whatever its name says.` });
  }
  return { mime: sniffed.mime, extension };
}

/** Checks the whole file (document-check.ts) and stores its bytes under `blobKey`. */
export function storeCheckedFile(file: ReceivedFile, blobs: BlobStore, blobKey: string, mime: string) {
  return readForCheck(file, async (bytes) => {
    const check = await checkDocument(mime, bytes);
    if (!check.ok) throw documentRefused(check);
    return blobs.put(blobKey, bytes, mime);
  });
}

/** The columns a stored file's row holds, documents and receipts alike: its display name, type, size, hash and blob. */
export function storedFileColumns(file: ReceivedFile, type: { mime: string; extension: string }, stored: { size: number; sha256: string }, blobKey: string) {
  return { name: documentName(file.filename, type.extension), contentType: type.mime, size: stored.size, sha256: stored.sha256, blobKey };
}

/** The user's name for display: no path, no control or quoting characters, the real extension. */
export function documentName(filename: string, extension: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}"<>:|?*]/gu, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const stem =
    clean
      .replace(/\.[^.]*$/, '')
      .slice(0, 120)
      .trim() || 'document';
  return `${stem}.${extension}`;
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name (RFC 8187). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

type StoredFileHeaders = { contentType: string; size: number; name: string };

/** The headers any download of a stored file carries: its stored type (never sniffed), size and name. */
export function attachmentHeaders(reply: FastifyReply, file: StoredFileHeaders): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff');
}

/** Sends stored bytes to their owner as a download that never runs on the app's origin. */
export function sendOwnFile(reply: FastifyReply, file: StoredFileHeaders, stream: Readable) {
  return attachmentHeaders(reply, file).header('cache-control', 'no-store').header('content-security-policy', "default-src 'none'; sandbox").send(stream);
}
