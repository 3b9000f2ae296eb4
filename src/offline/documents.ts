// What a claim document may be (spec §5: at most 5 files of jpeg, png or pdf) and the contract of
// the step that prepares a file before it is stored (downscaled and hashed in the media worker).

import {
  ACCEPTED_DOCUMENT_MIME_TYPES,
  checkDocumentBytes,
  DOCUMENT_TYPE_TEXT,
  HEIC_MESSAGE,
  isHeicPhoto,
  MAX_DOCUMENT_FILE_BYTES,
  MAX_DOCUMENTS_PER_CLAIM,
} from '../domain/claim/document-bytes.ts';
import { sayClaim } from '../domain/claim/messages.ts';
import type { MessageValues, SaidMessage } from '../domain/text/message.ts';

// The limits are the server's (src/domain/claim/document-bytes.ts): one rule on both sides.
export const ACCEPTED_DOCUMENT_TYPES = ACCEPTED_DOCUMENT_MIME_TYPES;
export type DocumentType = (typeof ACCEPTED_DOCUMENT_TYPES)[number];
export const MAX_DOCUMENTS = MAX_DOCUMENTS_PER_CLAIM;
/** The server's per-file limit (413 above it); checked on the prepared bytes. */
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_FILE_BYTES;

const EXTENSION_TYPES: Record<string, DocumentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export type AttachmentErrorCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files' | 'no-draft';

/** A document refused before it is stored; `message` is the spec's wording (spec §8). */
export class AttachmentError extends Error {
  readonly code: AttachmentErrorCode;
  /** The domain's message id and values, when the reason has them (the app shows it translated). */
  readonly messageId?: string;
  readonly values?: MessageValues;
  constructor(code: AttachmentErrorCode, message: string | SaidMessage) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'AttachmentError';
    this.code = code;
    if (typeof message !== 'string') {
      this.messageId = message.messageId;
      if (message.values) this.values = message.values;
    }
  }
}

/** The file's type, from its MIME type or, when a picker gives none, its extension. */
export function documentTypeOf(file: { name: string; type: string }): DocumentType | null {
  const declared = file.type.toLowerCase();
  if ((ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(declared)) return declared as DocumentType;
  if (declared === 'image/jpg' || declared === 'image/pjpeg') return 'image/jpeg';
  if (declared !== '' && declared !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

export function checkDocumentType(file: { name: string; type: string }): DocumentType {
  const type = documentTypeOf(file);
  if (!type) throw new AttachmentError('file-invalid-type', isHeicPhoto(file) ? HEIC_MESSAGE : DOCUMENT_TYPE_TEXT);
  return type;
}

/**
 * The prepared bytes as the server will judge them: a renamed program or a PDF cut short is
 * refused here, before the claim is queued, with the server's message and reason.
 */
export async function checkDocumentContent(blob: Blob): Promise<DocumentType> {
  const check = checkDocumentBytes(new Uint8Array(await blob.arrayBuffer()));
  // A locked PDF is a PDF: its own words (the app translates them), not "File type must be one of …".
  if (check.ok) return check.type;
  if (check.protected) throw new AttachmentError('file-invalid-type', check.detail);
  // The detail (why the bytes were refused) is in English only; other languages show the rule.
  throw new AttachmentError('file-invalid-type', { ...DOCUMENT_TYPE_TEXT, message: `${DOCUMENT_TYPE_TEXT.message}. ${check.detail}` });
}

export function checkDocumentSize(size: number): void {
  if (size <= 0) throw new AttachmentError('file-too-small', sayClaim('file.too-small', { bytes: 1 }));
  if (size > MAX_DOCUMENT_BYTES) throw new AttachmentError('file-too-large', sayClaim('file.too-large', { bytes: MAX_DOCUMENT_BYTES }));
}

export function checkDocumentCount(existing: number): void {
  if (existing >= MAX_DOCUMENTS) throw new AttachmentError('too-many-files', 'Too many files');
}

/** A document ready to store: the bytes to upload and their SHA-256. */
export interface PreparedDocument {
  blob: Blob;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface PrepareOptions {
  /** 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Prepares a file (the media worker's bridge in the app; prepareAsIs where there is none). */
export type PrepareDocument = (file: Blob & { name?: string }, options?: PrepareOptions) => Promise<PreparedDocument>;

export async function sha256Hex(data: Blob | ArrayBuffer): Promise<string> {
  const bytes = data instanceof ArrayBuffer ? data : await data.arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps the file as it is and only hashes it (no worker, no canvas). */
export const prepareAsIs: PrepareDocument = async (file, options) => {
  options?.signal?.throwIfAborted();
  const type = documentTypeOf({ name: file.name ?? '', type: file.type }) ?? file.type;
  const sha256 = await sha256Hex(file);
  options?.onProgress?.(1);
  return { blob: file, name: file.name ?? 'document', type, size: file.size, sha256 };
};
