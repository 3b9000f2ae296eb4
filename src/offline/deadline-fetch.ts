// Every request the drain sends has a deadline scaled to its body: a connection that hangs without
// failing must end as a network error (and be retried like one), yet a large upload on a slow
// uplink must still have time to finish. Kept apart from the loop so the arithmetic can be tested alone.
import type { DrainEnv } from './drain-env.ts';

export const REQUEST_TIMEOUT_BASE_MS = 30_000;
export const REQUEST_TIMEOUT_CAP_MS = 10 * 60_000;
/** A slow uplink the deadline still allows for (256 kbit/s: poor mobile coverage). */
export const SLOW_UPLINK_BITS_PER_SECOND = 256_000;

/** How long a request with a body of `bytes` may take: 30 s plus its upload at 256 kbit/s, at most 10 min. */
export function requestTimeoutMs(bytes: number): number {
  const upload = Math.ceil((Math.max(0, bytes) * 8 * 1000) / SLOW_UPLINK_BITS_PER_SECOND);
  return Math.min(REQUEST_TIMEOUT_CAP_MS, REQUEST_TIMEOUT_BASE_MS + upload);
}

/** The body's size in bytes, for the bodies buildRequest makes (a JSON string or a multipart Blob). */
export function bodyBytes(body: RequestInit['body']): number {
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

/** AbortSignal.timeout, or its equivalent where it is missing (Safari before 16). */
function deadline(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** fetch with the deadline for its body, joined to a signal the caller already gave. */
export function fetchWithTimeout(env: Pick<DrainEnv, 'fetch' | 'timeoutSignal'>, url: string, init: RequestInit): Promise<Response> {
  const timeout = (env.timeoutSignal ?? deadline)(requestTimeoutMs(bodyBytes(init.body)));
  let signal = timeout;
  if (init.signal) signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : init.signal;
  return env.fetch(url, { ...init, signal });
}

/** The answer's body: parsed JSON when it says so, else read and dropped (null). */
export async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('json')) return await response.json();
    await response.text();
  } catch {
    // A cut-off body of a 2xx is still a 2xx; of an error, we keep the status.
  }
  return null;
}
