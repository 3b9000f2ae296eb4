import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createClaimsDb } from '../../../src/offline/db.ts';

// Release 1's tables as shipped: frozen, so written out here rather than read from the code.
const RELEASE_1 = {
  drafts: 'id, updatedAt',
  attachments: 'id, claimId, [claimId+position]',
  signatures: 'claimId',
  claims: 'id, ownerId, syncState, updatedAt',
  outbox: '++seq, &opId, claimId, ownerId, state',
  kv: 'key',
};

describe('database schema', () => {
  it('release 1 is frozen and release 2 only adds the receipts table (issue #21)', async () => {
    const db = createClaimsDb({ name: 'schema', indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    const schema = Object.fromEntries(db.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(', ')]));
    expect(db.verno).toBe(2);
    expect(schema).toEqual({ ...RELEASE_1, expenses: 'id, claimId, [claimId+position]' });
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
