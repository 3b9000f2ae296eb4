// Shared pieces of the claims API tests: users with real tokens from the embedded identity
// provider, an agent (role set in the database, then a fresh login), the valid claim (../shared), and sample
// files built byte by byte (real PNG, JPEG and PDF headers, and spoofs of them).
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.ts';
import { users } from '../../src/server/db/schema/identity.ts';
import type { ClaimCreatePayload, ClaimWire } from '../../src/domain/claim/index.ts';
import { bearer, login, registerUser, type TestUser } from './harness.ts';
import { claimPayload } from '../shared/claim-payload.ts';

export { claimPayload };

export interface Caller {
  user: TestUser;
  token: string;
  headers: { authorization: string };
}

export async function newCaller(app: App, name: Partial<Pick<TestUser, 'firstName' | 'lastName'>> = {}): Promise<Caller> {
  const user = await registerUser(app, name);
  const tokens = await login(app, user.email, user.password);
  return { user, token: tokens.access_token, headers: bearer(tokens.access_token) };
}

/** A user with the claims-agent role: set in the database, then logged in so the token carries it. */
export async function newAgent(app: App, role: 'claims-agent' | 'admin' | 'payer' = 'claims-agent'): Promise<Caller> {
  const user = await registerUser(app, { firstName: 'Agent', lastName: 'Smith' });
  await app.db.update(users).set({ role }).where(eq(users.id, user.id));
  const tokens = await login(app, user.email, user.password);
  return { user, token: tokens.access_token, headers: bearer(tokens.access_token) };
}

export async function createClaim(app: App, caller: Caller, payload: ClaimCreatePayload = claimPayload()): Promise<ClaimWire> {
  const res = await app.inject({ method: 'POST', url: '/api/claims', headers: caller.headers, payload });
  if (res.statusCode !== 201) throw new Error(`claim not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: ClaimWire }).data;
}

/** The back-office action that moves a claim to each status an agent decides, with what it needs. */
const MOVE_ACTION: Record<string, Record<string, unknown>> = {
  processing: { action: 'process' },
  approved: { action: 'approve', amount: 600, currency: 'EUR' },
  rejected: { action: 'reject', text: 'No delay recorded' },
};

/** An agent moves a claim the one way agents do: the back-office action, with the version just read. */
export async function agentMove(app: App, agent: Caller, claimId: string, to: string, extra: Record<string, unknown> = {}) {
  const seen = await app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}`, headers: agent.headers });
  const version = (seen.json() as { data?: { version: number } }).data?.version ?? 0;
  const action = MOVE_ACTION[to] ?? { action: `to-${to}` };
  return app.inject({ method: 'POST', url: `/api/backoffice/claims/${claimId}/actions`, headers: agent.headers, payload: { ...action, ...extra, version } });
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGBA PNG of width×height (a dark stroke on white). `declared` overrides the size in the
 * header only, to build a PNG whose header lies about its pixels (a decompression bomb's trick).
 */
export function makePng(width: number, height: number, declared?: { width: number; height: number }): Buffer {
  const row = 1 + width * 4;
  const raw = Buffer.alloc(row * height, 0xff);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    const x = Math.floor((y / Math.max(height - 1, 1)) * (width - 1));
    raw.fill(0, y * row + 1 + x * 4, y * row + 1 + x * 4 + 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(declared?.width ?? width, 0);
  ihdr.writeUInt32BE(declared?.height ?? height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A tiny JPEG: SOI, a JFIF APP0 segment, then filler and EOI (file-type needs only the start). */
export function makeJpeg(size = 2048): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const body = Buffer.alloc(Math.max(size - head.length - 2, 0), 0x11);
  return Buffer.concat([head, body, Buffer.from([0xff, 0xd9])]);
}

export function makePdf(text = 'Boarding pass BA456'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A Windows executable's first bytes (MZ header, PE stub). */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
export const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A multipart/form-data body by hand, so tests control every header and byte. */
export function multipart(parts: { name: string; value?: string; filename?: string; contentType?: string; data?: Buffer }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----claims-test-${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    pieces.push(Buffer.from(`${head}\r\n`), part.data ?? Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadRequest(
  claimId: string,
  caller: Caller,
  file: { data: Buffer; filename?: string; contentType?: string },
  extra: { attachmentId?: string; idempotencyKey?: string } = {},
) {
  const form = multipart([
    ...(extra.attachmentId ? [{ name: 'attachment_id', value: extra.attachmentId }] : []),
    { name: 'file', filename: file.filename ?? 'boarding-pass.pdf', contentType: file.contentType ?? 'application/pdf', data: file.data },
  ]);
  return {
    method: 'POST' as const,
    url: `/api/claims/${claimId}/upload`,
    headers: { ...caller.headers, ...form.headers, ...(extra.idempotencyKey ? { 'idempotency-key': extra.idempotencyKey } : {}) },
    payload: form.payload,
  };
}
