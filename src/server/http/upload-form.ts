// Reading an upload's multipart form (security review F5). The file is streamed to a temp file
// under DATA_DIR/upload-tmp (0700, files 0600) while it is hashed and its first bytes kept for
// sniffing, so a slow or large upload holds a file descriptor, not its size in memory. The
// checks that need the whole file (PNG chunk walk, PDF parse) read it back at most
// CHECKS_AT_ONCE at a time per process (readForCheck). The caller removes the temp file.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_DOCUMENT_FILE_BYTES } from '../../domain/claim/document-bytes.ts';
import { HttpProblem, toProblem } from './problem.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

export const MAX_FILE_BYTES = MAX_DOCUMENT_FILE_BYTES;
/** The largest multipart body an upload may be: the file plus its form fields and boundaries. */
export const LARGEST_UPLOAD_BODY = MAX_FILE_BYTES + 64 * 1024;
/** Bytes kept from the start of the file: magic numbers and image headers (EXIF can be large). */
export const HEAD_BYTES = 256 * 1024;
export const CHECKS_AT_ONCE = 2;

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  head: Buffer;
  filename: string;
}

export interface UploadForm {
  file: ReceivedFile;
  attachmentId: string | undefined;
  /** The form's other text fields (e.g. a receipt's amount), at most 200 characters each. */
  fields: Record<string, string>;
}

/** Creates the temp folder and removes what a crash left in it. */
export async function openUploadDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of await readdir(dir)) await rm(join(dir, name), { force: true });
  return dir;
}

type Part = MultipartFile | { type: 'field'; fieldname: string; value: unknown };

export async function readUploadForm(parts: AsyncIterableIterator<Part>, dir: string): Promise<UploadForm> {
  let file: ReceivedFile | undefined;
  let attachmentId: string | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new HttpProblem(422, 'unexpected-file', 'Send exactly one file, in the field named "file"');
        }
        file = await receiveFile(part, dir);
      } else if (part.fieldname === 'attachment_id') {
        attachmentId = String(part.value);
      } else if (part.fieldname !== '__proto__') {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!file)
      throw new HttpProblem(422, 'file-required', 'Please upload at least one document', { errors: [{ field: 'file', message: 'A file is required' }] });
    if (attachmentId !== undefined && !isUuid(attachmentId)) {
      throw new HttpProblem(422, 'validation-failed', 'The request is not valid', { errors: [{ field: 'attachment_id', message: 'must be a UUID' }] });
    }
  } catch (error) {
    if (file) await rm(file.path, { force: true });
    throw multipartProblem(error);
  }
  return { file, attachmentId: attachmentId?.toLowerCase(), fields };
}

async function receiveFile(part: MultipartFile, dir: string): Promise<ReceivedFile> {
  const path = join(dir, randomUUID());
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, sha256: hash.digest('hex'), head: Buffer.concat(head), filename: part.filename };
}

let checking = 0;
const waiting: (() => void)[] = [];

/** Reads the temp file for a whole-file check, at most CHECKS_AT_ONCE files in memory at a time. */
export async function readForCheck<T>(file: ReceivedFile, use: (bytes: Buffer) => Promise<T>): Promise<T> {
  if (checking >= CHECKS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  checking += 1;
  try {
    return await use(await readFile(file.path));
  } finally {
    checking -= 1;
    waiting.shift()?.();
  }
}

function multipartProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpProblem(413, 'file-too-large', `File is larger than ${MAX_FILE_BYTES} bytes`);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpProblem(413, 'too-many-parts', 'Send one file per upload', { detail: 'One file and an attachment_id field.' });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpProblem(415, 'multipart-required', 'Send the file as multipart/form-data');
  }
  const problem = toProblem(error);
  // Busboy's own complaints about a malformed body are the client's fault.
  return problem.status >= 500 ? new HttpProblem(400, 'malformed-multipart', 'The multipart body cannot be read') : problem;
}
