// The pieces an operation's request is built from, shared by op-request.ts and the request
// builders split out of it (expense-op.ts): the refusal when a row is gone, and bodies whose bytes
// are the same on every retry, because an Idempotency-Key server fingerprints the body.
import type { OpError } from './db.ts';

/** A row the operation needs is gone from this device: the operation is refused, not retried. */
export class LocalDataMissingError extends Error {
  readonly opError: Omit<OpError, 'at'>;
  constructor(title: string) {
    super(title);
    this.opError = { status: 0, code: 'local-data-missing', title };
  }
}

type Part = { name: string; value: string } | { name: string; value: Blob; filename: string; type: string };

/**
 * multipart/form-data with a boundary derived from the operation id, so a retry sends the same
 * bytes as the first try (FormData picks a random boundary, which breaks body fingerprints of
 * Idempotency-Key servers).
 */
export function multipartBody(key: string, parts: Part[]): { body: Blob; contentType: string } {
  const boundary = `----claim-${key.replace(/[^A-Za-z0-9-]/g, '')}`;
  const chunks: BlobPart[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if (typeof part.value === 'string') {
      chunks.push(`${head}\r\n\r\n${part.value}\r\n`);
    } else if ('filename' in part) {
      head += `; filename="${quote(part.filename)}"\r\nContent-Type: ${part.type}\r\n\r\n`;
      chunks.push(head, part.value, '\r\n');
    }
  }
  chunks.push(`--${boundary}--\r\n`);
  return { body: new Blob(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// As browsers do for FormData (HTML spec: multipart/form-data encoding).
function quote(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

export async function pngDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}
