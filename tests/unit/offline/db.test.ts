import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createClaimsDb } from '../../../src/offline/db.ts';
import { jwt } from './fixtures.ts';

// Release 1's tables as shipped: frozen, so written out here rather than read from the code.
const RELEASE_1 = {
  drafts: 'id, updatedAt',
  attachments: 'id, claimId, [claimId+position]',
  signatures: 'claimId',
  claims: 'id, ownerId, syncState, updatedAt',
  outbox: '++seq, &opId, claimId, ownerId, state',
  kv: 'key',
};

// Release 2 as shipped: release 1 and the receipts table.
const RELEASE_2 = { ...RELEASE_1, expenses: 'id, claimId, [claimId+position]' };

/** A database left by release 2 holding these rows, then opened by this release. */
async function upgradedFrom2(rows: { drafts?: object[]; kv?: object[] }) {
  const factory = new IDBFactory();
  const { default: Dexie } = await import('dexie');
  const old = new Dexie('release-2', { indexedDB: factory, IDBKeyRange });
  old.version(1).stores(RELEASE_1);
  old.version(2).stores({ expenses: RELEASE_2.expenses });
  await old.table('drafts').bulkAdd(rows.drafts ?? []);
  await old.table('kv').bulkAdd(rows.kv ?? []);
  old.close();
  return createClaimsDb({ name: 'release-2', indexedDB: factory, IDBKeyRange });
}

const releaseTwoDraft = { id: 'd1', step: 2, fields: { passenger: { firstName: 'Alice' } }, createdAt: 1, updatedAt: 2 };
const storedUser = (sub: string) => ({ key: 'auth:oidc.user:https://claims.test/realms/claims:pwa', value: JSON.stringify({ access_token: jwt({ sub }) }) });

describe('database schema', () => {
  it('releases 1 and 2 are frozen; release 3 only indexes the drafts by owner (review N4)', async () => {
    const db = createClaimsDb({ name: 'schema', indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    const schema = Object.fromEntries(db.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(', ')]));
    expect(db.verno).toBe(3);
    expect(schema).toEqual({ ...RELEASE_2, drafts: 'id, updatedAt, ownerId' });
    await db.delete();
  });

  it('gives a release-2 draft to the account signed in when the app is updated', async () => {
    const db = await upgradedFrom2({ drafts: [releaseTwoDraft], kv: [storedUser('user-alice')] });
    expect(await db.drafts.get('d1')).toEqual({ ...releaseTwoDraft, ownerId: 'user-alice' });
    await db.delete();
  });

  it('makes a release-2 draft anonymous when nobody is signed in (the next account to sign in takes it)', async () => {
    const db = await upgradedFrom2({ drafts: [releaseTwoDraft], kv: [{ key: 'other', value: 'x' }] });
    expect(await db.drafts.get('d1')).toEqual({ ...releaseTwoDraft, ownerId: '' }); // ANONYMOUS
    await db.delete();
  });

  it('opens a release-1 database as release 2 with its rows kept', async () => {
    const factory = new IDBFactory();
    const { default: Dexie } = await import('dexie');
    const old = new Dexie('upgrade', { indexedDB: factory, IDBKeyRange });
    old.version(1).stores(RELEASE_1);
    await old.table('kv').put({ key: 'k', value: 'v' });
    old.close();
    const db = createClaimsDb({ name: 'upgrade', indexedDB: factory, IDBKeyRange });
    expect(await db.kv.get('k')).toEqual({ key: 'k', value: 'v' });
    expect(await db.expenses.count()).toBe(0);
    await db.delete();
  });

  it('keeps Blobs and their metadata across a reopen (page and service worker share it)', async () => {
    const factory = new IDBFactory();
    const page = createClaimsDb({ name: 'shared', indexedDB: factory, IDBKeyRange });
    await page.attachments.add({
      id: 'a',
      claimId: 'c',
      position: 0,
      name: 'a.pdf',
      type: 'application/pdf',
      size: 3,
      sha256: 'x',
      blob: new Blob(['pdf'], { type: 'application/pdf' }),
      originalName: 'a.pdf',
      originalSize: 3,
      createdAt: 1,
    });
    page.close();
    const worker = createClaimsDb({ name: 'shared', indexedDB: factory, IDBKeyRange });
    const row = await worker.attachments.get('a');
    expect(row?.blob).toBeInstanceOf(Blob);
    expect(await row?.blob.text()).toBe('pdf');
    expect(row?.blob.type).toBe('application/pdf');
    await worker.delete();
  });
});
