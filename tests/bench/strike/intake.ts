// The strike day's passengers: each files one whole claim (create, one document, the signature) the
// way the PWA's outbox sends it — one Idempotency-Key per operation kept across retries, the
// outbox's own rules for what an answer means and how long to wait (src/offline/outbox.ts), and a
// new sign-in on 401. Every LOSE_EVERY-th operation loses its answer: the client sends it again
// with the same key, as the outbox does when a connection drops after the server did the work.
import { v7 as uuidv7 } from 'uuid';
import { classifyResponse, networkOutcome, retryAt } from '../../../src/offline/outbox.ts';
import { multipartBody } from '../../../src/offline/op-body.ts';
import { claimOnFlight } from '../../shared/claim-payload.ts';
import { documentBytes, prng } from '../../api/device.ts';
import { makePng } from '../../api/claims-helpers.ts';

export interface Passenger {
  index: number;
  email: string;
  password: string;
  lastName: string;
  flight: { number: string; date: string };
  token?: string;
}

export interface IntakeStats {
  latencies: number[];
  retries: number;
  replays: number;
  refused: string[];
}

const LOSE_EVERY = 20;
// The size the PWA's signature pad draws (SIGNATURE_WIDTH × SIGNATURE_HEIGHT in signature-pad.tsx):
// the printer re-encodes every pixel of it for the mandate copy.
const SIGNATURE = `data:image/png;base64,${makePng(500, 200).toString('base64')}`;

/** Each passenger signs in from an address of their own (through nginx, X-Forwarded-For). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** What the harness does when the sign-in ceiling (all instances, in Redis) answers 429; see setup.ts. */
export const limits = { onSignInLimited: async () => {} };

export async function signIn(origin: string, p: Passenger): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${origin}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': addressOf(p.index) },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: p.email, password: p.password, scope: 'openid' }),
    }).catch(() => null);
    if (res?.status === 200) return (p.token = ((await res.json()) as { access_token: string }).access_token);
    if (res?.status === 429) await limits.onSignInLimited();
    if (attempt >= 10) throw new Error(`sign-in failed: ${res?.status ?? 'network'}`);
    await new Promise((r) => setTimeout(r, 200 * attempt));
  }
}

type Request = { url: string; init: RequestInit };

/** One operation until it is done (or refused), with the outbox's backoff between attempts. */
async function send(origin: string, p: Passenger, build: (token: string) => Request, key: string, stats: IntakeStats, loseAnswer: boolean) {
  let attempts = 0;
  for (;;) {
    attempts++;
    const { url, init } = build(p.token ?? (await signIn(origin, p)));
    const headers = { ...(init.headers as Record<string, string>), 'Idempotency-Key': key };
    const now = Date.now();
    const outcome = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(60_000) }).then(
      async (res) => classifyResponse(res.status, await res.json().catch(() => null), res.headers.get('retry-after'), Date.now()),
      (error: unknown) => networkOutcome(error, now),
    );
    if (outcome.kind === 'done' && loseAnswer) {
      // The answer never reached the phone: it sends the same request again and gets the stored answer.
      loseAnswer = false;
      stats.replays++;
      continue;
    }
    if (outcome.kind === 'done') return outcome.body;
    if (outcome.kind === 'rejected') {
      stats.refused.push(`${outcome.error.status} ${outcome.error.code}`);
      return null;
    }
    stats.retries++;
    if (outcome.kind === 'auth') {
      await signIn(origin, p);
      continue;
    }
    // The outbox's full-jitter backoff (2 s base), capped here: a phone would wait as long, the bench need not.
    const wait = Math.min(retryAt(attempts, Date.now(), outcome.retryAfterMs) - Date.now(), 5_000);
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Files the passenger's whole claim; returns its id, or null when a step was refused. */
export async function fileClaim(origin: string, p: Passenger, stats: IntakeStats, opCounter: { n: number }): Promise<string | null> {
  const started = performance.now();
  const claimId = uuidv7();
  const api = `${origin}/api`;
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json, application/problem+json' });
  const lose = () => ++opCounter.n % LOSE_EVERY === 0;
  const payload = {
    ...claimOnFlight({ flight_number: p.flight.number, departure_date: p.flight.date, departure_airport: 'FRA', arrival_airport: 'FCO' }),
    passenger: { first_name: 'Ada', last_name: p.lastName, email: p.email, phone: '+44 20 7946 0000', address: '12 Analytical Row, London' },
    additional_passengers: [],
    id: claimId,
  };
  const created = await send(
    origin,
    p,
    (token) => ({
      url: `${api}/claims`,
      init: { method: 'POST', headers: { ...auth(token), 'content-type': 'application/json' }, body: JSON.stringify(payload) },
    }),
    uuidv7(),
    stats,
    lose(),
  );
  if (!created) return null;
  const random = prng(p.index);
  const document = documentBytes({ kind: 'pdf', size: 20_000 + Math.floor(random() * 40_000), seed: p.index });
  const uploadKey = uuidv7();
  const form = multipartBody(uploadKey, [
    { name: 'attachment_id', value: uuidv7() },
    { name: 'file', value: new Blob([new Uint8Array(document.bytes)], { type: document.type }), filename: document.name, type: document.type },
  ]);
  const uploaded = await send(
    origin,
    p,
    (token) => ({
      url: `${api}/claims/${claimId}/upload`,
      init: { method: 'POST', headers: { ...auth(token), 'content-type': form.contentType }, body: form.body },
    }),
    uploadKey,
    stats,
    lose(),
  );
  const signed = await send(
    origin,
    p,
    (token) => ({
      url: `${api}/claims/${claimId}/signature`,
      init: { method: 'POST', headers: { ...auth(token), 'content-type': 'application/json' }, body: JSON.stringify({ signature: SIGNATURE }) },
    }),
    uuidv7(),
    stats,
    lose(),
  );
  if (!uploaded || !signed) return null;
  stats.latencies.push(performance.now() - started);
  return claimId;
}

/** Runs `work` over the items with `concurrency` workers; returns the elapsed milliseconds. */
export async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
  return performance.now() - started;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
