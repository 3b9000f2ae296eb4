// The two small cache functions the claim page and account deletion use (src/offline/claims.ts):
// one claim from GET /api/claims/{id} into IndexedDB, and forgetting a deleted user's data
// (src/offline/device-data.ts).
import { describe, expect, it } from 'vitest';
import { getClaimView, listClaims, mergeServerClaims, saveServerClaim } from '../../../src/offline/claims.ts';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { forgetLocalData } from '../../../src/offline/device-data.ts';
import { ADA_WIRE, queueClaim, wireClaim } from '../offline/fixtures.ts';
import { useFreshDb } from '../offline/use-fresh-db.ts';

let db: ClaimsDb;
useFreshDb((fresh) => (db = fresh));

const flight = { disruption_type: 'delayed' as const, flight_number: 'AF1234', departure_date: '2024-03-15' };

describe('saveServerClaim', () => {
  it('adds one claim without dropping the others (unlike a list merge)', async () => {
    await mergeServerClaims(db, 'user-a', [wireClaim('one', flight, ADA_WIRE)], Date.now() + 1);
    await saveServerClaim(db, 'user-a', wireClaim('two', flight, ADA_WIRE, 'paid'));
    expect((await listClaims(db, 'user-a')).map((c) => c.id).sort()).toEqual(['one', 'two']);
    const view = await getClaimView(db, 'two', 'user-a');
    expect(view).toMatchObject({ status: 'paid', syncState: 'sent', flightNumber: 'AF1234' });
    expect(view?.statusHistory.length).toBeGreaterThan(0);
  });

  it("updates a local claim's server copy and keeps its sync state", async () => {
    const local = await queueClaim(db, 'user-a');
    await saveServerClaim(db, 'user-a', wireClaim(local.claimId, flight, ADA_WIRE, 'processing'));
    expect(await getClaimView(db, local.claimId, 'user-a')).toMatchObject({ status: 'processing', syncState: 'queued' });
  });

  it("never writes over another user's claim", async () => {
    const theirs = await queueClaim(db, 'user-b');
    await saveServerClaim(db, 'user-a', wireClaim(theirs.claimId, flight, ADA_WIRE, 'paid'));
    expect((await db.claims.get(theirs.claimId))?.server).toBeNull();
  });
});

describe('forgetLocalData', () => {
  it("removes the user's claims, queued operations, documents, signatures and the drafts", async () => {
    const mine = await queueClaim(db, 'user-a');
    await saveServerClaim(db, 'user-a', wireClaim('cached', flight, ADA_WIRE));
    expect(await db.outbox.where('ownerId').equals('user-a').count()).toBeGreaterThan(0);
    expect(await db.attachments.where('claimId').equals(mine.claimId).count()).toBeGreaterThan(0);

    await forgetLocalData(db, 'user-a');

    expect(await listClaims(db, 'user-a')).toEqual([]);
    expect(await db.outbox.where('ownerId').equals('user-a').count()).toBe(0);
    expect(await db.attachments.where('claimId').equals(mine.claimId).count()).toBe(0);
    expect(await db.signatures.get(mine.claimId)).toBeUndefined();
    expect(await db.drafts.count()).toBe(0);
  });

  it("leaves other users' claims alone", async () => {
    const theirs = await queueClaim(db, 'user-b');
    await forgetLocalData(db, 'user-a');
    expect(await db.claims.get(theirs.claimId)).toBeDefined();
    expect(await db.outbox.where('ownerId').equals('user-b').count()).toBeGreaterThan(0);
  });
});
