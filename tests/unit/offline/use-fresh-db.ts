// The device tier's fixture: one line gives a test file a fresh IndexedDB per test, deleted after
// it. Kept apart from fixtures.ts, which has no Vitest hooks.
import { afterEach, beforeEach } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { freshDb } from './fixtures.ts';

/**
 * Before each test, a fresh database is handed to `each` (keep it, and set up the test's other
 * fakes there); after each test it is deleted.
 */
export function useFreshDb(each: (db: ClaimsDb) => void): void {
  let db: ClaimsDb | undefined;
  beforeEach(() => {
    db = freshDb();
    each(db);
  });
  afterEach(async () => {
    await db?.delete();
  });
}
