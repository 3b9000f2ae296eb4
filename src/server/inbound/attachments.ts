// An airline's attachment passes the rules of a passenger's upload (http/stored-file.ts): not empty,
// at most 10 MiB, a JPEG, PNG or PDF by its bytes (never its name or declared type), whole, and a PDF
// without active content. A file that fails is not stored: the reason is kept with the message.
import { fileTypeFromBuffer } from 'file-type';
import { checkDocument } from '../http/document-check.ts';
import { ALLOWED_TYPES, documentName, documentRefused } from '../http/stored-file.ts';
import { HEAD_BYTES, MAX_FILE_BYTES } from '../http/upload-form.ts';

export interface IncomingFile {
  /** The sender's name for it (display only). */
  filename: string;
  /** The sender's declared type, kept only for a refused file. */
  declaredType: string;
  bytes: Buffer;
}

export type AttachmentRefusal = 'file-empty' | 'file-too-large' | 'unsupported-file-type' | 'document-unsafe' | 'image-too-large';

export type AttachmentCheck = { ok: true; name: string; mime: string } | { ok: false; name: string; code: AttachmentRefusal; detail: string };

/** Whether the file may be stored, and under which display name and sniffed type. */
export async function checkAttachment(file: IncomingFile): Promise<AttachmentCheck> {
  const shownName = documentName(file.filename, file.filename.split('.').pop()?.toLowerCase().slice(0, 8) || 'bin');
  if (file.bytes.length === 0) return { ok: false, name: shownName, code: 'file-empty', detail: 'The file is empty.' };
  if (file.bytes.length > MAX_FILE_BYTES) {
    return { ok: false, name: shownName, code: 'file-too-large', detail: `The file is larger than ${MAX_FILE_BYTES} bytes.` };
  }
  const sniffed = await fileTypeFromBuffer(file.bytes.subarray(0, HEAD_BYTES));
  const extension = sniffed ? ALLOWED_TYPES[sniffed.mime] : undefined;
  if (!sniffed || !extension) {
    return { ok: false, name: shownName, code: 'unsupported-file-type', detail: "The file's content is not a JPEG, PNG or PDF, whatever its name says." };
  }
  const check = await checkDocument(sniffed.mime, file.bytes);
  if (!check.ok) {
    const problem = documentRefused(check);
    return { ok: false, name: shownName, code: problem.code as AttachmentRefusal, detail: check.detail };
  }
  return { ok: true, name: documentName(file.filename, extension), mime: sniffed.mime };
}
