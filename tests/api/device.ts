// A passenger's device in Node: the app's real offline data layer (Dexie on fake-indexeddb, the
// draft store, submit, and the drain engine) signed in through the real identity provider. The
// reliability tests queue claims on it and drain them through a faulty network.
import { createHash } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createClaimsDb, type ClaimsDb, type DraftFields } from '../../src/offline/db.ts';
import { createDraftStore, type DraftStore } from '../../src/offline/draft-store.ts';
import { drain, type DrainEnv, type DrainReport } from '../../src/offline/drain.ts';
import { createLocalLocks } from '../../src/offline/lock.ts';
import { makeJpeg, makePng } from './claims-helpers.ts';
import { registerAtRealm } from '../shared/realm-account.ts';

/** A deterministic PRNG (mulberry32), so a seed replays the same files and jitter. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DocKind = 'pdf' | 'png' | 'jpeg';

export interface DocSpec {
  kind: DocKind;
  /** Roughly how many bytes (PDF and JPEG exactly this plus their framing). */
  size: number;
  seed: number;
}

/** Real bytes of a document of that kind: a PDF with a trailer, a PNG with real chunks, a JPEG with SOI/EOI. */
export function documentBytes(spec: DocSpec): { bytes: Buffer; name: string; type: string } {
  const random = prng(spec.seed);
  if (spec.kind === 'png') {
    const side = Math.max(2, Math.min(400, Math.round(Math.sqrt(spec.size / 4))));
    return { bytes: makePng(side, Math.max(2, Math.round(side / 2))), name: `photo-${spec.seed}.png`, type: 'image/png' };
  }
  if (spec.kind === 'jpeg') {
    const jpeg = makeJpeg(spec.size);
    for (let i = 20; i < jpeg.length - 2; i++) jpeg[i] = Math.floor(random() * 0xfe); // never 0xff: no stray markers
    return { bytes: jpeg, name: `scan-${spec.seed}.jpg`, type: 'image/jpeg' };
  }
  const filler = Buffer.alloc(spec.size);
  for (let i = 0; i < filler.length; i++) filler[i] = 0x20 + Math.floor(random() * 0x5e);
  const bytes = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% '),
    filler,
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
  return { bytes, name: `boarding-pass-${spec.seed}.pdf`, type: 'application/pdf' };
}

export const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface QueuedClaim {
  claimId: string;
  lastName: string;
  documents: { sha256: string; size: number }[];
  signatureSha256: string;
}

export interface Device {
  db: ClaimsDb;
  store: DraftStore;
  env: DrainEnv;
  userId: string;
  /** Token requests made (logins and refreshes). */
  tokenRequests(): number;
  queueClaim(input: { lastName: string; documents: DocSpec[]; additionalPassengers: number }): Promise<QueuedClaim>;
  /** One drain pass; then moves the device clock to the next due time (the device waits). */
  drainOnce(): Promise<DrainReport>;
  close(): Promise<void>;
}

export interface DeviceOptions {
  /** Where the API is reached (through the proxy): `${url}/api` is the API base. */
  apiOrigin: string;
  /** Where the identity provider is reached. */
  idpOrigin: string;
  email: string;
  password: string;
  seed: number;
  /** Per-request time limit, so a stuck connection is a network error like on a phone. */
  requestTimeoutMs?: number;
}

interface TokenSet {
  access: string;
  refresh: string;
  expiresAt: number;
}

export async function createDevice(options: DeviceOptions): Promise<Device> {
  const db = createClaimsDb({ name: `device-${options.seed}-${Math.random()}`, indexedDB: new IDBFactory(), IDBKeyRange });
  let skew = 0;
  const now = () => Date.now() + skew;
  const store = createDraftStore({ db, now });
  let tokens: TokenSet | null = null;
  let tokenRequests = 0;

  async function tokenCall(form: Record<string, string>): Promise<TokenSet | null> {
    tokenRequests += 1;
    const response = await fetch(`${options.idpOrigin}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'pwa', ...form }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 400 || response.status === 401) return null;
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
    return { access: body.access_token, refresh: body.refresh_token, expiresAt: Date.now() + body.expires_in * 1000 };
  }

  const login = () => tokenCall({ grant_type: 'password', username: options.email, password: options.password, scope: 'openid' });

  // What oidc-client-ts does for the app: reuse the token, refresh it near expiry or when told to;
  // a refused refresh means signing in again (here the passenger does so at once).
  async function getAccessToken(request?: { forceRefresh?: boolean }): Promise<string | null> {
    if (tokens && !request?.forceRefresh && tokens.expiresAt - Date.now() > 20_000) return tokens.access;
    tokens = (tokens ? await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh }) : null) ?? (await login());
    return tokens?.access ?? null;
  }

  const first = await login();
  if (!first) throw new Error('the device could not sign in');
  tokens = first;
  const userId = JSON.parse(Buffer.from(first.access.split('.')[1]!, 'base64url').toString()).sub as string;
  const timeout = options.requestTimeoutMs ?? 20_000;

  const env: DrainEnv = {
    db,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeout) }),
    apiBase: `${options.apiOrigin}/api`,
    getAccessToken,
    currentUserId: async () => userId,
    lock: createLocalLocks(),
    now,
    random: prng(options.seed),
  };

  async function queueClaim(input: { lastName: string; documents: DocSpec[]; additionalPassengers: number }): Promise<QueuedClaim> {
    const draft = await store.startDraft();
    const fields: DraftFields = {
      disruptionType: 'delayed',
      flight: {
        flightNumber: 'AF1234',
        departureDate: '2025-06-01',
        departureAirport: 'CDG',
        arrivalAirport: 'FCO',
        facts: { arrival_delay_minutes: 240, cause: 'technical' },
      },
      passenger: { firstName: 'Ada', lastName: input.lastName, email: 'ada@example.com', phone: '+44 20 7946 0000' },
      bookingReference: 'ABC123',
      additionalPassengers: Array.from({ length: input.additionalPassengers }, (_, i) => ({
        firstName: `Guest${i}`,
        lastName: input.lastName,
        email: `guest${i}@example.com`,
      })),
    };
    await store.saveDraftNow({ ...fields, step: 4 });
    const documents = [];
    for (const spec of input.documents) {
      const { bytes, name, type } = documentBytes(spec);
      await store.addAttachment(draft.id, new File([new Uint8Array(bytes)], name, { type }));
      documents.push({ sha256: sha256(bytes), size: bytes.length });
    }
    const signature = makePng(240, 80);
    await store.saveSignature(draft.id, new Blob([new Uint8Array(signature)], { type: 'image/png' }));
    const claimId = await store.submit(userId);
    return { claimId, lastName: input.lastName, documents, signatureSha256: sha256(signature) };
  }

  async function drainOnce(): Promise<DrainReport> {
    const report = await drain(env);
    // The device sleeps until the next operation is due: move its clock rather than wait.
    if (report.nextDueAt !== null && report.nextDueAt > now()) skew += report.nextDueAt - now();
    return report;
  }

  return {
    db,
    store,
    env,
    userId,
    queueClaim,
    drainOnce,
    tokenRequests: () => tokenRequests,
    close: async () => db.delete(),
  };
}

/** Registers a passenger through the real registration endpoint. */
export async function registerPassenger(idpOrigin: string, email: string, password: string): Promise<void> {
  await registerAtRealm(`${idpOrigin}/realms/claims`, { email, password, firstName: 'Ada', lastName: 'Soak' });
}
