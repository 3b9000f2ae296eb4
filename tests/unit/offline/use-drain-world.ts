// The drain tests' fixture: a fresh device database, a FakeApi and a clock for every test, deleted
// after it, and the three look-ups every drain test uses. One call per file instead of a copied block.
import { afterEach, beforeEach } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { clock, FakeApi, freshDb, queueClaim } from './fixtures.ts';

export interface DrainWorld {
  db: ClaimsDb;
  api: FakeApi;
  time: ReturnType<typeof clock>;
}

/** Calls `take` with each test's new world (assign it to the file's variables), and deletes its database after. */
export function useDrainWorld(take: (world: DrainWorld) => void) {
  let world: DrainWorld | undefined;
  beforeEach(() => {
    world = { db: freshDb(), api: new FakeApi(), time: clock() };
    take(world);
  });
  afterEach(async () => {
    await world?.db.delete();
  });
  const current = (): DrainWorld => {
    if (!world) throw new Error('useDrainWorld: no test is running');
    return world;
  };
  return {
    /** Queues a claim for `ownerId` at the clock's time. */
    queue: (ownerId: string, files?: string[]) => queueClaim(current().db, ownerId, files, undefined, current().time.now),
    /** The claim's outbox operations in order. */
    ops: (claimId: string) => current().db.outbox.where('claimId').equals(claimId).sortBy('seq'),
    claim: (claimId: string) => current().db.claims.get(claimId),
  };
}
