// F13 of the security review: once an agent works on a claim (processing and later), its evidence
// is fixed: no new document and no new signature (409 claim-locked), and nothing is stored.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimDocuments, claimSignatures } from '../../src/server/db/schema/claims.ts';
import { createClaim, makePdf, makePng, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller, agentMove } from './claims-helpers.ts';
import { payThroughRun } from './payout-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
let agent: Caller;
const t = useTestApp(async () => {
  ada = await newCaller(t.app);
  agent = await newAgent(t.app);
});

async function move(claimId: string, status: string) {
  // No action marks a claim paid (issue #36): a payout run the bank confirmed does.
  const res = status === 'paid' ? await payThroughRun(t.app, ada, claimId) : await agentMove(t.app, agent, claimId, status);
  expect(res.statusCode, res.body).toBe(200);
}

const signClaim = (claimId: string) =>
  t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/signature`, headers: ada.headers, payload: { signature: pngDataUrl(makePng(40, 20)) } });

describe('evidence lock (F13)', () => {
  it.each([
    ['processing', ['processing']],
    ['paid', ['processing', 'approved', 'paid']], // paid through a confirmed payout run
    ['rejected', ['rejected']],
  ])('refuses uploads and signatures on a %s claim with 409 claim-locked', async (_label, path) => {
    const claim = await createClaim(t.app, ada);
    for (const status of path) await move(claim.id, status);
    const upload = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf() }));
    expect(upload.statusCode).toBe(409);
    expect(upload.json().code).toBe('claim-locked');
    const sign = await signClaim(claim.id);
    expect(sign.statusCode).toBe(409);
    expect(sign.json().code).toBe('claim-locked');
    expect(await t.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claim.id))).toEqual([]);
    expect(await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id))).toEqual([]);
  });

  it('still takes documents and signatures while the claim is submitted', async () => {
    const claim = await createClaim(t.app, ada);
    expect((await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf() }))).statusCode).toBe(201);
    const sign = await signClaim(claim.id);
    expect(sign.statusCode).toBe(201);
  });
});
