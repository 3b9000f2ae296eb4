import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createClaimsDb } from '../../../src/offline/db.ts';

describe('database schema', () => {
  it('release 1 is frozen: tables, keys and indexes as shipped', async () => {
    const db = createClaimsDb({ name: 'schema', indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    const schema = Object.fromEntries(db.tables.map((t) => [
      t.name,
      [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(', '),
    ]));
    expect(db.verno).toBe(1);
    expect(schema).toEqual({
      drafts: 'id, updatedAt',
      attachments: 'id, claimId, [claimId+position]',
      signatures: 'claimId',
      claims: 'id, ownerId, syncState, updatedAt',
      outbox: '++seq, &opId, claimId, ownerId, state',
      kv: 'key',
    });
    await db.delete();
  });

  it('keeps Blobs and their metadata across a reopen (page and service worker share it)', async () => {
    const factory = new IDBFactory();
    const page = createClaimsDb({ name: 'shared', indexedDB: factory, IDBKeyRange });
    await page.attachments.add({
      id: 'a', claimId: 'c', position: 0, name: 'a.pdf', type: 'application/pdf', size: 3, sha256: 'x',
      blob: new Blob(['pdf'], { type: 'application/pdf' }), originalName: 'a.pdf', originalSize: 3, createdAt: 1,
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
