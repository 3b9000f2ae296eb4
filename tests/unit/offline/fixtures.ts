// Shared test fixtures for the offline layer: an isolated database per test, a clock, JWTs, and a
// fake product API that behaves like the contract (client ids, Idempotency-Key replay) and can be
// told to fail the next requests in a given way.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createClaimsDb, type ClaimsDb, type DraftFields } from '../../../src/offline/db.ts';
import { createLocalLocks, type LockRequest } from '../../../src/offline/lock.ts';
import type { DrainEnv } from '../../../src/offline/drain.ts';
import { createDraftStore, type DraftStore } from '../../../src/offline/draft-store.ts';
import type { ClaimWire } from '../../../src/domain/claim/index.ts';
import { crc32 } from '../../../src/domain/claim/document-bytes.ts';

export function freshDb(): ClaimsDb {
  return createClaimsDb({ name: `test-${Math.random()}`, indexedDB: new IDBFactory(), IDBKeyRange });
}

export function clock(start = Math.floor(Date.now() / 1000) * 1000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function jwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.sig`;
}

export const COMPLETE_FIELDS: DraftFields = {
  disruptionType: 'delayed',
  flight: { flightNumber: 'ba123', departureDate: '2026-01-05', departureAirport: 'lhr', arrivalAirport: 'JFK' },
  passenger: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  bookingReference: 'ABC123',
  additionalPassengers: [{ firstName: 'Bob', lastName: 'B', email: 'bob@example.com' }],
};

/** A PDF as the device and server judge it: the header, the text, and the end marker. */
export function pdf(name: string, text: string = name): File {
  return new File([pdfText(text)], name, { type: 'application/pdf' });
}

export function pdfText(text: string): string {
  return `%PDF-1.7 ${text}\n%%EOF\n`;
}

/** A whole JPEG (SOI … EOI) and a whole 1×1 PNG (IHDR, IDAT, IEND with real CRCs). */
export function jpegFile(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9])], name, { type: 'image/jpeg' });
}

export function pngFile(name: string): File {
  return new File([pngBytes()], name, { type: 'image/png' });
}

export function pngBytes(): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: number[]) => {
    const body = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat(data));
    const crc = crc32(body);
    return [0, 0, 0, data.length, ...body, crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255].map((b) => b & 255);
  };
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]),
    ...chunk('IDAT', [0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1]),
    ...chunk('IEND', []),
  ]);
}

export function png(text = 'signature'): Blob {
  return new Blob([`\x89PNG ${text}`], { type: 'image/png' });
}

/** What the browser throws when the origin's storage quota is used up. */
export function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** A claim submitted through the real draft store and submit path; nothing is sent. */
/** Starts a draft in `store` and makes it ready to submit: complete fields, each of `files` as a PDF, a signature. */
export async function readyDraft(store: DraftStore, files: string[] = ['a.pdf']): Promise<string> {
  const { id } = await store.startDraft();
  await store.saveDraftNow(COMPLETE_FIELDS);
  for (const name of files) await store.addAttachment(id, pdf(name));
  await store.saveSignature(id, png());
  return id;
}

export async function queueClaim(
  db: ClaimsDb,
  ownerId: string,
  files: string[] = ['boarding-pass.pdf', 'booking.pdf'],
  fields: DraftFields = COMPLETE_FIELDS,
  now: () => number = Date.now,
) {
  const store = createDraftStore({ db, now });
  await store.discardDraft();
  const draft = await store.startDraft();
  await store.saveDraftNow(fields);
  const attachmentIds: string[] = [];
  for (const name of files) attachmentIds.push((await store.addAttachment(draft.id, pdf(name))).id);
  // Signed while reading the Arabic mandate: the version travels with the signature.
  await store.saveSignature(draft.id, png(), 'EC261-ar-1');
  const claimId = await store.submit(ownerId);
  return { claimId, attachmentIds };
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The file part's bytes for uploads. */
  fileText?: string;
  attachmentId?: string;
}

/** 'network': never reached the server; 'lost': the server did it, the answer was lost. */
type Scripted = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'lost';

/** A fake of the product API: enough of the contract to drive the outbox through every outcome. */
export class FakeApi {
  readonly requests: SeenRequest[] = [];
  readonly claims = new Map<string, ClaimWire>();
  readonly uploads = new Map<string, string[]>();
  readonly signatures = new Set<string>();
  /** Receipts (care expenses) stored per claim, by expense_id. */
  readonly expenses = new Map<string, string[]>();
  /** Tokens the server accepts; empty means any bearer token. */
  readonly validTokens = new Set<string>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  /** Answers to our team's questions, as received. */
  readonly answers: { claimId: string; body: unknown }[] = [];
  private readonly script: { match: (r: SeenRequest) => boolean; reply: Scripted }[] = [];
  /** Called when a request arrives (before it is answered), e.g. to hold it. */
  onRequest: ((request: SeenRequest) => Promise<void> | void) | null = null;

  /** The next request that matches gets this answer instead (once). */
  failNext(match: string | ((r: SeenRequest) => boolean), reply: Scripted): void {
    const matcher = typeof match === 'string' ? (r: SeenRequest) => `${r.method} ${r.path}`.includes(match) : match;
    this.script.push({ match: matcher, reply });
  }

  sentOps(): string[] {
    return this.requests.map((r) => r.headers['idempotency-key'] ?? '').filter(Boolean);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const request: SeenRequest = { method: init?.method ?? 'GET', path: url.pathname, headers, body: '' };
    const body = init?.body;
    if (body instanceof Blob) {
      request.body = await body.text();
      const fileMatch = /name="file"; filename="[^"]*"\r\nContent-Type: [^\r]*\r\n\r\n([\s\S]*?)\r\n--/.exec(request.body);
      request.fileText = fileMatch?.[1];
      request.attachmentId = /name="attachment_id"\r\n\r\n([^\r]*)\r\n/.exec(request.body)?.[1];
    } else if (typeof body === 'string') {
      request.body = body;
    }
    this.requests.push(request);
    await this.onRequest?.(request);
    const scripted = this.script.findIndex((s) => s.match(request));
    if (scripted >= 0) {
      const { reply } = this.script.splice(scripted, 1)[0]!;
      if (reply === 'network') throw new TypeError('Failed to fetch');
      if (reply === 'lost') {
        this.answer(request);
        throw new TypeError('Failed to fetch');
      }
      return json(reply.status, reply.body ?? null, reply.headers);
    }
    return this.answer(request);
  };

  private answer(request: SeenRequest): Response {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || (this.validTokens.size > 0 && !this.validTokens.has(token))) {
      return json(401, { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'unauthorized' });
    }
    const key = request.headers['idempotency-key'];
    if (key) {
      const stored = this.replies.get(key);
      if (stored) return json(stored.status, stored.body);
    }
    const reply = this.handle(request);
    if (key) this.replies.set(key, reply);
    return json(reply.status, reply.body);
  }

  private handle(request: SeenRequest): { status: number; body: unknown } {
    const { method, path } = request;
    if (method === 'POST' && path === '/api/claims') {
      const payload = JSON.parse(request.body) as { id: string; flight: ClaimWire['flight']; passenger: ClaimWire['passenger'] };
      const claim = wireClaim(payload.id, payload.flight, payload.passenger);
      this.claims.set(claim.id, claim);
      return { status: 201, body: { data: claim } };
    }
    const match = /^\/api\/claims\/([^/]+)(?:\/(upload|signature|sync-problem|expenses|answers))?$/.exec(path);
    const claim = match ? this.claims.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !claim) return { status: 404, body: { type: 'about:blank', title: 'Not found', status: 404, code: 'not-found' } };
    if (method === 'GET' && !match[2]) return { status: 200, body: { data: claim } };
    if (method === 'POST' && match[2] === 'upload') {
      this.uploads.set(claim.id, [...(this.uploads.get(claim.id) ?? []), request.attachmentId ?? '?']);
      claim.documents.push({
        id: request.attachmentId ?? '?',
        name: 'x',
        type: 'x',
        size: 1,
        sha256: 'x',
        position: claim.documents.length,
        created_at: claim.created_at,
      });
      return { status: 201, body: { data: { id: request.attachmentId } } };
    }
    if (method === 'POST' && match[2] === 'expenses') {
      const expenseId = /name="expense_id"\r\n\r\n([^\r]*)\r\n/.exec(request.body)?.[1] ?? '?';
      const stored = this.expenses.get(claim.id) ?? [];
      if (stored.includes(expenseId)) return { status: 200, body: { data: { id: expenseId } } };
      this.expenses.set(claim.id, [...stored, expenseId]);
      return { status: 201, body: { data: { id: expenseId } } };
    }
    if (method === 'POST' && match[2] === 'signature') {
      this.signatures.add(claim.id);
      claim.signature = { signed_at: claim.created_at, sha256: 'x' };
      return { status: 201, body: { data: {} } };
    }
    if (method === 'POST' && match[2] === 'answers') {
      this.answers.push({ claimId: claim.id, body: JSON.parse(request.body) });
      return { status: 201, body: { data: {} } };
    }
    if (match[2] === 'sync-problem' && (method === 'PUT' || method === 'DELETE')) {
      claim.sync_problem = method === 'PUT' ? JSON.parse(request.body) : null;
      return { status: 204, body: null };
    }
    return { status: 405, body: null };
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const problem = status >= 400;
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': problem ? 'application/problem+json' : 'application/json', ...headers },
  });
}

/** The passenger of the claims the fake server answers with, as the API spells it. */
export const ADA_WIRE: ClaimWire['passenger'] = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

export function wireClaim(id: string, flight: ClaimWire['flight'], passenger: ClaimWire['passenger'], status: ClaimWire['status'] = 'submitted'): ClaimWire {
  const at = new Date(Date.UTC(2026, 0, 10)).toISOString();
  return {
    id,
    status,
    disruption_type: flight.disruption_type,
    flight,
    passenger,
    additional_passengers: [],
    booking_reference: null,
    compensation: { amount: 600, currency: 'EUR', status: 'estimated' },
    documents: [],
    signature: null,
    status_history: [{ status, at }],
    created_at: at,
    updated_at: at,
  };
}

export interface TestSession {
  userId: string | null;
  token: string | null;
  refreshes: number;
  /** What the next forced refresh yields; default: a new token for the same user. */
  refresh: () => Promise<string | null>;
}

/** A drain environment on a fresh database, the fake API and a settable signed-in user. */
export function drainEnv(db: ClaimsDb, api: FakeApi, options: { userId?: string; lock?: LockRequest; now?: () => number } = {}) {
  const userId = options.userId ?? 'user-a';
  const session: TestSession = {
    userId,
    token: jwt({ sub: userId }),
    refreshes: 0,
    refresh: async () => jwt({ sub: session.userId, n: session.refreshes }),
  };
  const env: DrainEnv = {
    db,
    fetch: api.fetch,
    apiBase: 'https://claims.test/api',
    lock: options.lock ?? createLocalLocks(),
    now: options.now ?? Date.now,
    random: () => 0.5,
    currentUserId: async () => session.userId,
    getAccessToken: async (opts) => {
      if (!session.userId) return null;
      if (opts?.forceRefresh) {
        session.refreshes += 1;
        session.token = await session.refresh();
      }
      return session.token;
    },
  };
  return { env, session };
}
