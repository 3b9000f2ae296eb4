// GET /api/claims in pages: without parameters every claim when they fit one page (the dashboard's
// list), never more than CLAIMS_PAGE_MAX; `limit` and `cursor` walk the rest, newest first, each
// claim once; bad values are 422 problem+json. Runs on PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { CLAIMS_PAGE_MAX } from '../../src/server/http/claims-schemas.ts';
import { claimPayload, createClaim, newCaller, type Caller } from './claims-helpers.ts';
import { createTestApp, GENEROUS_LIMITS, type TestApp } from './harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ limits: GENEROUS_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

interface Page {
  data: ClaimWire[];
  next_cursor: string | null;
}

async function list(caller: Caller, query = ''): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/claims${query}`, headers: caller.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/claims${query}: ${res.statusCode} ${res.body}`);
  return res.json() as Page;
}

async function createMany(caller: Caller, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await createClaim(t.app, caller, claimPayload({ booking_reference: `PG${String(i).padStart(4, '0')}` }))).id);
  return ids;
}

async function walk(caller: Caller, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await list(caller, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    ids.push(...page.data.map((c) => c.id));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 1000);
  return { ids, pages };
}

describe('GET /api/claims pages', () => {
  it('answers an empty list with no next page', async () => {
    expect(await list(await newCaller(t.app))).toEqual({ data: [], next_cursor: null });
  });

  it('lists every claim, newest first, on one page by default; limit and cursor walk them once each', async () => {
    const caller = await newCaller(t.app);
    const created = await createMany(caller, 7);
    const all = await list(caller);
    expect(all.next_cursor).toBeNull();
    expect(all.data.map((c) => c.id)).toEqual([...created].reverse());
    for (const limit of [1, 2, 3, 7]) {
      const { ids, pages } = await walk(caller, limit);
      expect(ids).toEqual([...created].reverse());
      expect(pages).toBe(Math.ceil(7 / limit));
    }
    // The cursor is case-insensitive, like every claim id.
    const first = await list(caller, '?limit=3');
    const next = await list(caller, `?limit=3&cursor=${first.next_cursor!.toUpperCase()}`);
    expect(next.data.map((c) => c.id)).toEqual([...created].reverse().slice(3, 6));
  });

  it(`bounds the default page at ${CLAIMS_PAGE_MAX} claims, the rest on the next page`, async () => {
    const caller = await newCaller(t.app);
    const created = await createMany(caller, CLAIMS_PAGE_MAX + 1);
    const first = await list(caller);
    expect(first.data).toHaveLength(CLAIMS_PAGE_MAX);
    expect(first.next_cursor).toBe(first.data.at(-1)!.id);
    const second = await list(caller, `?cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ next_cursor: null });
    expect([...first.data, ...second.data].map((c) => c.id)).toEqual([...created].reverse());
  }, 120_000);

  it("refuses bad limits and cursors with 422 problem+json, and another user's claim as a cursor", async () => {
    const caller = await newCaller(t.app);
    const other = await newCaller(t.app);
    const [othersClaim] = await createMany(other, 1);
    const bad = [
      '?limit=0',
      `?limit=${CLAIMS_PAGE_MAX + 1}`,
      '?limit=-1',
      '?limit=abc',
      '?limit=1.5',
      '?limit=',
      '?cursor=nope',
      '?cursor=',
      `?cursor=${othersClaim}`,
      '?page=2',
      '?limit=1&limit=2',
    ];
    for (const query of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/claims${query}`, headers: caller.headers });
      expect([query, res.statusCode, res.headers['content-type']]).toEqual([query, 422, expect.stringMatching(/problem\+json/)]);
      expect(res.json().code).toBe('validation-failed');
    }
    const random = await t.app.inject({ method: 'GET', url: `/api/claims?cursor=${crypto.randomUUID()}`, headers: caller.headers });
    expect(random.statusCode).toBe(422);
  });
});
