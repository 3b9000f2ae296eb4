// The documents step's rules (spec §2, §5, §8): at most 5 files of jpeg, png or pdf; the drop
// zone's refusals in the spec's words; what still blocks Submit Claim. Pure: unit tested.
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '../../../../offline/documents.ts';
import { SUBMIT_MESSAGES } from '../../../../offline/submit.ts';
import { DOCUMENT_TYPE_TEXT, isHeicPhoto, MAX_DOCUMENT_FILE_BYTES } from '../../../../domain/claim/document-bytes.ts';
import { sayClaim } from '../../../../domain/claim/messages.ts';
import type { DomainText } from '../text/domain-message.ts';
import { formatNumber, msg, t } from '../../../i18n/t.ts';

/** react-dropzone's accept map: the three types, matched by MIME type (and their usual extensions). */
export const DROPZONE_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/**
 * A photo may be bigger than the upload limit before the media worker shrinks it (phone cameras
 * take 5–15 MB pictures); the prepared bytes are then held to MAX_DOCUMENT_BYTES. A PDF is kept as
 * it is, so it must be within the limit from the start.
 */
export const MAX_PHOTO_INPUT_BYTES = 40 * 1024 * 1024;
export const MIN_DOCUMENT_BYTES = 1;

/** The drop zone's hint in the page's language: how many files, which types and how large, from the shared limits. */
export function dropZoneHint(): string {
  return t('Up to {count} files (JPEG, PNG or PDF), up to {mb} MB each. Photos are made smaller on this device before they are saved.', {
    count: formatNumber(MAX_DOCUMENTS),
    mb: formatNumber(Math.round(MAX_DOCUMENT_FILE_BYTES / (1024 * 1024))),
  });
}

export const DOCUMENT_EXAMPLES = [
  msg('Boarding pass'),
  msg('Booking confirmation'),
  msg('Email notification of disruption'),
  msg('Other documents (receipts for meals, hotel or transport)'),
] as const;

export const DOCUMENT_MESSAGES = {
  invalidType: DOCUMENT_TYPE_TEXT,
  tooLarge: (bytes: number) => sayClaim('file.too-large', { bytes }),
  tooSmall: sayClaim('file.too-small', { bytes: MIN_DOCUMENT_BYTES }),
  tooMany: msg('Too many files'),
  submitFailed: msg('An error occurred while submitting your documents. Please try again.'),
  signatureEmpty: msg('Please sign in the box before saving your signature'),
} as const;

/** The domain's refusals in words, named here so the claim catalogues translate them (domainMessage, which looks a sentence without an id up as it is). */
export const PROTECTED_PDF = msg('This PDF is protected with a password. Please upload a copy without the password.');
export const HEIC_PHOTO = msg(
  'This is an iPhone photo in HEIC format, which cannot be read here. Upload a screenshot of it, or a JPEG copy (on the iPhone: Settings › Camera › Formats › Most Compatible).',
);

export type RejectionCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files' | string;

/** The spec's message for a drop zone error code; the size limit depends on the file's kind. */
export function rejectionMessage(code: RejectionCode, file: { type: string; name?: string }, fallback: string): DomainText {
  switch (code) {
    case 'file-invalid-type':
      return isHeicPhoto(file) ? { message: HEIC_PHOTO } : DOCUMENT_MESSAGES.invalidType;
    case 'file-too-large':
      return DOCUMENT_MESSAGES.tooLarge(maxInputBytes(file));
    case 'file-too-small':
      return DOCUMENT_MESSAGES.tooSmall;
    case 'too-many-files':
      return { message: DOCUMENT_MESSAGES.tooMany };
    default:
      return { message: fallback };
  }
}

/** The largest file the drop zone takes for this type. */
export function maxInputBytes(file: { type: string }): number {
  return file.type.startsWith('image/') ? MAX_PHOTO_INPUT_BYTES : MAX_DOCUMENT_BYTES;
}

/** How many more files fit; react-dropzone reads maxFiles 0 as "no limit", so callers check 0 first. */
export function remainingSlots(stored: number, inProgress = 0): number {
  return Math.max(0, MAX_DOCUMENTS - stored - inProgress);
}

/** What still keeps Submit Claim disabled, in the spec's words, in order. */
export function missingForSubmit(files: number, hasSignature: boolean): string[] {
  const missing: string[] = [];
  if (files === 0) missing.push(SUBMIT_MESSAGES.noDocuments);
  if (!hasSignature) missing.push(SUBMIT_MESSAGES.noSignature);
  return missing;
}
