// A first visit (no database yet) is told apart from a device with data without opening the
// database; when the browser cannot list databases, the answer errs on "there may be data".
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createClaimsDb } from '../../../src/offline/db.ts';
import { DB_NAME, hasLocalDatabase } from '../../../src/offline/local-data.ts';

const original = globalThis.indexedDB;
afterEach(() => {
  globalThis.indexedDB = original;
});

describe('hasLocalDatabase', () => {
  it('is false on a device without the database, and does not create it', async () => {
    globalThis.indexedDB = new IDBFactory();
    expect(await hasLocalDatabase()).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
  });

  it('is true once the app has opened its database', async () => {
    const factory = new IDBFactory();
    globalThis.indexedDB = factory;
    const db = createClaimsDb({ indexedDB: factory, IDBKeyRange });
    await db.open();
    expect(await hasLocalDatabase()).toBe(true);
    db.close();
  });

  it('is true when databases() is missing or fails (older browsers)', async () => {
    const factory = new IDBFactory();
    globalThis.indexedDB = Object.assign(Object.create(factory), { databases: undefined }) as IDBFactory;
    expect(await hasLocalDatabase()).toBe(true);
    globalThis.indexedDB = Object.assign(Object.create(factory), { databases: () => Promise.reject(new Error('blocked')) }) as IDBFactory;
    expect(await hasLocalDatabase()).toBe(true);
  });
});
