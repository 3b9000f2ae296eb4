import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isNetworkError, NetworkError } from '../../../src/offline/api-client.ts';
import { json, wireClaim } from './fixtures.ts';

function client(answers: Response[] | ((url: string, init: RequestInit) => Response), token = 'tok') {
  const seen: { url: string; init: RequestInit }[] = [];
  const getAccessToken = vi.fn(async (options?: { forceRefresh?: boolean }) => (options?.forceRefresh ? `${token}-2` : token));
  const api = createApiClient({
    baseUrl: 'https://claims.test/api',
    getAccessToken,
    fetch: async (input, init = {}) => {
      seen.push({ url: String(input), init });
      if (typeof answers === 'function') return answers(String(input), init);
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    },
  });
  return { api, seen, getAccessToken };
}

describe('api client', () => {
  it('sends JSON with the bearer token and unwraps {data}', async () => {
    const claim = wireClaim('c1', { disruption_type: 'delayed' }, { first_name: 'A', last_name: 'B', email: 'a@b.co' });
    const { api, seen } = client([json(200, { data: [claim] }), json(200, { eligible: true, message: 'ok', assessment: {} })]);
    expect(await api.listClaims()).toEqual([claim]);
    expect(await api.checkDelay({ flight_number: 'BA1', date: '2026-01-01' })).toMatchObject({ eligible: true });
    const headers = seen[1]!.init.headers as Record<string, string>;
    expect(seen[1]!.url).toBe('https://claims.test/api/flights/check-delay');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(seen[1]!.init.body))).toEqual({ flight_number: 'BA1', date: '2026-01-01' });
  });

  it('lists every claim by following next_cursor to the last page', async () => {
    const claim = (id: string) => wireClaim(id, { disruption_type: 'delayed' }, { first_name: 'A', last_name: 'B', email: 'a@b.co' });
    const { api, seen } = client([json(200, { data: [claim('c3'), claim('c2')], next_cursor: 'c2' }), json(200, { data: [claim('c1')], next_cursor: null })]);
    expect((await api.listClaims()).map((c) => c.id)).toEqual(['c3', 'c2', 'c1']);
    expect(seen.map((s) => s.url)).toEqual(['https://claims.test/api/claims', 'https://claims.test/api/claims?cursor=c2']);
  });

  it('turns problem+json into a typed ApiError', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Invalid',
      status: 422,
      code: 'validation-failed',
      detail: 'Bad date',
      errors: [{ field: 'date', message: 'Departure date is required' }],
    };
    const { api } = client([json(422, problem)]);
    const error = await api.checkDelay({ flight_number: 'BA1', date: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, code: 'validation-failed', title: 'Invalid', detail: 'Bad date', errors: problem.errors });
  });

  it('reports an unreachable server as NetworkError', async () => {
    const { api } = client([]);
    const error = await api.getMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
  });

  it('refreshes the token once on 401 and retries', async () => {
    const { api, seen, getAccessToken } = client([json(401, { title: 'Unauthorized', status: 401, code: 'unauthorized' }), json(200, { name: 'me' })]);
    expect(await api.getMe()).toEqual({ name: 'me' });
    expect(getAccessToken).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect((seen[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-2');
  });

  it('keeps 429 Retry-After on the error', async () => {
    const { api } = client([json(429, { title: 'Slow down', status: 429, code: 'rate-limited' }, { 'Retry-After': '30' })]);
    await expect(api.getReferral()).rejects.toMatchObject({ status: 429, retryAfter: '30' });
  });

  it('sends password reset without a token', async () => {
    const { api, seen, getAccessToken } = client([new Response(null, { status: 204 })]);
    await api.requestPasswordReset('a@b.co');
    expect(getAccessToken).not.toHaveBeenCalled();
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(seen[0]!.url).toBe('https://claims.test/api/auth/password-reset/request');
  });

  it('fetches the tax invoice PDF with the bearer token, again after a 401, and turns a problem into an ApiError', async () => {
    const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const { api, seen } = client([json(401, { title: 'Unauthorized', status: 401, code: 'unauthorized' }), pdf()]);
    expect(await (await api.invoicePdf('c 1')).text()).toBe('%PDF-1.7');
    expect(seen.map((s) => s.url)).toEqual(['https://claims.test/api/claims/c%201/invoice.pdf', 'https://claims.test/api/claims/c%201/invoice.pdf']);
    expect((seen[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-2');
    const missing = client([json(503, { title: 'Settings missing', status: 503, code: 'invoice-settings-missing' })]);
    await expect(missing.api.invoicePdf('c1')).rejects.toMatchObject({ status: 503, code: 'invoice-settings-missing' });
  });

  it('encodes the airport search', async () => {
    const { api, seen } = client([json(200, [])]);
    await api.searchAirports('São Paulo');
    expect(seen[0]!.url).toBe('https://claims.test/api/airports?search=S%C3%A3o%20Paulo');
  });
});
