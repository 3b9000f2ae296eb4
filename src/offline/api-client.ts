// The typed client of the product API: bearer token from the shared user store, JSON by default,
// RFC 9457 problems as ApiError, and "no network" as its own error so screens can say so.
import type { CheckDelayRequest, ClaimCreatePayload, ClaimWire, ProblemWire } from '../domain/claim/index.ts';
import type { KnownProblemCode } from '../domain/problem-codes.ts';

/** The server answered with an error (problem+json when it could). */
export class ApiError extends Error {
  readonly kind = 'http';
  readonly status: number;
  readonly code: KnownProblemCode;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: { field: string; message: string }[];
  readonly retryAfter: string | null;
  constructor(status: number, problem: Partial<ProblemWire> | null, retryAfter: string | null = null) {
    const title = problem?.title ?? `Request failed (${status})`;
    super(problem?.detail ?? title);
    this.name = 'ApiError';
    this.status = status;
    this.code = problem?.code ?? `http-${status}`;
    this.title = title;
    this.detail = problem?.detail;
    this.errors = problem?.errors ?? [];
    this.retryAfter = retryAfter;
  }
}

/** The request never got an answer: offline, DNS, CORS, aborted connection. */
export class NetworkError extends Error {
  readonly kind = 'network';
  constructor(options?: { cause?: unknown }) {
    super('No connection. Check your network and try again.', options);
    this.name = 'NetworkError';
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || (error as { kind?: string } | null)?.kind === 'network';
}

export interface EligibilityWire {
  eligible: boolean;
  message: string;
  assessment: unknown;
}

export interface AirportWire {
  iata: string;
  name: string;
  city?: string;
  country?: string;
  [key: string]: unknown;
}

/** The answers of /me, /me/export and /referral are the server's to shape; the app reads fields. */
export type MeWire = Record<string, unknown>;
export type ReferralWire = Record<string, unknown>;

export interface ApiClientOptions {
  /** Defaults to `${origin}/api`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A valid access token (refreshed under the lock) or null for anonymous calls. */
  getAccessToken: (options?: { forceRefresh?: boolean }) => Promise<string | null>;
}

interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Send without a token (password reset). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export function defaultApiBase(): string {
  return `${globalThis.location?.origin ?? ''}/api`;
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? defaultApiBase();
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send(path: string, request: RequestOptions, forceRefresh: boolean): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json, application/problem+json', ...request.headers };
    if (!request.anonymous) {
      const token = await options.getAccessToken(forceRefresh ? { forceRefresh: true } : undefined);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let body = request.body;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      return await doFetch(`${baseUrl}${path}`, { method: request.method ?? 'GET', headers, body, signal: request.signal });
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
      throw new NetworkError({ cause: error });
    }
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    let response = await send(path, init, false);
    // An expired token: refresh once (under the lock) and try again.
    if (response.status === 401 && !init.anonymous) response = await send(path, init, true);
    const type = response.headers.get('Content-Type') ?? '';
    const body: unknown = type.includes('json') ? await response.json().catch(() => null) : null;
    if (!response.ok) throw new ApiError(response.status, body as Partial<ProblemWire> | null, response.headers.get('Retry-After'));
    return body as T;
  }

  const data = async <T>(path: string, init?: RequestOptions) => (await request<{ data: T }>(path, init)).data;

  /** A document's bytes (the bearer token is needed, so no plain link). */
  async function pdf(path: string): Promise<Blob> {
    let response = await send(path, {}, false);
    if (response.status === 401) response = await send(path, {}, true);
    if (!response.ok) throw new ApiError(response.status, (await response.json().catch(() => null)) as Partial<ProblemWire> | null, null);
    return response.blob();
  }
  const id = (value: string) => encodeURIComponent(value);

  return {
    request,
    checkDelay: (body: CheckDelayRequest, signal?: AbortSignal) =>
      request<EligibilityWire>('/flights/check-delay', { method: 'POST', json: body, ...(signal ? { signal } : {}) }),
    searchAirports: (search: string, signal?: AbortSignal) => request<unknown>(`/airports?search=${encodeURIComponent(search)}`, signal ? { signal } : {}),
    /** Every claim: GET /api/claims a page at a time, following next_cursor to the last page. */
    listClaims: async () => {
      const claims: ClaimWire[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: ClaimWire[]; next_cursor?: string | null } = await request(cursor ? `/claims?cursor=${id(cursor)}` : '/claims');
        claims.push(...page.data);
        cursor = page.next_cursor ?? null;
      } while (cursor);
      return claims;
    },
    getClaim: (claimId: string) => data<ClaimWire>(`/claims/${id(claimId)}`),
    /** Direct create; offline-safe submission goes through the outbox (submit.ts) instead. */
    createClaim: (payload: ClaimCreatePayload, idempotencyKey: string) =>
      data<ClaimWire>('/claims', { method: 'POST', json: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
    getMe: () => request<MeWire>('/me'),
    updateMe: (patch: Record<string, unknown>) => request<MeWire>('/me', { method: 'PATCH', json: patch }),
    changePassword: (body: Record<string, unknown>) => request<unknown>('/me/password', { method: 'POST', json: body }),
    deleteMe: (password: string) => request<unknown>('/me', { method: 'DELETE', json: { password } }),
    exportMe: () => request<unknown>('/me/export'),
    getReferral: () => request<ReferralWire>('/referral'),
    requestPasswordReset: (email: string) => request<unknown>('/auth/password-reset/request', { method: 'POST', json: { email }, anonymous: true }),
    confirmPasswordReset: (token: string, password: string) =>
      request<unknown>('/auth/password-reset/confirm', { method: 'POST', json: { token, password }, anonymous: true }),
    /** The link from the verification mail works on any device, signed in or not. */
    verifyEmail: (token: string) => request<{ status: 'verified' }>('/auth/verify-email', { method: 'POST', json: { token }, anonymous: true }),
    /** The signed mandate as PDF bytes (GET /claims/{id}/mandate.pdf). */
    mandatePdf: (claimId: string) => pdf(`/claims/${id(claimId)}/mandate.pdf`),
    /** The fee's tax invoice as PDF bytes (GET /claims/{id}/invoice.pdf). */
    invoicePdf: (claimId: string) => pdf(`/claims/${id(claimId)}/invoice.pdf`),
    resendVerification: () => request<{ status: 'verified' | 'sent' }>('/auth/verify-email/resend', { method: 'POST' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
