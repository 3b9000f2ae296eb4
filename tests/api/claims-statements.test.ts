// GET /api/claims costs the same number of statements however many claims, documents and
// signatures a page holds (no statement per claim): the grant of the token, then the page.
// A cursor page adds the cursor's ownership check. Counted at the driver, on PGlite and PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import { randomUUID } from 'node:crypto';
import { claimPayload, createClaim, makePdf, makePng, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

// No delivery worker: its polls would be counted with the request's statements.
const t = useTestApp({ notify: { ...loadNotifyConfig({}, []), worker: false } });

/** Statements this process sends to the database while `work` runs. */
async function statements(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const target = (t.kind === 'postgres' ? pg.Client.prototype : PGlite.prototype) as unknown as { query: (...args: unknown[]) => unknown };
  const query0 = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    sent.push(typeof config === 'string' ? config : config.text);
    return query0.apply(this, args);
  };
  try {
    await work();
  } finally {
    target.query = query0;
  }
  return sent;
}

async function list(caller: Caller, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/claims${query}`, headers: caller.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: string }[]; next_cursor: string | null };
}

describe('GET /api/claims statements', () => {
  it('two statements for one claim and for twelve, and three for a cursor page', async () => {
    const caller = await newCaller(t.app);
    await createClaim(t.app, caller);
    const one = await statements(() => list(caller));
    for (let i = 0; i < 11; i++) await createClaim(t.app, caller);
    let page: Awaited<ReturnType<typeof list>> | undefined;
    const twelve = await statements(async () => (page = await list(caller)));
    expect(page!.data).toHaveLength(12);
    expect(one).toHaveLength(2);
    expect(twelve).toHaveLength(2);
    const first = await list(caller, '?limit=5');
    const next = await statements(() => list(caller, `?limit=5&cursor=${first.next_cursor}`));
    expect(next).toHaveLength(3);
  });
});

describe('a whole claim filed on a strike day', () => {
  // Each statement is a round trip to PostgreSQL on intake's hot path (issue #37): the claim with its
  // inbox row and mail job, one document, the signature. Counted per request, so a new one shows.
  // On PostgreSQL only: PGlite runs a transaction's statements past the method counted here.
  it.runIf(Boolean(process.env.DATABASE_URL))('sends 7 statements to create, 9 to upload a document and 8 to sign (no co-passenger)', async () => {
    const caller = await newCaller(t.app);
    const id = randomUUID();
    const key = () => ({ 'idempotency-key': randomUUID() });
    const payload = { ...claimPayload({ additional_passengers: [] }), id };
    const create = await statements(() => t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...caller.headers, ...key() }, payload }));
    const upload = await statements(() =>
      t.app.inject(uploadRequest(id, caller, { data: makePdf() }, { idempotencyKey: randomUUID(), attachmentId: randomUUID() })),
    );
    const sign = await statements(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/claims/${id}/signature`,
        headers: { ...caller.headers, ...key() },
        payload: { signature: pngDataUrl(makePng(240, 80)) },
      }),
    );
    expect({ create: create.length, upload: upload.length, sign: sign.length }).toEqual({ create: 7, upload: 9, sign: 8 });
  });
});
