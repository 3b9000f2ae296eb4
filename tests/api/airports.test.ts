// GET /api/airports?search=: ranked search over the rules engine's airport table.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

const search = (q?: string) => t.app.inject({ method: 'GET', url: q === undefined ? '/api/airports' : `/api/airports?search=${encodeURIComponent(q)}` });

describe('GET /api/airports', () => {
  it('puts the exact IATA code first', async () => {
    const res = await search('lhr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ iata: 'LHR', city: 'London', country: 'GB' });
  });

  it('finds by city prefix, ignoring case and accents, at most 20', async () => {
    const zurich = (await search('zurich')).json().data;
    expect(zurich[0].iata).toBe('ZRH');
    const london = (await search('London')).json().data.map((a: { iata: string }) => a.iata);
    expect(london).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN']));
    const broad = (await search('a')).json().data;
    expect(broad.length).toBe(20);
  });

  it('answers an empty list for nothing, nonsense or no query, and refuses a huge query', async () => {
    expect((await search()).json()).toEqual({ data: [] });
    expect((await search('')).json()).toEqual({ data: [] });
    expect((await search('qqqqzzzz')).json()).toEqual({ data: [] });
    expect((await search('<script>')).json()).toEqual({ data: [] });
    const huge = await search('x'.repeat(500));
    expect(huge.statusCode).toBe(422);
    const extra = await t.app.inject({ method: 'GET', url: '/api/airports?search=lhr&limit=1000' });
    expect(extra.statusCode).toBe(422);
  });
});
