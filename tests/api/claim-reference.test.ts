// The short reference (src/domain/claim/reference.ts) finds its claim in the back-office search and
// in a bank statement's remittance, on PGlite and (DATABASE_URL) PostgreSQL, through the expression
// index of migration 0024: also for two claims filed in the same millisecond, whose ids differ only
// in their random digits (two devices filing offline choose their ids).
import { sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { referenceIn, referenceStartsWith } from '../../src/server/claims/reference-sql.ts';
import { claimPayload, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { camtStatement, claimVersion, postStatement, processingClaim } from './money-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { planWithoutScans } from './query-plan.ts';

let passenger: Caller;
let agent: Caller;
let payer: Caller;

const t = useTestApp(async () => {
  passenger = await newCaller(t.app);
  agent = await newAgent(t.app);
  payer = await newAgent(t.app, 'payer');
});

async function sameMillisecondClaims() {
  const msecs = Date.UTC(2026, 10, 29, 8, 0, 0);
  const file = () => processingClaim(t.app, passenger, agent, claimPayload({ id: uuidv7({ msecs }) }));
  const [c, d] = [await file(), await file()];
  expect(c.id.slice(0, 13)).toBe(d.id.slice(0, 13));
  expect(c.reference).not.toBe(d.reference);
  return [c, d] as const;
}

const search = async (q: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims?q=${encodeURIComponent(q)}`, headers: agent.headers })).json().data as { id: string }[]
  ).map((row) => row.id);

/** The plan of `select id from claims where <condition>` with table scans ruled out where an index can serve. */
const planOf = (condition: SQL) => planWithoutScans(t.app.db, sql`select id from claims where ${condition}`);

describe('the short claim reference', () => {
  it('finds each of two same-millisecond claims in the back-office search, in any case and by its start', async () => {
    const [c, d] = await sameMillisecondClaims();
    expect(await search(c.reference)).toEqual([c.id]);
    expect(await search(d.reference.toLowerCase())).toEqual([d.id]);
    expect(await search(c.reference.slice(0, 6))).toContain(c.id);
    expect(await search(c.reference.slice(0, 6))).not.toContain(d.id);
    // A whole id still finds its claim; the id's time digits are no reference.
    expect(await search(d.id)).toEqual([d.id]);
    expect(await search(c.id.slice(0, 8))).toEqual([]);
  });

  it('matches each of two same-millisecond claims from a bank statement', async () => {
    const [c, d] = await sameMillisecondClaims();
    const res = await postStatement(
      t.app,
      payer,
      camtStatement(`STMT-REF-${c.reference}`, [
        { amount: '500.00', reference: `RC-${c.reference}`, remittance: `AF REFUND CLAIM ${c.reference}` },
        { amount: '500.00', reference: `RD-${d.reference}`, remittance: `claim ${d.reference.toLowerCase()}` },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.credits).toMatchObject([
      { matched: true, claim_id: c.id },
      { matched: true, claim_id: d.id },
    ]);
    expect((await claimVersion(t.app, agent, c.id)).status).toBe('approved');
    expect((await claimVersion(t.app, agent, d.id)).status).toBe('approved');
  });

  it('is looked up through the index, not by reading every claim', async () => {
    const reference = claimReference(uuidv7());
    for (const condition of [referenceStartsWith(reference.slice(0, 4)), referenceIn([reference]), referenceIn([reference, '20261115'])]) {
      const plan = await planOf(condition);
      expect(plan).toContain('claims_reference_idx');
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
