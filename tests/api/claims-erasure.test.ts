// Account erasure and export, claims side: DELETE /api/me removes the user's claims, passengers,
// documents and signature rows, their blobs and their idempotency records, and nothing of anyone
// else's; GET /api/me/export carries the claims with document and signature metadata.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { claimDocuments, claimPassengers, claims, claimSignatures, idempotencyKeys } from '../../src/server/db/schema/claims.ts';
import { createClaim, makePdf, makePng, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

async function fullClaim(caller: Caller) {
  const claim = await createClaim(t.app, caller);
  await t.app.inject(uploadRequest(claim.id, caller, { data: makePdf('doc') }, { idempotencyKey: uuidv7() }));
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${claim.id}/signature`,
    headers: caller.headers,
    payload: { signature: pngDataUrl(makePng(60, 20)) },
  });
  return claim;
}

const blobDir = (claimId: string) => join(t.config.dataDir, 'blobs', 'claims', claimId);
/** A claim's blobs: its document and signature, and the signed mandate's PDF once the server has printed it (in the background). */
const expectClaimBlobs = (claimId: string) => expect(readdirSync(blobDir(claimId)).length).toBeGreaterThanOrEqual(2);
const count = async (table: typeof claims | typeof claimPassengers | typeof claimDocuments | typeof claimSignatures | typeof idempotencyKeys) =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('GET /api/me/export', () => {
  it("includes the user's claims with documents and signature as metadata", async () => {
    const ada = await newCaller(t.app);
    const claim = await fullClaim(ada);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: ada.headers });
    expect(res.statusCode).toBe(200);
    const exported = res.json().claims;
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      id: claim.id,
      passenger: { last_name: 'Lovelace' },
      documents: [{ type: 'application/pdf' }],
      signature: { sha256: expect.any(String) },
    });
  });
});

describe('DELETE /api/me', () => {
  it("erases the user's claims, rows, blobs and idempotency records, and nobody else's", async () => {
    const ada = await newCaller(t.app);
    const bob = await newCaller(t.app);
    const adaClaims = [await fullClaim(ada), await fullClaim(ada)];
    const bobClaim = await fullClaim(bob);
    for (const c of adaClaims) expectClaimBlobs(c.id);
    const before = {
      claims: await count(claims),
      passengers: await count(claimPassengers),
      docs: await count(claimDocuments),
      sigs: await count(claimSignatures),
    };

    const res = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: ada.headers, payload: { password: ada.user.password } });
    expect(res.statusCode).toBe(204);

    expect(await t.app.db.select().from(claims).where(eq(claims.userId, ada.user.id))).toEqual([]);
    expect(await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, ada.user.id))).toEqual([]);
    for (const c of adaClaims) expect(existsSync(blobDir(c.id))).toBe(false);
    expect({
      claims: await count(claims),
      passengers: await count(claimPassengers),
      docs: await count(claimDocuments),
      sigs: await count(claimSignatures),
    }).toEqual({ claims: before.claims - 2, passengers: before.passengers - 4, docs: before.docs - 2, sigs: before.sigs - 2 });

    expectClaimBlobs(bobClaim.id);
    const bobsView = await t.app.inject({ method: 'GET', url: `/api/claims/${bobClaim.id}`, headers: bob.headers });
    expect(bobsView.statusCode).toBe(200);
    expect(bobsView.json().data.documents).toHaveLength(1);
  });
});
